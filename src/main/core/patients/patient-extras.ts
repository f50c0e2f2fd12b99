import { z } from 'zod';
import type { Extras } from '../../../shared/emr-extras';
import type { ProfileExtrasView } from '../../../shared/settings';
import type { CoreShared } from '../core-shared';
import { keychainRefusal } from '../crypto/data-vault';
import { explainStorageError } from '../db/db-errors';
import { CoreError } from '../errors';
import type { OutboxOperation } from '../outbox/operations';
import { updateEmrProfile } from '../platform/patients-api';
import { checkedExtras } from '../settings/profile-extras';
import { patientOrderingKey } from './patient-create';
import { PatientRecordSchema, recordContext, type PatientRecord } from './patient-record';
import type { PatientRow, PatientsRepository } from './patients-repository';

export const PATIENT_EXTRAS = 'patient.extras';

const PayloadSchema = z.object({ patientId: z.string().min(1) });
type Payload = z.output<typeof PayloadSchema>;

/**
 * A patient's EMR profile extras: checked against the contract's rules, kept sealed with the
 * patient, and sent as `PATCH /profiles/v1/emr-user/{oid}` through the outbox, under the
 * patient's ordering key, so after the patient's own create when that is still waiting.
 */
export function createPatientExtras(
  shared: Pick<CoreShared, 'db' | 'outbox' | 'sync' | 'vault' | 'clock'>,
  repository: PatientsRepository,
) {
  const { vault, clock } = shared;

  function existing(id: string): { row: PatientRow; record: PatientRecord } {
    const row = repository.get(id);
    if (!row) throw new CoreError('NOT_FOUND', 'That patient is not saved on this computer.');
    try {
      const record = PatientRecordSchema.parse(
        JSON.parse(vault.openText(row.recordSealed, recordContext(id))),
      );
      return { row, record };
    } catch (error) {
      throw keychainRefusal(error, 'The patient’s extras cannot be shown.', 'Patients are kept');
    }
  }

  const viewOf = (record: PatientRecord): ProfileExtrasView => ({
    extras: (record.extras ?? {}) as Extras,
    ignored: [],
    ...(record.extrasSavedAt ? { savedAt: record.extrasSavedAt } : {}),
  });

  const operation: OutboxOperation<Payload> = {
    name: PATIENT_EXTRAS,
    title: 'EMR profile details',
    schema: PayloadSchema,
    subject: ({ patientId }) => ({ kind: 'patient', id: patientId }),
    async send({ patientId }, context) {
      const { row, record } = existing(patientId);
      if (!row.platformId) {
        throw new CoreError(
          'LOCAL_DATA_DAMAGED',
          'This patient is not on the platform (their creation was discarded), so their profile cannot be saved there.',
        );
      }
      // The extras as saved now: a later save replaces them, and is sent after this one.
      await updateEmrProfile(
        context.backend,
        row.platformId,
        { extras: record.extras ?? {} },
        { idempotencyKey: context.idempotencyKey, signal: context.signal },
      );
      return {};
    },
  };

  return {
    operation,
    get: (id: string): ProfileExtrasView => viewOf(existing(id).record),
    save(id: string, value: unknown): ProfileExtrasView {
      const { row, record } = existing(id);
      const { extras, ignored } = checkedExtras(value);
      const next: PatientRecord = {
        ...record,
        extras,
        extrasSavedAt: new Date(clock.now()).toISOString(),
      };
      let sealed: Buffer;
      try {
        sealed = vault.sealText(JSON.stringify(next), recordContext(id));
      } catch (error) {
        throw keychainRefusal(error, 'The extras were not saved.', 'Patients are kept');
      }
      try {
        shared.db.transaction(() => {
          repository.updateRecord(id, sealed, clock.now(), next);
          shared.outbox.enqueue({
            operation: PATIENT_EXTRAS,
            orderingKey: patientOrderingKey(id),
            account: row.account,
            payload: { patientId: id },
          });
        })();
      } catch (error) {
        throw explainStorageError(error);
      }
      shared.sync.kick();
      return { ...viewOf(next), ignored };
    },
  };
}
