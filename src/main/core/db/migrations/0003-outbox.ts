import type { Migration } from './index';

/**
 * The durable outbox: every change meant for the platform is a row here, written in the same
 * transaction as the local change. `outbox_log` records what happened to rows (attempts, user
 * retries and discards) for the Sync screen and for audits.
 */
export const m0003Outbox: Migration = {
  version: 3,
  name: '0003-outbox',
  up(db) {
    db.exec(`
      CREATE TABLE outbox (
        id              INTEGER PRIMARY KEY AUTOINCREMENT,
        idempotency_key TEXT NOT NULL UNIQUE,
        operation       TEXT NOT NULL,
        payload         TEXT,
        payload_file    TEXT,
        ordering_key    TEXT NOT NULL,
        state           TEXT NOT NULL CHECK (state IN ('pending', 'in_flight', 'done', 'rejected', 'dead')),
        attempts        INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at INTEGER NOT NULL,
        last_error      TEXT,
        created_at      INTEGER NOT NULL,
        updated_at      INTEGER NOT NULL,
        completed_at    INTEGER,
        CHECK ((payload IS NULL) <> (payload_file IS NULL))
      ) STRICT;
      CREATE INDEX outbox_by_state ON outbox(state, next_attempt_at);
      CREATE INDEX outbox_by_key ON outbox(ordering_key, id);

      CREATE TABLE outbox_log (
        id        INTEGER PRIMARY KEY AUTOINCREMENT,
        outbox_id INTEGER NOT NULL REFERENCES outbox(id) ON DELETE CASCADE,
        at        INTEGER NOT NULL,
        event     TEXT NOT NULL,
        detail    TEXT
      ) STRICT;
      CREATE INDEX outbox_log_by_row ON outbox_log(outbox_id, id);
    `);
  },
};
