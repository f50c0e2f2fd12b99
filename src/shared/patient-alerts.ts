import { z } from 'zod';

/*
 * What the doctor must see before prescribing, kept on the patient (sealed on this computer with
 * the patient's record): allergies and intolerances, and the chronic conditions of the medical
 * history. No published platform field holds them: they travel in the printout and the FHIR
 * export only (docs/allergies.md). Nothing here is sent to the platform.
 *
 * "Not asked" and "no known drug allergies" are different answers: a patient whose allergies were
 * never asked is not a patient without allergies.
 */

export const ALLERGY_CATEGORIES = ['drug', 'food', 'environment', 'other'] as const;
export type AllergyCategory = (typeof ALLERGY_CATEGORIES)[number];

export const ALLERGY_SEVERITIES = ['mild', 'moderate', 'severe', 'unknown'] as const;
export type AllergySeverity = (typeof ALLERGY_SEVERITIES)[number];

/** `not-asked`: nothing recorded yet; `none-known`: asked, no known drug allergies (NKDA). */
export const ALLERGY_STATUSES = ['not-asked', 'none-known', 'recorded'] as const;
export type AllergyStatus = (typeof ALLERGY_STATUSES)[number];

/** How sure the record is (FHIR AllergyIntolerance.verificationStatus). */
export const ALLERGY_VERIFICATIONS = ['unconfirmed', 'confirmed'] as const;
export type AllergyVerification = (typeof ALLERGY_VERIFICATIONS)[number];

export const AllergySchema = z
  .object({
    /** Local id (UUID), stable across edits. */
    id: z.string().min(1).max(64),
    /** As the doctor wrote or picked it: "Penicillin", "Augmentin", "Peanuts". */
    substance: z
      .string()
      .trim()
      .min(1, 'Name the substance.')
      .max(200, 'The substance is longer than 200 characters.'),
    category: z.enum(ALLERGY_CATEGORIES),
    /**
     * When picked from the drugs-and-labs search: the platform's drug id, its generic name(s) and
     * its `action_class`, so the checks can match by ingredient and class.
     */
    drug: z
      .object({
        id: z.string().max(200).optional(),
        genericName: z.string().max(300).optional(),
        actionClass: z.string().max(200).optional(),
      })
      .strict()
      .optional(),
    /** What happened: "rash", "anaphylaxis". */
    reaction: z.string().trim().max(200, 'The reaction is longer than 200 characters.').optional(),
    severity: z.enum(ALLERGY_SEVERITIES).default('unknown'),
    /** `intolerance` (not immune: gastric upset) or `allergy`; FHIR AllergyIntolerance.type. */
    type: z.enum(['allergy', 'intolerance']).default('allergy'),
    /**
     * How sure: `unconfirmed` (the patient's or family's word, the usual case) or `confirmed`
     * (seen by a doctor, tested or re-challenged). Absent reads as unconfirmed: a report is never
     * promoted to a confirmation. FHIR AllergyIntolerance.verificationStatus.
     */
    verification: z.enum(ALLERGY_VERIFICATIONS).optional(),
    recordedAt: z.iso.datetime({ offset: true }),
  })
  .strict();
export type Allergy = z.output<typeof AllergySchema>;

export const ChronicConditionSchema = z
  .object({
    id: z.string().min(1).max(64),
    /** "Type 2 diabetes mellitus", "Hypertension". */
    name: z
      .string()
      .trim()
      .min(1, 'Name the condition.')
      .max(200, 'The condition is longer than 200 characters.'),
    /** The platform's condition id, when picked from its search. */
    platformId: z.string().max(200).optional(),
    /** Free text: "since 2019", "on insulin". */
    note: z.string().trim().max(500, 'The note is longer than 500 characters.').optional(),
    recordedAt: z.iso.datetime({ offset: true }),
  })
  .strict();
export type ChronicCondition = z.output<typeof ChronicConditionSchema>;

/** How many allergies, and how many chronic conditions, a patient may have on record. */
export const ALERTS_MAX = 50;

export const PatientAlertsSchema = z
  .object({
    allergyStatus: z.enum(ALLERGY_STATUSES).default('not-asked'),
    allergies: z
      .array(AllergySchema)
      .max(
        ALERTS_MAX,
        `At most ${ALERTS_MAX} allergies can be kept for a patient; remove one first.`,
      )
      .default([]),
    conditions: z
      .array(ChronicConditionSchema)
      .max(
        ALERTS_MAX,
        `At most ${ALERTS_MAX} chronic conditions can be kept for a patient; remove one first.`,
      )
      .default([]),
    updatedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .strict()
  .superRefine((alerts, context) => {
    if (alerts.allergyStatus !== 'recorded' && alerts.allergies.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['allergyStatus'],
        message: 'Allergies are listed: the status must be "recorded".',
      });
    }
    if (alerts.allergyStatus === 'recorded' && alerts.allergies.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['allergies'],
        message: 'Record at least one allergy, or choose "No known drug allergies".',
      });
    }
  });
export type PatientAlerts = z.output<typeof PatientAlertsSchema>;

/** A patient with nothing recorded. */
export const NO_ALERTS: PatientAlerts = {
  allergyStatus: 'not-asked',
  allergies: [],
  conditions: [],
};

/** The allergy line as the header and the printout say it. */
export function allergyStatusWords(alerts: PatientAlerts): string {
  switch (alerts.allergyStatus) {
    case 'not-asked':
      return 'Allergies not recorded';
    case 'none-known':
      return 'No known drug allergies';
    case 'recorded':
      return `Allergies: ${alerts.allergies.map((a) => a.substance).join(', ')}`;
  }
}

/**
 * The alerts a pad carries (`pad:alerts`): the ones kept when it was finalized, or the patient's
 * today (a draft, or a pad finalized before they were kept). `alerts` is absent for a pad of no
 * patient.
 */
export interface PadAlertsView {
  alerts?: PatientAlerts;
  asOf: 'finalize' | 'today';
}
