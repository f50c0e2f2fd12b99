import { z } from 'zod';
import { patientCreateBody } from '../../../shared/patient-directory';
import type { PatientFields } from '../../../shared/patients-view';
import type { DataVault } from '../crypto/data-vault';
import { CoreError } from '../errors';
import type { OutboxOperation } from '../outbox/operations';
import type { OutboxReads } from '../outbox/outbox-reads';
import { createPatient } from '../platform/patients-api';
import { localDay, PatientRecordSchema, recordContext } from './patient-record';
import type { PatientsRepository } from './patients-repository';

export const PATIENT_CREATE = 'patient.create';
export const patientOrderingKey = (id: string): string => `patient:${id}`;

const PayloadSchema = z.object({ patientId: z.string().min(1) });
type Payload = z.output<typeof PayloadSchema>;
const ResultSchema = z.object({ platformId: z.string().min(1) });

/** `POST /profiles/v1/patient/` for a patient created on this computer. */
export function patientCreateOperation(deps: {
  repository: PatientsRepository;
  vault: DataVault;
  clock: { now(): number };
  onCreated(patientId: string): void;
}): OutboxOperation<Payload> {
  return {
    name: PATIENT_CREATE,
    // Names no one: the Sync screen adds the patient's name from `subject`, for the screen only.
    title: 'New patient',
    schema: PayloadSchema,
    subject: ({ patientId }) => ({ kind: 'patient', id: patientId }),
    async send({ patientId }, context) {
      const row = deps.repository.get(patientId);
      if (!row) {
        throw new CoreError('LOCAL_DATA_DAMAGED', 'The patient saved for sending is missing here.');
      }
      if (row.platformId) return { platformId: row.platformId };
      const record = PatientRecordSchema.parse(
        JSON.parse(deps.vault.openText(row.recordSealed, recordContext(patientId))),
      );
      const fields: PatientFields = {
        name: record.name,
        sex: record.sex,
        ...(record.birthDate ? { birthDate: record.birthDate } : {}),
        ...(record.ageYears !== undefined ? { ageYears: record.ageYears } : {}),
        ...(record.mobile ? { mobile: record.mobile } : {}),
        ...(record.uhid ? { uhid: record.uhid } : {}),
        ...(record.abhaNumber ? { abhaNumber: record.abhaNumber } : {}),
      };
      const platformId = await createPatient(
        context.backend,
        patientCreateBody(fields, record.ageGivenOn ?? localDay(deps.clock.now())),
        { idempotencyKey: context.idempotencyKey, signal: context.signal },
      );
      return { platformId };
    },
    confirmed({ patientId }, result) {
      const parsed = ResultSchema.safeParse(result);
      if (!parsed.success) return;
      deps.repository.setPlatformId(patientId, parsed.data.platformId, deps.clock.now());
      deps.onCreated(patientId);
    },
  };
}

/**
 * The platform's id of a patient is saved by the create row's `confirmed`, which runs just after
 * the row is committed done (with that id as its result). An app killed in between leaves the row
 * done, never sent again, and the patient without the id: every change waiting for the create
 * (the prescription's record, documents) would then find no patient on the platform. At start,
 * such a patient is given the id its done row kept. Returns how many were.
 */
export function recoverCreatedIds(deps: {
  repository: PatientsRepository;
  outbox: Pick<OutboxReads, 'get'>;
  clock: { now(): number };
}): number {
  let recovered = 0;
  for (const patient of deps.repository.withoutPlatformId()) {
    const row = deps.outbox.get(patient.outboxId!);
    if (row?.operation !== PATIENT_CREATE || row.state !== 'done' || !row.result) continue;
    let result: unknown;
    try {
      result = JSON.parse(row.result);
    } catch {
      continue;
    }
    const parsed = ResultSchema.safeParse(result);
    if (!parsed.success) continue;
    if (deps.repository.setPlatformId(patient.id, parsed.data.platformId, deps.clock.now())) {
      recovered += 1;
    }
  }
  return recovered;
}
