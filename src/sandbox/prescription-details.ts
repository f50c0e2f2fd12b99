import { z } from 'zod';

/*
 * `prescription_details[]` of a prescription PUT, checked against the shapes of the platform's
 * published prescription record (doctor-appointments-prescriptions.json): the resource types the
 * app writes are checked field by field (types as the published schema gives them); the other
 * published types (condition_history, admission_advised, custom_section, lifestyle, ...) are
 * stored as given. An unknown resource type is refused: the platform would not know where to
 * file it.
 */

const text = z.string().trim().min(1).max(2000);
const id = z.string().min(1).max(200);
const notes = z.array(text).max(20);
const coded = z.strictObject({ code: id.optional(), display: text });

const MedicationRequest = z.strictObject({
  resource_type: z.literal('medicationrequest'),
  drug_id: id.optional(),
  drug_status: z.string().optional(),
  med_name: z.string().trim().min(1).max(300),
  // No value when the amounts differ by time of day (8-0-6 units): the unit, and the amounts
  // in `custom` (the published record makes every field of `dose` optional).
  dose: z
    .strictObject({
      id: id.optional(),
      value: z.number().positive().optional(),
      unit: z.string().trim().min(1).max(40),
      custom: z.string().max(200).optional(),
    })
    .refine((dose) => dose.value !== undefined || (dose.custom ?? '').trim() !== '', {
      message: 'must have a value, or the amounts in words (custom)',
    })
    .optional(),
  dosage_instruction: z
    .strictObject({
      custom: z.string().trim().min(1).max(200),
      when: z.string().optional(),
      period: z.string().optional(),
      period_unit: z.string().optional(),
      frequency: z.string().optional(),
    })
    .optional(),
  // A course with no end ("until review") has its words only.
  duration: z
    .union([
      z.strictObject({
        value: z.string().regex(/^[1-9]\d{0,2}$/, 'must be a whole number of at least 1, as text'),
        unit: z.enum(['h', 'd', 'wk', 'mo', 'a']),
        custom: z.string().max(200).optional(),
      }),
      z.strictObject({ custom: z.string().trim().min(1).max(200) }),
    ])
    .optional(),
  additional_instructions: z
    .array(z.strictObject({ type: z.string().min(1).max(40), custom: z.string().min(1).max(500) }))
    .max(20)
    .optional(),
  // The doctor's instructions (up to 500), after a taper's step note.
  note: z.string().max(700).optional(),
});

const ServiceRequest = z.strictObject({
  resource_type: z.literal('servicerequest'),
  lab_id: id.optional(),
  lab_name: z.string().trim().min(1).max(300),
  status: z.string().optional(),
  note: notes.optional(),
});

const Advices = z.strictObject({
  resource_type: z.literal('advices'),
  advices: text,
  status: z.string().optional(),
  intent: z.string().optional(),
});

const Appointment = z.strictObject({
  resource_type: z.literal('appointment'),
  follow_up: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }),
  note: notes.optional(),
});

const Observation = z.strictObject({
  resource_type: z.literal('observation'),
  status: z.string().optional(),
  observation: coded,
  category: z.strictObject({ code: z.string(), display: z.string() }).optional(),
  severity: z.strictObject({ code: z.string(), display: z.string() }).optional(),
  since: z.record(z.string(), z.unknown()).optional(),
  note: notes.optional(),
});

const status = z.strictObject({ code: z.string(), display: z.string() });
const Condition = z.strictObject({
  resource_type: z.literal('condition'),
  condition: coded,
  severity: z.string().nullable().optional(),
  onset: z.string().nullable().optional(),
  clinical_status: status.optional(),
  verification_status: status.optional(),
  note: notes.optional(),
});

const Vitals = z.strictObject({
  resource_type: z.literal('vitals'),
  status: z.string().optional(),
  observation: coded,
  category: z.strictObject({ code: z.string(), display: z.string() }).optional(),
  valueQuantity: z.strictObject({
    system: z.string().optional(),
    unit: z.string().min(1).max(50),
    value: z.number(),
  }),
  since: z.record(z.string(), z.unknown()).optional(),
  severity: z.strictObject({ code: z.string(), display: z.string() }).optional(),
  component: z.array(z.unknown()).optional(),
  note: notes.optional(),
});

/** Published types the app does not write: kept as given. */
const OTHER_PUBLISHED = [
  'condition_history',
  'admission_advised',
  'custom_section',
  'lifestyle',
  'inpatient_encounter',
] as const;
const Other = z.looseObject({ resource_type: z.enum(OTHER_PUBLISHED) });

export const PrescriptionDetailSchema = z.discriminatedUnion('resource_type', [
  MedicationRequest,
  ServiceRequest,
  Advices,
  Appointment,
  Observation,
  Condition,
  Vitals,
  Other,
]);

export const PrescriptionDetailsSchema = z.array(PrescriptionDetailSchema).max(600);
