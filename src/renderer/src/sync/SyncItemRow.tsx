import type { SyncItemView } from '../../../shared/sync';
import { formatDateTime, type TimeFormat } from '../lib/time';
import { SyncItemState } from './SyncItemState';

interface SyncItemRowProps {
  item: SyncItemView;
  /** True while this row's retry is on its way. */
  retrying: boolean;
  onRetry: (item: SyncItemView) => void;
  onDiscard: (item: SyncItemView, opener: HTMLButtonElement) => void;
  timeFormat?: TimeFormat;
}

/**
 * One change in the outbox: the sentence that says what it is and what became of it, then the
 * facts. The buttons carry the change's summary for screen readers, as every row has the same two.
 */
export function SyncItemRow({ item, retrying, onRetry, onDiscard, timeFormat }: SyncItemRowProps) {
  return (
    <li className={`sync-item sync-item--${item.state}`}>
      <p className="sync-item__message">{item.message}</p>
      <dl className="sync-item__facts">
        <div>
          <dt>State</dt>
          <dd>
            <SyncItemState state={item.state} />
          </dd>
        </div>
        <div>
          <dt>Attempts</dt>
          <dd>{item.attempts}</dd>
        </div>
        <div>
          <dt>Saved</dt>
          <dd>
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, timeFormat)}</time>
          </dd>
        </div>
        {item.nextAttemptAt ? (
          <div>
            <dt>Next attempt</dt>
            <dd>
              <time dateTime={item.nextAttemptAt}>
                {formatDateTime(item.nextAttemptAt, timeFormat)}
              </time>
            </dd>
          </div>
        ) : null}
      </dl>
      {item.canRetry || item.canDiscard ? (
        <div className="sync-item__actions">
          {item.canRetry ? (
            <button
              type="button"
              className="button button--small"
              aria-disabled={retrying}
              onClick={() => {
                if (!retrying) onRetry(item);
              }}
            >
              Retry<span className="visually-hidden"> {item.summary}</span>
            </button>
          ) : null}
          {item.canDiscard ? (
            <button
              type="button"
              className="button button--small button--danger"
              onClick={(event) => onDiscard(item, event.currentTarget)}
            >
              Discard<span className="visually-hidden"> {item.summary}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
