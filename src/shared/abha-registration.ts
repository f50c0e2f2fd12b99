import { z } from 'zod';
import { AADHAAR_PROBLEMS, aadhaarProblem } from './aadhaar';

/*
 * ABHA registration started from a patient (abdm-registration.json): consent, Aadhaar OTP,
 * mobile OTP where the platform asks for it, an ABHA address, created. The views and inputs the
 * renderer and the core share. The Aadhaar number crosses once (the start) and is kept nowhere.
 */

/** Which version of the declaration was shown; recorded with the time it was accepted. */
export const ABHA_CONSENT_VERSION = 'abdm-aadhaar-abha-consent-2024' as const;

/** The declaration ABDM requires before an Aadhaar number is used to create an ABHA. */
export const ABHA_CONSENT_TEXT: readonly string[] = [
  'I hereby declare that I am voluntarily sharing my Aadhaar number and demographic information issued by UIDAI with the National Health Authority (NHA) for the sole purpose of creating my ABHA number.',
  'I understand that my ABHA number can be used and shared for purposes notified by ABDM from time to time, including the provision of healthcare services. I am aware that my personal identifiable information (name, address, age, date of birth, gender and photograph) may be made available to entities working in the National Digital Health Ecosystem (NDHE), such as healthcare professionals (for example doctors), facilities (for example hospitals and laboratories) and data fiduciaries (for example health programmes) registered with or linked to ABDM.',
  'I authorise NHA to use my Aadhaar number for Aadhaar-based authentication with UIDAI under the Aadhaar Act, 2016, for the purpose above. I understand that UIDAI will share my e-KYC details, or a response of "Yes", with NHA upon successful authentication.',
  'I have been told about the option of using other IDs apart from Aadhaar; I consciously choose to use my Aadhaar number. My personal identifiable information, excluding the Aadhaar number, can be used and shared for the purposes above. I may revoke this consent at any time under the Aadhaar Act and Regulations.',
];

/** The one-time passwords the embedded sandbox accepts, shown as a hint only when it is in use. */
export const SANDBOX_OTPS = { aadhaar: '123456', mobile: '654321' } as const;

/** How long the platform is assumed to want between two sends of an OTP (none is published). */
export const OTP_RESEND_WAIT_MS = 60_000;
/** Wrong OTPs accepted per transaction before the platform refuses the transaction. */
export const OTP_MAX_ATTEMPTS = 3;

export type RegistrationStep = 'otp' | 'mobile' | 'address' | 'done';

/** An ABHA address as people type it: `name@abdm` or just `name`. 8-18 characters before the @. */
export function abhaAddressProblem(text: string): string | undefined {
  const name = text
    .trim()
    .toLowerCase()
    .replace(/@abdm$/, '');
  if (name === '') return 'Type an ABHA address or choose a suggestion.';
  if (!/^[a-z0-9._]+$/.test(name))
    return 'An ABHA address has letters, digits, dots and underscores only.';
  if (name.length < 8 || name.length > 18)
    return 'An ABHA address has 8 to 18 characters before @abdm.';
  if (/^[._]|[._]$/.test(name))
    return 'An ABHA address cannot start or end with a dot or underscore.';
  return undefined;
}

/** `name@abdm`, lower case. */
export function fullAbhaAddress(text: string): string {
  return `${text
    .trim()
    .toLowerCase()
    .replace(/@abdm$/, '')}@abdm`;
}

/** "XX-XXXX-XXXX-1234": an ABHA number with only its last four digits shown. */
export function maskAbhaNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `XX-XXXX-XXXX-${digits.slice(-4).padStart(4, 'X')}`;
}

/** Where a patient's registration stands, as the screen shows it (never the Aadhaar number). */
export interface RegistrationView {
  patientId: string;
  step: RegistrationStep;
  maskedAadhaar: string;
  /** The platform's sentence about the last OTP sent (it masks the mobile number itself). */
  hint: string;
  /** When another OTP may be asked for (ms since the epoch). */
  resendAt: number;
  attemptsLeft: number;
  /** The mobile number given for ABHA communication, once given (kept typed while resuming). */
  mobile?: string;
  suggestions: string[];
  /** Shown only with the embedded sandbox, so a first-time user can try the flow. */
  trialOtp?: string;
  /** When the flow is forgotten if nothing more happens (ms since the epoch). */
  expiresAt: number;
  /** The created ABHA, once done. */
  abhaNumber?: string;
  abhaAddress?: string;
}

const PatientId = z.string().min(1).max(100);

export const RegistrationStartSchema = z
  .object({
    patientId: PatientId,
    consentVersion: z.literal(ABHA_CONSENT_VERSION, {
      message: 'The patient must accept the ABDM declaration first.',
    }),
    aadhaar_number: z.string().superRefine((value, ctx) => {
      const problem = aadhaarProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: AADHAAR_PROBLEMS[problem], input: '' });
    }),
  })
  .strict();

export const PatientOnlySchema = z.object({ patientId: PatientId }).strict();

export const OtpInputSchema = z
  .object({
    patientId: PatientId,
    otp: z
      .string()
      .transform((text) => text.replace(/\s/g, ''))
      .refine((text) => /^\d{6}$/.test(text), 'The OTP has 6 digits.'),
  })
  .strict();

export const AadhaarOtpInputSchema = OtpInputSchema.extend({
  mobile: z
    .string()
    .transform((text) => text.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''))
    .refine(
      (text) => /^[6-9]\d{9}$/.test(text),
      'Give a 10-digit mobile number starting with 6, 7, 8 or 9.',
    ),
}).strict();

export const AddressInputSchema = z
  .object({
    patientId: PatientId,
    address: z.string().superRefine((value, ctx) => {
      const problem = abhaAddressProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  })
  .strict();

export interface AddressCheckView {
  address: string;
  available: boolean;
}

/* The platform's answers, read tolerantly (only what the app needs). */

export const OtpSentAnswerSchema = z.object({
  txn_id: z.string().min(1),
  hint: z.string().nullish(),
});

const ProfileSchema = z.object({
  abha_number: z.string().nullish(),
  abha_address: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  middle_name: z.string().nullish(),
  year_of_birth: z.number().int().nullish(),
  month_of_birth: z.number().int().nullish(),
  day_of_birth: z.number().int().nullish(),
});

/**
 * VerifyResponse / VerifyResponseType2. The file requires no field: without `txn_id` the flow
 * keeps its own; without `skip_state`, a profile naming an ABHA address means the patient has one
 * (`abha_end`), otherwise the address is to be created (`abha_create`).
 */
export const VerifyAnswerSchema = z
  .object({
    txn_id: z.string().min(1).nullish(),
    skip_state: z.enum(['abha_end', 'confirm_mobile_otp', 'abha_select', 'abha_create']).nullish(),
    hint: z.string().nullish(),
    profile: ProfileSchema.nullish(),
    abha_profiles: z.array(z.object({ abha_address: z.string().nullish() })).nullish(),
  })
  .transform((answer) => ({
    ...answer,
    skip_state: answer.skip_state ?? (answer.profile?.abha_address ? 'abha_end' : 'abha_create'),
  }));
export type VerifyAnswer = z.output<typeof VerifyAnswerSchema>;

export const SuggestAnswerSchema = z.object({
  suggestions: z.array(z.string()).nullish(),
});

export const ExistsAnswerSchema = z.object({ exists: z.boolean() });

export const CreateAnswerSchema = z.object({
  txn_id: z.string().nullish(),
  profile: ProfileSchema.extend({ abha_address: z.string().min(1) }),
});
