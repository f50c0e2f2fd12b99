import { formatAge, formatDateTime, formatRelative, type TimeFormat } from '../lib/time';

interface SyncInfoProps {
  /** The time of the last successful list from the platform, whichever copy is shown. */
  fetchedAt: string | null;
  /** A saved copy is never "just now": it gets its exact time and its age. */
  source: 'live' | 'cache';
  now: Date;
  timeFormat?: TimeFormat;
}

/** When the list last came from the platform: relative when live, exact beside a saved copy. */
export function SyncInfo({ fetchedAt, source, now, timeFormat }: SyncInfoProps) {
  if (fetchedAt === null) return <p className="sync-info">Never synced</p>;
  if (source === 'cache') {
    return (
      <p className="sync-info">
        Last synced: <time dateTime={fetchedAt}>{formatDateTime(fetchedAt, timeFormat)}</time>{' '}
        (saved copy, {formatAge(fetchedAt, now, timeFormat?.locale)} old)
      </p>
    );
  }
  return (
    <p className="sync-info">
      Last synced:{' '}
      <time dateTime={fetchedAt} title={formatDateTime(fetchedAt, timeFormat)}>
        {formatRelative(fetchedAt, now, timeFormat?.locale)}
      </time>
    </p>
  );
}
