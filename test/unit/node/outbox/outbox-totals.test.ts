import Database from 'better-sqlite3';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../../src/main/core/db/connection';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';
import {
  COUNT_OPEN_STATES_SQL,
  EARLIEST_DUE_SQL,
  OLDEST_SQL,
  TOTALS_SQL,
} from '../../../../src/main/core/outbox/outbox-reads';
import {
  createOutboxRepository,
  type OutboxRepository,
} from '../../../../src/main/core/outbox/outbox-repository';
import type { OutboxCounts } from '../../../../src/main/core/outbox/outbox-row';
import { createFakeClock } from '../../../helpers/fake-clock';
import { makeTempDir } from '../../../helpers/temp-dir';

let temp: ReturnType<typeof makeTempDir>;
let db: Db;
let clock: ReturnType<typeof createFakeClock>;
let outbox: OutboxRepository;

beforeEach(() => {
  temp = makeTempDir();
  db = openDatabase(path.join(temp.dir, 'app.sqlite'));
  clock = createFakeClock();
  outbox = createOutboxRepository(db, clock);
});
afterEach(() => {
  db.close();
  temp.remove();
});

const plan = (sql: string, ...params: unknown[]): string =>
  db
    .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...params)
    .map((row) => row.detail)
    .join('; ');

/** The counts as a real scan of the table finds them: what `counts()` must always equal. */
function scanned(): OutboxCounts {
  const counts: OutboxCounts = {
    pending: 0,
    inFlight: 0,
    rejected: 0,
    dead: 0,
    oldestWaitingSince: undefined,
    nextAttemptAt: undefined,
  };
  const rows = db
    .prepare<[], { state: string; n: number; oldest: number; due: number }>(COUNT_OPEN_STATES_SQL)
    .all();
  for (const { state, n, oldest, due } of rows) {
    if (state === 'in_flight') counts.inFlight = n;
    else if (state === 'pending' || state === 'rejected' || state === 'dead') counts[state] = n;
    if (state === 'pending') counts.nextAttemptAt = due;
    if (state === 'pending' || state === 'in_flight') {
      counts.oldestWaitingSince = Math.min(counts.oldestWaitingSince ?? oldest, oldest);
    }
  }
  return counts;
}

/** Every state's kept total against `SELECT count(*)` of the table itself. */
function totalsMatchTable(): void {
  const kept = Object.fromEntries(
    db
      .prepare<[], { state: string; n: number }>(TOTALS_SQL)
      .all()
      .map((row) => [row.state, row.n]),
  );
  const real = Object.fromEntries(
    db
      .prepare<[], { state: string; n: number }>(
        'SELECT state, count(*) AS n FROM outbox GROUP BY state',
      )
      .all()
      .map((row) => [row.state, row.n]),
  );
  for (const state of ['pending', 'in_flight', 'done', 'rejected', 'dead', 'discarded']) {
    expect(kept[state], state).toBe(real[state] ?? 0);
  }
  expect(outbox.counts()).toEqual(scanned());
}

const enqueue = (key: string) =>
  outbox.enqueue({ operation: 'op', orderingKey: key, account: 'acct', payload: { key } });

describe('outbox totals (migration 0016)', () => {
  it('stay equal to a real count through enqueue, claim, settle, retry, discard, recovery and pruning', () => {
    totalsMatchTable();
    const rows = Array.from({ length: 12 }, (_, i) => {
      clock.advance(1_000);
      return enqueue(`k${i}`);
    });
    totalsMatchTable();
    const claimed = outbox.claimReady(8, 'acct');
    expect(claimed).toHaveLength(8);
    totalsMatchTable();
    outbox.markDone(claimed[0]!.id);
    outbox.markRetry(claimed[1]!.id, clock.now() + 60_000, 'no answer');
    outbox.markRejected(claimed[2]!.id, 'refused');
    outbox.markDead(claimed[3]!.id, 'damaged');
    outbox.release(claimed[4]!.id);
    totalsMatchTable();
    // A settlement that no longer applies (the row is not in flight) changes no total.
    expect(outbox.markDone(claimed[0]!.id)).toBe(false);
    totalsMatchTable();
    expect(outbox.retry(claimed[2]!.id)).toBe(true);
    expect(outbox.discard(claimed[3]!.id, 'by the user')).toBe(true);
    expect(outbox.discard(rows[11]!.id, 'by the user')).toBe(true);
    totalsMatchTable();
    expect(outbox.recoverInFlight()).toBe(3);
    totalsMatchTable();
    outbox.makeDue();
    totalsMatchTable();
    clock.advance(31 * 86_400_000);
    expect(outbox.pruneSettled(clock.now())).toBe(3);
    totalsMatchTable();
    expect(outbox.counts()).toMatchObject({ pending: 9, inFlight: 0, rejected: 0, dead: 0 });
  });

  it('are built from the rows already there when the migration runs', () => {
    const old = new Database(':memory:');
    migrate(old, MIGRATIONS.slice(0, 15));
    const insert = old.prepare(
      `INSERT INTO outbox (idempotency_key, operation, payload, ordering_key, account, state,
         next_attempt_at, created_at, updated_at) VALUES (?, 'op', '{}', 'k', 'a', ?, 0, 0, 0)`,
    );
    ['pending', 'pending', 'done', 'dead'].forEach((state, i) => insert.run(`key-${i}`, state));
    migrate(old, MIGRATIONS.slice(0, 16));
    expect(old.prepare(TOTALS_SQL).all()).toEqual(
      expect.arrayContaining([
        { state: 'pending', n: 2 },
        { state: 'done', n: 1 },
        { state: 'dead', n: 1 },
        { state: 'rejected', n: 0 },
      ]),
    );
    old.close();
  });

  it('reads the status without walking the open rows', () => {
    expect(plan(TOTALS_SQL)).toMatch(/SCAN outbox_totals/);
    expect(plan(OLDEST_SQL, 'pending')).toMatch(
      /SEARCH outbox USING COVERING INDEX outbox_open_by_state/,
    );
    expect(plan(EARLIEST_DUE_SQL)).toMatch(/SEARCH outbox USING COVERING INDEX outbox_pending_due/);
  });
});
