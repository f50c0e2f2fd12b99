import type { Frequency, Medicine, MedicineTyped } from '../../../shared/pad/medicine';
import {
  readDose,
  readDuration,
  readFrequency,
  type InputRead,
} from '../../../shared/pad/medicine-input';
import { doseWords, durationWords, frequencyWords } from '../../../shared/pad/medicine-wording';

/*
 * A medicine's typed fields (dose, frequency, duration) between the row and the store. What the
 * doctor types is read with medicine-input.ts: text that reads cleanly becomes the medicine's
 * value and nothing else is kept; text that does not ("1-0", "1 spoon of") is kept as typed in
 * `medicine.typed` (saved with the draft, refused at Finalize) and the value is left out, so a
 * half-typed frequency is never lost, refused at save, or sent.
 */

export type MedicineField = Exclude<keyof MedicineTyped, 'line'>;

/** The text the field shows for a stored frequency: the pattern, SOS, or the words read back. */
export function frequencyText(frequency: Frequency | undefined): string {
  if (frequency === undefined) return '';
  switch (frequency.kind) {
    case 'pattern':
      return frequency.pattern;
    case 'sos':
      return 'SOS';
    case 'stat':
      return 'STAT';
    case 'every':
    case 'weekly':
    case 'text':
      return frequencyWords(frequency);
  }
}

/** The text a field shows: what is kept as typed, else the stored value written back. */
export function medicineFieldText(medicine: Medicine, field: MedicineField): string {
  const typed = medicine.typed?.[field];
  if (typed !== undefined) return typed;
  switch (field) {
    case 'dose':
      return medicine.dose === undefined
        ? ''
        : [medicine.dose.value, medicine.dose.unit].filter(Boolean).join(' ');
    case 'frequency':
      return frequencyText(medicine.frequency);
    case 'duration': {
      const { duration } = medicine;
      if (duration === undefined) return '';
      const unit = duration.value === 1 ? duration.unit.slice(0, -1) : duration.unit;
      return `${duration.value} ${unit}`;
    }
  }
}

/** What the text of a field reads as (the unit of a dose typed without one: the dose's own). */
export function readMedicineField(
  medicine: Medicine,
  field: MedicineField,
  text: string,
): InputRead<unknown> {
  switch (field) {
    case 'dose':
      return readDose(text, medicine.dose?.unit);
    case 'frequency':
      return readFrequency(text);
    case 'duration':
      return readDuration(text);
  }
}

/** The medicine with the field's text written: the value when it reads, else the text kept. */
export function setMedicineField(medicine: Medicine, field: MedicineField, text: string): Medicine {
  const read = readMedicineField(medicine, field, text);
  const { [field]: _old, typed: _typed, ...next } = medicine;
  const { [field]: _oldTyped, ...typedRest } = medicine.typed ?? {};
  if (read.ok && read.value !== null) Object.assign(next, { [field]: read.value });
  const typed: MedicineTyped = read.ok ? typedRest : { ...typedRest, [field]: text };
  return Object.keys(typed).length > 0 ? { ...next, typed } : next;
}

/** The field's value in words beside it ("morning and night", "1 tablet", "for 5 days"), if any. */
export function medicineFieldWords(medicine: Medicine, field: MedicineField): string {
  if (medicine.typed?.[field] !== undefined) return '';
  switch (field) {
    case 'dose':
      return medicine.dose === undefined ? '' : doseWords(medicine.dose);
    case 'frequency':
      return medicine.frequency === undefined ? '' : frequencyWords(medicine.frequency);
    case 'duration':
      return medicine.duration === undefined ? '' : durationWords(medicine.duration);
  }
}

/** The problem of the field's text in words, or undefined when it reads (or is blank). */
export function medicineFieldProblem(medicine: Medicine, field: MedicineField): string | undefined {
  const typed = medicine.typed?.[field];
  if (typed === undefined || typed.trim() === '') return undefined;
  const read = readMedicineField(medicine, field, typed);
  return read.ok ? undefined : read.message;
}
