import { z } from 'zod';
import type { PatientFields, Sex } from './patients-view';

/*
 * The platform's patient directory as published (patient-directory.json): tolerant readers of
 * its answers (the fields the app needs; unknown fields ignored) and the strict writer of a create.
 */

const SEX_OF_GEN: Record<string, Sex> = { M: 'male', F: 'female', O: 'other' };
const GEN_OF_SEX: Record<Sex, 'M' | 'F' | 'O'> = { male: 'M', female: 'F', other: 'O' };

/** One hit of `GET /profiles/v1/patient/search`: the directory's short form. */
export const PatientSearchHitSchema = z.object({
  oid: z.union([z.string().min(1), z.number()]).transform(String),
  fln: z.string().optional(),
  mobile: z.string().optional(),
  username: z.string().optional(),
});
export const PatientSearchAnswerSchema = z.array(PatientSearchHitSchema);
export type PatientSearchHit = z.output<typeof PatientSearchHitSchema>;

/** `GET /profiles/v1/patient/{oid}`: the fields the app keeps. */
export const PatientProfileSchema = z.object({
  oid: z.union([z.string().min(1), z.number()]).transform(String),
  fln: z.string().optional(),
  fn: z.string().optional(),
  ln: z.string().optional(),
  gen: z.string().optional(),
  dob: z.string().optional(),
  /** The date of birth was worked out from an age. */
  is_age: z.boolean().optional(),
  mobile: z.string().optional(),
  username: z.string().optional(),
  abha: z.string().optional(),
});
export type PatientProfile = z.output<typeof PatientProfileSchema>;

/** `201` of a create: the new patient's id. */
export const PatientCreatedSchema = z.object({
  oid: z.union([z.string().min(1), z.number()]).transform(String),
});

/** `200` of an EMR profile update: `{message}` (read tolerantly; nothing in it is needed). */
export const EmrProfileUpdatedSchema = z.object({ message: z.string().optional() });

/** A patient as the directory describes them, in the app's terms. */
export interface DirectoryPatient {
  platformId: string;
  name: string;
  sex: Sex | undefined;
  birthDate: string | undefined;
  /** The directory's date of birth was derived from an age. */
  birthDateFromAge: boolean;
  mobile: string | undefined;
  uhid: string | undefined;
  /** The ABHA address the directory holds (made here or elsewhere). */
  abhaAddress: string | undefined;
}

const realDate = /^\d{4}-\d{2}-\d{2}$/;

export function directoryPatient(profile: PatientProfile | PatientSearchHit): DirectoryPatient {
  const full = profile as Partial<PatientProfile>;
  const name =
    profile.fln?.trim() || [full.fn, full.ln].filter(Boolean).join(' ').trim() || 'Name not given';
  const mobile = profile.mobile?.replace(/^\+91/, '');
  return {
    platformId: profile.oid,
    name,
    sex: full.gen === undefined ? undefined : SEX_OF_GEN[full.gen.toUpperCase()],
    birthDate: full.dob !== undefined && realDate.test(full.dob) ? full.dob : undefined,
    birthDateFromAge: full.is_age === true,
    mobile: mobile || undefined,
    uhid: profile.username || undefined,
    abhaAddress: full.abha?.trim() || undefined,
  };
}

/**
 * The body of `POST /profiles/v1/patient/`. The directory needs a date of birth: for a patient
 * whose age alone is known, it is the same day `ageYears` years before `today`, marked as from an age
 * in the patient's extras.
 */
export function patientCreateBody(fields: PatientFields, today: string): Record<string, unknown> {
  const dob =
    fields.birthDate ??
    `${String(Number(today.slice(0, 4)) - (fields.ageYears ?? 0)).padStart(4, '0')}${today.slice(4)}`;
  return {
    fln: fields.name,
    gen: GEN_OF_SEX[fields.sex],
    dob: dob.endsWith('-02-29') ? `${dob.slice(0, 8)}28` : dob,
    ...(fields.mobile ? { mobile: `+91${fields.mobile}` } : {}),
    ...(fields.uhid ? { username: fields.uhid } : {}),
    ...(fields.birthDate === undefined || fields.abhaNumber
      ? {
          extras: {
            ...(fields.birthDate === undefined ? { age_only: true } : {}),
            ...(fields.abhaNumber ? { abha_number: fields.abhaNumber } : {}),
          },
        }
      : {}),
  };
}
