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

export const patientsArgs = {
  'patients:search': PatientSearchInputSchema,
  'patients:create': PatientInputSchema,
  'patients:get': PatientIdInputSchema,
  'patients:get-extras': PatientIdInputSchema,
  // The rules are checked in the core, which reports every violation on its own key.
  'patients:save-extras': z
    .object({ id: z.string().min(1).max(100), extras: z.unknown() })
    .strict(),
} as const satisfies Record<keyof typeof PATIENTS_METHODS, z.ZodType>;

export interface PatientsResults {
  'patients:search': PatientSearchView;
  'patients:create': PatientView;
  'patients:get': PatientView;
  /** The patient's EMR profile extras, as saved here (and sent to the platform's profile). */
  'patients:get-extras': ProfileExtrasView;
  'patients:save-extras': ProfileExtrasView;
}

export interface PatientsEvents {
  /** A patient was created or reached the platform (its platform id is known): read it again. */
  'patients:changed': { id: string };
}
