import { z } from 'zod';
import type { AppointmentState } from './queue-view';

/*
 * The platform's appointments and business entities as published
 * (doctor-appointments-prescriptions.json): tolerant readers of the fields the app needs.
 */

const id = z.union([z.string().min(1), z.number()]).transform(String);

export const AppointmentItemSchema = z.object({
  appointment_id: id,
  patient_id: id.optional(),
  doctor_id: id.optional(),
  clinic_id: id.optional(),
  status: z.string().optional(),
  /** Unix seconds. */
  start_time: z.number().optional(),
  end_time: z.number().optional(),
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
