import type { Allergy, ChronicCondition, PatientAlerts } from '../patient-alerts';

/*
 * The patient's allergies and chronic conditions as a printout says them, near the patient's
 * details (docs/allergies.md). "Not asked" and "no known drug allergies" print differently: a
 * pharmacist reading "Allergies: not recorded" knows nobody asked.
 */

export interface PrintoutAlerts {
  /** "Allergies: Penicillin (rash, severe)", "NKDA: no known drug allergies", "Allergies: not recorded". */
  allergies: string;
  /** Whether any allergy is severe (the line is set apart, its words already say so). */
  severe: boolean;
  /** "Chronic conditions: Hypertension (since 2019); Type 2 diabetes mellitus", when any. */
  conditions?: string;
}

/** What a severity adds to an allergy's words; an unknown one adds nothing. */
const SEVERITY_WORDS: Record<Allergy['severity'], string | undefined> = {
  mild: 'mild',
  moderate: 'moderate',
  severe: 'severe',
  unknown: undefined,
};

/** "Penicillin (rash, severe)", "Lactose (intolerance, bloating)", "Peanuts". */
export function allergyText(allergy: Allergy): string {
  const details = [
    allergy.type === 'intolerance' ? 'intolerance' : undefined,
    allergy.reaction?.trim() || undefined,
    SEVERITY_WORDS[allergy.severity],
  ].filter((part): part is string => part !== undefined);
  return details.length === 0 ? allergy.substance : `${allergy.substance} (${details.join(', ')})`;
}

/** "Hypertension (since 2019)", "Asthma". */
export function conditionText(condition: ChronicCondition): string {
  const note = condition.note?.trim();
  return note ? `${condition.name} (${note})` : condition.name;
}

export const ALLERGIES_NOT_RECORDED = 'Allergies: not recorded';
export const NKDA_LINE = 'NKDA: no known drug allergies';

export function printoutAlerts(alerts: PatientAlerts): PrintoutAlerts {
  const allergies =
    alerts.allergyStatus === 'none-known'
      ? NKDA_LINE
      : alerts.allergyStatus === 'recorded' && alerts.allergies.length > 0
        ? `Allergies: ${alerts.allergies.map(allergyText).join('; ')}`
        : ALLERGIES_NOT_RECORDED;
  return {
    allergies,
    severe:
      alerts.allergyStatus === 'recorded' && alerts.allergies.some((a) => a.severity === 'severe'),
    ...(alerts.conditions.length > 0
      ? { conditions: `Chronic conditions: ${alerts.conditions.map(conditionText).join('; ')}` }
      : {}),
  };
}
