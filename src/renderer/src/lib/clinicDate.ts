/**
 * Dates as the clinic types them: day/month/year (`en-IN`: 24/11/2026, also with - or .), or
 * year-month-day. The app keeps year-month-day.
 */
export function parseClinicDate(
  text: string,
): { ok: true; iso: string } | { ok: false; message: string } {
  const trimmed = text.trim();
  let y: number;
  let m: number;
  let d: number;
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (ymd) [y, m, d] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
  else return { ok: false, message: 'Write the date as day/month/year, for example 24/11/1990.' };
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return { ok: false, message: 'That date does not exist.' };
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return { ok: true, iso: `${y}-${pad(m)}-${pad(d)}` };
}

/** The clinic's locale: it decides how dates are shown (day/month/year for `en-IN`). */
export const CLINIC_LOCALE = 'en-IN';

/** A year-month-day date in the clinic's form ("21/11/2026"); anything else as it is. */
export function formatClinicDate(iso: string, locale = CLINIC_LOCALE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // A date that does not exist (2025-02-30) is shown as typed, never rolled over to March.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return iso;
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** How the clinic's form is described in hints: "day/month/year, e.g. 21/11/2026". */
export function clinicDateHint(locale = CLINIC_LOCALE): string {
  return `day/month/year (or year-month-day), e.g. ${formatClinicDate('2026-11-21', locale)}`;
}
