/*
 * Ages as the platform now writes them, pre-formatted: "29 Years", "5 Years 3 Months",
 * "3 Months 12 Days", "12 Days" (docs/clinical-conventions.md, "Ages"). Pure; dates are
 * year-month-day.
 *
 * Months are counted by monthly anniversaries of the birth date; an anniversary that falls on a
 * day the month does not have (born on the 31st, or on 29 February) is the month's last day. So a
 * child born on 31 January is 1 Month old on 28 February (29 in a leap year), and one born on
 * 29 February 2024 is 1 Year old on 28 February 2025.
 */

const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

const parse = (text: string): [number, number, number] =>
  text.split('-').map(Number) as [number, number, number];

const dayNumber = (y: number, m: number, d: number): number => Date.UTC(y, m - 1, d) / 86_400_000;

/** The date `months` monthly anniversaries after `birth`, clamped to the month's last day. */
function anniversary(birth: [number, number, number], months: number): [number, number, number] {
  const [by, bm, bd] = birth;
  const index = bm - 1 + months;
  const year = by + Math.floor(index / 12);
  const month = (index % 12) + 1;
  return [year, month, Math.min(bd, daysInMonth(year, month))];
}

/** Whole years, months and days from `birth` to `on` (both year-month-day, `birth` <= `on`). */
export function ageParts(
  birth: string,
  on: string,
): { years: number; months: number; days: number } {
  const b = parse(birth);
  const [oy, om, od] = parse(on);
  let months = (oy - b[0]) * 12 + (om - b[1]);
  let last = anniversary(b, months);
  if (dayNumber(...last) > dayNumber(oy, om, od)) {
    months -= 1;
    last = anniversary(b, months);
  }
  const days = dayNumber(oy, om, od) - dayNumber(...last);
  return { years: Math.floor(months / 12), months: months % 12, days };
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "1 Year", "29 Years". */
export const yearsText = (years: number): string => plural(years, 'Year');

/**
 * The age on `on` of someone born on `birth`, as the platform writes it: years alone from 18,
 * years and months for children ("5 Years 3 Months", "7 Years" on a birthday), months and days
 * under a year ("3 Months 12 Days", "8 Months"), days under a month ("12 Days", "0 Days" on the
 * day of birth). `undefined` when `birth` is after `on`.
 */
export function platformAge(birth: string, on: string): string | undefined {
  if (birth > on) return undefined;
  const { years, months, days } = ageParts(birth, on);
  if (years >= 18) return yearsText(years);
  if (years >= 1)
    return months > 0 ? `${yearsText(years)} ${plural(months, 'Month')}` : yearsText(years);
  if (months >= 1)
    return days > 0 ? `${plural(months, 'Month')} ${plural(days, 'Day')}` : plural(months, 'Month');
  return plural(days, 'Day');
}
