import { MedicineSchema } from '../pad/medicine';
import { readMedicineLine } from '../pad/medicine-line';
import type { SuggestedMedicine } from './suggestion-medicine';

/*
 * Edit on a medicine suggestion edits the whole line, read with the pad's one model of a
 * medicine line (readMedicineLine; docs/medicine-lines.md), as "Edit as a line" does on the pad.
 * A line that still asks a question is kept as typed (`typed.line`): the pad keeps asking it
 * after the suggestion is accepted, and Finalize waits for the answer.
 */

export const LINE_NOT_A_MEDICINE =
  "This line was not read as a medicine: start it with the medicine's name (and its form, such as Tab), then the dose, how often and for how long.";
export const LINE_TOO_LONG =
  'A part of this line (its name, strength or instructions) is longer than the pad keeps: shorten it.';

export type EditedMedicine =
  { ok: true; medicine: SuggestedMedicine; question?: string } | { ok: false; reason: string };

/**
 * The scribe's drug id stays only while the line still names that medicine: the name read is the
 * suggested name, or its first words ("Pantoprazole" of "Pantoprazole 40 mg").
 */
function keepsDrug(suggested: SuggestedMedicine, name: string): boolean {
  const was = suggested.name.trim().toLowerCase();
  const now = name.trim().toLowerCase();
  return was === now || was.startsWith(`${now} `);
}

/** The suggested medicine as the doctor's retyped line says it. */
export function editedMedicine(suggested: SuggestedMedicine, text: string): EditedMedicine {
  const typed = text.trim();
  const read = readMedicineLine(typed);
  const line = read.line;
  if (typed === '' || line === undefined) return { ok: false, reason: LINE_NOT_A_MEDICINE };
  const medicine: SuggestedMedicine = {
    ...line,
    ...(suggested.drugId !== undefined && keepsDrug(suggested, line.name)
      ? { drugId: suggested.drugId }
      : {}),
    ...(suggested.genericName !== undefined && keepsDrug(suggested, line.name)
      ? { genericName: suggested.genericName }
      : {}),
    ...(read.ok ? {} : { typed: { line: typed } }),
  };
  const checked = MedicineSchema.omit({ localId: true, origin: true }).safeParse(medicine);
  if (!checked.success) return { ok: false, reason: LINE_TOO_LONG };
  return { ok: true, medicine: checked.data, ...(read.ok ? {} : { question: read.question }) };
}
