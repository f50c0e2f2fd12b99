import type { Migration } from './index';

/**
 * The patient search index (docs/patient-search.md): keyed tokens of what a search looks up,
 * never the terms themselves, so patients are found without unsealing every record.
 *
 * - `patient_search_rows`: one row per filed patient, with a small number `n` the tokens name
 *   (smaller than the patient's id in each of the many token rows), `key_id`, which key made its
 *   tokens (a patient filed under another data key is filed again), and copies of the patient's
 *   account, last change and whether the platform has it yet, so candidates are ordered and
 *   filtered here without reading their sealed records.
 * - `patient_search_tokens`: (token, n) pairs, looked up by token; the second index rewrites or
 *   forgets one patient's tokens.
 * - A deleted patient's rows go with it (the trigger).
 *
 * The migration cannot reach the data key (it runs before the keychain is asked), so it only
 * makes the tables: the patients feature files the patients saved before at start (prepare).
 */
export const m0028PatientSearchIndex: Migration = {
  version: 28,
  name: '0028-patient-search-index',
  up(db) {
    db.exec(`
      CREATE TABLE patient_search_rows (
        n          INTEGER PRIMARY KEY,
        patient_id TEXT NOT NULL UNIQUE,
        account    TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        unsent     INTEGER NOT NULL CHECK (unsent IN (0, 1)),
        key_id     INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX patient_search_rows_key ON patient_search_rows (key_id);
      CREATE TABLE patient_search_tokens (
        token INTEGER NOT NULL,
        n     INTEGER NOT NULL,
        PRIMARY KEY (token, n)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX patient_search_tokens_n ON patient_search_tokens (n);
      CREATE TRIGGER patients_forget_search AFTER DELETE ON patients BEGIN
        DELETE FROM patient_search_tokens
          WHERE n = (SELECT n FROM patient_search_rows WHERE patient_id = old.id);
        DELETE FROM patient_search_rows WHERE patient_id = old.id;
      END;
    `);
  },
};
