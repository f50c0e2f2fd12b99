const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "26 Nov 2026": the one date format of the printout (the month in words, so day and month cannot
 * be confused). Takes a year-month-day.
 */
export function printedDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1] ?? '?'} ${y}`;
}
