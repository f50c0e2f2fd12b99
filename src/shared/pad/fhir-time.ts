import { isCalendarDate } from './date';
import type { Since } from './since';

/*
 * Times of the FHIR export, and Since turned into the date it began (docs/clinical-conventions.md:
 * "Since 3 days" is NOT onsetAge, which in R4 is the patient's age at onset).
 *
 * The visit time is an ISO 8601 date-time with an offset, and its calendar date is read in that
 * offset: pass the clinic's offset (2025-03-14T09:30:00+05:30), since in UTC a morning visit in
 * India falls on the day before.
 *
 * Since counts back from the visit, at the precision of its unit, so no precision is invented:
 *   Hour        -> date-time: the visit time minus the hours, in the visit's offset, to the second
 *   Day, Week   -> date YYYY-MM-DD: the visit date minus the days (7 per week)
 *   Month       -> partial date YYYY-MM: the visit's month minus the months
 *   Year        -> partial date YYYY: the visit's year minus the years
 * A stored value that is not whole (1.5, written by another client) counts in the next smaller
 * unit: Year -> months (x12), Month -> days (x30.4375), Week -> days (x7), each rounded half up,
 * and Day -> hours (x24), exact. A start before the year 0001 cannot be written: undefined.
 */

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-](\d{2}):(\d{2}))$/;

export interface VisitTime {
  /** As given (a valid FHIR dateTime and instant). */
  text: string;
  /** Its calendar date in its own offset, YYYY-MM-DD. */
  date: string;
  epochMs: number;
  offsetMinutes: number;
  /** 'Z' or '+05:30' as given. */
  offsetText: string;
}

/** A date-time with seconds and an offset that names a real moment; undefined otherwise. */
export function parseVisitTime(text: string): VisitTime | undefined {
  const match = DATE_TIME.exec(text);
  if (match === null) return undefined;
  const [, date = '', hh, mm, ss, , offsetText = '', oh = '00', om = '00'] = match;
  if (!isCalendarDate(date) || Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) {
    return undefined;
  }
  if (Number(oh) > 14 || Number(om) > 59) return undefined;
  const epochMs = Date.parse(text);
  if (Number.isNaN(epochMs)) return undefined;
  const sign = offsetText.startsWith('-') ? -1 : 1;
  const offsetMinutes = offsetText === 'Z' ? 0 : sign * (Number(oh) * 60 + Number(om));
  return { text, date, epochMs, offsetMinutes, offsetText };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A UTC calendar date of year >= 1 as a Date (Date.UTC would read years 0-99 as 1900-1999). */
function utcDate(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

function yearFits(year: number): boolean {
  return year >= 1 && year <= 9999;
}

function minusHours(visit: VisitTime, hours: number): string | undefined {
  const epoch = Math.floor((visit.epochMs - hours * 3_600_000) / 1000) * 1000;
  const local = new Date(epoch + visit.offsetMinutes * 60_000);
  const year = local.getUTCFullYear();
  if (!yearFits(year)) return undefined;
  const date = `${pad(year, 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
  return `${date}T${time}${visit.offsetText}`;
}

function minusDays(visit: VisitTime, days: number): string | undefined {
  const [y, m, d] = visit.date.split('-').map(Number) as [number, number, number];
  const date = utcDate(y, m - 1, d - days);
  const year = date.getUTCFullYear();
  if (!yearFits(year)) return undefined;
  return `${pad(year, 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function minusMonths(visit: VisitTime, months: number): string | undefined {
  const [y, m] = visit.date.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  return yearFits(year) ? `${pad(year, 4)}-${pad((total % 12) + 1)}` : undefined;
}

function minusYears(visit: VisitTime, years: number): string | undefined {
  const year = Number(visit.date.slice(0, 4)) - years;
  return yearFits(year) ? pad(year, 4) : undefined;
}

const DAYS_PER_MONTH = 365.25 / 12;

/**
 * When what has lasted `since` at `visit` began, as a FHIR dateTime at the unit's precision
 * (see above), or undefined when it would fall before the year 0001.
 */
export function sinceStart(since: Since, visit: VisitTime): string | undefined {
  const { value } = since;
  if (!Number.isFinite(value) || value <= 0) return undefined;
  const whole = Number.isInteger(value);
  switch (since.unit) {
    case 'Hour':
      return minusHours(visit, value);
    case 'Day':
      return whole ? minusDays(visit, value) : minusHours(visit, value * 24);
    case 'Week':
      return minusDays(visit, Math.round(value * 7));
    case 'Month':
      return whole
        ? minusMonths(visit, value)
        : minusDays(visit, Math.round(value * DAYS_PER_MONTH));
    case 'Year':
      return whole ? minusYears(visit, value) : minusMonths(visit, Math.round(value * 12));
  }
}
