import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';
import {
  COUNT_OPEN_STATES_SQL,
  OPEN_ROWS_SQL,
} from '../../../../src/main/core/outbox/outbox-reads';

const plan = (db: Database.Database, sql: string): string =>
  db
    .prepare<[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
    .all()
    .map((row) => row.detail)
    .join('; ');

describe('migration 0015-outbox-open-indexes', () => {
  it('lets the open rows and their counts be read without scanning the settled month', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 14));
    // Before: both reads walk the whole table (or the whole state index).
    expect(plan(db, OPEN_ROWS_SQL)).not.toMatch(/outbox_open/);
    migrate(db, MIGRATIONS.slice(0, 15));
    expect(db.pragma('user_version', { simple: true })).toBe(15);
    expect(plan(db, OPEN_ROWS_SQL)).toMatch(/USING INDEX outbox_open_by_id/);
    expect(plan(db, COUNT_OPEN_STATES_SQL)).toMatch(/USING COVERING INDEX outbox_open_by_state/);
    db.close();
  });
});
