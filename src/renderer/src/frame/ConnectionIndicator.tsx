import type { ConnectionState, ConnectionStatus } from '../../../shared/connection';
import { Icon, type IconName } from './Icon';
import './ConnectionIndicator.css';

const PRESENTATION: Record<ConnectionState, { label: string; icon: IconName }> = {
  unknown: { label: 'Checking…', icon: 'checking' },
  online: { label: 'Online', icon: 'online' },
  offline: { label: 'Offline', icon: 'offline' },
  signed_out: { label: 'Signed out', icon: 'signed-out' },
};

/**
 * The platform connection, as text plus icon in a status region so changes are announced
 * (WCAG 4.1.3). `null` means the first answer has not arrived yet, shown as checking.
 */
export function ConnectionIndicator({ status }: { status: ConnectionStatus | null }) {
  const state = status?.state ?? 'unknown';
  const { label, icon } = PRESENTATION[state];
  return (
    <div className={`connection connection--${state}`} role="status">
      <Icon name={icon} />
      <span className="connection__label">{label}</span>
      {status?.detail && state !== 'online' ? (
        <span className="connection__detail">{status.detail}</span>
      ) : null}
    </div>
  );
}
