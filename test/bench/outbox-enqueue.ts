import Database from 'better-sqlite3';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { systemClock } from '../../src/main/core/clock';
import { openDatabase, type Db } from '../../src/main/core/db/connection';
import { createOutboxRepository } from '../../src/main/core/outbox/outbox-repository';
import { makeTempDir } from '../helpers/temp-dir';
import { median, report } from './report';

const WARM_UP = 100;
const ROUNDS = 5;
const CHANGES = 500;

function payloadOf(i: number): Record<string, unknown> {
  return {
    endpoint: `https://bench.example/${i}`,
    event_names: ['receipt.created'],
    protocol: 'https',
  };
}

/**
 * Durable enqueue: the app's outbox enqueue, one transaction per change, on a real file with the
 * app's pragmas (synchronous=FULL, so every commit waits for the disk), versus a bare INSERT with
 * the same pragmas, also one transaction each. Both are fsync-bound, so the figures depend on the
 * disk; the ratio is what says how much the outbox adds.
 */
export function benchOutboxEnqueue(): void {
  const temp = makeTempDir('companion-bench-');
  let app: Db | undefined;
  let bare: Db | undefined;
  try {
    app = openDatabase(path.join(temp.dir, 'app.sqlite'));
    const outbox = createOutboxRepository(app, systemClock);
    const appDb = app;
    const enqueue = (i: number): void => {
      appDb.transaction(() =>
        outbox.enqueue({
          operation: 'webhook.register',
          orderingKey: `webhook:new:${i}`,
          account: 'bench',
          payload: payloadOf(i),
        }),
      )();
    };

    bare = new Database(path.join(temp.dir, 'bare.sqlite'));
    // The pragmas openDatabase sets (src/main/core/db/connection.ts).
    bare.pragma('busy_timeout = 5000');
    bare.pragma('journal_mode = WAL');
    bare.pragma('synchronous = FULL');
    bare.pragma('foreign_keys = ON');
    bare.exec('CREATE TABLE changes (id INTEGER PRIMARY KEY, payload TEXT)');
    const insert = bare.prepare<[string]>('INSERT INTO changes (payload) VALUES (?)');
    const bareDb = bare;
    const insertOne = (i: number): void => {
      bareDb.transaction(() => insert.run(JSON.stringify(payloadOf(i))))();
    };

    const outboxRate = timeRounds(enqueue);
    const bareRate = timeRounds(insertOne);
    if (outbox.counts().pending !== WARM_UP + ROUNDS * CHANGES) {
      throw new Error(`expected ${WARM_UP + ROUNDS * CHANGES} pending outbox rows`);
    }
    report(
      'outbox_enqueue_durable',
      outboxRate,
      'changes/s',
      'bare_sqlite_insert_same_pragmas',
      bareRate,
    );
  } finally {
    app?.close();
    bare?.close();
    temp.remove();
  }
}

/** Median changes per second over the rounds, after a warm-up. */
function timeRounds(change: (i: number) => void): number {
  let i = 0;
  for (; i < WARM_UP; i += 1) change(i);
  const rates: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    for (let n = 0; n < CHANGES; n += 1, i += 1) change(i);
    rates.push(CHANGES / ((performance.now() - start) / 1000));
  }
  return median(rates);
}
