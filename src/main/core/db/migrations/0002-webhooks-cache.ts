import type { Migration } from './index';

/**
 * The last webhook list fetched per account (base URL + client id), for offline audit.
 * Signing keys are kept only as keychain-encrypted blobs.
 */
export const m0002WebhooksCache: Migration = {
  version: 2,
  name: '0002-webhooks-cache',
  up(db) {
    db.exec(`
      CREATE TABLE webhook_lists (
        account_key TEXT PRIMARY KEY NOT NULL,
        fetched_at  TEXT NOT NULL,
        msg         TEXT NOT NULL
      ) STRICT;
      CREATE TABLE webhooks_cache (
        account_key        TEXT NOT NULL REFERENCES webhook_lists(account_key) ON DELETE CASCADE,
        position           INTEGER NOT NULL,
        id                 TEXT NOT NULL,
        record             TEXT NOT NULL,
        signing_key_secret BLOB,
        has_signing_key    INTEGER NOT NULL CHECK (has_signing_key IN (0, 1)),
        PRIMARY KEY (account_key, id)
      ) STRICT;
      CREATE INDEX webhooks_cache_order ON webhooks_cache(account_key, position);
    `);
  },
};
