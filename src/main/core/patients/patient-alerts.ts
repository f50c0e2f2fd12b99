import { NO_ALERTS, type PatientAlerts } from '../../../shared/patient-alerts';
import type { CoreShared } from '../core-shared';
import { keychainRefusal } from '../crypto/data-vault';
import { explainStorageError } from '../db/db-errors';
import { CoreError } from '../errors';
import { PatientRecordSchema, recordContext, type PatientRecord } from './patient-record';
import type { PatientsRepository } from './patients-repository';

/** What other modules may read of a patient's alerts (the prescribing checks, the history). */
export interface PatientAlertsReader {
  /** The alerts of a patient saved here (the app's id); nothing recorded, or unknown: NO_ALERTS. */
  alertsOf(patientId: string): PatientAlerts;
}

/**
 * A patient's allergies and chronic conditions, sealed inside the patient's record. They are local
 * data: no published platform field holds them, so nothing is queued for the platform.
 */
export function createPatientAlerts(
  shared: Pick<CoreShared, 'emit' | 'vault' | 'clock'>,
  repository: PatientsRepository,
) {
  const { vault, clock } = shared;

  function open(id: string): { id: string; record: PatientRecord } | undefined {
    const row = repository.get(id);
    if (!row) return undefined;
    try {
      const record = PatientRecordSchema.parse(
        JSON.parse(vault.openText(row.recordSealed, recordContext(row.id))),
      );
      return { id: row.id, record };
    } catch (error) {
      throw keychainRefusal(error, 'The patient’s allergies cannot be shown.', 'Patients are kept');
    }
  }

  const reader: PatientAlertsReader = {
    alertsOf: (patientId) => open(patientId)?.record.alerts ?? NO_ALERTS,
  };

  return {
    reader,
    get(id: string): PatientAlerts {
      const found = open(id);
      if (!found) throw new CoreError('NOT_FOUND', 'That patient is not saved on this computer.');
      return found.record.alerts ?? NO_ALERTS;
    },
    save(id: string, alerts: PatientAlerts): PatientAlerts {
      const found = open(id);
      if (!found) throw new CoreError('NOT_FOUND', 'That patient is not saved on this computer.');
      const saved: PatientAlerts = { ...alerts, updatedAt: new Date(clock.now()).toISOString() };
      const next: PatientRecord = { ...found.record, alerts: saved };
      let sealed: Buffer;
      try {
        sealed = vault.sealText(JSON.stringify(next), recordContext(found.id));
      } catch (error) {
        throw keychainRefusal(error, 'The allergies were not saved.', 'Patients are kept');
      }
      try {
        repository.updateRecord(found.id, sealed, clock.now(), next);
      } catch (error) {
        throw explainStorageError(error);
      }
      shared.emit('patients:changed', { id: found.id });
      return saved;
    },
  };
}
