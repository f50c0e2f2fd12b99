import type { z } from 'zod';
import {
  DoctorGetInputSchema,
  DoctorRefreshInputSchema,
  SetRegistrationsInputSchema,
  type DoctorView,
} from '../../doctor-view';
import type { DOCTOR_METHODS } from '../channels/doctor';

export const doctorArgs = {
  'doctor:get-profile': DoctorGetInputSchema,
  'doctor:refresh': DoctorRefreshInputSchema,
  'doctor:set-registrations': SetRegistrationsInputSchema,
} as const satisfies Record<keyof typeof DOCTOR_METHODS, z.ZodType>;

export interface DoctorResults {
  'doctor:get-profile': DoctorView;
  'doctor:refresh': DoctorView;
  'doctor:set-registrations': DoctorView;
}

/** This feature pushes no events. */
export type DoctorEvents = Record<never, never>;
