import type { Migration } from './index';

/**
 * Symptom/diagnosis/finding/procedure property groups, cached per account, context and id so the
 * pad can offer them offline. `name_folded` (lower-case name) serves the offline text search.
 */
export const m0005PropertiesCache: Migration = {
  version: 5,
  name: '0005-properties-cache',
  up(db) {
    db.exec(`
      CREATE TABLE properties_cache (
        account_key TEXT NOT NULL,
        context     TEXT NOT NULL CHECK (context IN ('symptoms', 'diagnosis', 'examination_findings', 'procedures')),
        id          TEXT NOT NULL,
        name        TEXT NOT NULL,
        name_folded TEXT NOT NULL,
        record      TEXT NOT NULL,
        fetched_at  INTEGER NOT NULL,
        PRIMARY KEY (account_key, context, id)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX properties_cache_by_name ON properties_cache(account_key, context, name_folded);
    `);
  },
};
