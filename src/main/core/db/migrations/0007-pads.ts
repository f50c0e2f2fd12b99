import type { Migration } from './index';

/**
 * Prescription pads: drafts the doctor is writing and pads finalized for the platform. A pad is
 * patient data, so its content is stored only sealed with the data key (`pad_sealed`, the pad as
 * the app edits it; `body_sealed`, the exact body the last finalize sends). Nothing else in a row
 * names the patient or says what was found.
 *
 * - `revision` grows by one with every save, finalize and reopen: a save or finalize that names
 *   an older revision is refused rather than overwriting newer work.
 * - `outbox_id` is the row of the last finalize (not a foreign key: settled outbox rows are pruned
 *   after the audit period, and the pad outlives them with `sent_at` set). It is kept when a
 *   refused pad is reopened. `previous_refusal` keeps the platform's reason on the reopened
 *   draft, so the pad can show what to correct until it is finalized again.
 * - A finalized pad always has its body, its outbox row and its finalize time.
 */
export const m0007Pads: Migration = {
  version: 7,
  name: '0007-pads',
  up(db) {
    db.exec(`
      CREATE TABLE pads (
        id           TEXT PRIMARY KEY,
        account      TEXT NOT NULL,
        status       TEXT NOT NULL CHECK (status IN ('draft', 'finalized')),
        revision     INTEGER NOT NULL CHECK (revision >= 1),
        pad_sealed   BLOB NOT NULL,
        body_sealed  BLOB,
        outbox_id    INTEGER,
        created_at   INTEGER NOT NULL,
        updated_at   INTEGER NOT NULL,
        finalized_at INTEGER,
        sent_at      INTEGER,
        previous_refusal TEXT,
        CHECK (status = 'draft' OR
               (body_sealed IS NOT NULL AND outbox_id IS NOT NULL AND finalized_at IS NOT NULL)),
        CHECK (status = 'finalized' OR (body_sealed IS NULL AND finalized_at IS NULL AND sent_at IS NULL))
      ) STRICT;
      CREATE INDEX pads_drafts ON pads(account, updated_at DESC) WHERE status = 'draft';
      CREATE INDEX pads_by_updated ON pads(updated_at DESC);
      CREATE UNIQUE INDEX pads_by_outbox ON pads(outbox_id) WHERE outbox_id IS NOT NULL;
    `);
  },
};
