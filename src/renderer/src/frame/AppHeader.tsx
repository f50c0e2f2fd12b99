import type { AppInfo, ConnectionStatus } from '../../../shared/connection';
import { ConnectionIndicator } from './ConnectionIndicator';
import { SandboxBadge } from './SandboxBadge';
import './AppHeader.css';

interface AppHeaderProps {
  info: AppInfo | null;
  connection: ConnectionStatus | null;
}

/** The banner: app name, whether this is the sandbox, and the connection. */
export function AppHeader({ info, connection }: AppHeaderProps) {
  return (
    <header className="app-header">
      {/* Not a heading: each screen's h1 is the page's main heading. */}
      <p className="app-header__name">Clinic Companion</p>
      {info?.mode === 'sandbox' ? <SandboxBadge /> : null}
      <div className="app-header__end">
        <ConnectionIndicator status={connection} />
      </div>
    </header>
  );
}
