import type { z } from 'zod';
import { AadhaarInitInputSchema, type AadhaarInitResult } from '../../abdm';
import {
  AadhaarOtpInputSchema,
  AddressInputSchema,
  OtpInputSchema,
  PatientOnlySchema,
  RegistrationStartSchema,
  type AddressCheckView,
  type RegistrationView,
} from '../../abha-registration';
import type { ABDM_METHODS } from '../channels/abdm';
import { lazyArgs } from '../lazy-args';

export const abdmArgs = lazyArgs({
  'abdm:aadhaar-init': () => AadhaarInitInputSchema.strict(),
  'abdm:registration-get': () => PatientOnlySchema,
  'abdm:registration-start': () => RegistrationStartSchema,
  'abdm:registration-verify-otp': () => AadhaarOtpInputSchema,
  'abdm:registration-verify-mobile': () => OtpInputSchema,
  'abdm:registration-resend': () => PatientOnlySchema,
  'abdm:registration-check-address': () => AddressInputSchema,
  'abdm:registration-create': () => AddressInputSchema,
  'abdm:registration-cancel': () => PatientOnlySchema,
} satisfies Record<keyof typeof ABDM_METHODS, () => z.ZodType>);

export interface AbdmResults {
  'abdm:aadhaar-init': AadhaarInitResult;
  /** The patient's registration in progress, or null when there is none. */
  'abdm:registration-get': RegistrationView | null;
  'abdm:registration-start': RegistrationView;
  'abdm:registration-verify-otp': RegistrationView;
  'abdm:registration-verify-mobile': RegistrationView;
  'abdm:registration-resend': RegistrationView;
  'abdm:registration-check-address': AddressCheckView;
  'abdm:registration-create': RegistrationView;
  'abdm:registration-cancel': null;
}

/** This feature pushes no events. */
export type AbdmEvents = Record<never, never>;
