import {
  type Dose,
  type Frequency,
  type Medicine,
  type MedicineTyped,
} from '../../../shared/pad/medicine';
import { COUNTABLE, unitName } from '../../../shared/pad/medicine-amount';
import {
  readDose,
  readCourse,
  readDuration,
  readFrequency,
  type InputRead,
} from '../../../shared/pad/medicine-input';
import {
  courseWords,
  doseWords,
  durationWords,
  frequencyWords,
} from '../../../shared/pad/medicine-wording';

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
      return frequency.shorthand ?? frequency.pattern;
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

/** An open course as the duration field shows it. */
function courseText(course: NonNullable<Medicine['course']>): string {
  return course === 'till-review' ? 'till review' : 'continue';
}

/** The text a field shows: what is kept as typed, else the stored value written back. */
export function medicineFieldText(medicine: Medicine, field: MedicineField): string {
  const typed = medicine.typed?.[field];
  if (typed !== undefined) return typed;
  switch (field) {
    case 'dose': {
      const { dose } = medicine;
      if (dose === undefined) return '';
      // A unit only ("units": the pattern's slots are the amounts) is shown as its plural.
      if (dose.value === undefined) return COUNTABLE[unitName(dose.unit) ?? ''] ?? dose.unit;
      return `${dose.value} ${dose.unit}`;
    }
    case 'frequency':
      return frequencyText(medicine.frequency);
    case 'duration': {
      const { duration } = medicine;
      if (duration === undefined)
        return medicine.course === undefined ? '' : courseText(medicine.course);
      const unit = duration.value === 1 ? duration.unit.slice(0, -1) : duration.unit;
      return `${duration.value} ${unit}`;
    }
  }
}

/**
 * The dose typed, read by the one model's field reader (medicine-input.ts): a unit alone
 * ("units": the pattern's slots are then the amounts), "1 1/2 tab" (one and a half, never the
 * unit "1/2 tab"), "60000 IU"; "5 ml TDS" is refused, a frequency slipped into the dose. With no
 * unit, the dose's own or the form's (an injection's is asked).
 */
export function readDoseField(text: string, medicine: Medicine): InputRead<Dose> {
  return readDose(text, medicine.dose?.unit ?? medicine.form);
}

/** The frequency typed; a Latin short form keeps its letters (OD is also "right eye"). */
export function readFrequencyField(text: string): InputRead<Frequency> {
  return readFrequency(text);
}

/** What the text of a field reads as (the unit of a dose typed without one: the dose's own). */
export function readMedicineField(
  medicine: Medicine,
  field: MedicineField,
  text: string,
): InputRead<unknown> {
  switch (field) {
    case 'dose':
      return readDoseField(text, medicine);
    case 'frequency':
      return readFrequencyField(text);
    case 'duration':
      return readDuration(text);
  }
}

/** The medicine with the field's text written: the value when it reads, else the text kept. */
export function setMedicineField(medicine: Medicine, field: MedicineField, text: string): Medicine {
  // "till review", "continue" in the duration field: an open course, never a kept slip.
  const course = field === 'duration' ? readCourse(text) : undefined;
  if (course !== undefined) {
    const { duration: _d, typed: oldTyped, ...rest } = medicine;
    const { duration: _t, ...typedRest } = oldTyped ?? {};
    return Object.keys(typedRest).length > 0
      ? { ...rest, course, typed: typedRest }
      : { ...rest, course };
  }
  if (field === 'duration' && medicine.course !== undefined && text.trim() !== '') {
    const { course: _c, ...rest } = medicine;
    medicine = rest;
  }
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
    case 'dose': {
      const { dose } = medicine;
      if (dose === undefined) return '';
      // A unit alone: the frequency's slots are the amounts, in this unit.
      if (dose.value === undefined) return `amounts in ${medicineFieldText(medicine, 'dose')}`;
      return doseWords(dose);
    }
    case 'frequency':
      return medicine.frequency === undefined ? '' : frequencyWords(medicine.frequency);
    case 'duration':
      if (medicine.duration !== undefined) return durationWords(medicine.duration);
      return medicine.course === undefined ? '' : courseWords(medicine.course);
  }
}

/** The problem of the field's text in words, or undefined when it reads (or is blank). */
export function medicineFieldProblem(medicine: Medicine, field: MedicineField): string | undefined {
  const typed = medicine.typed?.[field];
  if (typed === undefined || typed.trim() === '') return undefined;
  const read = readMedicineField(medicine, field, typed);
  return read.ok ? undefined : read.message;
}
