import type { Migration } from './index';

/**
 * Three things 0003 lacked, found while building the sync loop:
 * - `account`: the platform account a change was made for. After a switch in Settings, changes
 *   made for the other account must wait for it (or be discarded), never go to the new one.
 * - `discarded`: a change the user chose not to send. It is kept (with its log) for the audit
 *   period like a done row, instead of being deleted, so "who dropped what" stays answerable.
 * - `result`: the platform's answer to a done row (e.g. the id of a registered webhook), so a
 *   caller that waited for the row, or a later row of the same record, can use it.
 * SQLite cannot widen a CHECK constraint in place, so the table is rebuilt and its rows copied;
 * ids are kept (the log refers to them) and so is the AUTOINCREMENT high-water mark.
 * Indexes: partial indexes on pending rows (by account, in id order) and on rows still to settle
 * (by ordering key) make "the head row of each key" cheap however many done rows the audit
 * period keeps; without them every claim scanned the whole history.
 */
export const m0004OutboxDiscardResult: Migration = {
  version: 4,
  name: '0004-outbox-discard-result',
  up(db) {
    db.exec(`
      CREATE TABLE outbox_new (
        id              INTEGER PRIMARY KEY AUTOINCREMENT,
        idempotency_key TEXT NOT NULL UNIQUE,
        operation       TEXT NOT NULL,
        payload         TEXT,
        payload_file    TEXT,
        ordering_key    TEXT NOT NULL,
        account         TEXT NOT NULL DEFAULT '',
        state           TEXT NOT NULL
                        CHECK (state IN ('pending', 'in_flight', 'done', 'rejected', 'dead', 'discarded')),
        attempts        INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at INTEGER NOT NULL,
        last_error      TEXT,
        result          TEXT,
        created_at      INTEGER NOT NULL,
        updated_at      INTEGER NOT NULL,
        completed_at    INTEGER,
        CHECK ((payload IS NULL) <> (payload_file IS NULL))
      ) STRICT;
      INSERT INTO outbox_new (id, idempotency_key, operation, payload, payload_file, ordering_key, state,
                              attempts, next_attempt_at, last_error, created_at, updated_at, completed_at)
        SELECT id, idempotency_key, operation, payload, payload_file, ordering_key, state,
               attempts, next_attempt_at, last_error, created_at, updated_at, completed_at
        FROM outbox;
      UPDATE sqlite_sequence
        SET seq = max(seq, coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'outbox'), 0))
        WHERE name = 'outbox_new';
      INSERT INTO sqlite_sequence (name, seq)
        SELECT 'outbox_new', seq FROM sqlite_sequence WHERE name = 'outbox'
        AND NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'outbox_new');
    `);
    // outbox_log references outbox(id); with foreign keys on, dropping the parent would cascade
    // the log away. Move the log aside, swap the tables, and put it back.
    db.exec(`
      CREATE TEMP TABLE outbox_log_keep AS SELECT * FROM outbox_log;
      DROP TABLE outbox_log;
      DROP TABLE outbox;
      DELETE FROM sqlite_sequence WHERE name = 'outbox';
      ALTER TABLE outbox_new RENAME TO outbox;
      CREATE TABLE outbox_log (
        id        INTEGER PRIMARY KEY AUTOINCREMENT,
        outbox_id INTEGER NOT NULL REFERENCES outbox(id) ON DELETE CASCADE,
        at        INTEGER NOT NULL,
        event     TEXT NOT NULL,
        detail    TEXT
      ) STRICT;
      INSERT INTO outbox_log (id, outbox_id, at, event, detail)
        SELECT id, outbox_id, at, event, detail FROM outbox_log_keep;
      DROP TABLE outbox_log_keep;
      CREATE INDEX outbox_log_by_row ON outbox_log(outbox_id, id);
      CREATE INDEX outbox_open_by_key ON outbox(ordering_key, id)
        WHERE state NOT IN ('done', 'discarded');
      CREATE INDEX outbox_pending ON outbox(account, id) WHERE state = 'pending';
      CREATE INDEX outbox_settled ON outbox(completed_at) WHERE state IN ('done', 'discarded');
    `);
  },
};
