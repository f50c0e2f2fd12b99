import { formatDateTime, type TimeFormat } from '../lib/time';

interface WhenByProps {
  at: string;
  by: string;
  timeFormat?: TimeFormat;
}

/** "3 Mar 2025, 14:05 by alice": when a webhook changed and who changed it. */
export function WhenBy({ at, by, timeFormat }: WhenByProps) {
  return (
    <>
      <time dateTime={at}>{formatDateTime(at, timeFormat)}</time>
      <span className="when-by__by"> by {by}</span>
    </>
  );
}
