import { z } from 'zod';
import { PrintLanguageSchema } from '../../../shared/pad/directions/languages';
import { PatientAlertsSchema } from '../../../shared/patient-alerts';
import {
  ageText,
  SEXES,
  type PatientView,
  type PatientDelivery,
} from '../../../shared/patients-view';

/** What is kept (sealed) of a patient: what the front desk typed, or what the directory said. */
export const PatientRecordSchema = z.object({
  name: z.string(),
  sex: z.enum(SEXES),
  birthDate: z.string().optional(),
  /** An age given without a date of birth, and the day it was given (the age grows from it). */
  ageYears: z.number().int().optional(),
  ageGivenOn: z.string().optional(),
  mobile: z.string().optional(),
  uhid: z.string().optional(),
  abhaNumber: z.string().optional(),
  abhaAddress: z.string().optional(),
  /** ABDM's declaration for creating an ABHA with Aadhaar: which version, accepted when. */
  abhaConsent: z.object({ version: z.string(), at: z.string() }).optional(),
  /** The EMR profile's `extras` (the contract's rules), and when they were last saved. */
  extras: z.record(z.string(), z.unknown()).optional(),
  extrasSavedAt: z.string().optional(),
  /** Allergies and chronic conditions: kept here only, never sent (docs/allergies.md). */
  alerts: PatientAlertsSchema.optional(),
  /** The language of the patient's printout, when not the doctor's default (local only). */
  printLanguage: PrintLanguageSchema.optional(),
});
export type PatientRecord = z.output<typeof PatientRecordSchema>;

/** Seal context: a patient's record cannot pass for another's. */
export const recordContext = (id: string): string => `patient:${id}:record`;

/** The clinic's day (year-month-day, the computer's time zone) of an instant. */
export function localDay(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole years between two days. */
function yearsBetween(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}

export function patientView(
  id: string,
  record: PatientRecord,
  platformId: string | undefined,
  delivery: { state: PatientDelivery; lastError?: string | undefined },
  today: string,
): PatientView {
  const ageYears =
    record.birthDate !== undefined
      ? Math.max(0, yearsBetween(record.birthDate, today))
      : record.ageYears !== undefined
        ? record.ageYears +
          (record.ageGivenOn ? Math.max(0, yearsBetween(record.ageGivenOn, today)) : 0)
        : undefined;
  return {
    id,
    ...(platformId === undefined ? {} : { platformId }),
    name: record.name,
    sex: record.sex,
    ...(record.birthDate === undefined ? {} : { birthDate: record.birthDate }),
    ...(ageYears === undefined ? {} : { ageYears }),
    ageText: ageText(record.birthDate, ageYears, today),
    ...(record.mobile ? { mobile: record.mobile } : {}),
    ...(record.uhid ? { uhid: record.uhid } : {}),
    ...(record.abhaNumber ? { abhaNumber: record.abhaNumber } : {}),
    ...(record.abhaAddress ? { abhaAddress: record.abhaAddress } : {}),
    ...(record.abhaConsent ? { abhaConsentAt: record.abhaConsent.at } : {}),
    delivery: delivery.state,
    ...(delivery.lastError ? { lastError: delivery.lastError } : {}),
  };
}

/** Does a patient match what was typed in a search (name words, mobile, UHID, ABHA number)? */
export function matchesSearch(record: PatientRecord, text: string): boolean {
  const query = text.trim().toLowerCase();
  if (query === '') return false;
  const digits = query.replace(/[\s+-]/g, '');
  if (/^\d{3,}$/.test(digits)) {
    const local = digits.replace(/^(91|0)(?=\d{10}$)/, '');
    return (
      (record.mobile?.includes(local) ?? false) ||
      (record.abhaNumber?.replace(/-/g, '').startsWith(digits) ?? false) ||
      (record.uhid?.toLowerCase().includes(query) ?? false)
    );
  }
  if (record.uhid?.toLowerCase() === query) return true;
  const words = record.name.toLowerCase().split(/\s+/);
  return query.split(/\s+/).every((part) => words.some((word) => word.startsWith(part)));
}
