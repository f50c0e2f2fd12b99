import { z } from 'zod';
import { printedClinic, type DoctorProfile, type Registration } from '../doctor-view';
import { SignatureRefSchema, type SignatureRef } from '../signature-image';

/*
 * What heads a printout: the doctor (name, degrees, speciality, registrations) and the clinic.
 * A draft takes today's (Settings and the profile as saved); a finalized pad keeps the ones of the
 * day it was finalized (sealed with the pad, see docs/printout.md), so a reprint says what the
 * signed paper said.
 */

export const PrintoutLetterheadSchema = z.object({
  doctor: z.object({
    name: z.string().max(300),
    degrees: z.array(z.string().max(300)).max(20),
    speciality: z.string().max(300).optional(),
    registrations: z
      .array(
        z.object({
          council: z.string().max(300),
          number: z.string().max(100),
          year: z.number().int().optional(),
        }),
      )
      .max(10),
  }),
  clinic: z
    .object({
      name: z.string().max(300),
      addressLines: z.array(z.string().max(300)).max(20),
      phone: z.string().max(100).optional(),
    })
    .optional(),
  /**
   * The signature or stamp image chosen in Settings: which one, not its bytes (the doctor feature
   * keeps every image ever chosen). Printed only on a finalized pad, from the letterhead it kept.
   */
  signature: SignatureRefSchema.optional(),
  /** Whether the doctor's profile had been read from the platform (the name is a placeholder if not). */
  profileRead: z.boolean(),
});
export type PrintoutLetterhead = z.infer<typeof PrintoutLetterheadSchema>;

/** The letterhead from the doctor as saved on this computer (profile and registrations). */
export function letterheadOf(doctor: {
  profile?: DoctorProfile | undefined;
  registrations: readonly Registration[];
  signature?: SignatureRef | undefined;
}): PrintoutLetterhead {
  const profile = doctor.profile;
  const clinic = profile ? printedClinic(profile) : undefined;
  return {
    doctor: {
      name: profile?.name ?? 'Doctor',
      degrees: [...(profile?.degrees ?? [])],
      ...(profile?.speciality ? { speciality: profile.speciality } : {}),
      registrations: doctor.registrations.map((r) => ({ ...r })),
    },
    ...(clinic
      ? {
          clinic: {
            name: clinic.name,
            addressLines: [...clinic.addressLines],
            ...(clinic.phone ? { phone: clinic.phone } : {}),
          },
        }
      : {}),
    ...(doctor.signature ? { signature: { ...doctor.signature } } : {}),
    profileRead: profile !== undefined,
  };
}
