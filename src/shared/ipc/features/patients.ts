import type { PATIENTS_METHODS } from '../channels/patients';
import { z } from 'zod';
import type { ProfileExtrasView } from '../../settings';
import {
  PatientIdInputSchema,
  PatientInputSchema,
  PatientSearchInputSchema,
  type PatientSearchView,
  type PatientView,
} from '../../patients-view';
import { PatientAlertsSchema, type PatientAlerts } from '../../patient-alerts';
import {
  PatientPrintLanguageInputSchema,
  type PatientPrintLanguageView,
} from '../../print-language-view';
import { lazyArgs } from '../lazy-args';

export const patientsArgs = lazyArgs({
  'patients:search': () => PatientSearchInputSchema,
  'patients:create': () => PatientInputSchema,
  'patients:get': () => PatientIdInputSchema,
  'patients:get-extras': () => PatientIdInputSchema,
  // The rules are checked in the core, which reports every violation on its own key.
  'patients:save-extras': () =>
    z.object({ id: z.string().min(1).max(100), extras: z.unknown() }).strict(),
  'patients:get-alerts': () => PatientIdInputSchema,
  // Allergies, their status and chronic conditions: the whole list, saved at once (sealed here).
  'patients:save-alerts': () =>
    z.object({ id: z.string().min(1).max(100), alerts: PatientAlertsSchema }).strict(),
  'patients:get-print-language': () => PatientIdInputSchema,
  // null: the doctor's default from now on.
  'patients:save-print-language': () => PatientPrintLanguageInputSchema,
} satisfies Record<keyof typeof PATIENTS_METHODS, () => z.ZodType>);

export interface PatientsResults {
  'patients:search': PatientSearchView;
  'patients:create': PatientView;
  'patients:get': PatientView;
  /** The patient's EMR profile extras, as saved here (and sent to the platform's profile). */
  'patients:get-extras': ProfileExtrasView;
  'patients:save-extras': ProfileExtrasView;
  /** Allergies and chronic conditions, kept on this computer only (never sent). */
  'patients:get-alerts': PatientAlerts;
  'patients:save-alerts': PatientAlerts;
  /** The language of the patient's printout: their own (sealed with the patient), or the default. */
  'patients:get-print-language': PatientPrintLanguageView;
  'patients:save-print-language': PatientPrintLanguageView;
}

export interface PatientsEvents {
  /** A patient was created or reached the platform (its platform id is known): read it again. */
  'patients:changed': { id: string };
}
