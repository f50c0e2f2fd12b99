import { formatLongDate } from './follow-up';
import type { Medicine } from './medicine';
import { medicineQuestions, readMedicineLine, type MedicineLine } from './medicine-line';

/*
 * The questions a medicine on the pad leaves open, for the pad's row (shown beside it) and for
 * Finalize (which waits for each, plan-checks.ts): those of its fields (medicineQuestions), else
 * the one its whole line as typed still asks (`typed.line`, while the fields are as the line was
 * read: "Is 2 part of the name or the dose?"), else, for a line kept as typed whose fields were
 * edited since, a question with one answer (the fields as shown). The words of each question are
 * the one model's (medicine-line.ts); nothing here words a medicine. A line copied by "Repeat last
 * prescription" (`repeatedFrom`) asks first whether it is still meant today, until the doctor
 * keeps, edits or removes it (medicine-repeat.ts): Finalize waits for that answer like any other.
 */

export const LINE_NOT_SETTLED =
  'The line as typed is kept until its fields are checked. Are the fields as shown what is meant?';

/** A question a medicine leaves open, with the readings the doctor can pick (likely first). */
export interface OpenQuestion {
  text: string;
  /**
   * The field the question is about ('name' for the line as typed; 'repeat' for a repeated line
   * not reviewed yet, which the row asks with its own buttons: Keep, Edit, Remove).
   */
  field: 'dose' | 'frequency' | 'timing' | 'site' | 'duration' | 'name' | 'repeat';
  /** What the readings were worked out from: choosing one changes only what it changes. */
  base: MedicineLine;
  readings: { label: string; medicine: MedicineLine }[];
}

/** The same value, whatever the order of its keys (a key holding undefined counts as absent). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const ka = Object.keys(ra).filter((k) => ra[k] !== undefined);
  const kb = Object.keys(rb).filter((k) => rb[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameValue(ra[k], rb[k]));
}

/** The part of a medicine a reading is about (not its id, origin or text kept as typed). */
export function lineOf(medicine: Medicine | MedicineLine): MedicineLine {
  const {
    localId: _id,
    origin: _origin,
    typed: _typed,
    repeatedFrom: _repeated,
    ...line
  } = medicine as Medicine;
  return line;
}

/** The question a repeated line asks until it is reviewed, in words naming the day it is from. */
export function repeatQuestionText(day: string): string {
  return `Repeated from the prescription of ${formatLongDate(day)}: is it right for today? Keep it as it was, edit it, or remove it.`;
}

/** The question of a line copied by "Repeat last prescription" and not reviewed yet. */
export function repeatQuestion(medicine: Medicine): OpenQuestion | undefined {
  if (medicine.repeatedFrom === undefined) return undefined;
  const line = lineOf(medicine);
  return {
    text: repeatQuestionText(medicine.repeatedFrom),
    field: 'repeat',
    base: line,
    readings: [{ label: 'Keep as it was', medicine: line }],
  };
}

/**
 * Every question the medicine leaves open, none when it is settled: a repeated line's review
 * first, then those of its fields (fieldQuestions).
 */
export function openQuestions(medicine: Medicine): OpenQuestion[] {
  const repeat = repeatQuestion(medicine);
  const fields = fieldQuestions(medicine);
  return repeat === undefined ? fields : [repeat, ...fields];
}

/** The questions the medicine's fields (or its line as typed) leave open; the row asks them. */
export function fieldQuestions(medicine: Medicine): OpenQuestion[] {
  const line = lineOf(medicine);
  const asked = medicineQuestions(line);
  if (asked.length > 0) {
    return asked.map((q) => ({ text: q.text, field: q.field, base: line, readings: q.readings }));
  }
  const typedLine = medicine.typed?.line;
  if (typedLine === undefined || typedLine.trim() === '') return [];
  const read = readMedicineLine(typedLine);
  if (
    !read.ok &&
    read.line !== undefined &&
    read.readings.length > 0 &&
    sameValue(line, read.line)
  ) {
    return [{ text: read.question, field: 'name', base: read.line, readings: read.readings }];
  }
  return [
    {
      text: LINE_NOT_SETTLED,
      field: 'name',
      base: line,
      readings: [{ label: 'Yes: keep the fields as shown', medicine: line }],
    },
  ];
}
