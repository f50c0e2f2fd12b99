import { z } from 'zod';
import { invalid, valid, type Validated } from './problems';

/*
 * The Date group of a procedure: one calendar date, 'YYYY-MM-DD' (ISO 8601 calendar date, no
 * time and no time zone, so it never shifts a day between the clinic's zone and UTC).
 *
 * Decisions:
 * - Only real dates: 2025-02-30 and 2025-13-01 are refused with a message saying why; 29 February
 *   only in leap years (Gregorian rules: 1900 is not one, 2000 is).
 * - Typed dates must fall in 1900-2100: outside that a year was mistyped (0202, 20255 cannot even
 *   be entered). A procedure advised for a later day is allowed, so future dates are fine.
 * - Stored values are only checked for being a real date: the year range is an input rule.
 * - The legacy `date` field is free text (contract: "legacy free date"). It is shown as written;
 *   it counts as a calendar date only when it is exactly 'YYYY-MM-DD'. A time stamp is not cut to
 *   its date: with a time zone it may fall on another day in the clinic, so guessing is worse
 *   than asking the doctor to enter the date again.
 */

export type IsoDate = string;

export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2100;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The months' names in English, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

type DateCheck =
  | { kind: 'ok'; year: number }
  | { kind: 'format' }
  | { kind: 'month'; month: number }
  | { kind: 'day'; year: number; month: number; day: number };

function checkDate(text: string): DateCheck {
  const match = ISO_DATE.exec(text);
  if (match === null) return { kind: 'format' };
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12) return { kind: 'month', month };
  if (day < 1 || day > daysInMonth(year, month)) return { kind: 'day', year, month, day };
  return { kind: 'ok', year };
}

/** Whether text is exactly 'YYYY-MM-DD' and names a day that exists. */
export function isCalendarDate(text: string): boolean {
  return checkDate(text).kind === 'ok';
}

/** A stored calendar date (the Date group's value; ASSUMPTION: the wire shape too). */
export const IsoDateSchema = z.string().refine(isCalendarDate, {
  message: 'Expected a calendar date, YYYY-MM-DD.',
});

const EXAMPLE = '2025-03-14';

export const DATE_MESSAGES = {
  notText: 'The date must be text.',
  format: `Enter the date as year-month-day, for example ${EXAMPLE}.`,
  month: (month: number) =>
    `There is no month ${month}: months go from 01 to 12 (year-month-day, for example ${EXAMPLE}).`,
  day: (year: number, month: number, day: number) => {
    const name = MONTHS[month - 1] ?? `Month ${month}`;
    return `${name} ${year} has ${daysInMonth(year, month)} days, so there is no day ${day}.`;
  },
  year: `Check the year: the date must be between ${DATE_MIN_YEAR} and ${DATE_MAX_YEAR}.`,
} as const;

/**
 * Checks a date as typed (surrounding spaces ignored). Empty means "no date" (null: the writer
 * clears the group). Never throws; messages never repeat text that is not a date.
 */
export function parseDate(input: unknown): Validated<IsoDate | null> {
  if (input === undefined || input === null) return valid(null);
  if (typeof input !== 'string')
    return invalid([{ field: 'date', message: DATE_MESSAGES.notText }]);
  const text = input.trim();
  if (text === '') return valid(null);
  const check = checkDate(text);
  switch (check.kind) {
    case 'format':
      return invalid([{ field: 'date', message: DATE_MESSAGES.format }]);
    case 'month':
      return invalid([{ field: 'date', message: DATE_MESSAGES.month(check.month) }]);
    case 'day':
      return invalid([
        { field: 'date', message: DATE_MESSAGES.day(check.year, check.month, check.day) },
      ]);
    case 'ok':
      if (check.year < DATE_MIN_YEAR || check.year > DATE_MAX_YEAR) {
        return invalid([{ field: 'date', message: DATE_MESSAGES.year }]);
      }
      return valid(text);
  }
}

/** A stored Date group value, if it is a real calendar date; anything else reads as absent. */
export function dateFromStored(raw: unknown): IsoDate | undefined {
  return typeof raw === 'string' && isCalendarDate(raw) ? raw : undefined;
}
