import { DISPENSED_BY_COUNT, amountValue, amountWords, unitName } from './medicine-amount';
import { nameNumberAsDose, readLineWords } from './medicine-line-read';
import {
  formUnit,
  stepDurations,
  stepMeaning,
  stepsOf,
  type MedicineLine,
} from './medicine-meaning';
import { FORM_PRINTED } from './medicine-forms';
import type { MedicineQuestion, MedicineReading } from './medicine-questions';
import { directionsOf, medicineQuestions } from './medicine-wording';
import type { Duration } from './medicine';
import type { PrintLanguage } from './directions/languages';
import { directionsIn } from './directions/printed-directions';

/*
 * One model of a medicine line, used by the pad, the scribe's suggestions, the printout, the
 * record sent to the platform and FHIR (docs/medicine-lines.md):
 *
 *   readMedicineLine(text)          a whole typed line -> { ok, line } or { ok: false, question }
 *   directionsOf(line, language)    the "how to take" words exactly as printed
 *   printedName(line)               the medicine column exactly as printed
 *   dispenseQuantity(line)          what to dispense, when it can be counted
 *
 * Never guessed: where a line can mean two things the answer is a question in words, with the
 * readings the doctor can pick (the likely one first); the pad keeps the raw text until one is.
 */

export type { MedicineLine, MedicineQuestion, MedicineReading };
export { medicineQuestions };

export type MedicineLineRead =
  | { ok: true; line: MedicineLine }
  | {
      ok: false;
      /** The question in words (or why the line cannot be read), shown beside the field. */
      question: string;
      /** The readings the doctor can pick, the likely one first; empty when none can be offered. */
      readings: MedicineReading<MedicineLine>[];
      /** What was understood so far, when a name was found (its fields shown, each editable). */
      line?: MedicineLine;
    };

/** A whole typed line read into a medicine, or the question it leaves open. */
export function readMedicineLine(text: string): MedicineLineRead {
  const read = readLineWords(text);
  if (!read.ok) {
    return {
      ok: false,
      question: read.problem,
      readings: [],
      ...(read.line ? { line: read.line } : {}),
    };
  }
  const { line } = read;
  const asDose = read.nameNumberMayBeDose ? nameNumberAsDose(line) : undefined;
  if (asDose !== undefined) {
    const number = line.name.split(' ').at(-1) ?? '';
    const asName = line;
    return {
      ok: false,
      question: `Is ${number} part of the name (${asName.name}) or the dose (${directionsOf(asDose)})?`,
      readings: [
        {
          label: `${printedName(asName)}: ${directionsOf(asName) || 'no directions'}`,
          medicine: asName,
        },
        { label: `${printedName(asDose)}: ${directionsOf(asDose)}`, medicine: asDose },
      ],
      line,
    };
  }
  const [question] = medicineQuestions(line);
  if (question !== undefined) {
    return { ok: false, question: question.text, readings: question.readings, line };
  }
  return { ok: true, line };
}

export type { PrintLanguage as DirectionsLanguage } from './directions/languages';
export { printedDirections, type PrintedDirections } from './directions/printed-directions';

/**
 * The "how to take" words exactly as printed, in English or in the patient's language (from the
 * line's fields and that language's template, docs/printout-languages.md); a line the template
 * cannot say whole is said in English.
 */
function directionsOfLine(line: MedicineLine, language: PrintLanguage = 'en'): string {
  return language === 'en' ? directionsOf(line) : directionsIn(line, language);
}
export { directionsOfLine as directionsOf };

/**
 * The medicine column exactly as printed: the form, the generic name in capitals (NMC: generic
 * names, legibly, preferably in capitals), the strength, and the brand beside it:
 *   "Tab. PARACETAMOL 650 mg (Dolo 650)". A name with no known generic is printed as written.
 */
export function printedName(line: MedicineLine): string {
  const form = line.form === undefined ? '' : (FORM_PRINTED[line.form] ?? line.form);
  const generic = line.genericName?.trim();
  const name = line.name.trim();
  const strength = line.strength ?? '';
  if (generic === undefined || generic === '') {
    return [form, name, strength].filter((p) => p !== '').join(' ');
  }
  // A product named by its generic ("Paracetamol 650 mg Tablet"): its strength kept, the form
  // word said once (before the name), no brand in brackets.
  const lowerName = name.toLowerCase();
  const lowerGeneric = generic.toLowerCase();
  if (lowerName === lowerGeneric || lowerName.startsWith(`${lowerGeneric} `)) {
    const rest = withoutFormWord(name.slice(generic.length).trim(), line.form);
    const extra = strength !== '' && !rest.includes(strength) ? strength : '';
    return [form, generic.toUpperCase(), rest, extra].filter((p) => p !== '').join(' ');
  }
  return `${[form, generic.toUpperCase(), strength].filter((p) => p !== '').join(' ')} (${name})`;
}

/** "650 mg Tablet" without its last word when that word names the form ("650 mg"). */
function withoutFormWord(text: string, form: string | undefined): string {
  const words = text.split(/\s+/).filter((w) => w !== '');
  const last = words.at(-1)?.toLowerCase().replace(/s$/, '');
  const formWord = form?.toLowerCase().split(' ').at(-1)?.replace(/s$/, '');
  if (last !== undefined && formWord !== undefined && last === formWord) words.pop();
  return words.join(' ');
}

const DAYS: Record<Duration['unit'], number> = {
  hours: 1 / 24,
  days: 1,
  weeks: 7,
  months: 30,
  years: 365,
};

/** Doses taken over a duration at this frequency, or undefined when it cannot be counted. */
function dosesOver(
  frequency: NonNullable<MedicineLine['frequency']>,
  duration: Duration,
): number | undefined {
  const days = duration.value * DAYS[duration.unit];
  if (frequency.kind === 'every') {
    if (frequency.unit === 'hours') return Math.ceil((days * 24) / frequency.value - 1e-9);
    return Math.ceil(days / frequency.value - 1e-9);
  }
  if (frequency.kind === 'weekly') return frequency.timesPerWeek * Math.ceil(days / 7 - 1e-9);
  return undefined;
}

/**
 * What to dispense: for forms counted one by one (tablets, capsules, sachets, injections) with
 * a finite course, amount at each time x times a day x days, summed over a taper's steps and
 * rounded up to whole ones; a month counts 30 days. None for when-needed, STAT, "till review",
 * "continue" or written-out frequencies, nor while a question is open; a liquid's only when the
 * doctor writes it ("1 bottle").
 */
export function dispenseQuantity(line: MedicineLine): { value: number; unit: string } | undefined {
  if (line.dispense !== undefined) return { ...line.dispense };
  if (line.course !== undefined || medicineQuestions(line).length > 0) return undefined;
  const durations = stepDurations(line);
  let total = 0;
  let unit: string | undefined;
  const steps = stepsOf(line);
  for (const [index, step] of steps.entries()) {
    const duration = durations[index];
    if (duration === undefined || step.frequency === undefined) return undefined;
    const meaning = stepMeaning(step, line);
    const stepUnit =
      meaning.kind === 'per-time' || meaning.kind === 'each' ? meaning.unit : undefined;
    const name = stepUnit === undefined ? undefined : unitName(stepUnit);
    if (name === undefined || !DISPENSED_BY_COUNT.has(name)) return undefined;
    if (unit !== undefined && unit !== name) return undefined;
    unit = name;
    if (meaning.kind === 'per-time') {
      if (duration.unit === 'hours') return undefined;
      const perDay = meaning.times.reduce((sum, t) => sum + t.amount, 0);
      total += perDay * duration.value * DAYS[duration.unit];
    } else if (meaning.kind === 'each') {
      if (meaning.amount === undefined) return undefined;
      const doses = dosesOver(step.frequency, duration);
      if (doses === undefined) return undefined;
      total += doses * meaning.amount;
    } else return undefined;
  }
  if (unit === undefined || total <= 0) return undefined;
  return { value: Math.ceil(total - 1e-6), unit };
}

/** "10 tablets", "1 bottle". */
export function dispenseWords(quantity: { value: number; unit: string }): string {
  return amountWords(quantity.value, quantity.unit);
}

/** The unit a medicine's amounts are counted in, when the line or its form names one. */
export function countingUnit(line: MedicineLine): string | undefined {
  return line.dose?.unit ?? formUnit(line);
}

export { amountValue };
