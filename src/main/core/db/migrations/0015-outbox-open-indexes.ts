import type { Migration } from './index';

/**
 * The outbox keeps settled rows (done, discarded) for a month of audits, so a clinic's table holds
 * thousands of them beside a handful waiting. The Sync screen's list and the status counts read
 * only the open rows: partial indexes over exactly those keep both reads proportional to what
 * waits, not to the month behind it (the queries' `state NOT IN ('done', 'discarded')` matches
 * the indexes' WHERE term for term, which is what lets SQLite use them).
 */
export const m0015OutboxOpenIndexes: Migration = {
  version: 15,
  name: '0015-outbox-open-indexes',
  up(db) {
    db.exec(`
      CREATE INDEX outbox_open_by_id ON outbox(id)
        WHERE state NOT IN ('done', 'discarded');
      CREATE INDEX outbox_open_by_state ON outbox(state, created_at, next_attempt_at)
        WHERE state NOT IN ('done', 'discarded');
    `);
  },
};
