import type { SyncStatus } from '../../../shared/sync';
import { attentionText } from '../lib/syncText';
import { formatAge, formatDateTime } from '../lib/time';
import { Icon } from './Icon';
import { useNow } from './useNow';
import './SyncIndicator.css';

interface SyncIndicatorProps {
  /** null until the first status arrives: nothing is shown rather than a guess. */
  status: SyncStatus | null;
  /** Opens the Sync screen, where each change can be seen and acted on. */
  onOpen: () => void;
}

/**
 * The outbox at a glance, in the header: how many changes wait and for how long, and how many need
 * the person. Quiet when everything has been sent.
 *
 * The button is not a live region: its ages tick with every minute.
 * Only the count needing attention is announced, as that is the one thing the person must act on.
 */
export function SyncIndicator({ status, onOpen }: SyncIndicatorProps) {
  const now = useNow();
  if (status === null) return null;
  const attention = status.rejected + status.dead;
  // Progress of a running sync is shown once, by the connection indicator beside this one.
  const idle = status.waiting === 0 && attention === 0;

  return (
    <div className="sync-indicator">
      <button
        type="button"
        className={`sync-indicator__button${attention > 0 ? ' sync-indicator__button--attention' : ''}`}
        onClick={onOpen}
      >
        {/* Says where the button leads; the visible parts are self-explanatory beside it. */}
        <span className="visually-hidden">Sync: </span>
        {idle ? (
          <span className="sync-indicator__part sync-indicator__part--quiet">
            <Icon name="sent" />
            All changes sent
          </span>
        ) : null}
        {status.waiting > 0 ? (
          <span className="sync-indicator__part">
            <Icon name="waiting" />
            {status.waiting} waiting
            {status.oldestWaitingSince ? (
              <>
                ,{' '}
                <time
                  dateTime={status.oldestWaitingSince}
                  title={formatDateTime(status.oldestWaitingSince)}
                >
                  oldest {formatAge(status.oldestWaitingSince, now)}
                </time>
              </>
            ) : null}
          </span>
        ) : null}{' '}
        {attention > 0 ? (
          <span className="sync-indicator__part sync-indicator__part--attention">
            <Icon name="warning" />
            {attentionText(attention)}
          </span>
        ) : null}
      </button>
      <span className="visually-hidden" role="status">
        {attention > 0 ? `${attentionText(attention)} in Sync` : ''}
      </span>
    </div>
  );
}
