import { formatDateTime, type TimeFormat } from '../lib/time';
import { Icon } from '../frame/Icon';

interface CacheBannerProps {
  fetchedAt: string | null;
  staleReason?: { code: string; message: string };
  timeFormat?: TimeFormat;
}

/**
 * Tells the person the table is the saved copy, not the platform's current list, and why. A status
 * (not an alert): it is important but not urgent, and should not interrupt.
 */
export function CacheBanner({ fetchedAt, staleReason, timeFormat }: CacheBannerProps) {
  return (
    <div className="banner banner--warning" role="status">
      <Icon name="warning" />
      <p>
        {fetchedAt === null ? (
          <strong>Showing the saved list.</strong>
        ) : (
          <strong>
            Showing the saved list from{' '}
            <time dateTime={fetchedAt}>{formatDateTime(fetchedAt, timeFormat)}</time>.
          </strong>
        )}{' '}
        The platform cannot be reached, so this list may be out of date.
        {staleReason ? ` ${staleReason.message}` : null}
      </p>
    </div>
  );
}
