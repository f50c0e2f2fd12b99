import type { AllergyCategory, AllergySeverity } from '../patient-alerts';
import type { SuggestedMedicine } from './suggestion-medicine';
import type { SinceReading } from './suggestion-since';

/*
 * The shapes of the scribe's suggestions (what suggestions.ts reads from a result). Each kind
 * names where an accepted one goes (apply-suggestion.ts, apply-alert.ts):
 *
 *   symptom, diagnosis, examination   a finding on the pad (Since in its Since group)
 *   ruled-out                         a diagnosis on the pad marked ruled out, never as found
 *   vital                             the pad's vital
 *   allergy, history                  the patient's alerts (allergies, chronic conditions)
 *   medicine                          a medicine on the pad (decided one by one)
 *   investigation, advice, follow-up  the pad's plan
 *   procedure                         a procedure done, or one advised (advice, or dated later)
 *   note                              the pad's notes, under its section
 */

/** The passage of the transcript an item came from; offsets where it occurs there verbatim. */
export interface Evidence {
  text: string;
  start?: number;
  end?: number;
}

export type SuggestedSince = SinceReading;

/**
 * How sure a suggested diagnosis is, when not confirmed (FHIR condition-ver-status): provisional
 * (the platform's "suspected", "unconfirmed" and "provisional") or one of a differential.
 */
export type DiagnosisVerification = 'provisional' | 'differential';

export type AllergyType = 'allergy' | 'intolerance';

interface Base {
  /** Stable: derived from the result, so reading it again gives the same id. */
  id: string;
  evidence?: Evidence;
}

export type ScribeSuggestion =
  | (Base & {
      kind: 'symptom';
      name: string;
      platformId?: string;
      since?: SuggestedSince;
      note?: string;
    })
  | (Base & {
      kind: 'diagnosis';
      name: string;
      platformId?: string;
      since?: SuggestedSince;
      note?: string;
      /** Absent: confirmed, as before. */
      verification?: DiagnosisVerification;
    })
  | (Base & { kind: 'ruled-out'; name: string; platformId?: string; note?: string })
  | (Base & { kind: 'examination'; name: string; platformId?: string; note?: string })
  | (Base & {
      kind: 'vital';
      vitalId?: string;
      name: string;
      value: string;
      unit?: string;
      /** Asked before it is accepted (systolic not above diastolic); see suggestion-vitals.ts. */
      question?: string;
    })
  | (Base & {
      kind: 'allergy';
      substance: string;
      category: AllergyCategory;
      /** The record named no category: kept as "other", and the review says so. */
      categoryNotSaid?: true;
      /** Undefined when the record says one thing and its words another: the doctor picks. */
      type?: AllergyType;
      /** Why the type is asked, in words. */
      typeQuestion?: string;
      reaction?: string;
      severity: AllergySeverity;
      /** The platform's drug id, for a medication allergy coded in its drug database. */
      drugId?: string;
    })
  | (Base & { kind: 'history'; name: string; platformId?: string; note?: string })
  | (Base & { kind: 'medicine'; medicine: SuggestedMedicine })
  | (Base & { kind: 'investigation'; name: string; labId?: string; note?: string })
  | (Base & {
      kind: 'procedure';
      name: string;
      platformId?: string;
      /** Advised (planned, requested), not done. */
      advised: boolean;
      /** The day it was done, or is advised for (YYYY-MM-DD). */
      date?: string;
      note?: string;
    })
  | (Base & { kind: 'advice'; text: string })
  | (Base & { kind: 'follow-up'; date?: string; afterDays?: number; note?: string })
  | (Base & { kind: 'note'; section: string; text: string });

export type ScribeSuggestionKind = ScribeSuggestion['kind'];

/** The order the review shows them in: the pad's sections, the patient's alerts before medicines. */
export const SUGGESTION_KINDS: readonly ScribeSuggestionKind[] = [
  'symptom',
  'diagnosis',
  'ruled-out',
  'examination',
  'vital',
  'allergy',
  'history',
  'medicine',
  'investigation',
  'procedure',
  'advice',
  'follow-up',
  'note',
];

/** A suggestion without its id (what each entry gives, before it is named). */
export type SuggestionContent = {
  [K in ScribeSuggestionKind]: Omit<Extract<ScribeSuggestion, { kind: K }>, 'id'>;
}[ScribeSuggestionKind];
