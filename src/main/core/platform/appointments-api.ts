import { z } from 'zod';
import {
  AppointmentListSchema,
  BusinessEntitiesSchema,
  type AppointmentItem,
  type BusinessEntities,
} from '../../../shared/appointments-wire';
import type { Backend } from '../backend';

export const APPOINTMENTS_PATH = '/dr/v1/appointment';

/** `GET /dr/v1/business/entities`: the business's clinics and doctors. */
export function getBusinessEntities(
  { client }: Pick<Backend, 'client'>,
  signal?: AbortSignal,
): Promise<BusinessEntities> {
  return client.request({
    method: 'GET',
    path: '/dr/v1/business/entities',
    schema: BusinessEntitiesSchema,
    tokenInAuthHeader: true,
    what: 'Reading the clinics and doctors',
    ...(signal ? { signal } : {}),
  });
}

/** `GET /dr/v1/appointment` of one doctor at one clinic, between two days (inclusive). */
export async function listAppointments(
  { client }: Pick<Backend, 'client'>,
  filter: { doctorId: string; clinicId: string; from: string; to: string },
  signal?: AbortSignal,
): Promise<AppointmentItem[]> {
  const query = new URLSearchParams({
    doctor_id: filter.doctorId,
    clinic_id: filter.clinicId,
    start_date: filter.from,
    end_date: filter.to,
  });
  const answer = await client.request({
    method: 'GET',
    path: `${APPOINTMENTS_PATH}?${query.toString()}`,
    schema: AppointmentListSchema,
    what: 'Reading the day’s appointments',
    ...(signal ? { signal } : {}),
  });
  return answer.appointments;
}

/**
 * `POST /dr/v1/appointment/{id}/complete?partner_id=`: answered 204 with no body. `partner_id` is
 * required by the published file and not explained there; the app sends its client id.
 */
export async function completeAppointment(
  { client, clientId }: Pick<Backend, 'client' | 'clientId'>,
  appointmentId: string,
  options: { idempotencyKey: string; signal?: AbortSignal },
): Promise<void> {
  await client.request({
    method: 'POST',
    path: `${APPOINTMENTS_PATH}/${encodeURIComponent(appointmentId)}/complete?partner_id=${encodeURIComponent(clientId)}`,
    headers: { 'idempotency-key': options.idempotencyKey },
    schema: z.unknown(),
    tokenInAuthHeader: true,
    what: 'Completing the appointment',
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
