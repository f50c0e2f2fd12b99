import { daysBetween, formatLongDate, padDay } from '../../../shared/pad/follow-up';
import { openQuestions } from '../../../shared/pad/medicine-open';
import { patternSlots } from '../../../shared/pad/medicine-wording';
import {
  MEDICINE_INPUT_MESSAGES,
  readDose,
  readDuration,
  readFrequency,
} from '../../../shared/pad/medicine-input';
import type { Medicine } from '../../../shared/pad/medicine';
import type { Pad } from '../../../shared/pad/pad';

/*
 * Finalize checks of the pad's plan (medicines, investigations, advice, follow-up), in words.
 * The shape (PadSchema) already refuses a medicine without a name, a frequency that is not a
 * pattern like 1-0-1, or a duration under 1; `planShapeMessage` gives those refusals the
 * doctor's words instead of the schema's. `checkPlan` adds what a shape cannot know: a pattern
 * that gives no dose at all, and a follow-up before the pad's day.
 *
 * Keys follow the form: `medicines.<localId>.name`, `medicines.<localId>.frequency`,
 * `medicines.<localId>.duration.value`, `investigations.<localId>.name`, `advice.<localId>.text`,
 * `followUp.date`. No message quotes what the doctor wrote, except a question, which quotes only
 * the prescription's own fields as the row shows them (none is logged). A medicine's field the
 * screen keeps as typed because it does not read yet (`typed`) is refused under its field's key.
 * A medicine whose fields can mean two things, or whose whole line typed is still kept
 * (`typed.line`), is refused under `medicines.<localId>.question` with the question in words
 * (medicine-open.ts): it is never sent or printed as settled. A question blocks Finalize only,
 * never typing or saving.
 */

export const PLAN_MESSAGES = {
  medicineName: 'Write the medicine’s name, or remove the medicine.',
  frequencyPattern:
    'Write the frequency as doses per time of day, for example 1-0-1 (morning, afternoon, night) or 1-0-0-1 (four times of day); halves as ½.',
  frequencyWeekly: 'Write how many times a week, from 1 to 7.',
  frequencyText: 'Write the frequency, or remove it.',
  frequencyNoDose: 'This frequency gives no dose at any time of day: write at least one dose.',
  durationValue: 'The duration must be a whole number, at least 1 (days, weeks or months).',
  doseValue: 'Write the dose as a number, for example 1 or 0.5.',
  doseUnit: 'Write the dose’s unit, for example tablet or ml.',
  investigationName: 'Write the investigation’s name, or remove it.',
  adviceText: 'The advice is blank: write it, or remove it.',
  followUpDate: 'Enter the follow-up date as year-month-day, for example 2025-03-21.',
  followUpPast: (day: string) =>
    `The follow-up date is before the day of this prescription (${formatLongDate(day)}): choose a later date.`,
} as const;

/** The doctor's words for a shape refusal at this path of the plan, if it is one of its fields. */
export function planShapeMessage(path: readonly PropertyKey[]): string | undefined {
  const [list, , field, sub] = path;
  if (list === 'medicines') {
    if (field === 'name') return PLAN_MESSAGES.medicineName;
    if (field === 'frequency') {
      if (sub === 'timesPerWeek') return PLAN_MESSAGES.frequencyWeekly;
      return sub === 'text' ? PLAN_MESSAGES.frequencyText : PLAN_MESSAGES.frequencyPattern;
    }
    if (field === 'duration') return PLAN_MESSAGES.durationValue;
    if (field === 'dose') return sub === 'unit' ? PLAN_MESSAGES.doseUnit : PLAN_MESSAGES.doseValue;
  }
  if (list === 'investigations' && field === 'name') return PLAN_MESSAGES.investigationName;
  if (list === 'advice' && field === 'text') return PLAN_MESSAGES.adviceText;
  if (list === 'followUp' && path[1] === 'date') return PLAN_MESSAGES.followUpDate;
  return undefined;
}

/** The form's key for a shape refusal in the plan (the schema's path, with the field named). */
export function planShapeKey(key: string, path: readonly PropertyKey[]): string {
  const [list, , field] = path;
  if (list === 'medicines' && (field === 'frequency' || field === 'duration' || field === 'dose')) {
    // One field per part, whatever sub-field the schema named: `frequency`, `duration.value`.
    const parts = key.split('.');
    const base = parts.slice(0, 3).join('.');
    return field === 'frequency' ? base : `${base}.${path[3] === 'unit' ? 'unit' : 'value'}`;
  }
  return key;
}

/**
 * A medicine's fields still kept as typed (a frequency half written, "1-0"): each one the
 * doctor finishes, with the reader's own words; none is sent as it stands.
 */
function checkTyped(medicine: Medicine, problems: Record<string, string>): void {
  const typed = medicine.typed ?? {};
  const key = `medicines.${medicine.localId}`;
  const message = (read: { ok: true } | { ok: false; message: string }, fallback: string) =>
    read.ok ? fallback : read.message;
  if (typed.frequency !== undefined && typed.frequency.trim() !== '') {
    problems[`${key}.frequency`] ??= message(
      readFrequency(typed.frequency),
      PLAN_MESSAGES.frequencyPattern,
    );
  }
  if (typed.dose !== undefined && typed.dose.trim() !== '') {
    problems[`${key}.dose.value`] ??= message(readDose(typed.dose), MEDICINE_INPUT_MESSAGES.dose);
  }
  if (typed.duration !== undefined && typed.duration.trim() !== '') {
    problems[`${key}.duration.value`] ??= message(
      readDuration(typed.duration),
      MEDICINE_INPUT_MESSAGES.duration,
    );
  }
}

/** The plan's checks past its shape, added to `problems` (first problem of a key kept). */
export function checkPlan(pad: Pad, problems: Record<string, string>): void {
  for (const medicine of pad.medicines) {
    checkTyped(medicine, problems);
    const [question] = openQuestions(medicine);
    if (question !== undefined)
      problems[`medicines.${medicine.localId}.question`] ??= question.text;
    const { frequency } = medicine;
    if (frequency?.kind === 'pattern' && patternSlots(frequency.pattern).length === 0) {
      problems[`medicines.${medicine.localId}.frequency`] ??= PLAN_MESSAGES.frequencyNoDose;
    }
  }
  if (pad.followUp !== undefined) {
    const day = padDay(pad);
    if (daysBetween(day, pad.followUp.date) < 0) {
      problems['followUp.date'] ??= PLAN_MESSAGES.followUpPast(day);
    }
  }
}
