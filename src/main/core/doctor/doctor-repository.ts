import { z } from 'zod';
import {
  RegistrationSchema,
  type DoctorProfile,
  type Registration,
} from '../../../shared/doctor-view';
import type { SignatureRef } from '../../../shared/signature-image';
import type { Db } from '../db/connection';

/** The saved profile's shape, checked when read back (a row from an older app may differ). */
const SavedProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  degrees: z.array(z.string()),
  speciality: z.string().optional(),
  clinics: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      addressLines: z.array(z.string()),
      phone: z.string().optional(),
    }),
  ),
  defaultClinicId: z.string().optional(),
});

export interface SavedDoctor {
  profile?: DoctorProfile;
  fetchedAt?: number;
  registrations: Registration[];
  /** The signature or stamp image printed on prescriptions finalized now (doctor-signature.ts). */
  signature?: SignatureRef;
}

/** One row per account in `doctor_profile`. */
export interface DoctorRepository {
  get(account: string): SavedDoctor;
  saveProfile(account: string, profile: DoctorProfile, fetchedAt: number): void;
  saveRegistrations(account: string, registrations: Registration[]): void;
}

function parsed<T>(schema: z.ZodType<T>, text: string | null): T | undefined {
  if (text === null) return undefined;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

export function createDoctorRepository(db: Db): DoctorRepository {
  const select = db.prepare<
    [string],
    { profile: string | null; fetched_at: number | null; registrations: string }
  >('SELECT profile, fetched_at, registrations FROM doctor_profile WHERE account_key = ?');
  const upsertProfile = db.prepare<[string, string, number]>(
    `INSERT INTO doctor_profile (account_key, profile, fetched_at) VALUES (?, ?, ?)
     ON CONFLICT(account_key) DO UPDATE SET profile = excluded.profile, fetched_at = excluded.fetched_at`,
  );
  const upsertRegistrations = db.prepare<[string, string]>(
    `INSERT INTO doctor_profile (account_key, registrations) VALUES (?, ?)
     ON CONFLICT(account_key) DO UPDATE SET registrations = excluded.registrations`,
  );
  return {
    get(account) {
      const row = select.get(account);
      if (!row) return { registrations: [] };
      const profile = parsed<DoctorProfile>(SavedProfileSchema, row.profile);
      return {
        ...(profile && row.fetched_at !== null ? { profile, fetchedAt: row.fetched_at } : {}),
        registrations: parsed(z.array(RegistrationSchema), row.registrations) ?? [],
      };
    },
    saveProfile(account, profile, fetchedAt) {
      upsertProfile.run(account, JSON.stringify(profile), fetchedAt);
    },
    saveRegistrations(account, registrations) {
      upsertRegistrations.run(account, JSON.stringify(registrations));
    },
  };
}
