import { formatLongDate } from './follow-up';
import type { Medicine } from './medicine';

/*
 * "Repeat last prescription" (docs/consultation-history.md): the medicines of the patient's last
 * finalized prescription copied into today's pad as new lines, never silently. Each copy is a new
 * line of today's pad (a new local id, written by the doctor) marked `repeatedFrom` with the day
 * it comes from: it asks to be kept, edited or removed, and Finalize waits until it is
 * (medicine-open.ts). The prescribing checks read it like any other line.
 */

/**
 * The copies of an earlier prescription's medicines, in its order: every field as it was printed,
 * with a new local id, origin `doctor`, and the review mark. What belonged to that visit only is
 * left behind: the text kept as typed (a finalized pad has none) and the confirmations given
 * against a warning then (the line is checked again today).
 */
export function repeatedLines(
  medicines: readonly Medicine[],
  fromDay: string,
  newId: () => string,
): Medicine[] {
  return medicines.map((medicine) => {
    const {
      localId: _id,
      origin: _origin,
      typed: _typed,
      confirmed: _confirmed,
      repeatedFrom: _repeated,
      ...line
    } = medicine;
    return { localId: newId(), ...line, origin: 'doctor', repeatedFrom: fromDay };
  });
}

/** The line reviewed: kept as it is, or about to be edited; the review mark is gone. */
export function reviewedLine(medicine: Medicine): Medicine {
  const { repeatedFrom: _repeated, ...rest } = medicine;
  return rest;
}

/** What the pad says once lines are copied: how many, from which day, and what is asked. */
export function repeatedWords(count: number, fromDay: string): string {
  const lines = count === 1 ? '1 medicine' : `${count} medicines`;
  return `${lines} copied from the prescription of ${formatLongDate(fromDay)} as new lines. Review each one (Keep, Edit or Remove): Finalize waits until every copied line is reviewed.`;
}
