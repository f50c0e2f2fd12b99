/** Locale and zone for formatting; both default to the computer's, tests pin them. */
export interface TimeFormat {
  locale?: string;
  timeZone?: string;
}

/**
 * One formatter per locale and zone: building an Intl.DateTimeFormat costs far more than using
 * one, and a list of a hundred rows formats two hundred times.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(format: TimeFormat): Intl.DateTimeFormat {
  const key = `${format.locale ?? ''}|${format.timeZone ?? ''}`;
  let formatter = dateTimeFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(format.locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: format.timeZone,
    });
    dateTimeFormats.set(key, formatter);
  }
  return formatter;
}

/** A date-time for people, e.g. "3 Mar 2025, 14:05". An unparseable value is shown as given. */
export function formatDateTime(iso: string, format: TimeFormat = {}): string {
  const date = new Date(iso);
  // The platform's string is more useful to an auditor than "Invalid Date".
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(format).format(date);
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

/**
 * How long something has waited, compact enough for the header: "under 1 min", "5 min", "3 hr",
 * "2 days". A time after `now` (the computer's clock was set back) is no wait at all: an age is
 * never negative.
 */
export function formatAge(iso: string, now: Date, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const minutes = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 60_000));
  if (minutes < 1) return 'under 1 min';
  const format = (value: number, unit: 'minute' | 'hour' | 'day') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  if (minutes < 60) return format(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return format(hours, 'hour');
  return format(Math.floor(hours / 24), 'day');
}

/**
 * `formatRelative` for a moment that has already happened ("the last sync finished …"): after the
 * computer's clock was set back it would lie in the future, and it is shown as "just now" instead.
 */
export function formatSince(iso: string, now: Date, locale?: string): string {
  const time = new Date(iso).getTime();
  if (!Number.isNaN(time) && time > now.getTime()) return 'just now';
  return formatRelative(iso, now, locale);
}
