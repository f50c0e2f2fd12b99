import { amountValue } from './medicine-amount';
import type { Dose, Frequency, Medicine, TaperStep } from './medicine';
import { INSULIN_NAME, formRead } from './medicine-forms';

/*
 * What a medicine's fields mean, before any wording: the amount taken at each time of day, read
 * by the Indian convention (docs/medicine-lines.md, "The decision table"):
 *
 * | dose field                      | pattern                   | reading                           |
 * | empty, or a unit only           | any                       | each slot is the amount, in that  |
 * |                                 |                           | unit (an injectable with no unit  |
 * |                                 |                           | is asked)                         |
 * | N unit                          | only 0 and 1              | N unit at each marked time        |
 * | N unit                          | every non-zero slot is N  | N unit at each marked time        |
 * | N unit                          | anything else             | asked, never multiplied           |
 *
 * Nothing here multiplies a dose by a slot.
 */

export type MedicineLine = Omit<Medicine, 'localId' | 'origin' | 'typed'>;

export const THREE_SLOTS = ['morning', 'afternoon', 'night'] as const;
export const FOUR_SLOTS = ['morning', 'afternoon', 'evening', 'night'] as const;
export type Slot = (typeof FOUR_SLOTS)[number];

/** A slot of a pattern ("1", "0.5", "½", "1½", "1/3") as a number (NaN when it is none). */
export function slotAmount(text: string): number {
  return amountValue(text) ?? Number.NaN;
}

/** The times of day a pattern names, each with its number (slots of 0 left out). */
export function patternSlots(pattern: string): { slot: Slot; amount: number }[] {
  const parts = pattern.split('-');
  const names: readonly Slot[] = parts.length === 4 ? FOUR_SLOTS : THREE_SLOTS;
  return parts.flatMap((part, i) => {
    const amount = slotAmount(part);
    const slot = names[i];
    return slot === undefined || !(amount > 0) ? [] : [{ slot, amount }];
  });
}

/** Whether the medicine is given by injection (its unit is then never assumed). */
export function isInjectable(line: Pick<MedicineLine, 'form' | 'route' | 'name'>): boolean {
  if (line.form !== undefined && /inj/i.test(line.form)) return true;
  if (
    line.route !== undefined &&
    /intravenous|intramuscular|subcutaneous|^i\.?[vm]\.?$|^s\.?c\.?$/i.test(line.route)
  )
    return true;
  return INSULIN_NAME.test(line.name);
}

/** The unit a pattern counts in when the dose field names none: the form's ("tablet"). */
export function formUnit(line: Pick<MedicineLine, 'form'>): string | undefined {
  return formRead(line.form)?.unit;
}

/** One step of the course: the medicine's own fields, or a later step of a taper. */
export interface StepFields {
  dose?: Dose;
  frequency?: Frequency;
}

export type StepMeaning =
  /** A pattern whose amount at each time is known. */
  | { kind: 'per-time'; unit?: string; times: { slot: Slot; amount: number }[] }
  /** Any other frequency (or none): the amount each time, when written. */
  | { kind: 'each'; amount?: number; unit?: string; frequency?: Frequency }
  /** The dose and the pattern disagree (8 units with 8-0-6). */
  | { kind: 'dose-and-pattern'; dose: Dose; value: number; pattern: string }
  /** An injectable whose amounts have no unit. */
  | { kind: 'no-unit'; pattern?: string };

export function stepMeaning(step: StepFields, line: MedicineLine): StepMeaning {
  const { dose, frequency } = step;
  const unit = dose?.unit ?? formUnit(line);
  const value = dose?.value === undefined ? undefined : amountValue(dose.value);
  if (frequency?.kind === 'pattern') {
    const times = patternSlots(frequency.pattern);
    if (value === undefined) {
      if (unit === undefined && isInjectable(line))
        return { kind: 'no-unit', pattern: frequency.pattern };
      return { kind: 'per-time', ...(unit === undefined ? {} : { unit }), times };
    }
    const markers = times.every((t) => t.amount === 1);
    const same = times.every((t) => Math.abs(t.amount - value) < 1e-9);
    if (markers || same) {
      return {
        kind: 'per-time',
        ...(unit === undefined ? {} : { unit }),
        times: times.map((t) => ({ slot: t.slot, amount: value })),
      };
    }
    return { kind: 'dose-and-pattern', dose: dose!, value, pattern: frequency.pattern };
  }
  if (value === undefined && frequency !== undefined && unit === undefined && isInjectable(line))
    return { kind: 'no-unit' };
  return {
    kind: 'each',
    ...(value === undefined ? {} : { amount: value }),
    ...(unit === undefined ? {} : { unit }),
    ...(frequency === undefined ? {} : { frequency }),
  };
}

/** The steps of the course in order: the medicine's own, then the taper's (frequency carried on). */
export function stepsOf(line: MedicineLine): StepFields[] {
  const first: StepFields = {
    ...(line.dose === undefined ? {} : { dose: line.dose }),
    ...(line.frequency === undefined ? {} : { frequency: line.frequency }),
  };
  const steps: StepFields[] = [first];
  let frequency = line.frequency;
  for (const step of line.then ?? []) {
    frequency = step.frequency ?? frequency;
    steps.push({
      ...(step.dose === undefined ? {} : { dose: step.dose }),
      ...(frequency === undefined ? {} : { frequency }),
    });
  }
  return steps;
}

/** The durations of the steps in order (the first is the medicine's own). */
export function stepDurations(line: MedicineLine): (TaperStep['duration'] | undefined)[] {
  return [line.duration, ...(line.then ?? []).map((step) => step.duration)];
}
