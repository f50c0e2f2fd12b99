import {
  ALERTS_MAX,
  type Allergy,
  type AllergyCategory,
  type AllergySeverity,
  type AllergyVerification,
  type PatientAlerts,
} from '../../../../shared/patient-alerts';

/*
 * What the allergies editor does to a patient's alerts, as pure steps (each one the whole list to
 * save), and the add-an-allergy form's draft with its problems in words. A form left half-typed
 * is kept per patient for as long as the window is open, so closing the editor loses nothing.
 */

/** The add-an-allergy form as typed. `category` is '' until chosen (free text is never guessed). */
export interface AllergyDraft {
  substance: string;
  /** Picked from the drugs-and-labs search: the platform's drug id and generic name. */
  drug?: { id: string; genericName?: string };
  category: AllergyCategory | '';
  reaction: string;
  severity: AllergySeverity;
  type: Allergy['type'];
  verification: AllergyVerification;
}

export const EMPTY_DRAFT: AllergyDraft = {
  substance: '',
  category: '',
  reaction: '',
  severity: 'unknown',
  type: 'allergy',
  verification: 'unconfirmed',
};

export const TEXT_MAX = 200;

/** The allergy status as the header and the editor say it. */
export const ALLERGY_STATUS_WORDS: Record<PatientAlerts['allergyStatus'], string> = {
  'not-asked': 'Allergies not recorded',
  'none-known': 'No known drug allergies',
  recorded: 'Allergies recorded:',
};

export type DraftField = 'substance' | 'category' | 'reaction';
export type DraftProblems = Partial<Record<DraftField, string>>;

const drafts = new Map<string, AllergyDraft>();

/** The form as it was left for this patient (empty when nothing was typed). */
export const keptDraft = (patientId: string): AllergyDraft => drafts.get(patientId) ?? EMPTY_DRAFT;

export function keepDraft(patientId: string, draft: AllergyDraft): void {
  drafts.set(patientId, draft);
}

export function forgetDraft(patientId: string): void {
  drafts.delete(patientId);
}

/** What stops the draft from being added, field by field, in words (empty when it can be). */
export function draftProblems(draft: AllergyDraft, alerts: PatientAlerts): DraftProblems {
  const problems: DraftProblems = {};
  const substance = draft.substance.trim();
  if (substance === '') {
    problems.substance = 'Pick the substance from the search, or type it and add it as free text.';
  } else if (substance.length > TEXT_MAX) {
    problems.substance = `The substance is longer than ${TEXT_MAX} characters.`;
  } else if (
    alerts.allergies.some((a) => a.substance.toLocaleLowerCase() === substance.toLocaleLowerCase())
  ) {
    problems.substance = 'This substance is already recorded for the patient.';
  } else if (alerts.allergies.length >= ALERTS_MAX) {
    problems.substance = `At most ${ALERTS_MAX} allergies can be kept for a patient; remove one first.`;
  }
  if (draft.category === '') {
    problems.category =
      'Choose what kind of substance this is: a drug, a food, something around the patient, or other.';
  }
  if (draft.reaction.trim().length > TEXT_MAX) {
    problems.reaction = `The reaction is longer than ${TEXT_MAX} characters.`;
  }
  return problems;
}

/** The allergy the draft describes (call once draftProblems is empty). */
export function allergyOf(draft: AllergyDraft, id: string, at: Date): Allergy {
  const reaction = draft.reaction.trim();
  return {
    id,
    substance: draft.substance.trim(),
    category: draft.category === '' ? 'other' : draft.category,
    ...(draft.drug
      ? {
          drug: {
            id: draft.drug.id,
            ...(draft.drug.genericName ? { genericName: draft.drug.genericName } : {}),
          },
        }
      : {}),
    ...(reaction ? { reaction } : {}),
    severity: draft.severity,
    type: draft.type,
    verification: draft.verification,
    recordedAt: at.toISOString(),
  };
}

/** An allergy added: the status is "recorded" from now on (NKDA no longer holds). */
export function withAllergy(alerts: PatientAlerts, allergy: Allergy): PatientAlerts {
  return { ...alerts, allergyStatus: 'recorded', allergies: [...alerts.allergies, allergy] };
}

/**
 * An allergy removed. The last one removed leaves "not asked", never "no known drug allergies":
 * that is the doctor's to say.
 */
export function withoutAllergy(alerts: PatientAlerts, id: string): PatientAlerts {
  const allergies = alerts.allergies.filter((a) => a.id !== id);
  return {
    ...alerts,
    allergies,
    allergyStatus: allergies.length > 0 ? 'recorded' : 'not-asked',
  };
}

/** The patient was asked and has no known drug allergies (only when none is listed). */
export function withNoKnownAllergies(alerts: PatientAlerts): PatientAlerts {
  return { ...alerts, allergyStatus: 'none-known', allergies: [] };
}

export function withNotAsked(alerts: PatientAlerts): PatientAlerts {
  return { ...alerts, allergyStatus: 'not-asked', allergies: [] };
}

export function withCondition(
  alerts: PatientAlerts,
  condition: { name: string; platformId?: string },
  id: string,
  at: Date,
): PatientAlerts {
  return {
    ...alerts,
    conditions: [
      ...alerts.conditions,
      {
        id,
        name: condition.name.trim(),
        ...(condition.platformId === undefined ? {} : { platformId: condition.platformId }),
        recordedAt: at.toISOString(),
      },
    ],
  };
}

/** Why a condition cannot be added, in words; undefined when it can. */
export function conditionProblem(alerts: PatientAlerts, name: string): string | undefined {
  const wanted = name.trim().toLocaleLowerCase();
  if (wanted === '') return 'Type the condition, or pick it from the search.';
  if (wanted.length > TEXT_MAX) return `The condition is longer than ${TEXT_MAX} characters.`;
  if (alerts.conditions.some((c) => c.name.toLocaleLowerCase() === wanted)) {
    return 'This condition is already recorded for the patient.';
  }
  if (alerts.conditions.length >= ALERTS_MAX) {
    return `At most ${ALERTS_MAX} chronic conditions can be kept for a patient; remove one first.`;
  }
  return undefined;
}

export function withoutCondition(alerts: PatientAlerts, id: string): PatientAlerts {
  return { ...alerts, conditions: alerts.conditions.filter((c) => c.id !== id) };
}
