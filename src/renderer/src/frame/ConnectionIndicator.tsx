import type { ConnectionState, ConnectionStatus } from '../../../shared/connection';
import { Icon, type IconName } from './Icon';
import './ConnectionIndicator.css';

const PRESENTATION: Record<ConnectionState, { label: string; icon: IconName }> = {
  unknown: { label: 'Checking…', icon: 'checking' },
  online: { label: 'Online', icon: 'online' },
  offline: { label: 'Offline', icon: 'offline' },
  syncing: { label: 'Syncing', icon: 'syncing' },
  signed_out: { label: 'Signed out', icon: 'signed-out' },
};

/**
 * The platform connection, as text plus icon in a status region so changes are announced
 * (WCAG 4.1.3). `null` means the first answer has not arrived yet, shown as checking.
 *
 * The sync progress sits beside the status region, not inside it: it changes with every change
 * sent, and a screen reader reading out "4 of 10", "5 of 10"… would drown everything else.
 */
export function ConnectionIndicator({ status }: { status: ConnectionStatus | null }) {
  const state = status?.state ?? 'unknown';
  const { label, icon } = PRESENTATION[state];
  const progress = state === 'syncing' ? status?.progress : undefined;
  return (
    <div className={`connection connection--${state}`}>
      <div className="connection__status" role="status">
        <Icon name={icon} />
        <span className="connection__label">{label}</span>
        {status?.detail && state !== 'online' && state !== 'syncing' ? (
          <span className="connection__detail">{status.detail}</span>
        ) : null}
      </div>
      {progress ? (
        <span className="connection__progress">
          {progress.done} of {progress.total}
        </span>
      ) : null}
    </div>
  );
}
