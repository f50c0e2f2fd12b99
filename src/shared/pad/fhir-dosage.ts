import type { CodeableConcept, Dosage, Duration as FhirDuration, TimingRepeat } from 'fhir/r4';
import { exactAmount } from './amount-decimal';
import { UCUM_SYSTEM } from './fhir-codes';
import type { Duration } from './medicine';
import { unitWords } from './medicine-amount';
import { directionsOf } from './medicine-line';
import {
  stepDurations,
  stepMeaning,
  stepsOf,
  type MedicineLine,
  type Slot,
  type StepFields,
} from './medicine-meaning';
import { timingWords } from './medicine-wording';

/*
 * A medicine's dosageInstruction, from the one model of a medicine line (medicine-meaning.ts:
 * stepsOf, stepMeaning, stepDurations; the words from directionsOf). Nothing here computes an
 * amount: each amount is the model's amount at that time, never a dose times a slot
 * (docs/fhir-medicines.md).
 *
 * - Each step of the course (one, or a taper's several) is one `sequence` number, 1, 2, 3...,
 *   with its own dose, timing.repeat and boundsDuration. FHIR: dosages with the same sequence
 *   are concurrent, a higher sequence follows.
 * - Within a step, times of day taking the same amount share one Dosage (1-0-1: one Dosage,
 *   when MORN and NIGHT); different amounts are separate Dosages of the same sequence (8-0-6
 *   units: MORN 8 units, NIGHT 6 units).
 * - `text` is the step's words as the model says them, on the step's first Dosage (a one-step
 *   medicine: exactly the printed directions); the step's other Dosages carry none, so no reader
 *   shows a step twice. The doctor's instructions go once, on the very first Dosage.
 * - The food timing, route and site are on every Dosage: each applies to each.
 * - A medicine is only given here once it asks nothing (fhir-medicines.ts checks first).
 */

const SLOT_EVENTS: Record<Slot, NonNullable<TimingRepeat['when']>[number]> = {
  morning: 'MORN',
  afternoon: 'AFT',
  evening: 'EVE',
  night: 'NIGHT',
};
const DURATION_UCUM = { hours: 'h', days: 'd', weeks: 'wk', months: 'mo', years: 'a' } as const;

/** A duration as FHIR's Duration (UCUM). */
export function durationOf(duration: Duration): FhirDuration {
  return {
    value: duration.value,
    unit: duration.unit,
    system: UCUM_SYSTEM,
    code: DURATION_UCUM[duration.unit],
  };
}

/** What one Dosage says beside the words: its timing and amount. */
interface Part {
  repeat?: TimingRepeat;
  code?: CodeableConcept;
  asNeeded?: true;
  amount?: number;
  unit?: string;
}

/** The Dosages of one step, before the step's duration and words are added. */
function partsOf(step: StepFields, line: MedicineLine): Part[] {
  const meaning = stepMeaning(step, line);
  switch (meaning.kind) {
    case 'per-time': {
      const groups: { amount: number; slots: Slot[] }[] = [];
      for (const { slot, amount } of meaning.times) {
        const group = groups.find((g) => Math.abs(g.amount - amount) < 1e-9);
        if (group === undefined) groups.push({ amount, slots: [slot] });
        else group.slots.push(slot);
      }
      if (groups.length === 0) return [{}];
      return groups.map((group) => ({
        repeat: {
          frequency: group.slots.length,
          period: 1,
          periodUnit: 'd',
          when: group.slots.map((slot) => SLOT_EVENTS[slot]),
        },
        amount: group.amount,
        ...(meaning.unit === undefined ? {} : { unit: meaning.unit }),
      }));
    }
    case 'each': {
      const amount = {
        ...(meaning.amount === undefined ? {} : { amount: meaning.amount }),
        ...(meaning.unit === undefined ? {} : { unit: meaning.unit }),
      };
      const frequency = meaning.frequency;
      switch (frequency?.kind) {
        case undefined:
          return [amount];
        case 'sos':
          return [{ ...amount, asNeeded: true }];
        case 'stat':
          // Once, at once: one occurrence (the request's priority says "stat" too).
          return [{ ...amount, repeat: { count: 1 }, code: { text: 'STAT' } }];
        case 'every':
          return [
            {
              ...amount,
              repeat: {
                frequency: 1,
                period: frequency.value,
                periodUnit: frequency.unit === 'hours' ? 'h' : 'd',
              },
            },
          ];
        case 'weekly':
          return [
            {
              ...amount,
              repeat: { frequency: frequency.timesPerWeek, period: 1, periodUnit: 'wk' },
            },
          ];
        case 'text':
          return [{ ...amount, code: { text: frequency.text } }];
        case 'pattern':
          // stepMeaning reads every pattern as per-time; kept for the type's sake.
          return [amount];
      }
      return [amount];
    }
    case 'dose-and-pattern':
    case 'no-unit':
      // Never reached: a medicine that asks is refused before (fhir-medicines.ts).
      throw new Error('A medicine whose amounts ask a question cannot be given as FHIR.');
  }
}

/** The line of one step alone, for its words: that step's dose, frequency and duration. */
function stepLine(line: MedicineLine, index: number): MedicineLine {
  const steps = stepsOf(line);
  const step = steps[index] ?? {};
  const duration = stepDurations(line)[index];
  const last = index === steps.length - 1;
  const {
    then: _then,
    dose: _dose,
    frequency: _frequency,
    duration: _duration,
    course,
    ...rest
  } = line;
  return {
    ...rest,
    ...(step.dose === undefined ? {} : { dose: step.dose }),
    ...(step.frequency === undefined ? {} : { frequency: step.frequency }),
    ...(duration === undefined ? {} : { duration }),
    ...(last && course !== undefined ? { course } : {}),
  };
}

const ORDERED = {
  coding: [
    {
      system: 'http://terminology.hl7.org/CodeSystem/dose-rate-type',
      code: 'ordered',
      display: 'Ordered',
    },
  ],
};

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The medicine's dosageInstruction. `quantitySystem` is the system of the dose's unit, as the
 * platform's published example writes it (its drug database's, https://www.eka.care/mdb).
 */
export function dosagesOf(line: MedicineLine, quantitySystem: string): Dosage[] {
  const steps = stepsOf(line);
  const durations = stepDurations(line);
  const every: Dosage = {
    ...(line.timing === undefined
      ? {}
      : { additionalInstruction: [{ text: capitalised(timingWords(line.timing)) }] }),
    ...(line.site === undefined ? {} : { site: { text: line.site } }),
    ...(line.route === undefined ? {} : { route: { text: line.route } }),
  };
  const dosages = steps.flatMap((step, index) => {
    const duration = durations[index];
    const text = steps.length === 1 ? directionsOf(line) : directionsOf(stepLine(line, index));
    return partsOf(step, line).map((part, i): Dosage => {
      const bounds = duration === undefined ? {} : { boundsDuration: durationOf(duration) };
      const repeat = { ...part.repeat, ...bounds };
      const amount = part.amount === undefined ? undefined : exactAmount(part.amount);
      return {
        sequence: index + 1,
        ...(i === 0 && text !== '' ? { text } : {}),
        ...every,
        ...(Object.keys(repeat).length === 0 && part.code === undefined
          ? {}
          : {
              timing: {
                ...(Object.keys(repeat).length === 0 ? {} : { repeat }),
                ...(part.code === undefined ? {} : { code: part.code }),
              },
            }),
        ...(part.asNeeded ? { asNeededBoolean: true } : {}),
        ...(amount === undefined || part.unit === undefined
          ? {}
          : {
              doseAndRate: [
                {
                  type: structuredClone(ORDERED),
                  doseQuantity: {
                    value: amount,
                    unit: unitWords(part.unit),
                    system: quantitySystem,
                  },
                },
              ],
            }),
      };
    });
  });
  const [first] = dosages;
  if (first !== undefined && line.instructions !== undefined) {
    dosages[0] = { ...first, patientInstruction: line.instructions };
  }
  // One Dosage needs no order (the platform's published example has none).
  if (dosages.length === 1 && first !== undefined) delete dosages[0]!.sequence;
  return dosages;
}
