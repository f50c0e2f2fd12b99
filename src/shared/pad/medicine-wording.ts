import { COUNTABLE, amountWords, numberWords, unitWords } from './medicine-amount';
import type { Dose, Duration, Frequency, Medicine, OpenCourse, Timing } from './medicine';
import {
  patternSlots,
  slotAmount,
  stepDurations,
  stepMeaning,
  stepsOf,
  type MedicineLine,
  type Slot,
  type StepMeaning,
} from './medicine-meaning';
import { questionsOf, type MedicineQuestion } from './medicine-questions';

export { amountWords, numberWords, patternSlots, slotAmount };

/*
 * A medicine's directions in plain words, for the printout, the screen, the record sent and FHIR:
 *   1 tablet, 1-0-1, after food, 5 days -> "1 tablet, morning and night, after food, for 5 days"
 *   units, 8-0-6                        -> "8 units in the morning and 6 units at night"
 *   a taper                             -> "40 mg in the morning for 3 days, then 30 mg in the
 *                                          morning for 3 days"
 *
 * Decisions (docs/medicine-lines.md):
 * - The amount at each time comes from medicine-meaning.ts (the decision table): a dose is never
 *   multiplied by a slot. Where the fields can mean two things the words say so ("Not settled:
 *   …") instead of choosing; Finalize refuses such a medicine.
 * - Three slots are morning, afternoon and night; four are morning, afternoon, evening and night.
 * - Numbers: no trailing zeros, a leading zero, Indian grouping; "units", "mcg", "ml" (ISMP).
 * - "At bedtime" with a night-only pattern is said once ("1 tablet at bedtime").
 */

const AT_SLOT: Record<Slot, string> = {
  morning: 'in the morning',
  afternoon: 'in the afternoon',
  evening: 'in the evening',
  night: 'at night',
};

/** "morning", "morning and night", "morning, afternoon and night". */
function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

export function doseWords(dose: Dose): string {
  const value = dose.value === undefined ? undefined : slotAmount(dose.value);
  if (value !== undefined) return amountWords(value, dose.unit);
  // A unit alone: the pattern's slots are amounts in it ("units").
  const unit = unitWords(dose.unit);
  return COUNTABLE[unit] ?? unit;
}

/** The frequency alone: "morning and night", "when needed", "once a week", or as written. */
export function frequencyWords(frequency: Frequency): string {
  switch (frequency.kind) {
    case 'pattern': {
      const slots = patternSlots(frequency.pattern);
      if (slots.length === 1) return AT_SLOT[slots[0]!.slot];
      return slots.length === 0 ? 'no dose at any time' : listWords(slots.map((s) => s.slot));
    }
    case 'sos':
      return 'when needed';
    case 'stat':
      return 'once, immediately';
    case 'every':
      if (frequency.unit === 'days')
        return frequency.value === 1
          ? 'every day'
          : frequency.value === 2
            ? 'on alternate days'
            : `every ${frequency.value} days`;
      return frequency.value === 1 ? 'every hour' : `every ${frequency.value} hours`;
    case 'weekly':
      return frequency.timesPerWeek === 1
        ? 'once a week'
        : frequency.timesPerWeek === 2
          ? 'twice a week'
          : `${frequency.timesPerWeek} times a week`;
    case 'text':
      return frequency.text;
  }
}

const TIMING_WORDS: Record<Timing, string> = {
  'before-food': 'before food',
  'after-food': 'after food',
  'with-food': 'with food',
  'empty-stomach': 'on an empty stomach',
  'before-breakfast': 'before breakfast',
  bedtime: 'at bedtime',
};

export function timingWords(timing: Timing): string {
  return TIMING_WORDS[timing];
}

const DURATION_NAMES = {
  hours: 'hour',
  days: 'day',
  weeks: 'week',
  months: 'month',
  years: 'year',
} as const;

/** "for 1 day", "for 5 days", "for 1 week", "for 2 months", "for 24 hours". */
export function durationWords(duration: Duration): string {
  const name = DURATION_NAMES[duration.unit];
  return `for ${duration.value} ${duration.value === 1 ? name : `${name}s`}`;
}

const COURSE_WORDS: Record<OpenCourse, string> = {
  'till-review': 'until review',
  continue: 'to continue',
};

export function courseWords(course: OpenCourse): string {
  return COURSE_WORDS[course];
}

/** One step's amounts and times ("8 units in the morning and 6 units at night"). */
function meaningWords(meaning: StepMeaning, bedtime: boolean): string {
  switch (meaning.kind) {
    case 'per-time': {
      const { times, unit } = meaning;
      if (times.length === 0) return 'no dose at any time';
      const at = (slot: Slot) => (bedtime && slot === 'night' ? 'at bedtime' : AT_SLOT[slot]);
      const amounts = new Set(times.map((t) => t.amount));
      if (amounts.size === 1) {
        const [amount = 1] = amounts;
        const what =
          unit === undefined
            ? amount === 1
              ? undefined
              : `${numberWords(amount)} each time`
            : amountWords(amount, unit);
        const when = times.length === 1 ? at(times[0]!.slot) : listWords(times.map((t) => t.slot));
        if (what === undefined) return when;
        return times.length === 1 ? `${what} ${when}` : `${what}, ${when}`;
      }
      return listWords(times.map((t) => `${amountWords(t.amount, unit)} ${at(t.slot)}`));
    }
    case 'each': {
      const amount =
        meaning.amount === undefined ? undefined : amountWords(meaning.amount, meaning.unit);
      const frequency =
        meaning.frequency === undefined ? undefined : frequencyWords(meaning.frequency);
      return [amount, frequency].filter((part) => part !== undefined).join(', ');
    }
    case 'dose-and-pattern':
    case 'no-unit':
      return '';
  }
}

/** Whether the timing is said in the step's times already ("at bedtime" for a night dose). */
export function bedtimeInTimes(line: MedicineLine): boolean {
  if (line.timing !== 'bedtime') return false;
  return stepsOf(line).every((step) => {
    const f = step.frequency;
    if (f?.kind !== 'pattern') return false;
    const slots = patternSlots(f.pattern);
    return slots.length === 1 && slots[0]?.slot === 'night';
  });
}

/** The directions without asking: undefined where the fields leave a question open. */
function settledWords(line: MedicineLine): string {
  const bedtime = bedtimeInTimes(line);
  const timing = line.timing === undefined || bedtime ? '' : timingWords(line.timing);
  const site =
    line.site === undefined
      ? ''
      : line.site.startsWith('both')
        ? `in ${line.site}`
        : `in the ${line.site}`;
  const end = line.course === undefined ? '' : courseWords(line.course);
  const steps = stepsOf(line);
  const durations = stepDurations(line);
  if (steps.length === 1) {
    const first = steps[0]!;
    const dosePart =
      first.frequency === undefined && first.dose !== undefined
        ? doseWords(first.dose)
        : meaningWords(stepMeaning(first, line), bedtime);
    const duration = durations[0] === undefined ? '' : durationWords(durations[0]);
    return [dosePart, site, timing, duration, end].filter((part) => part !== '').join(', ');
  }
  const stepWords = steps.map((step, i) => {
    const what =
      step.frequency === undefined && step.dose !== undefined
        ? doseWords(step.dose)
        : meaningWords(stepMeaning(step, line), bedtime);
    const duration = durations[i];
    return [what, duration === undefined ? '' : durationWords(duration)]
      .filter((part) => part !== '')
      .join(' ');
  });
  const tail = [site, timing, end].filter((part) => part !== '');
  return [stepWords.join(', then '), ...tail].join(', ');
}

/** The open questions of a medicine, each reading labelled as it would print. */
export function medicineQuestions<T extends MedicineLine>(line: T): MedicineQuestion<T>[] {
  return questionsOf(line, settledWords);
}

/**
 * The directions of a medicine in one line, exactly as printed ("1 tablet, morning and night,
 * after food, for 5 days"). Route and instructions are separate (the printout's line below).
 * A medicine whose fields leave a question open says so instead of choosing.
 */
export function directionsOf(line: MedicineLine): string {
  const [question] = medicineQuestions(line);
  if (question !== undefined) return `Not settled: ${question.text}`;
  return settledWords(line);
}

/** The pad's name for directionsOf (kept for its callers). */
export const medicineDirections = (medicine: Medicine): string => directionsOf(medicine);
