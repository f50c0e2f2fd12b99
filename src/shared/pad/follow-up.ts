import { MONTHS, isCalendarDate, type IsoDate } from './date';
import type { DurationUnit } from './medicine';

/*
 * The follow-up's dates. "After N days" counts calendar days from the pad's day (the clinic's
 * local day the pad was started on), so a follow-up written at 23:30 is not a day early or late in
 * UTC. Weeks are 7 days; months are calendar months, a day past the month's end falling back to
 * its last day (31 January + 1 month = 28 or 29 February), as a receptionist would book it.
 */

/** The clinic's day (YYYY-MM-DD in this computer's time zone) of an instant. */
export function clinicDayOf(instant: string | number | Date): IsoDate {
  const date = new Date(instant);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** The pad's day: the clinic's day it was started on. */
export function padDay(pad: { createdAt: string }): IsoDate {
  return clinicDayOf(pad.createdAt);
}

function utcDay(year: number, monthIndex: number, day: number): IsoDate {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.toISOString().slice(0, 10);
}

/**
 * The date `count` days, weeks or months after `day`; undefined when `day` is not a calendar
 * date or `count` is not a whole number from 0 to 999.
 */
export function dateAfter(
  day: IsoDate,
  count: number,
  unit: DurationUnit = 'days',
): IsoDate | undefined {
  if (!isCalendarDate(day) || !Number.isInteger(count) || count < 0 || count > 999)
    return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  switch (unit) {
    case 'days':
      return utcDay(y, m - 1, d + count);
    case 'weeks':
      return utcDay(y, m - 1, d + count * 7);
    case 'months': {
      const lastDay = new Date(Date.UTC(2000, 0, 1));
      lastDay.setUTCFullYear(y, m - 1 + count + 1, 0);
      return utcDay(y, m - 1 + count, Math.min(d, lastDay.getUTCDate()));
    }
    case 'years':
      return count > 83 ? undefined : dateAfter(day, count * 12, 'months');
    case 'hours':
      // A follow-up is a day: "after 24 hours" is not read as one.
      return undefined;
  }
}

/** Whole days from `from` to `to` (negative when `to` is earlier); both calendar dates. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A calendar date in words, day first as the clinic reads it: "14 March 2025". */
export function formatLongDate(day: IsoDate): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1] ?? m} ${y}`;
}

/**
 * The follow-up day in words, with how far it is from `fromDay` (the pad's day): "21 March 2025
 * (after 7 days)", "14 March 2025 (the same day)". A day before `fromDay` is the date alone.
 */
export function followUpWords(date: IsoDate, fromDay: IsoDate): string {
  const long = formatLongDate(date);
  const days = daysBetween(fromDay, date);
  if (days < 0 || Number.isNaN(days)) return long;
  if (days === 0) return `${long} (the same day)`;
  return `${long} (after ${days} ${days === 1 ? 'day' : 'days'})`;
}
