import { z } from 'zod';
import type { DoctorClinic, DoctorProfile } from '../../../shared/doctor-view';
import type { Backend } from '../backend';

export const DOCTOR_PATH = '/dr/v1/doctor';

/*
 * `GET /dr/v1/doctor/{doctor_id}` (doctor-appointments-prescriptions.json, `200OK4`), read
 * tolerantly: the fields the app shows, each optional but the id and a name; unknown fields ignored.
 */
const text = z.string().optional().catch(undefined);
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .optional()
    .transform((items) =>
      (items ?? []).flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }),
    );

const ClinicWire = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  name: z.string().min(1),
  contacts: list(z.object({ name: text, number: z.string().min(1) })),
  address: z
    .object({ line1: text, city: text, state: text, pin: text, country: text })
    .optional()
    .catch(undefined),
});

export const DoctorProfileWireSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  profile: z.object({
    personal: z.object({
      salutation: text,
      first_name: text,
      middle_name: text,
      last_name: text,
    }),
    professional: z
      .object({
        degree: list(z.object({ name: z.string().min(1), branch_name: text })),
        major_speciality: z.object({ name: text }).optional().catch(undefined),
        clinics: list(ClinicWire),
        default_clinic: z
          .union([z.string(), z.number()])
          .transform(String)
          .optional()
          .catch(undefined),
      })
      .optional()
      .transform((p) => p ?? { degree: [], clinics: [] }),
  }),
});
export type DoctorProfileWire = z.output<typeof DoctorProfileWireSchema>;

const joined = (parts: (string | undefined)[], by: string): string =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(by);

function clinicOf(wire: z.output<typeof ClinicWire>): DoctorClinic {
  const a = wire.address;
  const addressLines = a
    ? [a.line1?.trim() ?? '', joined([a.city, joined([a.state, a.pin], ' ')], ', ')].filter(
        (line) => line !== '',
      )
    : [];
  const phone = wire.contacts[0]?.number;
  return { id: wire.id, name: wire.name, addressLines, ...(phone ? { phone } : {}) };
}

/** The profile in the app's words; `undefined` name parts are left out ("Dr. Meera Iyer"). */
export function doctorProfileOf(wire: DoctorProfileWire): DoctorProfile {
  const { personal, professional } = wire.profile;
  const fullName = joined([personal.first_name, personal.middle_name, personal.last_name], ' ');
  const degrees = professional.degree.flatMap((d) =>
    // "MBBS,MD" is one published entry naming two degrees.
    d.name
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '')
      .map((name, i, all) =>
        d.branch_name?.trim() && i === all.length - 1 ? `${name} (${d.branch_name.trim()})` : name,
      ),
  );
  const speciality = professional.major_speciality?.name?.trim();
  return {
    id: wire.id,
    name: joined([personal.salutation, fullName], ' ') || 'Doctor',
    degrees,
    ...(speciality ? { speciality } : {}),
    clinics: professional.clinics.map(clinicOf),
    ...(professional.default_clinic ? { defaultClinicId: professional.default_clinic } : {}),
  };
}

/** The doctor's profile as the platform holds it. */
export async function getDoctorProfile(
  { client }: Pick<Backend, 'client'>,
  doctorId: string,
  signal?: AbortSignal,
): Promise<DoctorProfile> {
  const wire = await client.request({
    method: 'GET',
    path: `${DOCTOR_PATH}/${encodeURIComponent(doctorId)}`,
    schema: DoctorProfileWireSchema,
    tokenInAuthHeader: true,
    what: 'Reading the doctor’s profile',
    ...(signal ? { signal } : {}),
  });
  return doctorProfileOf(wire);
}
