import {
  PatientAlertsSchema,
  type Allergy,
  type ChronicCondition,
  type PatientAlerts,
} from '../patient-alerts';
import type { AllergyType, ScribeSuggestion } from './suggestion-types';

/*
 * An accepted allergy or history suggestion written into the patient's alerts (kept sealed with
 * the patient's record; patient-alerts.ts). An allergy makes the allergy status "recorded", even
 * where it was "not asked" or "no known drug allergies": the doctor has just accepted one. What
 * is already there (the same substance, the same condition, by name) is not written twice.
 */

/** The most allergies and conditions the alerts keep (PatientAlertsSchema). */
export const ALERTS_MAX = 50;

export interface AlertOptions {
  newId: () => string;
  /** Now, as an ISO date-time: when it was recorded. */
  now: string;
  /** The doctor's wording of the substance or condition (an edited suggestion). */
  text?: string;
  /** The doctor's answer when the record and its words disagree on allergy or intolerance. */
  allergyType?: AllergyType;
}

export type AlertApplied =
  { ok: true; alerts: PatientAlerts; added: boolean } | { ok: false; reason: string };

export const TYPE_NOT_CHOSEN = 'Choose whether this is an allergy or an intolerance.';
export const ALLERGIES_FULL = `The patient already has ${ALERTS_MAX} allergies recorded, the most kept: remove one in the patient's alerts first.`;
export const CONDITIONS_FULL = `The patient already has ${ALERTS_MAX} conditions recorded, the most kept: remove one in the patient's alerts first.`;

/** The longest substance or condition name the alerts keep. */
const NAME_MAX = 200;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function checked(alerts: PatientAlerts): AlertApplied {
  const parsed = PatientAlertsSchema.safeParse(alerts);
  if (parsed.success) return { ok: true, alerts: parsed.data, added: true };
  const problem = parsed.error.issues[0]?.message ?? 'it does not fit';
  return { ok: false, reason: `The patient's alerts could not take this: ${problem}` };
}

type AlertSuggestion = Extract<ScribeSuggestion, { kind: 'allergy' | 'history' }>;

export function applyToAlerts(
  alerts: PatientAlerts,
  s: AlertSuggestion,
  o: AlertOptions,
): AlertApplied {
  const text = o.text?.trim() || undefined;
  if (text !== undefined && text.length > NAME_MAX) {
    return {
      ok: false,
      reason: `These words are longer than the alerts keep (${NAME_MAX} characters): shorten them.`,
    };
  }
  if (s.kind === 'history') {
    const name = text ?? s.name;
    if (alerts.conditions.some((c) => same(c.name, name)))
      return { ok: true, alerts, added: false };
    if (alerts.conditions.length >= ALERTS_MAX) return { ok: false, reason: CONDITIONS_FULL };
    const condition: ChronicCondition = {
      id: o.newId(),
      name,
      ...(s.platformId && !text ? { platformId: s.platformId } : {}),
      ...(s.note ? { note: s.note } : {}),
      recordedAt: o.now,
    };
    return checked({ ...alerts, conditions: [...alerts.conditions, condition] });
  }
  const type = o.allergyType ?? s.type;
  if (type === undefined) return { ok: false, reason: s.typeQuestion ?? TYPE_NOT_CHOSEN };
  const substance = text ?? s.substance;
  if (alerts.allergies.some((a) => same(a.substance, substance))) {
    return { ok: true, alerts, added: false };
  }
  if (alerts.allergies.length >= ALERTS_MAX) return { ok: false, reason: ALLERGIES_FULL };
  const allergy: Allergy = {
    id: o.newId(),
    substance,
    category: s.category,
    ...(s.drugId && !text ? { drug: { id: s.drugId } } : {}),
    ...(s.reaction ? { reaction: s.reaction } : {}),
    severity: s.severity,
    type,
    recordedAt: o.now,
  };
  return checked({
    ...alerts,
    allergyStatus: 'recorded',
    allergies: [...alerts.allergies, allergy],
  });
}
