import type { SyncStatus } from '../../../shared/sync';
import { Icon } from '../frame/Icon';
import { changesText } from '../lib/syncText';
import { formatAge, formatDateTime, formatSince, type TimeFormat } from '../lib/time';

interface SyncSummaryProps {
  status: SyncStatus;
  now: Date;
  timeFormat?: TimeFormat;
}

function runningText(status: SyncStatus): string {
  switch (status.state) {
    case 'syncing':
      return status.progress
        ? `Sending changes: ${status.progress.done} of ${status.progress.total} done`
        : 'Sending changes';
    case 'paused':
      return 'Paused while offline or signed out';
    case 'idle':
      return 'Not running';
  }
}

/** The outbox in a few facts: what sync is doing, what waits, what needs the person, when. */
export function SyncSummary({ status, now, timeFormat }: SyncSummaryProps) {
  const attention = status.rejected + status.dead;
  return (
    <dl className="sync-summary">
      <div>
        <dt>Sync</dt>
        <dd>{runningText(status)}</dd>
      </div>
      <div>
        <dt>Waiting</dt>
        <dd>
          {status.waiting === 0 ? 'None' : changesText(status.waiting)}
          {status.waiting > 0 && status.oldestWaitingSince ? (
            <>
              {', '}
              <time
                dateTime={status.oldestWaitingSince}
                title={formatDateTime(status.oldestWaitingSince, timeFormat)}
              >
                oldest {formatAge(status.oldestWaitingSince, now, timeFormat?.locale)}
              </time>
            </>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>Need attention</dt>
        <dd>
          {attention === 0 ? (
            'None'
          ) : (
            <span className="sync-summary__attention">
              <Icon name="warning" />
              {changesText(attention)}
            </span>
          )}
        </dd>
      </div>
      {status.lastRunAt ? (
        <div>
          <dt>Last sync</dt>
          <dd>
            <time dateTime={status.lastRunAt} title={formatDateTime(status.lastRunAt, timeFormat)}>
              {formatSince(status.lastRunAt, now, timeFormat?.locale)}
            </time>
          </dd>
        </div>
      ) : null}
      {status.nextAttemptAt ? (
        <div>
          <dt>Next attempt</dt>
          <dd>
            <time dateTime={status.nextAttemptAt}>
              {formatDateTime(status.nextAttemptAt, timeFormat)}
            </time>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
