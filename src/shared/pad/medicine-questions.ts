import { amountText } from './medicine-amount';
import type { Dose, Frequency } from './medicine';
import { INSULIN_NAME } from './medicine-forms';
import {
  patternSlots,
  stepMeaning,
  stepsOf,
  type MedicineLine,
  type StepFields,
} from './medicine-meaning';
import { COUNTABLE, DISPENSED_BY_COUNT, amountWords, unitName } from './medicine-amount';

/*
 * The questions a medicine's fields leave open (docs/medicine-lines.md, "Never guess"): where
 * they can mean two things, the answer is a question in words and the readings the doctor can
 * pick, the likely one first (Enter takes it). Finalize waits until none is left.
 *
 * - A dose with a number and a pattern whose slots are neither all 0/1 nor all that number
 *   ("8 units" and 8-0-6; "1 tablet" and 2-0-2).
 * - An injectable whose pattern has no unit ("Inj insulin 8-0-6").
 * - OD written for an eye or ear medicine: "once a day" or "right eye".
 * - A timing the frequency contradicts: "at bedtime" with a dose in the morning, "before
 *   breakfast" with one at night.
 * - A duration and an open course together ("5 days" and "till review").
 */

export interface MedicineReading<T extends MedicineLine> {
  /** The reading in words, as it would print: "8 units in the morning and 6 units at night". */
  label: string;
  medicine: T;
}

export interface MedicineQuestion<T extends MedicineLine> {
  /** Which part asks: dose, frequency, timing, site, duration (for the field it shows beside). */
  field: 'dose' | 'frequency' | 'timing' | 'site' | 'duration';
  /** The question in words; it quotes no patient data, only the prescription's own fields. */
  text: string;
  readings: MedicineReading<T>[];
}

type Words = (line: MedicineLine) => string;

/** The pattern with each non-zero slot made 1 ("8-0-6" -> "1-0-1"). */
export function markersOf(pattern: string): string {
  return pattern
    .split('-')
    .map((slot) => (patternSlots(`${slot}-0-0`).length > 0 ? '1' : '0'))
    .join('-');
}

/** The medicine with step `index` (0 = its own fields) given this dose and frequency. */
function withStep<T extends MedicineLine>(line: T, index: number, step: StepFields): T {
  const set = (o: Record<string, unknown>): Record<string, unknown> => {
    const { dose: _d, frequency: _f, ...rest } = o;
    return {
      ...rest,
      ...(step.dose === undefined ? {} : { dose: step.dose }),
      ...(step.frequency === undefined ? {} : { frequency: step.frequency }),
    };
  };
  if (index === 0) {
    const next = set(line) as T;
    // A later step that carried the old frequency on keeps it.
    const [second, ...rest] = line.then ?? [];
    if (second !== undefined && second.frequency === undefined && line.frequency !== undefined)
      return { ...next, then: [{ ...second, frequency: line.frequency }, ...rest] };
    return next;
  }
  const then = [...(line.then ?? [])];
  then[index - 1] = set(then[index - 1] ?? {});
  return { ...line, then };
}

function doseAndPattern<T extends MedicineLine>(
  line: T,
  index: number,
  dose: Dose,
  value: number,
  pattern: string,
  words: Words,
): MedicineQuestion<T> {
  // Slots of 8 and 6 are never "injections": for an insulin they are units, else the unit is asked.
  const countsInjections = /^(injection|ampoule|vial)s?$/i.test(dose.unit);
  const amountsUnit = countsInjections
    ? INSULIN_NAME.test(line.name)
      ? 'unit'
      : undefined
    : dose.unit;
  const asAmounts =
    amountsUnit === undefined
      ? undefined
      : withStep(line, index, {
          dose: { unit: amountsUnit },
          frequency: { kind: 'pattern', pattern },
        });
  const asMarkers = withStep(line, index, {
    dose,
    frequency: { kind: 'pattern', pattern: markersOf(pattern) },
  });
  const said = `The dose says ${amountWords(value, dose.unit)} and the frequency says ${pattern}.`;
  if (asAmounts === undefined) {
    return {
      field: 'dose',
      text: `${said} In which unit are ${pattern.replace(/-/g, ', ')}? Write it in the dose field.`,
      readings: [{ label: words(asMarkers), medicine: asMarkers }],
    };
  }
  const likely = words(asAmounts);
  return {
    field: 'dose',
    text: `${said} Is it ${likely}?`,
    readings: [
      { label: likely, medicine: asAmounts },
      { label: words(asMarkers), medicine: asMarkers },
    ],
  };
}

function noUnit<T extends MedicineLine>(line: T, index: number, step: StepFields, words: Words) {
  const pattern = step.frequency?.kind === 'pattern' ? step.frequency.pattern : undefined;
  const readings: MedicineReading<T>[] = [];
  if (INSULIN_NAME.test(line.name)) {
    const medicine = withStep(line, index, { ...step, dose: { ...step.dose, unit: 'unit' } });
    readings.push({ label: words(medicine), medicine });
  }
  const question: MedicineQuestion<T> = {
    field: 'dose',
    text:
      pattern === undefined
        ? 'How much is given each time? Write the dose with its unit (units, ml or mg).'
        : `${pattern}: in which unit? Write it in the dose field (units, ml or mg); an injection’s unit is never assumed.`,
    readings,
  };
  return question;
}

function odForEyeOrEar<T extends MedicineLine>(
  line: T,
  words: Words,
): MedicineQuestion<T> | undefined {
  const frequency = line.frequency;
  if (frequency?.kind !== 'pattern' || frequency.shorthand !== 'OD') return undefined;
  const where = /eye/i.test(`${line.route ?? ''} ${line.form ?? ''}`)
    ? 'eye'
    : /ear/i.test(`${line.route ?? ''} ${line.form ?? ''}`)
      ? 'ear'
      : undefined;
  if (where === undefined) return undefined;
  const { frequency: _f, ...rest } = line;
  const site = { ...rest, site: where === 'eye' ? 'right eye' : 'right ear' } as T;
  const once = { ...line, frequency: { kind: 'pattern', pattern: '1-0-0' } } as T;
  return {
    field: 'frequency',
    text: `OD can mean once a day or the right ${where}. Which is meant? (Write how often, too, if it is the ${where}.)`,
    readings: [
      { label: `In the right ${where}; how often to be written`, medicine: site },
      { label: words(once), medicine: once },
    ],
  };
}

const TIMING_SLOT = { bedtime: 'night', 'before-breakfast': 'morning' } as const;

function timingAgainstFrequency<T extends MedicineLine>(line: T, words: Words) {
  const timing = line.timing;
  if (timing !== 'bedtime' && timing !== 'before-breakfast') return undefined;
  const frequencies = stepsOf(line).map((s) => s.frequency);
  const wanted = TIMING_SLOT[timing];
  const clash = frequencies.find(
    (f): f is Extract<Frequency, { kind: 'pattern' }> =>
      f?.kind === 'pattern' &&
      (patternSlots(f.pattern).length !== 1 || patternSlots(f.pattern)[0]?.slot !== wanted),
  );
  if (clash === undefined) return undefined;
  const readings: MedicineReading<T>[] = [];
  const slots = patternSlots(clash.pattern);
  const only = slots[0];
  if (slots.length === 1 && only !== undefined && line.then === undefined) {
    const parts = clash.pattern.split('-');
    const at = wanted === 'night' ? parts.length - 1 : 0;
    const moved = parts.map((_, i) =>
      i === at ? parts.find((p) => patternSlots(`${p}-0-0`).length > 0)! : '0',
    );
    const medicine = { ...line, frequency: { kind: 'pattern', pattern: moved.join('-') } } as T;
    readings.push({ label: words(medicine), medicine });
  }
  const { timing: _t, ...withoutTiming } = line;
  readings.push({ label: words(withoutTiming), medicine: withoutTiming as T });
  const said = timing === 'bedtime' ? 'at bedtime' : 'before breakfast';
  return {
    field: 'timing',
    text: `The timing says ${said}, but the frequency (${clash.pattern}) gives a dose at another time. Which is meant?`,
    readings,
  } satisfies MedicineQuestion<T>;
}

function durationAndCourse<T extends MedicineLine>(line: T, words: Words) {
  if (line.duration === undefined || line.course === undefined) return undefined;
  const { course: _c, ...withDuration } = line;
  const { duration: _d, ...withCourse } = line;
  return {
    field: 'duration',
    text: 'The line has both a duration and an open course. Which is meant?',
    readings: [
      { label: words(withDuration), medicine: withDuration as T },
      { label: words(withCourse), medicine: withCourse as T },
    ],
  } satisfies MedicineQuestion<T>;
}

/**
 * A tablet (capsule, sachet, injection...) taken once a week, every N hours or at once with no
 * amount: how many each time is asked (1 offered first), never assumed, so the quantity to
 * dispense is counted from what the doctor said.
 */
function noAmount<T extends MedicineLine>(line: T, index: number, step: StepFields, words: Words) {
  const meaning = stepMeaning(step, line);
  const kind = step.frequency?.kind;
  if (meaning.kind !== 'each' || meaning.amount !== undefined || meaning.unit === undefined)
    return undefined;
  if (kind !== 'weekly' && kind !== 'every' && kind !== 'stat') return undefined;
  const unit = unitName(meaning.unit);
  if (unit === undefined || !DISPENSED_BY_COUNT.has(unit)) return undefined;
  const one = withStep(line, index, { ...step, dose: { value: '1', unit } });
  const plural = COUNTABLE[unit] ?? unit;
  return {
    field: 'dose',
    text: `How many ${plural} each time? Write the dose (for example 1 ${unit}).`,
    readings: [{ label: words(one), medicine: one }],
  } satisfies MedicineQuestion<T>;
}

/** Medicines taken once a week whose daily use has killed (ISMP high-alert; methotrexate). */
const WEEKLY_DRUGS = /methotrexate|folitrax|imutrex|alendronate|risedronate/i;

function weeklyDrugDaily<T extends MedicineLine>(line: T, words: Words) {
  const name = `${line.genericName ?? ''} ${line.name}`;
  if (!WEEKLY_DRUGS.test(name) || line.confirmed?.includes('weekly-drug-daily')) return undefined;
  const daily = stepsOf(line).some(
    (s) =>
      s.frequency?.kind === 'pattern' ||
      (s.frequency?.kind === 'every' && (s.frequency.unit === 'hours' || s.frequency.value < 7)),
  );
  if (!daily) return undefined;
  const { frequency: _f, ...rest } = line;
  // The amount taken each time stays what the daily line said (1 tablet), once a week.
  const first = stepMeaning(stepsOf(line)[0] ?? {}, line);
  const amounts = first.kind === 'per-time' ? new Set(first.times.map((t) => t.amount)) : new Set();
  const [amount] = amounts;
  const dose =
    first.kind === 'per-time' && amounts.size === 1 && first.unit !== undefined
      ? { value: amountText(String(amount)) ?? '1', unit: first.unit }
      : line.dose;
  const weekly = {
    ...rest,
    ...(dose === undefined ? {} : { dose }),
    frequency: { kind: 'weekly', timesPerWeek: 1 },
  } as T;
  const asWritten = { ...line, confirmed: [...(line.confirmed ?? []), 'weekly-drug-daily'] } as T;
  return {
    field: 'frequency',
    text: 'This medicine is usually taken once a week; taking it every day has caused deaths. Is it once a week?',
    readings: [
      { label: words(weekly), medicine: weekly },
      { label: `${words(line)} (every day, as written)`, medicine: asWritten },
    ],
  } satisfies MedicineQuestion<T>;
}

/**
 * Every question the medicine's fields leave open, with its readings; `words` says a medicine's
 * directions (medicine-wording.ts passes its own, so a reading is labelled as it would print).
 */
export function questionsOf<T extends MedicineLine>(line: T, words: Words): MedicineQuestion<T>[] {
  const questions: MedicineQuestion<T>[] = [];
  stepsOf(line).forEach((step, index) => {
    const meaning = stepMeaning(step, line);
    if (meaning.kind === 'dose-and-pattern')
      questions.push(
        doseAndPattern(line, index, meaning.dose, meaning.value, meaning.pattern, words),
      );
    if (meaning.kind === 'no-unit') questions.push(noUnit(line, index, step, words));
    const amount = noAmount(line, index, step, words);
    if (amount !== undefined) questions.push(amount);
  });
  for (const ask of [odForEyeOrEar, timingAgainstFrequency, durationAndCourse, weeklyDrugDaily]) {
    const question = ask(line, words);
    if (question !== undefined) questions.push(question);
  }
  return questions;
}

/** The stored amount of a dose typed, for readers that build one ("1½" -> "1.5"). */
export const storedAmount = amountText;
