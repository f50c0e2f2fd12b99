import { z } from 'zod';
import { platformAge, yearsText } from './age';

/*
 * Patients as the renderer sees them through the IPC contract. The platform's own shapes (the
 * patient directory's answers) are read elsewhere; these are the app's.
 */

export const SEXES = ['female', 'male', 'other'] as const;
export type Sex = (typeof SEXES)[number];
export const SEX_WORDS: Record<Sex, string> = { female: 'Female', male: 'Male', other: 'Other' };

/** An Indian mobile number: 10 digits starting 6-9, written with or without +91 / 0 and spaces. */
export function normaliseMobile(text: string): string | undefined {
  const digits = text.replace(/[\s-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : undefined;
}

/** An ABHA number: 14 digits, shown as XX-XXXX-XXXX-XXXX. */
export function normaliseAbhaNumber(text: string): string | undefined {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{14}$/.test(digits)
    ? `${digits.slice(0, 2)}-${digits.slice(2, 6)}-${digits.slice(6, 10)}-${digits.slice(10)}`
    : undefined;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date that exists (2025-02-30 does not). */
export function isRealDate(text: string): boolean {
  if (!isoDate.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A new patient as the front desk or the doctor types them. */
export const PatientInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Type the patient’s name.')
      .max(100, 'The name is longer than 100 characters.'),
    sex: z.enum(SEXES, { message: 'Choose female, male or other.' }),
    /** Year-month-day. Either this or `ageYears`. */
    birthDate: z.string().refine(isRealDate, 'The date of birth is not a real date.').optional(),
    /** When the date of birth is not known. */
    ageYears: z
      .number()
      .int('Give the age in whole years.')
      .min(0, 'The age cannot be negative.')
      .max(130, 'The age is more than 130 years.')
      .optional(),
    mobile: z
      .string()
      .max(20)
      .transform((text, context) => {
        if (text.trim() === '') return undefined;
        const mobile = normaliseMobile(text);
        if (!mobile) {
          context.addIssue({
            code: 'custom',
            message: 'A mobile number has 10 digits and starts with 6, 7, 8 or 9.',
          });
          return z.NEVER;
        }
        return mobile;
      })
      .optional(),
    uhid: z.string().trim().max(50, 'The UHID is longer than 50 characters.').optional(),
    abhaNumber: z
      .string()
      .max(20)
      .transform((text, context) => {
        if (text.trim() === '') return undefined;
        const abha = normaliseAbhaNumber(text);
        if (!abha) {
          context.addIssue({ code: 'custom', message: 'An ABHA number has 14 digits.' });
          return z.NEVER;
        }
        return abha;
      })
      .optional(),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.birthDate === undefined && input.ageYears === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['birthDate'],
        message: 'Give the date of birth, or the age in years.',
      });
    }
  });
export type PatientInput = z.input<typeof PatientInputSchema>;
export type PatientFields = z.output<typeof PatientInputSchema>;

/**
 * Where a patient record stands with the platform: `sent` for patients read from the directory or
 * created there; a patient created on this computer waits (`waiting`, `sending`) until it is.
 */
export type PatientDelivery = 'waiting' | 'sending' | 'sent' | 'rejected' | 'dead' | 'discarded';

export interface PatientView {
  /** The app's id of the patient (stable even before the platform has it). */
  id: string;
  /** The platform's id, once the platform has the patient. */
  platformId?: string;
  name: string;
  sex: Sex;
  birthDate?: string;
  /** Age in whole years on the day asked (from the date of birth, or as given). */
  ageYears?: number;
  /** The age as the platform writes it: "34 Years", "5 Years 3 Months", "8 Months", "12 Days". */
  ageText: string;
  mobile?: string;
  uhid?: string;
  abhaNumber?: string;
  /** The patient's ABHA address (`name@abdm`), once created or known. */
  abhaAddress?: string;
  /** When the patient accepted ABDM's declaration for creating an ABHA with Aadhaar. */
  abhaConsentAt?: string;
  delivery: PatientDelivery;
  /** Why the platform refused the patient, when it did. */
  lastError?: string;
}

export const PatientSearchInputSchema = z
  .object({
    /** A name, a mobile number, a UHID or an ABHA number. */
    text: z.string().trim().min(1, 'Type a name, mobile number, UHID or ABHA number.').max(100),
    limit: z.number().int().min(1).max(50).optional(),
  })
  .strict();

export interface PatientSearchView {
  patients: PatientView[];
  /** `platform`: searched live (and saved); `saved`: offline, from the patients saved here. */
  source: 'platform' | 'saved';
  /** Why the platform was not searched, in words (offline, refused...). */
  problem?: string;
}

export const PatientIdInputSchema = z.object({ id: z.string().min(1).max(100) }).strict();

/**
 * The age as the platform writes it: years and months for children under 18 ("5 Years 3
 * Months"), years alone from 18, months (and days) under a year, days under a month.
 */
export function ageText(
  birth: string | undefined,
  ageYears: number | undefined,
  on: string,
): string {
  if (birth === undefined || !isRealDate(birth)) {
    return ageYears === undefined ? 'Age not known' : yearsText(ageYears);
  }
  return platformAge(birth, on) ?? 'Born after today';
}
