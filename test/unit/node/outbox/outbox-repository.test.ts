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
let file: string;
let db: Db;
let clock: ReturnType<typeof createFakeClock>;
let outbox: OutboxRepository;

beforeEach(() => {
  temp = makeTempDir();
  file = path.join(temp.dir, 'app.sqlite');
  db = openDatabase(file);
  clock = createFakeClock();
  outbox = createOutboxRepository(db, clock);
});
afterEach(() => {
  db.close();
  temp.remove();
});

const ids = (rows: { id: number }[]): number[] => rows.map((r) => r.id);

describe('outbox repository', () => {
  it('stores a change with a fresh UUID idempotency key, pending and due now', () => {
    const row = outbox.enqueue({
      operation: 'webhook.register',
      orderingKey: 'webhook:a',
      account: 'acct',
      payload: { endpoint: 'https://x' },
    });
    expect(row).toMatchObject({
      state: 'pending',
      attempts: 0,
      nextAttemptAt: clock.now(),
      payload: '{"endpoint":"https://x"}',
    });
    expect(row.idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(
      outbox.enqueue({ operation: 'x', orderingKey: 'k', account: 'acct', payload: 1 })
        .idempotencyKey,
    ).not.toBe(row.idempotencyKey);
    expect(() => outbox.enqueue({ operation: 'x', orderingKey: 'k', account: 'acct' })).toThrow(
      /exactly one/,
    );
  });

  it('commits with the local change or not at all', () => {
    db.exec('CREATE TABLE local_change (v TEXT)');
    expect(() =>
      db.transaction(() => {
        db.prepare("INSERT INTO local_change VALUES ('draft')").run();
        outbox.enqueue({
          operation: 'pad.save',
          orderingKey: 'pad:1',
          account: 'acct',
          payload: { v: 1 },
        });
        throw new Error('disk full');
      })(),
    ).toThrow('disk full');
    expect(db.prepare('SELECT count(*) AS n FROM local_change').get()).toEqual({ n: 0 });
    expect(outbox.counts().pending).toBe(0);
  });

  it('hands out one row per ordering key, strictly in order, keys in parallel', () => {
    const a1 = outbox.enqueue({ operation: 'op', orderingKey: 'a', account: 'acct', payload: 1 });
    const a2 = outbox.enqueue({ operation: 'op', orderingKey: 'a', account: 'acct', payload: 2 });
    const b1 = outbox.enqueue({ operation: 'op', orderingKey: 'b', account: 'acct', payload: 1 });

    const first = outbox.claimReady(10, 'acct');
    expect(ids(first)).toEqual([a1.id, b1.id]);
    expect(first.every((r) => r.state === 'in_flight' && r.attempts === 1)).toBe(true);
    expect(outbox.claimReady(10, 'acct')).toEqual([]);

    outbox.markDone(a1.id);
    expect(ids(outbox.claimReady(10, 'acct'))).toEqual([a2.id]);
  });

  it('keeps a key waiting behind a row that waits for its retry time, without holding other keys', () => {
    const a1 = outbox.enqueue({ operation: 'op', orderingKey: 'a', account: 'acct', payload: 1 });
    outbox.enqueue({ operation: 'op', orderingKey: 'a', account: 'acct', payload: 2 });
    outbox.claimReady(10, 'acct');
    outbox.markRetry(a1.id, clock.now() + 5_000, 'HTTP 503');
    const b1 = outbox.enqueue({ operation: 'op', orderingKey: 'b', account: 'acct', payload: 1 });

    expect(ids(outbox.claimReady(10, 'acct'))).toEqual([b1.id]);
    clock.advance(5_000);
    const again = outbox.claimReady(10, 'acct');
    expect(ids(again)).toEqual([a1.id]);
    expect(again[0]).toMatchObject({ attempts: 2, lastError: 'HTTP 503' });
  });

  it('holds the rest of a key behind a rejected or dead row, and never holds other keys', () => {
    const a1 = outbox.enqueue({ operation: 'op', orderingKey: 'a', account: 'acct', payload: 1 });
    outbox.enqueue({ operation: 'op', orderingKey: 'a', account: 'acct', payload: 2 });
    const c1 = outbox.enqueue({ operation: 'op', orderingKey: 'c', account: 'acct', payload: 1 });
    outbox.enqueue({ operation: 'op', orderingKey: 'c', account: 'acct', payload: 2 });
    const b1 = outbox.enqueue({ operation: 'op', orderingKey: 'b', account: 'acct', payload: 1 });
    outbox.claimReady(10, 'acct');
    outbox.markRejected(a1.id, 'requested endpoint is already registered');
    outbox.markDead(c1.id, 'payload failed validation');
    outbox.markDone(b1.id);

    expect(outbox.claimReady(10, 'acct')).toEqual([]);
    expect(outbox.get(a1.id)).toMatchObject({
      state: 'rejected',
      lastError: 'requested endpoint is already registered',
    });
    expect(outbox.log(a1.id).map((e) => e.event)).toEqual(['attempt', 'rejected']);
    expect(outbox.counts()).toMatchObject({ pending: 2, inFlight: 0, rejected: 1, dead: 1 });
  });

  it('puts rows a crash left in flight back to pending, in a reopened database', () => {
    const a1 = outbox.enqueue({ operation: 'op', orderingKey: 'a', account: 'acct', payload: 1 });
    outbox.claimReady(10, 'acct');
    db.close();

    db = openDatabase(file);
    outbox = createOutboxRepository(db, clock);
    expect(outbox.get(a1.id)?.state).toBe('in_flight');
    expect(outbox.recoverInFlight()).toBe(1);
    const again = outbox.claimReady(10, 'acct');
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: a1.id, attempts: 2, idempotencyKey: a1.idempotencyKey });
  });

  it('counts what waits and since when, and prunes done rows after the audit period', () => {
    const a1 = outbox.enqueue({ operation: 'op', orderingKey: 'a', account: 'acct', payload: 1 });
    clock.advance(1_000);
    outbox.enqueue({ operation: 'op', orderingKey: 'b', account: 'acct', payload: 1 });
    expect(outbox.counts()).toEqual({
      pending: 2,
      inFlight: 0,
      rejected: 0,
      dead: 0,
      oldestWaitingSince: a1.createdAt,
      nextAttemptAt: a1.createdAt,
    });

    outbox.claimReady(1, 'acct');
    outbox.markDone(a1.id);
    expect(outbox.counts().oldestWaitingSince).toBe(a1.createdAt + 1_000);
    expect(outbox.pruneSettled(clock.now())).toBe(0);
    clock.advance(1);
    expect(outbox.pruneSettled(clock.now())).toBe(1);
    expect(outbox.get(a1.id)).toBeUndefined();
  });

  it('gives a refused row a new idempotency key on Retry, and keeps the key of a row that may have been applied', () => {
    const refused = outbox.enqueue({
      operation: 'op',
      orderingKey: 'r',
      account: 'acct',
      payload: 1,
    });
    const unreadable = outbox.enqueue({
      operation: 'op',
      orderingKey: 'u',
      account: 'acct',
      payload: 2,
    });
    const dead = outbox.enqueue({ operation: 'op', orderingKey: 'd', account: 'acct', payload: 3 });
    outbox.claimReady(10, 'acct');
    outbox.markRejected(refused.id, 'HTTP 400: task is wrong');
    outbox.markRejected(unreadable.id, 'could not be read 5 times', 'unreadable');
    outbox.markDead(dead.id, 'file damaged');

    for (const row of [refused, unreadable, dead]) expect(outbox.retry(row.id)).toBe(true);
    expect(outbox.get(refused.id)!.idempotencyKey).not.toBe(refused.idempotencyKey);
    expect(outbox.get(refused.id)!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(outbox.get(unreadable.id)!.idempotencyKey).toBe(unreadable.idempotencyKey);
    expect(outbox.get(dead.id)!.idempotencyKey).toBe(dead.idempotencyKey);
    expect(outbox.log(unreadable.id).map((e) => e.event)).toContain('rejected-unreadable');
  });

  it('lets the user retry a rejected or dead row and discard a row not in flight, logging both', () => {
    const a1 = outbox.enqueue({ operation: 'op', orderingKey: 'a', account: 'acct', payload: 1 });
    const a2 = outbox.enqueue({ operation: 'op', orderingKey: 'a', account: 'acct', payload: 2 });
    outbox.claimReady(10, 'acct');
    expect(outbox.discard(a1.id, 'by the user')).toBe(false);
    expect(outbox.retry(a1.id)).toBe(false);
    outbox.markRejected(a1.id, 'refused');

    clock.advance(10);
    expect(outbox.retry(a1.id)).toBe(true);
    expect(outbox.get(a1.id)).toMatchObject({ state: 'pending', nextAttemptAt: clock.now() });
    expect(ids(outbox.claimReady(10, 'acct'))).toEqual([a1.id]);
    outbox.markDead(a1.id, 'payload failed validation');

    expect(outbox.discard(a1.id, 'Discarded by the user')).toBe(true);
    expect(outbox.get(a1.id)).toMatchObject({ state: 'discarded', completedAt: clock.now() });
    expect(outbox.log(a1.id).map((e) => e.event)).toEqual([
      'attempt',
      'rejected',
      'user-retry',
      'attempt',
      'dead',
      'discarded',
    ]);
    // A discarded head frees its key for the next row.
    expect(ids(outbox.claimReady(10, 'acct'))).toEqual([a2.id]);
    expect(ids(outbox.open())).toEqual([a2.id]);
  });

  it('refuses a late transition of a row no longer in flight', () => {
    const a1 = outbox.enqueue({ operation: 'op', orderingKey: 'a', account: 'acct', payload: 1 });
    expect(outbox.markDone(a1.id)).toBe(false);
    outbox.claimReady(10, 'acct');
    expect(outbox.markDone(a1.id, { id: 'w-1' })).toBe(true);
    expect(outbox.markRetry(a1.id, clock.now(), 'late')).toBe(false);
    expect(outbox.markRejected(a1.id, 'late')).toBe(false);
    expect(outbox.get(a1.id)).toMatchObject({ state: 'done', result: '{"id":"w-1"}' });
    expect(outbox.byIdempotencyKey(a1.idempotencyKey)?.id).toBe(a1.id);
  });

  it('puts an interrupted attempt back to pending, due at once, keeping the last error', () => {
    const a1 = outbox.enqueue({ operation: 'op', orderingKey: 'a', account: 'acct', payload: 1 });
    outbox.claimReady(10, 'acct');
    outbox.markRetry(a1.id, clock.now(), 'HTTP 503');
    outbox.claimReady(10, 'acct');
    clock.advance(50);
    expect(outbox.release(a1.id)).toBe(true);
    expect(outbox.get(a1.id)).toMatchObject({
      state: 'pending',
      nextAttemptAt: clock.now(),
      lastError: 'HTTP 503',
    });
  });

  it('does not strand a retry scheduled before the clock jumped backwards', () => {
    const a1 = outbox.enqueue({ operation: 'op', orderingKey: 'a', account: 'acct', payload: 1 });
    outbox.claimReady(10, 'acct');
    outbox.markRetry(a1.id, clock.now() + 30_000, 'HTTP 503');
    clock.set(clock.now() - 24 * 60 * 60_000);
    // Due in a day by the new clock: longer than any delay the loop sets, so it is due now.
    expect(ids(outbox.claimReady(10, 'acct'))).toEqual([a1.id]);
  });

  it('logs the recovery of rows a crash left in flight', () => {
    const a1 = outbox.enqueue({ operation: 'op', orderingKey: 'a', account: 'acct', payload: 1 });
    outbox.claimReady(10, 'acct');
    expect(outbox.recoverInFlight()).toBe(1);
    expect(outbox.log(a1.id).map((e) => e.event)).toEqual(['attempt', 'recovered']);
  });

  it('sends a change only to the account it was made for', () => {
    const mine = outbox.enqueue({ operation: 'op', orderingKey: 'a', account: 'acct', payload: 1 });
    const theirs = outbox.enqueue({
      operation: 'op',
      orderingKey: 'b',
      account: 'other',
      payload: 1,
    });
    expect(ids(outbox.claimReady(10, 'other'))).toEqual([theirs.id]);
    expect(ids(outbox.claimReady(10, 'acct'))).toEqual([mine.id]);
    expect(outbox.get(theirs.id)?.account).toBe('other');
  });
});
