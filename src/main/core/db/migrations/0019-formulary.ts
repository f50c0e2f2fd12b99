import type { Migration } from './index';

/**
 * The formulary on this computer (docs/drug-search.md): what the offline drug search looks in.
 *
 * `medical_db_cache.words` holds a cached item's search words (its name's, a tab, then its
 * generic name's and form's), each word after a space, so a typed word can be looked for at a
 * word's start. NULL until the core fills it (rows cached before this version are filled once,
 * when the search first loads).
 *
 * `medical_db_own_medicines` holds the medicines the doctor has prescribed (on finalized pads),
 * per account: the name, generic name, form and strength only, keyed by the platform's drug id
 * or, for free text, by the folded name. Not patient data: no dose, no pad, no patient, no date;
 * `uses` only counts how often, to rank.
 */
export const m0019Formulary: Migration = {
  version: 19,
  name: '0019-formulary',
  up(db) {
    db.exec(`
      ALTER TABLE medical_db_cache ADD COLUMN words TEXT;
      CREATE TABLE medical_db_own_medicines (
        account_key  TEXT NOT NULL,
        key          TEXT NOT NULL,
        drug_id      TEXT,
        name         TEXT NOT NULL,
        generic_name TEXT,
        form         TEXT,
        strength     TEXT,
        words        TEXT NOT NULL,
        uses         INTEGER NOT NULL DEFAULT 1 CHECK (uses >= 1),
        PRIMARY KEY (account_key, key)
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
