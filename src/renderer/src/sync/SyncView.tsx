import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { IpcError, Result } from '../../../shared/result';
import type { SyncItemView, SyncStatus } from '../../../shared/sync';
import { ErrorAlert } from '../frame/ErrorAlert';
import { LiveAnnouncer } from '../frame/LiveAnnouncer';
import { ScreenHeading } from '../frame/ScreenHeading';
import { useAnnouncer } from '../frame/useAnnouncer';
import { useRetryDiscard } from '../frame/useRetryDiscard';
import { groupSyncItems } from '../lib/groupSyncItems';
import { changeWords } from '../lib/syncText';
import type { TimeFormat } from '../lib/time';
import { DiscardChangeDialog } from './DiscardChangeDialog';
import { SyncItemGroup } from './SyncItemGroup';
import { SyncSummary } from './SyncSummary';
import { useKeepRowFocus } from './useKeepRowFocus';
import './SyncView.css';
import { RetryAlert } from '../frame/RetryAlert';

export interface SyncViewProps {
  status: SyncStatus | null;
  statusError: IpcError | null;
  items: readonly SyncItemView[] | null;
  itemsError: IpcError | null;
  loading: boolean;
  /** The clock for "oldest 5 min" and "Last sync"; the container ticks it. */
  now: Date;
  focusHeading?: boolean;
  timeFormat?: TimeFormat;
  onReload: () => void;
  onSyncNow: () => Promise<Result<SyncStatus>>;
  onRetry: (id: number) => Promise<Result<SyncItemView>>;
  onDiscard: (id: number) => Promise<Result<unknown>>;
  /** How many changes each group holds in all; without it, the lines given are all there is. */
  totals?: { attention: number; waiting: number };
  /** Shows a group's next page; answers the id of its first new line. */
  onShowMore?: (group: SyncGroupName) => Promise<number | undefined>;
}

export const NOTHING_WAITING = 'Nothing waiting. Every change has reached the platform.';

function syncNowAnnouncement(status: SyncStatus): string {
  if (status.state === 'paused') {
    return 'Sync is paused. Changes will be sent when the connection returns.';
  }
  if (status.state === 'idle' && status.waiting === 0) return 'Nothing is waiting to be sent';
  return 'Sync started';
}

type SyncGroupName = 'attention' | 'waiting';

/** The list's two groups, in the order shown: what needs the doctor first. */
const SYNC_GROUPS: readonly { name: SyncGroupName; title: string; intro: string }[] = [
  {
    name: 'attention',
    title: 'Needs attention',
    intro:
      'The platform refused these changes, or what they carry cannot be read on this computer. Retry a refused change once its cause is fixed; discard one that cannot be sent.',
  },
  {
    name: 'waiting',
    title: 'Waiting',
    intro:
      'These changes are sent by themselves, in order, as soon as the platform can be reached. Retry sends one now instead of at its next attempt.',
  },
];

/** The Sync screen as a function of its props: the outbox's state, its changes, and what to do. */
export function SyncView(props: SyncViewProps) {
  const { status, statusError, items, itemsError, loading, now, timeFormat } = props;
  const { announcement, announce } = useAnnouncer();
  const [actionError, setActionError] = useState<string | null>(null);
  const [startingSync, setStartingSync] = useState(false);
  const { retrying, retry, pendingDiscard, askDiscard, keep, confirmDiscard, listRef } =
    useRetryDiscard<SyncItemView>({
      outboxId: (item) => item.id,
      retried: (item) =>
        `${item.state === 'waiting' ? 'Sending now' : 'Will try again'}: ${changeWords(item.about, now, timeFormat)}`,
      retryFailed: 'The change was not retried.',
      discarded: () => 'Change discarded',
      onRetry: props.onRetry,
      onDiscard: props.onDiscard,
      announce,
      setError: setActionError,
    });

  const syncNow = async () => {
    if (startingSync) return;
    setStartingSync(true);
    setActionError(null);
    const result = await props.onSyncNow();
    setStartingSync(false);
    if (result.ok) announce(syncNowAnnouncement(result.value));
    else setActionError(`Sync could not start. ${result.error.message}`);
  };

  // The rows are memoised (SyncItemGroup): a pushed status, every 100 ms during a drain, re-renders
  // the summary, not the list, so the handlers the rows get must keep their identity.
  const groups = useMemo(() => (items ? groupSyncItems(items) : null), [items]);
  // A change retried moves to another group, or is sent and leaves: focus follows it, or goes
  // to the row that took its place.
  useKeepRowFocus(listRef, groups, '.sync-item');
  const latest = useRef({ retry, askDiscard, onShowMore: props.onShowMore });
  useLayoutEffect(() => {
    latest.current = { retry, askDiscard, onShowMore: props.onShowMore };
  });
  const onRetryItem = useCallback((item: SyncItemView) => void latest.current.retry(item), []);
  const onAskDiscard = useCallback(
    (item: SyncItemView, opener: HTMLButtonElement) => latest.current.askDiscard(item, opener),
    [],
  );
  const showMoreOf = useCallback(
    (group: SyncGroupName) => latest.current.onShowMore?.(group) ?? Promise.resolve(undefined),
    [],
  );
  const showMore = useMemo(
    () => ({ attention: () => showMoreOf('attention'), waiting: () => showMoreOf('waiting') }),
    [showMoreOf],
  );
  const paged = props.onShowMore !== undefined;
  // Before the first answer nothing is known yet: that is loading too, not "nothing waiting".
  const showLoading = loading || (items === null && itemsError === null);

  return (
    <div className="screen">
      <ScreenHeading focusOnMount={props.focusHeading}>Sync</ScreenHeading>
      <p className="screen-intro">
        Every change is saved on this computer first, then sent to the partner platform. Here are
        the changes not sent yet, and any the platform did not accept.
      </p>

      {status ? <SyncSummary status={status} now={now} timeFormat={timeFormat} /> : null}
      {statusError ? (
        <ErrorAlert>
          <p>The sync status could not be loaded. {statusError.message}</p>
        </ErrorAlert>
      ) : null}

      <div className="toolbar">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={startingSync}
          onClick={() => void syncNow()}
        >
          Sync now
        </button>
      </div>

      {actionError ? (
        <ErrorAlert>
          <p>{actionError}</p>
        </ErrorAlert>
      ) : null}
      {itemsError ? (
        <RetryAlert onRetry={props.onReload}>
          The list of changes could not be loaded. {itemsError.message}
        </RetryAlert>
      ) : null}

      <div className="list-status" role="status">
        {showLoading ? <p>Loading changes…</p> : null}
      </div>
      <LiveAnnouncer announcement={announcement} />

      <div ref={listRef} tabIndex={-1} className="focus-region sync-list">
        {SYNC_GROUPS.map(({ name, title, intro }) =>
          groups && groups[name].length > 0 ? (
            <SyncItemGroup
              key={name}
              title={title}
              intro={intro}
              items={groups[name]}
              {...(props.totals ? { total: props.totals[name] } : {})}
              {...(paged ? { onShowMore: showMore[name] } : {})}
              retryingId={retrying?.id ?? null}
              onRetry={onRetryItem}
              onDiscard={onAskDiscard}
              now={now}
              timeFormat={timeFormat}
            />
          ) : null,
        )}
        {items && items.length === 0 ? (
          <div className="empty-state">
            <p>
              <strong>{NOTHING_WAITING}</strong>
            </p>
          </div>
        ) : null}
      </div>

      {pendingDiscard ? (
        <DiscardChangeDialog
          title="Discard change"
          question="Discard this change?"
          detail={`${changeWords(pendingDiscard.about, now, timeFormat)}. ${pendingDiscard.detail}`}
          confirmLabel="Discard"
          failure="The change was not discarded."
          onKeep={keep}
          onConfirm={() => confirmDiscard(pendingDiscard)}
        />
      ) : null}
    </div>
  );
}
