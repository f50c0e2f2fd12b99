import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../../src/main/core/db/connection';
import {
  createOutboxRepository,
  type OutboxRepository,
} from '../../../../src/main/core/outbox/outbox-repository';
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

const add = (key: string, dependsOn?: number) =>
  outbox.enqueue({
    operation: 'x',
    orderingKey: key,
    account: 'acct',
    payload: 1,
    ...(dependsOn === undefined ? {} : { dependsOn }),
  });
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/** One attempt that failed and waits `ms` for its next one. */
function failOnce(ms: number): void {
  for (const row of outbox.claimReady(10, 'acct')) {
    outbox.markRetry(row.id, clock.now() + ms, 'HTTP 503');
  }
}

describe('Retry of a waiting change', () => {
  it('makes a row waiting for its backoff due now, keeping its key and attempts, and logs it', () => {
    const row = add('pad:a');
    const other = add('pad:b');
    failOnce(60_000);
    expect(outbox.claimReady(10, 'acct')).toEqual([]);

    expect(outbox.retryNow(row.id)).toBe(true);
    // Only that change: the other keeps its backoff.
    expect(ids(outbox.claimReady(10, 'acct'))).toEqual([row.id]);
    expect(outbox.get(row.id)).toMatchObject({
      idempotencyKey: row.idempotencyKey,
      attempts: 2,
      state: 'in_flight',
    });
    expect(outbox.get(other.id)?.nextAttemptAt).toBe(clock.now() + 60_000);
    expect(outbox.log(row.id).map((entry) => entry.event)).toContain('user-retry-now');
  });

  it('brings the waiting changes of its record before it, and the ones they depend on', () => {
    const patient = add('patient:p');
    add('pad:a', patient.id);
    failOnce(60_000);
    const behind = add('pad:a');
    expect(outbox.claimReady(10, 'acct')).toEqual([]);
    // Retrying the last of the record: it cannot go before its head, nor the head before the
    // patient's create it depends on, so that comes due.
    expect(outbox.retryNow(behind.id)).toBe(true);
    expect(ids(outbox.claimReady(10, 'acct'))).toEqual([patient.id]);
  });

  it('refuses a row behind a refused change of its record, or not waiting at all', () => {
    const refused = add('pad:a');
    const held = add('pad:a');
    const claimed = outbox.claimReady(10, 'acct');
    expect(ids(claimed)).toEqual([refused.id]);
    expect(outbox.retryNow(refused.id)).toBe(false); // being sent
    outbox.markRejected(refused.id, 'HTTP 422');
    expect(outbox.retryNow(refused.id)).toBe(false); // refused: the other Retry, with a new key
    expect(outbox.heldBack(outbox.get(held.id)!)).toBe(true);
    expect(outbox.retryNow(held.id)).toBe(false);
    expect(outbox.log(held.id).map((entry) => entry.event)).not.toContain('user-retry-now');

    const dependent = add('pad:b', refused.id);
    expect(outbox.heldBack(outbox.get(dependent.id)!)).toBe(true);
    const free = add('pad:c');
    expect(outbox.heldBack(outbox.get(free.id)!)).toBe(false);
    expect(outbox.retryNow(free.id)).toBe(true);
  });
});
