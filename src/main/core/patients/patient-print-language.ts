import type { PrintLanguage } from '../../../shared/pad/directions/languages';
import type { PatientPrintLanguageView } from '../../../shared/print-language-view';
import type { CoreShared } from '../core-shared';
import { keychainRefusal } from '../crypto/data-vault';
import { explainStorageError } from '../db/db-errors';
import { CoreError } from '../errors';
import { PatientRecordSchema, recordContext, type PatientRecord } from './patient-record';
import type { PatientsRepository } from './patients-repository';

/*
 * A patient's printout language (docs/printout-languages.md): sealed inside the patient's record
 * like the rest of it, local only (no published platform field holds it), and winning over the
 * doctor's default. None kept: the default.
 */

export interface PatientPrintLanguageReader {
  /** The patient's own language; undefined when they have none (or are not saved here). */
  ownOf(patientId: string): PrintLanguage | undefined;
}

export function createPatientPrintLanguage(
  shared: Pick<CoreShared, 'emit' | 'vault' | 'clock'>,
  repository: PatientsRepository,
  defaultLanguage: () => PrintLanguage,
) {
  const { vault, clock } = shared;

  function open(id: string, lead: string): PatientRecord | undefined {
    const row = repository.get(id);
    if (!row) return undefined;
    try {
      return PatientRecordSchema.parse(
        JSON.parse(vault.openText(row.recordSealed, recordContext(id))),
      );
    } catch (error) {
      throw keychainRefusal(error, lead, 'Patients are kept');
    }
  }

  function found(id: string, lead: string): PatientRecord {
    const record = open(id, lead);
    if (!record) throw new CoreError('NOT_FOUND', 'That patient is not saved on this computer.');
    return record;
  }

  const viewOf = (own: PrintLanguage | undefined): PatientPrintLanguageView => ({
    own: own ?? null,
    printed: own ?? defaultLanguage(),
  });

  const reader: PatientPrintLanguageReader = {
    ownOf: (patientId) =>
      open(patientId, 'The patient’s printout language cannot be read.')?.printLanguage,
  };

  return {
    reader,
    get(id: string): PatientPrintLanguageView {
      return viewOf(found(id, 'The patient’s printout language cannot be shown.').printLanguage);
    },
    save(id: string, language: PrintLanguage | null): PatientPrintLanguageView {
      const record = found(id, 'The printout language was not saved.');
      const { printLanguage: _previous, ...rest } = record;
      void _previous;
      const next: PatientRecord = language === null ? rest : { ...rest, printLanguage: language };
      let sealed: Buffer;
      try {
        sealed = vault.sealText(JSON.stringify(next), recordContext(id));
      } catch (error) {
        throw keychainRefusal(error, 'The printout language was not saved.', 'Patients are kept');
      }
      try {
        repository.updateRecord(id, sealed, clock.now(), next);
      } catch (error) {
        throw explainStorageError(error);
      }
      shared.emit('patients:changed', { id });
      return viewOf(next.printLanguage);
    },
  };
}
