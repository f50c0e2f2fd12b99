import type { Migration } from './index';

/**
 * The scribe's suggestions for a pad, read from its consultation's recordings, and the doctor's
 * decision on each. `id` is the suggestion's stable id (the same result read again gives the same
 * ids, so a decision is never asked twice); the suggestion itself is patient data: sealed.
 */
export const m0014ScribeSuggestions: Migration = {
  version: 14,
  name: '0014-scribe-suggestions',
  up(db) {
    db.exec(`
      CREATE TABLE scribe_suggestions (
        pad_id            TEXT NOT NULL,
        id                TEXT NOT NULL,
        session_id        TEXT NOT NULL,
        position          INTEGER NOT NULL,
        suggestion_sealed BLOB NOT NULL,
        state             TEXT NOT NULL DEFAULT 'open'
                          CHECK (state IN ('open', 'accepted', 'edited', 'rejected')),
        created_at        INTEGER NOT NULL,
        decided_at        INTEGER,
        CHECK ((state = 'open') = (decided_at IS NULL)),
        PRIMARY KEY (pad_id, id)
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
