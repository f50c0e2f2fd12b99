import { exactAmount } from '../../../shared/pad/amount-decimal';
import type { Duration, Frequency, Medicine } from '../../../shared/pad/medicine';
import { amountWords, unitWords } from '../../../shared/pad/medicine-amount';
import { directionsOf, medicineQuestions, printedName } from '../../../shared/pad/medicine-line';
import {
  patternSlots,
  stepDurations,
  stepMeaning,
  stepsOf,
  type MedicineLine,
  type StepFields,
} from '../../../shared/pad/medicine-meaning';
import {
  courseWords,
  durationWords,
  frequencyWords,
  timingWords,
} from '../../../shared/pad/medicine-wording';
import { CoreError } from '../errors';

/** One item of the record's `prescription_details[]`, by its `resource_type`. */
export type PrescriptionDetail = Record<string, unknown> & { resource_type: string };

/*
 * A medicine as the published prescription record's `medicationrequest` items
 * (doctor-appointments-prescriptions.json: drug_id, drug_status, med_name, dose {value, unit,
 * custom}, dosage_instruction {custom, frequency, period, period_unit}, duration {value, unit,
 * custom}, additional_instructions [{type, custom}], note), carrying the one model's meaning
 * (medicine-meaning.ts; docs/fhir-medicines.md, "The platform record"):
 *
 * - med_name is the printed name (form, generic, strength, brand): the strength lives there.
 * - The amount at each time is the model's: `dose.value` only when every time takes the same
 *   amount and a decimal holds it exactly; otherwise `dose` has the unit and, in `custom`, the
 *   model's words ("8 units in the morning and 6 units at night"), with the pattern as written
 *   in `dosage_instruction.custom` ("8-0-6": each slot the amount, the Indian convention).
 *   Never a dose times a slot.
 * - ASSUMPTION (the published record has no steps): a taper goes as one item per step, in
 *   order, each with its own dose, frequency and duration, and a note "Step 2 of 3 of a taper:
 *   the steps follow one another, never together."
 * - An open course ("till review", "continue") is `duration.custom` in words, with no value.
 * - ASSUMPTION (as for the route): the site goes as an additional instruction of type `site`.
 * - A medicine that still asks a question is refused (Finalize checks it first): the record is
 *   never sent with a meaning the doctor did not settle.
 */

const DURATION_UCUM = { hours: 'h', days: 'd', weeks: 'wk', months: 'mo', years: 'a' } as const;

/** `dosage_instruction`: the frequency as the clinic writes it (`custom`), with its period. */
function dosageInstruction(frequency: Frequency): Record<string, string> {
  switch (frequency.kind) {
    case 'pattern':
      return {
        custom: frequency.pattern,
        frequency: String(patternSlots(frequency.pattern).length),
        period: '1',
        period_unit: 'd',
      };
    case 'sos':
      return { custom: 'SOS' };
    case 'stat':
      return { custom: 'STAT' };
    case 'every':
      return {
        custom: frequencyWords(frequency),
        frequency: '1',
        period: String(frequency.value),
        period_unit: frequency.unit === 'hours' ? 'h' : 'd',
      };
    case 'weekly':
      return {
        custom:
          frequency.timesPerWeek === 1 ? 'Once a week' : `${frequency.timesPerWeek} times a week`,
        frequency: String(frequency.timesPerWeek),
        period: '1',
        period_unit: 'wk',
      };
    case 'text':
      return { custom: frequency.text };
  }
}

/** `dose`: the amount each time, or the unit and the per-time words when the times differ. */
function doseOf(step: StepFields, line: MedicineLine): Record<string, unknown> | undefined {
  const meaning = stepMeaning(step, line);
  let amount: number | undefined;
  let unit: string | undefined;
  if (meaning.kind === 'per-time') {
    unit = meaning.unit;
    const amounts = new Set(meaning.times.map((t) => t.amount));
    if (unit === undefined || amounts.size === 0) return undefined;
    if (amounts.size > 1) {
      // The model's words for the amounts at their times, and nothing else of the line.
      const words = directionsOf({
        name: line.name,
        ...(line.form === undefined ? {} : { form: line.form }),
        ...(line.route === undefined ? {} : { route: line.route }),
        ...(step.dose === undefined ? {} : { dose: step.dose }),
        ...(step.frequency === undefined ? {} : { frequency: step.frequency }),
      });
      return { unit: unitWords(unit), custom: words };
    }
    [amount] = amounts;
  } else if (meaning.kind === 'each') {
    ({ amount, unit } = meaning);
  }
  if (amount === undefined || unit === undefined) return undefined;
  const value = exactAmount(amount);
  return {
    ...(value === undefined ? {} : { value }),
    unit: unitWords(unit),
    custom: amountWords(amount, unit),
  };
}

function durationOf(duration: Duration | undefined, open: string | undefined) {
  if (duration !== undefined) {
    return {
      value: String(duration.value),
      unit: DURATION_UCUM[duration.unit],
      custom: durationWords(duration).replace(/^for /, ''),
    };
  }
  return open === undefined ? undefined : { custom: open };
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Refuses, in words, medicines that still ask a question (each under its row's name field):
 * the record never carries a meaning the doctor did not settle. Finalize's own checks come
 * first; this is the record's line of defence.
 */
export function refuseUnsettled(medicines: readonly Medicine[]): void {
  const asking = medicines.filter((medicine) => medicineQuestions(medicine).length > 0);
  if (asking.length === 0) return;
  throw new CoreError(
    'INVALID_ARGUMENT',
    asking.length === 1
      ? 'The pad was not finalized: a medicine still asks a question. Answer it on its row first.'
      : `The pad was not finalized: ${asking.length} medicines still ask a question. Answer each on its row first.`,
    {
      fields: Object.fromEntries(
        asking.map((m) => [
          `medicines.${m.localId}.name`,
          'Answer this medicine’s question first.',
        ]),
      ),
    },
  );
}

/** The medicine's items of `prescription_details[]`: one, or one per step of a taper. */
export function medicationRequests(medicine: Medicine): PrescriptionDetail[] {
  refuseUnsettled([medicine]);
  const instructions = [
    ...(medicine.timing === undefined
      ? []
      : [{ type: 'timing', custom: capitalised(timingWords(medicine.timing)) }]),
    ...(medicine.route === undefined ? [] : [{ type: 'route', custom: medicine.route }]),
    ...(medicine.site === undefined ? [] : [{ type: 'site', custom: medicine.site }]),
  ];
  const steps = stepsOf(medicine);
  const durations = stepDurations(medicine);
  const name = printedName(medicine);
  return steps.map((step, index) => {
    const last = index === steps.length - 1;
    const dose = doseOf(step, medicine);
    const duration = durationOf(
      durations[index],
      last && medicine.course !== undefined ? courseWords(medicine.course) : undefined,
    );
    const note = [
      steps.length > 1
        ? `Step ${index + 1} of ${steps.length} of a taper: the steps follow one another, never together.`
        : undefined,
      medicine.instructions,
    ].filter((part) => part !== undefined);
    return {
      resource_type: 'medicationrequest',
      ...(medicine.drugId === undefined ? {} : { drug_id: medicine.drugId }),
      drug_status: 'active',
      med_name: name,
      ...(dose === undefined ? {} : { dose }),
      ...(step.frequency === undefined
        ? {}
        : { dosage_instruction: dosageInstruction(step.frequency) }),
      ...(duration === undefined ? {} : { duration }),
      additional_instructions: instructions.map((i) => ({ ...i })),
      ...(note.length === 0 ? {} : { note: note.join(' ') }),
    };
  });
}
