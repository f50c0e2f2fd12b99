import { formatDateTime, formatRelative, type TimeFormat } from '../lib/time';

interface SyncInfoProps {
  fetchedAt: string | null;
  now: Date;
  timeFormat?: TimeFormat;
}

/** When the list last came from the platform, relative ("5 minutes ago") with the exact time. */
export function SyncInfo({ fetchedAt, now, timeFormat }: SyncInfoProps) {
  if (fetchedAt === null) return <p className="sync-info">Never synced</p>;
  return (
    <p className="sync-info">
      Last synced:{' '}
      <time dateTime={fetchedAt} title={formatDateTime(fetchedAt, timeFormat)}>
        {formatRelative(fetchedAt, now, timeFormat?.locale)}
      </time>
    </p>
  );
}
