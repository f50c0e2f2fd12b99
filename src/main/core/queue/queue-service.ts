import { z } from 'zod';
import { appointmentState } from '../../../shared/appointments-wire';
import { directoryPatient } from '../../../shared/patient-directory';
import type { AppointmentState, AppointmentView, QueueView } from '../../../shared/queue-view';
import type { CoreShared } from '../core-shared';
import { keychainRefusal } from '../crypto/data-vault';
import { isCoreError } from '../errors';
import { errorName } from '../log/logger';
import { deliveryStateOf, type DeliveryState } from '../outbox/delivery-state';
import type { PatientsDirectory } from '../patients/patients-service';
import { localDay } from '../patients/patient-record';
import { getBusinessEntities, listAppointments } from '../platform/appointments-api';
import { getPatientProfile } from '../platform/patients-api';
import { APPOINTMENT_COMPLETE, appointmentOrderingKey } from './appointment-complete';
import type { AppointmentRow, AppointmentsRepository } from './appointments-repository';

/** What is kept (sealed) of an appointment. */
const AppointmentBodySchema = z.object({
  startsAt: z.number(),
  endsAt: z.number().optional(),
  status: z.string().optional(),
  /** The app's id of the patient (the patients feature's). */
  patientId: z.string().optional(),
  /** The clinic's token number, when the platform gave one (lists read before it lack it). */
  token: z.number().int().positive().optional(),
  /** Made at the front desk for a patient who walked in (the platform's channel "Walkin"). */
  walkIn: z.boolean().optional(),
});
type AppointmentBody = z.output<typeof AppointmentBodySchema>;

const bodyContext = (account: string, id: string): string => `appointment:${account}:${id}`;

/** A read of the list counts as fresh for this long: the Today screen opens without a call. */
const FRESH_MS = 60_000;

/** What consultations may ask of the queue. */
export interface QueueDirectory {
  appointment(
    account: string,
    id: string,
  ):
    | { id: string; patientId: string | undefined; startsAt: number; state: AppointmentState }
    | undefined;
  /** Queues the appointment's completion (joins the caller's transaction); its outbox row id. */
  complete(account: string, id: string): number | undefined;
  /** Where a completion stands. */
  completion(account: string, id: string): { state: DeliveryState; lastError?: string } | undefined;
}

export interface QueueService extends QueueDirectory {
  today(refresh: boolean): Promise<QueueView>;
}

export function createQueueService(
  shared: Pick<
    CoreShared,
    'backend' | 'emit' | 'isOnline' | 'vault' | 'clock' | 'logger' | 'outbox'
  >,
  repository: AppointmentsRepository,
  patients: PatientsDirectory,
): QueueService {
  const { vault, clock, logger, outbox } = shared;
  const lastRead = new Map<string, { at: number; problem?: string }>();

  function open(row: AppointmentRow): AppointmentBody | undefined {
    try {
      return AppointmentBodySchema.parse(
        JSON.parse(vault.openText(row.bodySealed, bodyContext(row.account, row.id))),
      );
    } catch (error) {
      if (isCoreError(error) && error.code === 'KEYCHAIN_UNAVAILABLE') {
        throw keychainRefusal(
          error,
          'The day’s appointments cannot be shown.',
          'Appointments are kept',
        );
      }
      logger.warn({ err: errorName(error) }, 'a saved appointment cannot be read');
      return undefined;
    }
  }

  async function fetchDay(account: string, day: string): Promise<void> {
    const backend = await shared.backend.current();
    const entities = await getBusinessEntities(backend);
    const doctor = entities.data.doctors[0];
    const clinic =
      entities.data.clinics.find((c) => doctor && c.doctors?.includes(doctor.doctor_id)) ??
      entities.data.clinics[0];
    if (!doctor || !clinic) {
      throw new Error('The account has no doctor or no clinic to read appointments for.');
    }
    const items = await listAppointments(backend, {
      doctorId: doctor.doctor_id,
      clinicId: clinic.clinic_id,
      from: day,
      to: day,
    });
    const now = clock.now();
    const rows = [];
    for (const item of items) {
      let patientId: string | undefined;
      if (item.patient_id) {
        const known = patients.localIdOf(account, item.patient_id);
        patientId =
          known ??
          patients.fromDirectory(
            account,
            directoryPatient(await getPatientProfile(backend, item.patient_id)),
          );
      }
      const startsAt = (item.start_time ?? 0) * 1000;
      const body: AppointmentBody = {
        startsAt,
        ...(item.end_time ? { endsAt: item.end_time * 1000 } : {}),
        ...(item.status ? { status: item.status } : {}),
        ...(patientId ? { patientId } : {}),
        ...(item.token !== undefined ? { token: item.token } : {}),
        ...(item.channel?.toLowerCase() === 'walkin' ? { walkIn: true } : {}),
      };
      rows.push({
        account,
        id: item.appointment_id,
        day: startsAt > 0 ? localDay(startsAt) : day,
        startsAt,
        bodySealed: vault.sealText(JSON.stringify(body), bodyContext(account, item.appointment_id)),
        fetchedAt: now,
      });
    }
    repository.replaceDay(account, day, rows);
  }

  function completionOf(
    row: AppointmentRow,
  ): { state: DeliveryState; lastError?: string } | undefined {
    if (row.completionOutboxId === undefined) return undefined;
    const found = outbox.deliveries([row.completionOutboxId]).get(row.completionOutboxId);
    return {
      state: deliveryStateOf(found?.state, found === undefined),
      ...(found?.lastError ? { lastError: found.lastError } : {}),
    };
  }

  function viewOf(row: AppointmentRow, body: AppointmentBody): AppointmentView {
    const completion = completionOf(row);
    const state =
      completion && completion.state !== 'discarded' ? 'completed' : appointmentState(body.status);
    const patient = body.patientId ? patients.view(body.patientId) : undefined;
    return {
      id: row.id,
      startsAt: new Date(body.startsAt).toISOString(),
      ...(body.endsAt ? { endsAt: new Date(body.endsAt).toISOString() } : {}),
      state,
      ...(state === 'other' && body.status ? { platformStatus: body.status } : {}),
      ...(patient ? { patient } : {}),
      ...(body.token !== undefined ? { token: body.token } : {}),
      ...(body.walkIn ? { walkIn: true } : {}),
    };
  }

  return {
    async today(refresh) {
      const account = (await shared.backend.current()).accountKey;
      const day = localDay(clock.now());
      const key = `${account}|${day}`;
      const last = lastRead.get(key);
      const stale = !last || clock.now() - last.at > FRESH_MS;
      if ((refresh || stale) && shared.isOnline()) {
        try {
          await fetchDay(account, day);
          lastRead.set(key, { at: clock.now() });
          shared.emit('queue:changed', {});
        } catch (error) {
          if (isCoreError(error) && error.code === 'KEYCHAIN_UNAVAILABLE') throw error;
          logger.warn({ err: errorName(error) }, 'reading the day’s appointments failed');
          lastRead.set(key, {
            at: last?.at ?? 0,
            problem: `The day’s appointments could not be read (${
              isCoreError(error) ? error.message : 'an unexpected failure'
            }); showing the list as last read.`,
          });
        }
      }
      const rows = repository.day(account, day);
      const appointments = rows.flatMap((row) => {
        const body = open(row);
        return body ? [viewOf(row, body)] : [];
      });
      const fetched = rows.reduce((latest, row) => Math.max(latest, row.fetchedAt), 0);
      const current = lastRead.get(key);
      const fresh = current?.problem === undefined && current !== undefined && shared.isOnline();
      return {
        date: day,
        appointments,
        source: fresh ? 'platform' : rows.length > 0 ? 'saved' : 'none',
        ...(fetched > 0 ? { fetchedAt: new Date(fetched).toISOString() } : {}),
        ...(current?.problem
          ? { problem: current.problem }
          : !shared.isOnline()
            ? { problem: 'Offline: the list is the one last read.' }
            : {}),
      };
    },

    appointment(account, id) {
      const row = repository.get(account, id);
      const body = row ? open(row) : undefined;
      if (!row || !body) return undefined;
      return {
        id,
        patientId: body.patientId,
        startsAt: body.startsAt,
        state: viewOf(row, body).state,
      };
    },

    complete(account, id) {
      const row = repository.get(account, id);
      if (!row) return undefined;
      if (row.completionOutboxId !== undefined) return row.completionOutboxId;
      const queued = outbox.enqueue({
        operation: APPOINTMENT_COMPLETE,
        orderingKey: appointmentOrderingKey(id),
        account,
        payload: { appointmentId: id },
      });
      repository.setCompletion(account, id, queued.id);
      return queued.id;
    },

    completion(account, id) {
      const row = repository.get(account, id);
      return row ? completionOf(row) : undefined;
    },
  };
}
