import type { IsoDate } from '../../../../shared/pad/date';
import type { IpcError } from '../../../../shared/result';
import { dateAfter } from '../../../../shared/pad/follow-up';
import { readDuration } from '../../../../shared/pad/medicine-input';
import { parseClinicDate } from '../../lib/clinicDate';

/*
 * The follow-up field's text: a date typed the clinic's way, or after how long ("5 days",
 * "after 2 weeks", "1 month", "5" for days), counted from the pad's day with dateAfter.
 */

export const FOLLOW_UP_MESSAGE =
  'Write the follow-up as a date (day/month/year) or after how long, for example 5 days or 2 weeks.';

export function readFollowUp(
  text: string,
  fromDay: IsoDate,
): { ok: true; date: IsoDate | null } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, date: null };
  const date = parseClinicDate(trimmed);
  if (date.ok) return { ok: true, date: date.iso };
  const after = readDuration(trimmed.replace(/^(after|in)\s+/i, ''));
  const day =
    after.ok && after.value ? dateAfter(fromDay, after.value.value, after.value.unit) : undefined;
  return day === undefined ? { ok: false, message: FOLLOW_UP_MESSAGE } : { ok: true, date: day };
}

/** Finalize's refusal while the follow-up field holds text that does not read; else null. */
export function followUpRefusal(text: string | null): IpcError | null {
  if (text === null || text.trim() === '') return null;
  return {
    code: 'INVALID_ARGUMENT',
    message: 'The pad was not finalized: one entry needs correcting.',
    fields: { 'followUp.date': FOLLOW_UP_MESSAGE },
  };
}
