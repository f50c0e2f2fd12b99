import type { Migration } from './index';

/** Key-value settings. Secret values are stored as keychain-encrypted blobs, never as text. */
export const m0001Settings: Migration = {
  version: 1,
  name: '0001-settings',
  up(db) {
    db.exec(`
      CREATE TABLE settings (
        key        TEXT PRIMARY KEY NOT NULL,
        value      TEXT,
        secret     BLOB,
        updated_at TEXT NOT NULL,
        CHECK ((value IS NULL) <> (secret IS NULL))
      ) STRICT;
    `);
  },
};
