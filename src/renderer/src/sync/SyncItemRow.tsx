import { memo } from 'react';
import type { SyncItemView } from '../../../shared/sync';
import { AskFirstButton } from '../frame/AskFirstButton';
import { BusyButton } from '../frame/BusyButton';
import { changeWords } from '../lib/syncText';
import { formatDateTime, type TimeFormat } from '../lib/time';
import { SyncItemState } from './SyncItemState';

interface SyncItemRowProps {
  item: SyncItemView;
  /** True while this row's retry is on its way. */
  retrying: boolean;
  onRetry: (item: SyncItemView) => void;
  onDiscard: (item: SyncItemView, opener: HTMLButtonElement) => void;
  /** The clock "today" and "yesterday" are said by. */
  now: Date;
  timeFormat?: TimeFormat;
}

/**
 * One change in the outbox: whose, what and when ("Asha Rao · Prescription · visit today, 11:20"),
 * the sentence that says where it stands, then the facts. The buttons carry those words for
 * screen readers, as every row has the same two.
 */
export const SyncItemRow = memo(function SyncItemRow(props: SyncItemRowProps) {
  const { item, retrying, onRetry, onDiscard, now, timeFormat } = props;
  const words = changeWords(item.about, now, timeFormat);
  return (
    // Focusable by script only: the arrow keys move between rows (see onRowKeys).
    <li
      className={`list-row list-row--${item.state} sync-item`}
      tabIndex={-1}
      data-item-id={item.id}
    >
      <p className="list-row__title sync-item__words">{words}</p>
      <p className="sync-item__message">{item.detail}</p>
      <dl className="list-row__facts">
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
        <div className="list-row__actions">
          {item.canRetry ? (
            <BusyButton
              busy={retrying}
              className="button button--small"
              onClick={() => onRetry(item)}
            >
              Retry<span className="visually-hidden"> {words}</span>
            </BusyButton>
          ) : null}
          {item.canDiscard ? (
            <AskFirstButton onAsk={(opener) => onDiscard(item, opener)}>
              Discard<span className="visually-hidden"> {words}</span>
            </AskFirstButton>
          ) : null}
        </div>
      ) : null}
    </li>
  );
});
