import { z } from 'zod';
import type { Allergy, AllergyStatus } from '../patient-alerts';

/*
 * Checks at the point of prescribing (docs/prescribing-checks.md). A check reads the patient in
 * front of the doctor and the pad's medicines, and returns warnings in words. A warning never
 * blocks typing; an unacknowledged warning blocks Finalize until the line changes (the warning
 * goes, or comes back with a new id) or the doctor overrides it with a reason.
 */

/** The patient as the checks need them: from the patient's record, today's vitals and the pad. */
export interface PrescribingPatient {
  /** Age in whole days on the pad's day, when known (from the date of birth). */
  ageDays?: number | undefined;
  /** Age in whole years, when known (from the date of birth or as given). */
  ageYears?: number | undefined;
  sex?: 'male' | 'female' | 'other' | undefined;
  /** Weight in kg from today's vitals, when written. */
  weightKg?: number | undefined;
  /** Marked pregnant on this pad. */
  pregnant?: boolean | undefined;
  allergyStatus: AllergyStatus;
  allergies: readonly Allergy[];
}

export const CHECK_RULES = [
  'allergy',
  'duplicate',
  'interaction',
  'child-dose',
  'adult-max-dose',
  'adult-strength',
  'pregnancy',
  'weight-needed',
] as const;
export type CheckRule = (typeof CHECK_RULES)[number];

export interface CheckSource {
  /** "WHO Model Formulary for Children 2010, Paracetamol". */
  title: string;
  url: string;
}

export interface PrescribingWarning {
  /**
   * Stable while the lines it is about are unchanged; a change to any of those lines (name, dose,
   * frequency, duration, route) gives a new id, so an override given before no longer applies.
   */
  id: string;
  rule: CheckRule;
  /** `avoid`: do not give unless sure; `caution`: check the line. */
  level: 'avoid' | 'caution';
  /** The pad medicines (local ids) the warning is about; the first is the row it shows beside. */
  medicineIds: readonly string[];
  /** One sentence for the doctor: "Amoxicillin is a penicillin; allergy recorded: Penicillin (rash)." */
  words: string;
  /** Why, in words: the rule and the numbers it used. */
  reason: string;
  source: CheckSource;
}

/** An override the doctor gave: kept with the record as audit data, printed nowhere. */
export const CheckOverrideSchema = z
  .object({
    warningId: z.string().min(1).max(500),
    /** The warning's words when overridden, so the audit reads without the tables. */
    words: z.string().max(1000),
    reason: z.string().trim().min(1, 'Give a reason for going ahead.').max(500),
    at: z.iso.datetime({ offset: true }),
  })
  .strict();
export type CheckOverride = z.output<typeof CheckOverrideSchema>;
