import type { CoreShared } from '../core-shared';
import { isCoreError } from '../errors';
import { PatientRecordSchema, recordContext } from './patient-record';
import type { PatientsRepository } from './patients-repository';

/**
 * What the patients feature tells others of its patients' names: diagnostics, so a support bundle
 * can blank the clinic's own patients wherever a log line names them (each saved patient's name
 * and the identifiers a pattern cannot recognise: a UHID can be any text), and the Sync screen,
 * which names a change by its patient. Read from the sealed records.
 */
export interface PatientNames {
  /**
   * Names and identifiers of every patient saved on this computer (every account). Undefined when
   * the records cannot be opened (the keychain is unavailable): the caller must then assume any
   * text can name a patient.
   */
  onThisComputer(): { names: string[]; identifiers: string[] } | undefined;
  /**
   * One patient's name as the doctor sees it, for the screen only (never a log or an error).
   * Undefined when the patient is not saved here or the record cannot be opened; never throws.
   */
  nameOf(patientId: string): string | undefined;
}

export function createPatientNames(
  shared: Pick<CoreShared, 'vault'>,
  repository: PatientsRepository,
): PatientNames {
  return {
    nameOf(patientId) {
      const row = repository.get(patientId);
      if (!row) return undefined;
      try {
        const text = shared.vault.openText(row.recordSealed, recordContext(row.id));
        const parsed = PatientRecordSchema.safeParse(JSON.parse(text));
        const name = parsed.success ? parsed.data.name.trim() : '';
        return name === '' ? undefined : name;
      } catch {
        return undefined; // no keychain, or a damaged record: the screen says the name is unknown
      }
    },
    onThisComputer() {
      const names = new Set<string>();
      const identifiers = new Set<string>();
      for (const row of repository.everyone()) {
        let parsed: ReturnType<typeof PatientRecordSchema.safeParse>;
        try {
          const text = shared.vault.openText(row.recordSealed, recordContext(row.id));
          parsed = PatientRecordSchema.safeParse(JSON.parse(text));
        } catch (error) {
          if (isCoreError(error) && error.code === 'KEYCHAIN_UNAVAILABLE') return undefined;
          continue; // a damaged record: nothing in it to blank by
        }
        if (!parsed.success) continue;
        const record = parsed.data;
        if (record.name.trim() !== '') names.add(record.name.trim());
        for (const value of [
          record.uhid,
          record.mobile,
          record.abhaNumber,
          record.abhaAddress,
          record.birthDate,
        ]) {
          if (value !== undefined && value.trim() !== '') identifiers.add(value.trim());
        }
      }
      return { names: [...names], identifiers: [...identifiers] };
    },
  };
}
