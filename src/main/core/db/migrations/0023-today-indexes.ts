import type { Migration } from './index';

/**
 * Today's list read from indexes in its own order, whatever the years of visits behind it
 * (docs/consultation-history.md): the visits still in progress (any day) from a partial index of
 * those alone, the day's finished ones from (account, day, start, id). Before, one query with
 * `status = 'in_progress' OR (…)` scanned every visit of the account and sorted them.
 * `consultations_day_started` answers everything `consultations_day` did, so that one is dropped.
 */
export const m0023TodayIndexes: Migration = {
  version: 23,
  name: '0023-today-indexes',
  up(db) {
    db.exec(`
      CREATE INDEX consultations_open ON consultations (account, started_at, id)
        WHERE status = 'in_progress';
      CREATE INDEX consultations_day_started ON consultations (account, day, status, started_at, id);
      DROP INDEX consultations_day;
    `);
  },
};
