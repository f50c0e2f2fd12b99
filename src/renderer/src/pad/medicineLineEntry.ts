import { MedicineSchema, type Medicine } from '../../../shared/pad/medicine';
import {
  directionsOf,
  printedName,
  readMedicineLine,
  type MedicineLine,
} from '../../../shared/pad/medicine-line';
import {
  lineOf,
  fieldQuestions as rowQuestions,
  sameValue as same,
  type OpenQuestion,
} from '../../../shared/pad/medicine-open';

export { lineOf, rowQuestions };
export type RowQuestion = OpenQuestion;

/*
 * A whole medicine line typed in the pad's "Add a medicine" field ("Tab Paracetamol 650 1-0-1 x 5
 * days after food"), and the questions a medicine's fields leave open, between the screen and the
 * one model of a medicine line (src/shared/pad/medicine-line.ts; docs/pad-medicine-entry.md).
 * Nothing here reads or words a medicine itself: it only decides what the pad offers and does.
 */

/** What "Add as written" would add for a typed line. */
export interface LineOffer {
  /** The option's words: "Add as written: Inj. Actrapid — 8 units in the morning ...". */
  label: string;
  name: string;
  fields: Omit<Medicine, 'localId' | 'name' | 'drugId'>;
  /** The question the line leaves open, when it does (the medicine is added with it open). */
  question?: string;
}

/** Fields that say more than a name: only a line with one of these is offered "as written". */
const BEYOND_NAME = [
  'dose',
  'frequency',
  'timing',
  'duration',
  'course',
  'then',
  'site',
  'dispense',
] as const;

/** The line read back in words: its printed name, its directions, its route. */
export function lineReadBack(line: MedicineLine, question?: string): string {
  const directions = question === undefined ? directionsOf(line) : `asks: ${question}`;
  const route = line.route === undefined ? '' : `; route: ${line.route.toLowerCase()}`;
  const more = line.instructions === undefined ? '' : `; ${line.instructions}`;
  return `${printedName(line)}${directions === '' ? '' : ` — ${directions}`}${route}${more}`;
}

/**
 * The "Add as written" offer for a typed line, when the model reads fields beyond a name from it
 * (a name alone is a search, as before); undefined otherwise.
 */
export function lineOffer(text: string): LineOffer | undefined {
  if (text.trim() === '') return undefined;
  const read = readMedicineLine(text);
  const line = read.ok ? read.line : read.line;
  if (line === undefined || !BEYOND_NAME.some((field) => line[field] !== undefined))
    return undefined;
  const question = read.ok ? undefined : read.question;
  const { name, ...rest } = line;
  const fields: LineOffer['fields'] = {
    ...rest,
    ...(question === undefined ? {} : { typed: { line: text.trim() } }),
  };
  // Only what the pad can keep is offered (a name or strength too long is searched instead).
  const checked = MedicineSchema.safeParse({ localId: crypto.randomUUID(), name, ...fields });
  if (!checked.success) return undefined;
  return {
    label: `Add as written: ${lineReadBack(line, question)}`,
    name,
    fields,
    ...(question === undefined ? {} : { question }),
  };
}

/**
 * The medicine with a reading chosen: every field the reading changes from what it was worked out
 * from is set (or left out), the others stay as they are now (an edit made since is kept); the
 * local id, origin and drug id stay, and the line kept as typed is settled.
 */
export function chooseReading(
  medicine: Medicine,
  base: MedicineLine,
  reading: MedicineLine,
): Medicine {
  const next: Record<string, unknown> = { ...medicine };
  const keys = new Set([...Object.keys(base), ...Object.keys(reading)]);
  for (const key of keys) {
    if (key === 'localId' || key === 'origin' || key === 'drugId' || key === 'typed') continue;
    const value = (reading as Record<string, unknown>)[key];
    if (same((base as Record<string, unknown>)[key], value)) continue;
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  const { line: _line, ...typed } = medicine.typed ?? {};
  delete next.typed;
  if (Object.keys(typed).length > 0) next.typed = typed;
  return next as Medicine;
}

/** The id of a question's focus target: its likely reading, else the group itself. */
export function questionTargetId(localId: string, index = 0): string {
  return index === 0 ? `med-question-${localId}` : `med-question-${localId}-${index}`;
}

/**
 * Where focus goes once a question is answered: the next question's likely reading; else the
 * first of dose, frequency and duration still empty; else the field the question was about.
 */
export function focusAfterAnswer(medicine: Medicine, field: RowQuestion['field']): string {
  const id = medicine.localId;
  if (rowQuestions(medicine).length > 0) return questionTargetId(id);
  const stepless = medicine.then === undefined;
  if (medicine.dose === undefined) return `med-dose-${id}`;
  if (medicine.frequency === undefined) return `med-frequency-${id}`;
  if (stepless && medicine.duration === undefined && medicine.course === undefined)
    return `med-duration-${id}`;
  switch (field) {
    case 'timing':
      return `med-timing-${id}`;
    case 'duration':
      return `med-duration-${id}`;
    case 'dose':
    case 'name':
    case 'repeat':
      return `med-dose-${id}`;
    case 'frequency':
    case 'site':
      return `med-frequency-${id}`;
  }
}
