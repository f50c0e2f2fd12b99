import type { z } from 'zod';
import {
  DoctorGetInputSchema,
  DoctorRefreshInputSchema,
  SetRegistrationsInputSchema,
  type DoctorView,
} from '../../doctor-view';
import { SignatureInputSchema, type SignatureView } from '../../signature-image';
import type { DOCTOR_METHODS } from '../channels/doctor';
import { noArgs } from './common';
import { lazyArgs } from '../lazy-args';

export const doctorArgs = lazyArgs({
  'doctor:get-profile': () => DoctorGetInputSchema,
  'doctor:refresh': () => DoctorRefreshInputSchema,
  'doctor:set-registrations': () => SetRegistrationsInputSchema,
  'doctor:get-signature': () => noArgs,
  'doctor:set-signature': () => SignatureInputSchema,
  'doctor:remove-signature': () => noArgs,
} satisfies Record<keyof typeof DOCTOR_METHODS, () => z.ZodType>);

export interface DoctorResults {
  'doctor:get-profile': DoctorView;
  'doctor:refresh': DoctorView;
  'doctor:set-registrations': DoctorView;
  'doctor:get-signature': SignatureView;
  'doctor:set-signature': SignatureView;
  'doctor:remove-signature': SignatureView;
}

/** This feature pushes no events. */
export type DoctorEvents = Record<never, never>;
