/** Locale and zone for formatting; both default to the computer's, tests pin them. */
export interface TimeFormat {
  locale?: string;
  timeZone?: string;
}

/** A date-time for people, e.g. "3 Mar 2025, 14:05". An unparseable value is shown as given. */
export function formatDateTime(iso: string, format: TimeFormat = {}): string {
  const date = new Date(iso);
  // The platform's string is more useful to an auditor than "Invalid Date".
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(format.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: format.timeZone,
  }).format(date);
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago `iso` was, relative to `now`: "just now", "5 minutes ago", "yesterday". */
export function formatRelative(iso: string, now: Date, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const seconds = (date.getTime() - now.getTime()) / 1000;
  // Under a minute (either way, to absorb clock skew) the exact count of seconds is noise.
  if (Math.abs(seconds) < 60) return 'just now';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(Math.trunc(seconds / 60), 'minute');
}
