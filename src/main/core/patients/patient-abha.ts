import { z } from 'zod';
import type { CoreShared } from '../core-shared';
import { keychainRefusal } from '../crypto/data-vault';
import { explainStorageError } from '../db/db-errors';
import { CoreError } from '../errors';
import type { OutboxOperation } from '../outbox/operations';
import { updatePatientAbha } from '../platform/patients-api';
import { patientOrderingKey } from './patient-create';
import { PatientRecordSchema, recordContext, type PatientRecord } from './patient-record';
import type { PatientsRepository } from './patients-repository';

export const PATIENT_ABHA = 'patient.abha';

const PayloadSchema = z.object({ patientId: z.string().min(1) });
type Payload = z.output<typeof PayloadSchema>;

/** What ABHA registration (the abdm feature) may ask of a patient, and nothing more. */
export interface PatientsAbha {
  /** The names and date of birth the platform suggests ABHA addresses from. */
  person(id: string): { fn?: string; ln?: string; dob?: string };
  /** Records, sealed with the patient, that they accepted ABDM's declaration (`version`) at `at`. */
  recordConsent(id: string, version: string, at: string): void;
  /** Saves the created ABHA on the patient (sealed) and sends the address to the directory. */
  saveAbha(id: string, abha: { number?: string; address: string }): void;
}

/**
 * A patient's ABHA: kept in the sealed record, and sent to the patient directory as
 * `PATCH /profiles/v1/patient/{oid}` `{abha}` through the outbox, under the patient's ordering
 * key (after the patient's own creation when that is still waiting).
 */
export function createPatientAbha(
  shared: Pick<CoreShared, 'db' | 'outbox' | 'sync' | 'vault' | 'clock'>,
  repository: PatientsRepository,
  emitChanged: (id: string) => void,
) {
  const { vault, clock } = shared;

  function existing(id: string): PatientRecord {
    const row = repository.get(id);
    if (!row) throw new CoreError('NOT_FOUND', 'That patient is not saved on this computer.');
    try {
      return PatientRecordSchema.parse(
        JSON.parse(vault.openText(row.recordSealed, recordContext(id))),
      );
    } catch (error) {
      throw keychainRefusal(error, 'The patient cannot be read.', 'Patients are kept');
    }
  }

  function write(id: string, next: PatientRecord, send: boolean): void {
    const row = repository.get(id)!;
    let sealed: Buffer;
    try {
      sealed = vault.sealText(JSON.stringify(next), recordContext(id));
    } catch (error) {
      throw keychainRefusal(error, 'The ABHA was not saved on the patient.', 'Patients are kept');
    }
    try {
      shared.db.transaction(() => {
        repository.updateRecord(id, sealed, clock.now(), next);
        if (send) {
          shared.outbox.enqueue({
            operation: PATIENT_ABHA,
            orderingKey: patientOrderingKey(id),
            account: row.account,
            payload: { patientId: id },
          });
        }
      })();
    } catch (error) {
      throw explainStorageError(error);
    }
    if (send) shared.sync.kick();
    emitChanged(id);
  }

  const operation: OutboxOperation<Payload> = {
    name: PATIENT_ABHA,
    title: 'ABHA address',
    schema: PayloadSchema,
    subject: ({ patientId }) => ({ kind: 'patient', id: patientId }),
    async send({ patientId }, context) {
      const row = repository.get(patientId);
      const record = existing(patientId);
      if (!row?.platformId || !record.abhaAddress) {
        throw new CoreError(
          'LOCAL_DATA_DAMAGED',
          'This patient is not on the platform (their creation was discarded), so their ABHA address cannot be saved there.',
        );
      }
      await updatePatientAbha(context.backend, row.platformId, record.abhaAddress, {
        idempotencyKey: context.idempotencyKey,
        signal: context.signal,
      });
      return {};
    },
  };

  const abha: PatientsAbha = {
    person(id) {
      const record = existing(id);
      const [fn, ...rest] = record.name.trim().split(/\s+/);
      return {
        ...(fn ? { fn } : {}),
        ...(rest.length > 0 ? { ln: rest[rest.length - 1]! } : {}),
        ...(record.birthDate ? { dob: record.birthDate } : {}),
      };
    },
    recordConsent(id, version, at) {
      write(id, { ...existing(id), abhaConsent: { version, at } }, false);
    },
    saveAbha(id, created) {
      const record = existing(id);
      write(
        id,
        {
          ...record,
          abhaAddress: created.address,
          ...(created.number ? { abhaNumber: created.number } : {}),
        },
        true,
      );
    },
  };
  return { operation, abha };
}
