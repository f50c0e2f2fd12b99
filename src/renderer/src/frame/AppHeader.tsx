import type { ReactNode } from 'react';
import type { AppInfo, ConnectionStatus } from '../../../shared/connection';
import type { SyncStatus } from '../../../shared/sync';
import { ConnectionIndicator } from './ConnectionIndicator';
import { SandboxBadge } from './SandboxBadge';
import { SyncIndicator } from './SyncIndicator';
import './AppHeader.css';

interface AppHeaderProps {
  info: AppInfo | null;
  connection: ConnectionStatus | null;
  sync: SyncStatus | null;
  onOpenSync: () => void;
  /** Shown first at the end of the header (the recording under way). */
  extra?: ReactNode;
}

/** The banner: app name, whether this is the sandbox, the connection and the changes waiting. */
export function AppHeader({ info, connection, sync, onOpenSync, extra }: AppHeaderProps) {
  return (
    <header className="app-header">
      {/* Not a heading: each screen's h1 is the page's main heading. */}
      <p className="app-header__name">Clinic Companion</p>
      {info?.mode === 'sandbox' ? <SandboxBadge /> : null}
      <div className="app-header__end">
        {extra}
        <ConnectionIndicator status={connection} />
        <SyncIndicator status={sync} onOpen={onOpenSync} />
      </div>
    </header>
  );
}
