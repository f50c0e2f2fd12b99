import type { ReactNode } from 'react';
import type { AppInfo, ConnectionStatus } from '../../../shared/connection';
import type { SyncStatus } from '../../../shared/sync';
import type { ScreenId } from '../lib/screens';
import { AppHeader } from './AppHeader';
import { MainNav } from './MainNav';
import './AppFrame.css';

interface AppFrameProps {
  info: AppInfo | null;
  connection: ConnectionStatus | null;
  sync: SyncStatus | null;
  screen: ScreenId;
  onNavigate: (screen: ScreenId) => void;
  /** Status shown in the header on every screen (the recording under way). */
  headerExtra?: ReactNode;
  children: ReactNode;
}

/**
 * Header, navigation and the current screen. Only the main area scrolls, so the header never
 * covers focused content (WCAG 2.4.11).
 */
export function AppFrame(props: AppFrameProps) {
  const { info, connection, sync, screen, onNavigate, headerExtra, children } = props;
  return (
    <div className="app-frame">
      <AppHeader
        info={info}
        connection={connection}
        sync={sync}
        onOpenSync={() => onNavigate('sync')}
        extra={headerExtra}
      />
      <MainNav current={screen} onNavigate={onNavigate} />
      <main className="app-main">{children}</main>
    </div>
  );
}
