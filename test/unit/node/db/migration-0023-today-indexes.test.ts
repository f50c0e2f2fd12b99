import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  mergeByStart,
  TODAY_FINISHED_SQL,
  TODAY_OPEN_SQL,
} from '../../../../src/main/core/consultations/consultations-repository';
import type { Stored } from '../../../../src/main/core/consultations/consultation-stored';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

/** The query Today used before migration 0023: the reference for the order it must keep. */
const TODAY_BEFORE = `SELECT * FROM consultations WHERE account = ?
       AND (status = 'in_progress' OR (status = 'finished' AND day = ?))
     ORDER BY started_at, id`;

const plan = (db: Database.Database, sql: string, args: unknown[]): string =>
  db
    .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...args)
    .map((row) => row.detail)
    .join('; ');

const STATUSES = ['in_progress', 'finished', 'finished', 'finished', 'discarded'] as const;

/** 30,000 visits over about three years, two accounts, some starting in the same millisecond. */
function fill(db: Database.Database): void {
  let seed = 7;
  const random = (): number => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const insert = db.prepare(
    `INSERT INTO consultations (id, account, patient_id, appointment_id, pad_id, status, day, started_at, updated_at)
     VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?)`,
  );
  const start = Date.UTC(2023, 10, 1);
  db.transaction(() => {
    for (let n = 0; n < 30_000; n += 1) {
      const at =
        start + Math.floor(random() * 1_095) * 86_400_000 + Math.floor(random() * 40) * 1_000;
      const day = new Date(at).toISOString().slice(0, 10);
      const id = `c-${String(Math.floor(random() * 1e9)).padStart(9, '0')}-${String(n)}`;
      const status = STATUSES[Math.floor(random() * STATUSES.length)]!;
      insert.run(
        id,
        random() < 0.9 ? 'acct' : 'other',
        `p-${String(n % 3_000)}`,
        `pad-${String(n)}`,
        status,
        day,
        at,
        at,
      );
    }
  })();
}

describe('migration 0023-today-indexes', () => {
  const db = new Database(':memory:');
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version < 23),
  );
  fill(db);
  const before = plan(db, TODAY_BEFORE, ['acct', '2025-06-01']);
  migrate(db, MIGRATIONS);
  db.exec('ANALYZE');

  it('before: Today scanned the account and sorted', () => {
    expect(before).toMatch(/TEMP B-TREE/);
  });

  it('reads the visits in progress and the day’s finished ones from indexes, in order, never sorting', () => {
    expect(plan(db, TODAY_OPEN_SQL, ['acct'])).toBe(
      'SEARCH consultations USING INDEX consultations_open (account=?)',
    );
    expect(plan(db, TODAY_FINISHED_SQL, ['acct', '2025-06-01'])).toBe(
      'SEARCH consultations USING INDEX consultations_day_started (account=? AND day=? AND status=?)',
    );
  });

  it('gives exactly the rows, in exactly the order, of the query it replaced, on every day', () => {
    const days = db
      .prepare<[], string>('SELECT DISTINCT day FROM consultations ORDER BY day')
      .pluck()
      .all();
    const open = db.prepare<[string], Stored>(TODAY_OPEN_SQL);
    const finished = db.prepare<[string, string], Stored>(TODAY_FINISHED_SQL);
    const reference = db.prepare<[string, string], Stored>(TODAY_BEFORE);
    const ids = (rows: Stored[]) => rows.map((row) => row.id);
    let compared = 0;
    for (const day of days.filter((_, i) => i % 50 === 0)) {
      for (const account of ['acct', 'other']) {
        const merged = mergeByStart(open.all(account), finished.all(account, day));
        expect(ids(merged)).toEqual(ids(reference.all(account, day)));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(40);
  });

  it('merges ties on the start time by id, as ORDER BY started_at, id does', () => {
    const row = (id: string, at: number) => ({ id, started_at: at }) as Stored;
    expect(
      mergeByStart([row('b', 1), row('d', 2)], [row('a', 1), row('c', 1), row('e', 2)]).map(
        (r) => r.id,
      ),
    ).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
