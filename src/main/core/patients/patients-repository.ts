import type { Db } from '../db/connection';
import type { PatientRecord } from './patient-record';
import type { PatientSearchIndex } from './patient-search-index';
import { patientRowOf, type PatientRow, type StoredPatient } from './patient-row';

export type { PatientRow } from './patient-row';

/** The patients table: records sealed, one per patient and account. */
export interface PatientsRepository {
  /**
   * Joins the caller's transaction (a created patient's outbox row is written in the same one).
   * `record` is what `row` seals: the search index files it in the same transaction.
   */
  insert(row: PatientRow, record: PatientRecord): void;
  get(id: string): PatientRow | undefined;
  byPlatformId(account: string, platformId: string): PatientRow | undefined;
  all(account: string): PatientRow[];
  /** Every patient saved on this computer, of every account. */
  everyone(): PatientRow[];
  /** Replaces the sealed record of a patient (`record`, which the search index files again). */
  updateRecord(id: string, recordSealed: Buffer, at: number, record: PatientRecord): void;
  /** The platform made the patient: its id from now on. False when another row already has it. */
  setPlatformId(id: string, platformId: string, at: number): boolean;
  /** Patients created here the platform's id is not saved for (their create's row, if any). */
  withoutPlatformId(): PatientRow[];
}

export function createPatientsRepository(db: Db, index: PatientSearchIndex): PatientsRepository {
  const insert = db.prepare(
    `INSERT INTO patients (id, account, platform_id, record_sealed, outbox_id, created_at, updated_at)
     VALUES (@id, @account, @platformId, @recordSealed, @outboxId, @createdAt, @updatedAt)`,
  );
  const byId = db.prepare<[string], StoredPatient>('SELECT * FROM patients WHERE id = ?');
  const byPlatform = db.prepare<[string, string], StoredPatient>(
    'SELECT * FROM patients WHERE account = ? AND platform_id = ?',
  );
  const all = db.prepare<[string], StoredPatient>(
    'SELECT * FROM patients WHERE account = ? ORDER BY updated_at DESC',
  );
  const everyone = db.prepare<[], StoredPatient>('SELECT * FROM patients');
  const update = db.prepare<[Buffer, number, string]>(
    'UPDATE patients SET record_sealed = ?, updated_at = ? WHERE id = ?',
  );
  const awaiting = db.prepare<[], StoredPatient>(
    'SELECT * FROM patients WHERE platform_id IS NULL AND outbox_id IS NOT NULL',
  );
  const setPlatform = db.prepare<[string, number, string]>(
    'UPDATE patients SET platform_id = ?, updated_at = ? WHERE id = ? AND platform_id IS NULL',
  );
  return {
    insert(row, record) {
      db.transaction(() => {
        insert.run({ ...row, platformId: row.platformId ?? null, outboxId: row.outboxId ?? null });
        index.file(row.id, record);
      })();
    },
    get: (id) => {
      const stored = byId.get(id);
      return stored ? patientRowOf(stored) : undefined;
    },
    byPlatformId: (account, platformId) => {
      const stored = byPlatform.get(account, platformId);
      return stored ? patientRowOf(stored) : undefined;
    },
    all: (account) => all.all(account).map(patientRowOf),
    everyone: () => everyone.all().map(patientRowOf),
    updateRecord(id, recordSealed, at, record) {
      db.transaction(() => {
        update.run(recordSealed, at, id);
        index.file(id, record);
      })();
    },
    setPlatformId(id, platformId, at) {
      try {
        return db.transaction(() => {
          if (setPlatform.run(platformId, at, id).changes === 0) return false;
          index.refresh(id);
          return true;
        })();
      } catch {
        return false; // UNIQUE: another row of the account has that id already
      }
    },
    withoutPlatformId: () => awaiting.all().map(patientRowOf),
  };
}
