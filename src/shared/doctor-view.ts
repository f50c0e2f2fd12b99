import { z } from 'zod';

/*
 * The doctor as the app shows and prints them: the platform's profile (GET
 * /dr/v1/doctor/{doctor_id}) read into the app's words, with the registrations the doctor enters
 * here (the published profile carries none; the regulator requires them on a prescription).
 */

export const RegistrationSchema = z
  .object({
    council: z.string().trim().min(2, 'Name the medical council.').max(120),
    number: z.string().trim().min(1, 'Type the registration number.').max(40),
    year: z.number().int().min(1900).max(2100).optional(),
  })
  .strict();
export type Registration = z.infer<typeof RegistrationSchema>;

export const SetRegistrationsInputSchema = z
  .object({ registrations: z.array(RegistrationSchema).max(5) })
  .strict();

export const DoctorRefreshInputSchema = z.object({}).strict();
export const DoctorGetInputSchema = z.object({}).strict();

export interface DoctorClinic {
  id: string;
  name: string;
  addressLines: string[];
  phone?: string;
}

export interface DoctorProfile {
  /** The platform's doctor id. */
  id: string;
  /** With the salutation: "Dr. Meera Iyer". */
  name: string;
  /** "MBBS", "MD (General Medicine)". */
  degrees: string[];
  speciality?: string;
  clinics: DoctorClinic[];
  defaultClinicId?: string;
}

export interface DoctorView {
  /** Absent until the profile was read once. */
  profile?: DoctorProfile;
  registrations: Registration[];
  /** When the profile was read from the platform (ISO). */
  fetchedAt?: string;
  /** `platform`: read just now; `saved`: the copy on this computer. */
  source: 'platform' | 'saved' | 'none';
  /** Why the platform was not read, in words. */
  problem?: string;
}

/** The clinic a printout names: the profile's default, else its first. */
export function printedClinic(profile: DoctorProfile): DoctorClinic | undefined {
  return profile.clinics.find((c) => c.id === profile.defaultClinicId) ?? profile.clinics[0];
}
