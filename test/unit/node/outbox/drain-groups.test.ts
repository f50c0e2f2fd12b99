import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Backend } from '../../../../src/main/core/backend';
import { systemClock } from '../../../../src/main/core/clock';
import { createConnectionMonitor } from '../../../../src/main/core/connection/connection-monitor';
import { openDatabase, type Db } from '../../../../src/main/core/db/connection';
import { silentLogger } from '../../../../src/main/core/log/logger';
import { DEFAULT_BACKOFF } from '../../../../src/main/core/outbox/backoff';
import {
  createOperationRegistry,
  type OutboxOperation,
} from '../../../../src/main/core/outbox/operations';
import type { SentChange } from '../../../../src/main/core/outbox/outbox-claims';
import {
  createOutboxRepository,
  type OutboxRepository,
} from '../../../../src/main/core/outbox/outbox-repository';
import { drainOnce, type DrainOptions } from '../../../../src/main/core/outbox/sync-loop-drain';
import { makeTempDir } from '../../../helpers/temp-dir';

// The drain's grouped bookkeeping on a real database file: when a group commits, at which
// `synchronous` level, and which of its rows count as sent. The platform is an operation the
// test controls (the integration tests drive the same drain against the sandbox).
const backend = { accountKey: 'acct' } as Backend;

let temp: ReturnType<typeof makeTempDir>;
let db: Db;
let outbox: OutboxRepository;
beforeEach(() => {
  temp = makeTempDir();
  db = openDatabase(path.join(temp.dir, 'app.sqlite'));
  outbox = createOutboxRepository(db, systemClock);
});
afterEach(() => {
  db.close();
  temp.remove();
});

function enqueueAll(keys: string[]): number[] {
  return db.transaction(() =>
    keys.map(
      (key) =>
        outbox.enqueue({
          operation: 'test.op',
          orderingKey: key,
          account: 'acct',
          payload: { key },
        }).id,
    ),
  )();
}

function operation(
  send: (key: string) => Promise<unknown>,
  confirmed?: (key: string) => void,
): OutboxOperation<unknown> {
  return {
    name: 'test.op',
    title: 'Test change',
    schema: z.object({ key: z.string() }),
    send: (payload) => send((payload as { key: string }).key),
    ...(confirmed ? { confirmed: (payload) => confirmed((payload as { key: string }).key) } : {}),
  };
}

/** One run of the drain over `repository`, with the options given; resolves with its progress. */
async function drain(
  op: OutboxOperation<unknown>,
  options: Partial<DrainOptions>,
  repository: OutboxRepository = outbox,
): Promise<{ done: number }> {
  const progress = { done: 0 };
  await drainOnce(
    {
      outbox: repository,
      operations: createOperationRegistry([op]),
      connection: createConnectionMonitor(systemClock),
      clock: systemClock,
      logger: silentLogger,
      options: {
        concurrency: 1,
        settleGroupMax: 3,
        // Longer than any test: a group commits because it is full or nothing else is queued.
        settleGroupMs: 60_000,
        random: () => 0.5,
        backoff: DEFAULT_BACKOFF,
        maxUnreadableAnswers: 5,
        ...options,
      },
      controllers: new Set(),
      isStopped: () => false,
      progress,
      attemptEnded: () => undefined,
    },
    backend,
  );
  return progress;
}

describe('the drain’s group commits', () => {
  it('commits a group as soon as it holds settleGroupMax accepted changes, not one later', async () => {
    enqueueAll(Array.from({ length: 10 }, (_, i) => `key-${i}`));
    const groups: number[] = [];
    const counting: OutboxRepository = {
      ...outbox,
      settleAndClaim(sent: readonly SentChange[], limit: number, account: string) {
        groups.push(sent.length);
        return outbox.settleAndClaim(sent, limit, account);
      },
    };
    const progress = await drain(
      operation(() => Promise.resolve({ ok: true })),
      { concurrency: 1, settleGroupMax: 3 },
      counting,
    );
    // One request at a time, so each answer is seen alone: full groups of 3, and the last one
    // committed at once when nothing else is queued.
    expect(groups).toEqual([3, 3, 3, 1]);
    expect(progress.done).toBe(10);
    expect(outbox.counts()).toMatchObject({ pending: 0, inFlight: 0 });
  });

  it('raises a connection left at synchronous=NORMAL to FULL for the group’s commit, then restores it', () => {
    db.pragma('synchronous = NORMAL');
    // The level in force inside each bookkeeping transaction, read on the same connection.
    const levels: unknown[] = [];
    const watched = new Proxy(db, {
      get(target, key) {
        if (key === 'transaction') {
          return (work: (...args: unknown[]) => unknown) =>
            target.transaction((...args: unknown[]) => {
              levels.push(target.pragma('synchronous', { simple: true }));
              return work(...args);
            });
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    outbox = createOutboxRepository(watched, systemClock);
    const ids = enqueueAll(['a', 'b']);
    const settled = outbox.settleAndClaim([], 5, 'acct');
    expect(settled.claimed.map((row) => row.id)).toEqual(ids);
    levels.length = 0;
    outbox.settleAndClaim(
      ids.map((id) => ({ id })),
      5,
      'acct',
    );
    expect(levels).toEqual([2]);
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    expect(ids.map((id) => outbox.get(id)?.state)).toEqual(['done', 'done']);
  });

  it('counts as sent only the accepted rows still in flight when their group commits', async () => {
    const [first, moved, last] = enqueueAll(['first', 'moved', 'last']);
    const confirmed: string[] = [];
    const progress = await drain(
      operation(
        (key) => {
          // While this request is out, its row leaves flight (as a release or recovery would
          // move it): the platform's answer must not make it "done".
          if (key === 'moved') outbox.markRetry(moved!, Date.now() + 60_000, 'moved meanwhile');
          return Promise.resolve({ key });
        },
        (key) => confirmed.push(key),
      ),
      { concurrency: 1, settleGroupMax: 3 },
    );
    expect(progress.done).toBe(2);
    expect(confirmed).toEqual(['first', 'last']);
    expect(outbox.get(first!)?.state).toBe('done');
    expect(outbox.get(last!)?.state).toBe('done');
    expect(outbox.get(moved!)?.state).toBe('pending');
    expect(outbox.log(moved!).map((entry) => entry.event)).toEqual(['attempt', 'retry']);
  });
});
