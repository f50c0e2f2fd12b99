import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  earliestStartOf,
  pastLastStartOf,
  searchStatement,
  type SearchFilter,
} from '../../../../src/main/core/consultations/consultation-search-sql';
import {
  EARLIER_COUNT_SQL,
  EARLIER_OF_PATIENT_SQL,
  EARLIER_PADS_SQL,
  LATEST_OF_PATIENT_SQL,
  TODAY_FINISHED_SQL,
  TODAY_OPEN_SQL,
} from '../../../../src/main/core/consultations/consultations-repository';
import type { Stored } from '../../../../src/main/core/consultations/consultation-stored';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

/** "Find a consultation" before migration 0029: the reference for the rows and order it must keep. */
const SEARCH_BEFORE = `SELECT * FROM consultations WHERE account = ?
       AND (? = 0 OR patient_id IN (SELECT value FROM json_each(?)))
       AND (? IS NULL OR day >= ?) AND (? IS NULL OR day <= ?)
     ORDER BY started_at DESC, id LIMIT ?`;

const VISITS = 3_000;
const PATIENTS = 300;
const STATUSES = ['in_progress', 'finished', 'finished', 'finished', 'discarded'] as const;
/** Local days as computers east and west of UTC write them (the day of the start time there). */
const ZONES_MS = [5.5 * 3_600_000, -7 * 3_600_000, 14 * 3_600_000, -12 * 3_600_000, 0];

/**
 * Visits over about three years, two accounts, many starting in the same second (ties broken by
 * id), their day written in one of several time zones, as computers moved between zones would.
 */
function fill(db: Database.Database): void {
  let seed = 11;
  const random = (): number => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const insert = db.prepare(
    `INSERT INTO consultations (id, account, patient_id, appointment_id, pad_id, status, day, started_at, updated_at)
     VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?)`,
  );
  const start = Date.UTC(2023, 10, 1);
  db.transaction(() => {
    for (let n = 0; n < VISITS; n += 1) {
      const at =
        start + Math.floor(random() * 1_095) * 86_400_000 + Math.floor(random() * 8) * 1_000;
      const zone = ZONES_MS[Math.floor(random() * ZONES_MS.length)]!;
      const day = new Date(at + zone).toISOString().slice(0, 10);
      const id = `c-${String(Math.floor(random() * 1e9)).padStart(9, '0')}-${String(n)}`;
      const status = STATUSES[Math.floor(random() * STATUSES.length)]!;
      const account = random() < 0.9 ? 'acct' : 'other';
      insert.run(id, account, `p-${String(n % PATIENTS)}`, `pad-${String(n)}`, status, day, at, at);
    }
  })();
}

const plan = (db: Database.Database, sql: string, args: unknown[]): string =>
  db
    .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...args)
    .map((row) => row.detail)
    .join('; ');

const searchPlan = (db: Database.Database, filter: SearchFilter): string => {
  const { sql, params } = searchStatement('acct', filter);
  return plan(db, sql, params);
};

/** No query of the history or Today reads every visit, or sorts what it read. */
const expectIndexedInOrder = (detail: string): void => {
  expect(detail).not.toMatch(/\bSCAN consultations\b/);
  expect(detail).not.toMatch(/TEMP B-TREE/);
};

describe('the history and Today queries (no statistics: as the app’s file is)', () => {
  const db = new Database(':memory:');
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version < 29),
  );
  fill(db);
  const before = plan(db, SEARCH_BEFORE, [
    'acct',
    0,
    '[]',
    '2025-06-01',
    '2025-06-01',
    '2025-06-01',
    '2025-06-01',
    50,
  ]);
  migrate(db, MIGRATIONS);

  it('before: Find a consultation by day read every visit of the account and sorted them', () => {
    expect(before).toMatch(/TEMP B-TREE FOR ORDER BY/);
  });

  it('Today: the visits in progress and the day’s finished ones from their indexes, never sorted', () => {
    expect(plan(db, TODAY_OPEN_SQL, ['acct'])).toBe(
      'SEARCH consultations USING INDEX consultations_open (account=?)',
    );
    expect(plan(db, TODAY_FINISHED_SQL, ['acct', '2025-06-01'])).toBe(
      'SEARCH consultations USING INDEX consultations_day_started (account=? AND day=? AND status=?)',
    );
  });

  it('the patient’s past visits, their count, their pads and the latest: one index, in order', () => {
    const before = ['p-7', Date.UTC(2025, 0, 1), 'c-5'];
    for (const [sql, args] of [
      [EARLIER_OF_PATIENT_SQL, [...before, 5]],
      [EARLIER_COUNT_SQL, before],
      [EARLIER_PADS_SQL, [...before, 5]],
      [LATEST_OF_PATIENT_SQL, ['p-7']],
    ] as const) {
      const detail = plan(db, sql, [...args]);
      expect(detail).toMatch(
        /^SEARCH consultations USING (COVERING )?INDEX consultations_patient_started \(patient_id=?/,
      );
      expectIndexedInOrder(detail);
    }
  });

  it('Find a consultation, by day, from a day, to a day or unfiltered: the account’s visits in order', () => {
    const window = '(account=? AND started_at>? AND started_at<?)';
    expect(searchPlan(db, { from: '2025-06-01', to: '2025-06-01', limit: 50 })).toBe(
      `SEARCH consultations USING INDEX consultations_account_started ${window}`,
    );
    expect(searchPlan(db, { from: '2025-06-01', to: '2025-06-30', limit: 50 })).toBe(
      `SEARCH consultations USING INDEX consultations_account_started ${window}`,
    );
    expect(searchPlan(db, { from: '2025-06-01', limit: 50 })).toBe(
      'SEARCH consultations USING INDEX consultations_account_started (account=? AND started_at>?)',
    );
    expect(searchPlan(db, { to: '2025-06-01', limit: 50 })).toBe(
      'SEARCH consultations USING INDEX consultations_account_started (account=? AND started_at<?)',
    );
    expect(searchPlan(db, { limit: 50 })).toBe(
      'SEARCH consultations USING INDEX consultations_account_started (account=?)',
    );
  });

  it('by patients (the by-name search), alone or with days: the same index in order, the patients checked in it', () => {
    const ids = ['p-1', 'p-2'];
    for (const filter of [
      { patientIds: ids, limit: 50 },
      { patientIds: ids, from: '2025-06-01', to: '2025-06-30', limit: 50 },
    ]) {
      const detail = searchPlan(db, filter);
      expect(detail).toMatch(
        /^SEARCH consultations USING INDEX consultations_account_started \(account=\?/,
      );
      expectIndexedInOrder(detail);
    }
  });

  it('gives exactly the rows, in exactly the order, of the query it replaced', () => {
    const reference = db.prepare<unknown[], Stored>(SEARCH_BEFORE);
    const days = db
      .prepare<[], string>('SELECT DISTINCT day FROM consultations ORDER BY day')
      .pluck()
      .all();
    const ids = (rows: Stored[]) => rows.map((row) => row.id);
    const filters: SearchFilter[] = [{ limit: 50 }, { limit: 200 }, { patientIds: [], limit: 50 }];
    days.forEach((day, i) => {
      if (i % 7 === 0) filters.push({ from: day, to: day, limit: 50 });
      if (i % 60 === 0) {
        const later = days[Math.min(days.length - 1, i + 30)]!;
        filters.push(
          { from: day, limit: 20 },
          { to: day, limit: 20 },
          { from: day, to: later, limit: 200 },
        );
        filters.push({
          patientIds: [`p-${String(i % PATIENTS)}`, 'p-0'],
          from: day,
          to: later,
          limit: 50,
        });
        filters.push({ patientIds: [`p-${String(i % PATIENTS)}`], limit: 50 });
      }
    });
    let nonEmpty = 0;
    for (const account of ['acct', 'other']) {
      for (const filter of filters) {
        const { sql, params } = searchStatement(account, filter);
        const now = ids(db.prepare<unknown[], Stored>(sql).all(...params));
        const then = ids(
          reference.all(
            account,
            filter.patientIds === undefined ? 0 : 1,
            JSON.stringify(filter.patientIds ?? []),
            filter.from ?? null,
            filter.from ?? null,
            filter.to ?? null,
            filter.to ?? null,
            filter.limit,
          ),
        );
        expect(now, JSON.stringify(filter)).toEqual(then);
        if (now.length > 0) nonEmpty += 1;
      }
    }
    expect(nonEmpty).toBeGreaterThan(200);
  });

  it('takes a day window that holds every start time of those days, whatever the time zone', () => {
    // 00:00 on the day at UTC+14 is 10:00 the day before in UTC; 23:59:59.999 at UTC-12 is 11:59 the day after.
    expect(earliestStartOf('2025-06-01')).toBeLessThanOrEqual(
      Date.UTC(2025, 5, 1) - 14 * 3_600_000,
    );
    expect(pastLastStartOf('2025-06-01')).toBeGreaterThan(
      Date.UTC(2025, 5, 2) + 12 * 3_600_000 - 1,
    );
  });
});

describe('Find a consultation with statistics (ANALYZE) in the file', () => {
  const db = new Database(':memory:');
  migrate(db, MIGRATIONS);
  fill(db);
  db.exec('ANALYZE');

  // (By patients, SQLite may then prefer their own visits, sorted: a few rows, the by-name search's.)
  it('SQLite still chooses the account’s visits in order, by day or unfiltered', () => {
    for (const filter of [
      { from: '2025-06-01', to: '2025-06-01', limit: 50 },
      { from: '2025-06-01', limit: 50 },
      { limit: 50 },
    ]) {
      const detail = searchPlan(db, filter);
      expect(detail).toMatch(/^SEARCH consultations USING INDEX consultations_account_started/);
      expectIndexedInOrder(detail);
    }
  });
});
