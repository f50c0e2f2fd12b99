import {
  PATTERN_SHORTHANDS,
  type Dose,
  type Frequency,
  type Medicine,
  type MedicineTyped,
} from '../../../shared/pad/medicine';
import { COUNTABLE, amountText, unitName } from '../../../shared/pad/medicine-amount';
import {
  MEDICINE_INPUT_MESSAGES,
  readDose,
  readDuration,
  readFrequency,
  type InputRead,
} from '../../../shared/pad/medicine-input';
import { countingUnit } from '../../../shared/pad/medicine-line';
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
      if (duration === undefined) return '';
      const unit = duration.value === 1 ? duration.unit.slice(0, -1) : duration.unit;
      return `${duration.value} ${unit}`;
    }
  }
}

const AMOUNT = String.raw`(?:\d{1,3}\s+\d{1,2}\/\d{1,2}|\d{1,2}\/\d{1,2}|\d*[½¼¾⅓⅔]|[\d,]*\d(?:\.\d{1,3})?|\.\d{1,3})`;
const DOSE_TYPED = new RegExp(`^(${AMOUNT})\\s*(.*)$`);

/**
 * The dose typed, read with the one model's amounts and units: a unit alone ("units": the
 * pattern's slots are then the amounts), "1 1/2 tab" (one and a half, never the unit "1/2 tab"),
 * "60000 IU"; a unit of more than one word the model does not know ("ml TDS") is refused, as a
 * frequency slipped into the dose. With no unit, the dose's own or the form's.
 */
export function readDoseField(text: string, medicine: Medicine): InputRead<Dose> {
  const typed = text.replace(/\s+/g, ' ').trim();
  if (typed === '') return { ok: true, value: null };
  const onlyUnit = unitName(typed);
  if (onlyUnit !== undefined) return { ok: true, value: { unit: onlyUnit } };
  const match = DOSE_TYPED.exec(typed);
  const value = match === null ? undefined : amountText(match[1] ?? '');
  if (match === null || value === undefined) return readDose(typed, medicine.dose?.unit);
  const rest = (match[2] ?? '').trim();
  const unit =
    rest === '' ? (medicine.dose?.unit ?? countingUnit(medicine)) : (unitName(rest) ?? rest);
  if (unit === undefined) return { ok: false, message: MEDICINE_INPUT_MESSAGES.doseUnit };
  if (rest.includes(' ') && unitName(rest) === undefined) {
    return { ok: false, message: MEDICINE_INPUT_MESSAGES.dose };
  }
  return unit.length > 40
    ? { ok: false, message: MEDICINE_INPUT_MESSAGES.dose }
    : { ok: true, value: { value, unit } };
}

/** The frequency typed; a Latin short form keeps its letters (OD is also "right eye"). */
export function readFrequencyField(text: string): InputRead<Frequency> {
  const read = readFrequency(text);
  if (!read.ok || read.value?.kind !== 'pattern') return read;
  const short = text.trim().toUpperCase().replace(/\.$/, '');
  const shorthand = PATTERN_SHORTHANDS.find((s) => s === short);
  return shorthand === undefined ? read : { ok: true, value: { ...read.value, shorthand } };
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
