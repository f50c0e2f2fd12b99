import type { PATIENTS_METHODS } from '../channels/patients';
import type { z } from 'zod';
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
} as const satisfies Record<keyof typeof PATIENTS_METHODS, z.ZodType>;

export interface PatientsResults {
  'patients:search': PatientSearchView;
  'patients:create': PatientView;
  'patients:get': PatientView;
}

export interface PatientsEvents {
  /** A patient was created or reached the platform (its platform id is known): read it again. */
  'patients:changed': { id: string };
}
