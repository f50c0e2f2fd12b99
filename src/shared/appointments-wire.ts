import { z } from 'zod';
import type { AppointmentState } from './queue-view';

/*
 * The platform's appointments and business entities as published
 * (doctor-appointments-prescriptions.json): tolerant readers of the fields the app needs.
 */

const id = z.union([z.string().min(1), z.number()]).transform(String);

/**
 * The clinic's token number. The published files write `token` (an integer) when an appointment
 * is booked or updated, and publish no read answer that carries it; a platform that sends it back
 * is read here. Anything but a whole number from 1 up (or its digits as text) reads as no token:
 * a wrong token is worse than none, so it is never guessed.
 */
export function tokenOf(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,6}$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

/** Text fields read as absent when the platform sends something else there. */
const text = z
  .unknown()
  .transform((value) => (typeof value === 'string' ? value : undefined))
  .optional();

export const AppointmentItemSchema = z.object({
  appointment_id: id,
  patient_id: id.optional(),
  doctor_id: id.optional(),
  clinic_id: id.optional(),
  status: z.string().optional(),
  /** Unix seconds. */
  start_time: z.number().optional(),
  end_time: z.number().optional(),
  /** How the appointment was made: the published example writes "Walkin" for a walk-in. */
  channel: text,
  token: z.unknown().transform(tokenOf).optional(),
});
export type AppointmentItem = z.output<typeof AppointmentItemSchema>;

export const AppointmentListSchema = z.object({
  appointments: z.array(AppointmentItemSchema).default([]),
});

/** `GET /dr/v1/business/entities`: `{status_code, success, data: {clinics, doctors}}`. */
export const BusinessEntitiesSchema = z.object({
  data: z.object({
    clinics: z
      .array(
        z.object({ clinic_id: id, name: z.string().optional(), doctors: z.array(id).optional() }),
      )
      .default([]),
    doctors: z.array(z.object({ doctor_id: id, name: z.string().optional() })).default([]),
  }),
});
export type BusinessEntities = z.output<typeof BusinessEntitiesSchema>;

/** The published status codes, in the front desk's terms. */
const STATE_OF_STATUS: Record<string, AppointmentState> = {
  BK: 'booked',
  OG: 'in_consultation',
  CM: 'completed',
  CMNP: 'completed',
  CN: 'cancelled',
  CND: 'cancelled',
  CNS: 'no_show',
};

export function appointmentState(status: string | undefined): AppointmentState {
  return (status && STATE_OF_STATUS[status.toUpperCase()]) || 'other';
}
