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
