import { z } from 'zod';
import {
  FREQUENCY_PATTERN,
  type Dose,
  type Duration,
  type Frequency,
  type Timing,
} from './pad/medicine';

/*
 * The platform's drug and lab search (medical-db.json, `GET /medical-db/v1/drugs-and-labs`,
 * `q`, `limit` 1-100, `s_type` drug | lab) and what the app makes of it.
 *
 * The answer is read tolerantly: a drug needs `id` and `name`, a lab test `id` and `name`; every
 * other field is optional and unknown fields are dropped. A list the answer leaves out reads as
 * empty (the schema requires both, but a drug search needs only `drugs`).
 */

export const DRUGS_AND_LABS_PATH = '/medical-db/v1/drugs-and-labs';
export const MEDICAL_DB_KINDS = ['drug', 'lab'] as const;
export type MedicalDbKind = (typeof MEDICAL_DB_KINDS)[number];
export const DRUGS_AND_LABS_DEFAULT_LIMIT = 10;
export const DRUGS_AND_LABS_MAX_LIMIT = 100;

const optionalText = z
  .string()
  .nullish()
  .transform((value) =>
    value === null || value === undefined || value.trim() === '' ? undefined : value,
  );

/** Published `Dosage`: the drug's usual dose, frequency, days and food timing, all optional. */
export const PublishedDosageSchema = z.object({
  unit: optionalText,
  unit_name: optionalText,
  dosage: optionalText,
  dosage_form: optionalText,
  days: optionalText,
  food: optionalText,
});
export type PublishedDosage = z.output<typeof PublishedDosageSchema>;

export const PublishedDrugSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  generic_name: optionalText,
  manufacturer_name: optionalText,
  product_type: optionalText,
  dosage: PublishedDosageSchema.nullish().catch(undefined),
});

export const PublishedLabTestSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  category: optionalText,
  preparation: optionalText,
});

export const DrugsAndLabsAnswerSchema = z.object({
  drugs: z.array(PublishedDrugSchema).optional().default([]),
  lab_tests: z.array(PublishedLabTestSchema).optional().default([]),
});
export type DrugsAndLabsAnswer = z.output<typeof DrugsAndLabsAnswerSchema>;

/** What the pad may start a medicine with: the drug's published defaults, read where they parse. */
export interface DrugDefaults {
  dose?: Dose;
  frequency?: Frequency;
  timing?: Timing;
  duration?: Duration;
}

export interface DrugItem {
  kind: 'drug';
  id: string;
  name: string;
  genericName?: string;
  manufacturer?: string;
  /** Tablet, Syrup, Inhaler, ... (the published dosage form, else product type). */
  form?: string;
  /**
   * "650 mg": only from the doctor's own medicines (the published Drug has no strength field, and
   * a strength is never guessed from a name).
   */
  strength?: string;
  /**
   * A medicine the doctor wrote as free text on a pad, found in this computer's formulary: `id`
   * is then this computer's key, not a platform id, and is never sent as a drug id.
   */
  freeText?: true;
  defaults: DrugDefaults;
}

export interface LabItem {
  kind: 'lab';
  id: string;
  name: string;
  category?: string;
  preparation?: string;
}

export type MedicalDbItem = DrugItem | LabItem;

export interface MedicalDbView {
  items: MedicalDbItem[];
  source: 'live' | 'cache';
  /** ISO time of the answer shown (the oldest cached item's when from the cache). */
  fetchedAt: string | null;
  /** Why the saved copy is shown (absent when live). */
  staleReason?: { code: string; message: string };
  /** Drugs from the cache: how many medicines this computer holds (the formulary). */
  savedCount?: number;
}

export const MedicalDbSearchInputSchema = z
  .object({
    kind: z.enum(MEDICAL_DB_KINDS),
    text: z.string().trim().min(1, 'Type at least one letter to search.').max(100),
    limit: z.number().int().min(1).max(DRUGS_AND_LABS_MAX_LIMIT).optional(),
  })
  .strict();
export type MedicalDbSearchInput = z.infer<typeof MedicalDbSearchInputSchema>;

const WEEKLY = /^(once|twice|[1-7] times) a week$/i;

const TIMING_WORDS: [RegExp, Timing][] = [
  [/empty/i, 'empty-stomach'],
  [/before/i, 'before-food'],
  [/after/i, 'after-food'],
  [/with/i, 'with-food'],
  [/bed\s*time|night/i, 'bedtime'],
];

/**
 * The published dosage read as the pad's defaults. ASSUMPTION (the file gives field names and
 * types only): `unit` is the amount per dose ("1") and `unit_name` its unit ("Tablet"),
 * `dosage` the frequency as clinics write it ("1-0-1", "SOS", or words), `days` a number of
 * days, `food` a timing in words ("After Food"). A value that does not read cleanly is left out.
 */
export function drugDefaults(dosage: PublishedDosage | null | undefined): DrugDefaults {
  if (!dosage) return {};
  const defaults: DrugDefaults = {};
  const amount = dosage.unit?.trim();
  const unit = (dosage.unit_name ?? dosage.dosage_form)?.trim().toLowerCase();
  if (amount !== undefined && /^\d{1,4}(?:\.\d{1,3})?$/.test(amount) && unit) {
    defaults.dose = { value: amount, unit: unit.slice(0, 40) };
  }
  const frequency = dosage.dosage?.trim();
  if (frequency !== undefined) {
    if (FREQUENCY_PATTERN.test(frequency))
      defaults.frequency = { kind: 'pattern', pattern: frequency };
    else if (/^(sos|prn)$/i.test(frequency)) defaults.frequency = { kind: 'sos' };
    else if (WEEKLY.test(frequency)) {
      const times = WEEKLY.exec(frequency)?.[1]?.toLowerCase();
      const timesPerWeek = times === 'once' ? 1 : times === 'twice' ? 2 : Number(times);
      defaults.frequency = { kind: 'weekly', timesPerWeek };
    } else if (frequency.length <= 200) defaults.frequency = { kind: 'text', text: frequency };
  }
  const days = dosage.days?.trim();
  if (days !== undefined && /^[1-9]\d{0,2}$/.test(days)) {
    defaults.duration = { value: Number(days), unit: 'days' };
  }
  const food = dosage.food;
  const timing = food === undefined ? undefined : TIMING_WORDS.find(([words]) => words.test(food));
  if (timing) defaults.timing = timing[1];
  return defaults;
}

/** A drug of the answer as the pad shows it. */
export function drugItem(drug: z.output<typeof PublishedDrugSchema>): DrugItem {
  const form = drug.dosage?.dosage_form ?? drug.product_type;
  return {
    kind: 'drug',
    id: drug.id,
    name: drug.name,
    ...(drug.generic_name === undefined ? {} : { genericName: drug.generic_name }),
    ...(drug.manufacturer_name === undefined ? {} : { manufacturer: drug.manufacturer_name }),
    ...(form === undefined ? {} : { form }),
    defaults: drugDefaults(drug.dosage),
  };
}

export function labItem(lab: z.output<typeof PublishedLabTestSchema>): LabItem {
  return {
    kind: 'lab',
    id: lab.id,
    name: lab.name,
    ...(lab.category === undefined ? {} : { category: lab.category }),
    ...(lab.preparation === undefined ? {} : { preparation: lab.preparation }),
  };
}
