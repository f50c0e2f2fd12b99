import type { Migration } from './index';

/**
 * Drugs and lab tests seen in the platform's drug-and-lab search, per account, kind and id, so
 * the pad can offer them offline. `name_folded` (NFKC, lower case) serves the offline search.
 */
export const m0013MedicalDbCache: Migration = {
  version: 13,
  name: '0013-medical-db-cache',
  up(db) {
    db.exec(`
      CREATE TABLE medical_db_cache (
        account_key TEXT NOT NULL,
        kind        TEXT NOT NULL CHECK (kind IN ('drug', 'lab')),
        id          TEXT NOT NULL,
        name        TEXT NOT NULL,
        name_folded TEXT NOT NULL,
        record      TEXT NOT NULL,
        fetched_at  INTEGER NOT NULL,
        PRIMARY KEY (account_key, kind, id)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX medical_db_cache_by_name ON medical_db_cache(account_key, kind, name_folded);
    `);
  },
};
