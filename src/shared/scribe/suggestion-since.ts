import type { SinceUnit } from '../properties';
import type { Quantity } from './emr-structure';

/** Since as the scribe gives it: the words, and the pad's number and unit when they can be had. */
export interface SinceReading {
  text: string;
  value?: number;
  unit?: SinceUnit;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day of a date or an instant as written (its own offset, not this machine's). */
export function datePart(text: string | undefined): string | undefined {
  return text?.match(/^\d{4}-\d{2}-\d{2}/)?.[0];
}

/** Whole calendar days from one date to another (either may be an instant). */
export function daysBetween(from: string, to: string): number | undefined {
  const [a, b] = [datePart(from), datePart(to)];
  if (!a || !b) return undefined;
  const days = (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS;
  return Number.isInteger(days) ? days : undefined;
}

const UNIT_CODES: Record<string, SinceUnit> = {
  h: 'Hour',
  hour: 'Hour',
  d: 'Day',
  day: 'Day',
  wk: 'Week',
  week: 'Week',
  mo: 'Month',
  month: 'Month',
  a: 'Year',
  year: 'Year',
};

const WORDS: Record<SinceUnit, [string, string]> = {
  Hour: ['hour', 'hours'],
  Day: ['day', 'days'],
  Week: ['week', 'weeks'],
  Month: ['month', 'months'],
  Year: ['year', 'years'],
};

function reading(value: number, unit: SinceUnit): SinceReading {
  return { text: `${value} ${WORDS[unit][value === 1 ? 0 : 1]}`, value, unit };
}

function fromWords(text: string): SinceReading {
  const match = text.match(/(\d{1,4})\s*(hours?|hrs?|days?|weeks?|wks?|months?|years?|yrs?)\b/i);
  if (!match) return { text };
  const word = match[2]!.toLowerCase().replace(/s$/, '');
  const unit = UNIT_CODES[{ hr: 'hour', wk: 'week', yr: 'year' }[word] ?? word];
  const value = Number(match[1]);
  return unit && value > 0 ? { ...reading(value, unit), text } : { text };
}

/**
 * Since from what the structure holds: a start date (counted back from the visit, in days, or
 * weeks when it is whole weeks; in words when it cannot be counted), a duration (a symptom's value), or
 * words ("3 days").
 */
export function sinceOf(
  input: string | Quantity | undefined,
  visitDate: string | undefined,
): SinceReading | undefined {
  if (input === undefined) return undefined;
  if (typeof input !== 'string') {
    const unit = UNIT_CODES[(input.code ?? input.unit ?? '').toLowerCase().replace(/s$/, '')];
    const value = input.value;
    return unit && value !== undefined && value > 0 ? reading(value, unit) : undefined;
  }
  if (!datePart(input)) return fromWords(input);
  const days = visitDate ? daysBetween(input, visitDate) : undefined;
  // Not countable (no visit date, the same day, or after it): the date is kept in words.
  if (days === undefined || days < 1) return { text: `since ${datePart(input)}` };
  return days % 7 === 0 ? reading(days / 7, 'Week') : reading(days, 'Day');
}
