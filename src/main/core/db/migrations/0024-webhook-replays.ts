import type { Migration } from './index';

/**
 * The listener's replay guard, kept across restarts for as long as a signature could still be
 * accepted (the tolerance window): one row per accepted signature, its `t` and `v1` sealed with
 * the data key (`sealed`), and the moment it can no longer be accepted anyway (`expires_at`, ms).
 * Rows past it are deleted when the next one is written.
 */
export const m0024WebhookReplays: Migration = {
  version: 24,
  name: '0024-webhook-replays',
  up(db) {
    db.exec(`
      CREATE TABLE webhook_replays (
        id         INTEGER PRIMARY KEY,
        sealed     BLOB NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX webhook_replays_expiry ON webhook_replays(expires_at);
    `);
  },
};
