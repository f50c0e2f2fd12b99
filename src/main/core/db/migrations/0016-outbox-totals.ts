import type { Migration } from './index';

/**
 * The status pushed to the renderer (every 100 ms during a drain) says how many changes wait, and
 * the Sync screen says how many it lists: both counted over every open row until now (28 ms at
 * 50,000 rows, on every push). `outbox_totals` holds one count per state, kept by triggers in the
 * same transaction as every insert, state change and delete of an outbox row, so the counts are
 * read in O(1) and stay right whatever code path writes the table (the sync loop's claims and
 * settlements, the user's retry and discard, the crash recovery, the pruning of settled rows).
 * Counters kept by the repository would have to be repeated in each of those statements and would
 * drift the day one is added without them. The rows are built from a real count when migrating.
 *
 * Two more indexes serve the rest of the status and the Sync screen's pages:
 * - `outbox_pending_due`: the earliest retry time among pending rows (a min, read in O(log n));
 * - `outbox_open_by_state_id`: the open rows of one state in id order, so a page of the "Needs
 *   attention" group does not walk the thousands of waiting rows in between (keyset by id).
 */
export const m0016OutboxTotals: Migration = {
  version: 16,
  name: '0016-outbox-totals',
  up(db) {
    db.exec(`
      CREATE TABLE outbox_totals (
        state TEXT PRIMARY KEY
              CHECK (state IN ('pending', 'in_flight', 'done', 'rejected', 'dead', 'discarded')),
        n     INTEGER NOT NULL CHECK (n >= 0)
      ) STRICT, WITHOUT ROWID;
      INSERT INTO outbox_totals (state, n)
        SELECT s.value, (SELECT count(*) FROM outbox WHERE state = s.value)
        FROM json_each('["pending","in_flight","done","rejected","dead","discarded"]') s;
      CREATE TRIGGER outbox_totals_insert AFTER INSERT ON outbox BEGIN
        UPDATE outbox_totals SET n = n + 1 WHERE state = NEW.state;
      END;
      CREATE TRIGGER outbox_totals_delete AFTER DELETE ON outbox BEGIN
        UPDATE outbox_totals SET n = n - 1 WHERE state = OLD.state;
      END;
      CREATE TRIGGER outbox_totals_state AFTER UPDATE OF state ON outbox
        WHEN OLD.state <> NEW.state BEGIN
        UPDATE outbox_totals SET n = n - 1 WHERE state = OLD.state;
        UPDATE outbox_totals SET n = n + 1 WHERE state = NEW.state;
      END;
      CREATE INDEX outbox_pending_due ON outbox(next_attempt_at) WHERE state = 'pending';
      CREATE INDEX outbox_open_by_state_id ON outbox(state, id)
        WHERE state NOT IN ('done', 'discarded');
    `);
  },
};
