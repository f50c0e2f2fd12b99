import type { ReactNode } from 'react';
import type { AppInfo, ConnectionStatus } from '../../../shared/connection';
import type { ScreenId } from '../lib/screens';
import { AppHeader } from './AppHeader';
import { MainNav } from './MainNav';
import './AppFrame.css';

interface AppFrameProps {
  info: AppInfo | null;
  connection: ConnectionStatus | null;
  screen: ScreenId;
  onNavigate: (screen: ScreenId) => void;
  children: ReactNode;
}

/**
 * Header, navigation and the current screen. Only the main area scrolls, so the header never
 * covers focused content (WCAG 2.4.11).
 */
export function AppFrame({ info, connection, screen, onNavigate, children }: AppFrameProps) {
  return (
    <div className="app-frame">
      <AppHeader info={info} connection={connection} />
      <MainNav current={screen} onNavigate={onNavigate} />
      <main className="app-main">{children}</main>
    </div>
  );
}
