/**
 * What the pad's validators return: a field and a sentence the doctor can act on. Validators
 * never throw on bad input and never repeat the text of a note in a message (a note is patient
 * data; messages may be logged or shown in places the note is not).
 */

/** The input a problem belongs to, named as the form names its fields. */
export type PadField = 'since.value' | 'since.unit' | 'note' | 'date';

export interface FieldProblem {
  field: PadField;
  message: string;
}

/** Either the checked value or every problem found, in field order. */
export type Validated<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

export const valid = <T>(value: T): Validated<T> => ({ ok: true, value });
export const invalid = (problems: FieldProblem[]): Validated<never> => ({ ok: false, problems });

// Built on first use: an Intl formatter loads locale data, which the core's start does not need.
let counts: Intl.NumberFormat | undefined;

/** A count as the clinic writes it: 2,000; 10,000; 1,00,000 (Indian grouping). */
export function formatCount(n: number): string {
  counts ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  return counts.format(n);
}
