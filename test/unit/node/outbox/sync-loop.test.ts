import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Backend } from '../../../../src/main/core/backend';
import { createConnectionMonitor } from '../../../../src/main/core/connection/connection-monitor';
import { openDatabase, type Db } from '../../../../src/main/core/db/connection';
import { silentLogger } from '../../../../src/main/core/log/logger';
import {
  createOperationRegistry,
  type OutboxOperation,
} from '../../../../src/main/core/outbox/operations';
import {
  createOutboxRepository,
  type OutboxRepository,
} from '../../../../src/main/core/outbox/outbox-repository';
import { createSyncLoop } from '../../../../src/main/core/outbox/sync-loop';
import type { SyncLoop } from '../../../../src/main/core/outbox/sync-loop-types';
import { systemClock } from '../../../../src/main/core/clock';
import { makeTempDir } from '../../../helpers/temp-dir';

// The loop's own bookkeeping, with the platform replaced by an operation the test controls (the
// platform is the edge here; the integration tests drive the same loop against the sandbox).
const backend = { accountKey: 'acct' } as Backend;

let temp: ReturnType<typeof makeTempDir>;
let db: Db;
let outbox: OutboxRepository;
let loop: SyncLoop | undefined;
beforeEach(() => {
  temp = makeTempDir();
  db = openDatabase(path.join(temp.dir, 'app.sqlite'));
  outbox = createOutboxRepository(db, systemClock);
});
afterEach(async () => {
  await loop?.stop();
  loop = undefined;
  db.close();
  temp.remove();
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

function startLoop(
  operation: OutboxOperation<unknown>,
  repository: OutboxRepository = outbox,
): { loop: SyncLoop; statusEvents: () => number } {
  let events = 0;
  const created = createSyncLoop({
    outbox: repository,
    operations: createOperationRegistry([operation]),
    backend: () => Promise.resolve(backend),
    connection: createConnectionMonitor(systemClock),
    clock: systemClock,
    logger: silentLogger,
    options: { debounceMs: 1, statusThrottleMs: 0 },
  });
  created.onStatus(() => {
    events += 1;
  });
  loop = created;
  return { loop: created, statusEvents: () => events };
}

const enqueue = (key: string, account = 'acct') =>
  db.transaction(() =>
    outbox.enqueue({ operation: 'test.op', orderingKey: key, account, payload: { key } }),
  )();

describe('sync loop bookkeeping', () => {
  it('waits for every open request when claiming fails, so nothing is recovered and sent twice', async () => {
    const slow = deferred();
    const sent: string[] = [];
    const operation: OutboxOperation<unknown> = {
      name: 'test.op',
      title: 'Test change',
      schema: z.object({ key: z.string() }),
      async send(payload) {
        const { key } = payload as { key: string };
        sent.push(key);
        if (key === 'slow') await slow.promise;
      },
    };
    // The second bookkeeping transaction (a claim, or the settle of `fast` with the next claims)
    // fails; the first claim took both rows.
    let claims = 0;
    const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const failingSecondClaim: OutboxRepository = {
      ...outbox,
      claimReady(limit, account) {
        claims += 1;
        if (claims === 2) throw busy();
        return outbox.claimReady(limit, account);
      },
      settleAndClaim(sent, limit, account) {
        claims += 1;
        if (claims === 2) throw busy();
        return outbox.settleAndClaim(sent, limit, account);
      },
    };
    const a = enqueue('slow');
    enqueue('fast');
    const { loop: running } = startLoop(operation, failingSecondClaim);
    let settled = false;
    const run = running.runNow().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    expect(outbox.get(a.id)?.state).toBe('in_flight');
    slow.resolve();
    await run;
    expect(outbox.get(a.id)?.state).toBe('done');
    expect(claims).toBeGreaterThanOrEqual(2);
    // The group that failed was recorded at the end of the run, with `slow`: nothing re-sent.
    expect(outbox.counts()).toMatchObject({ pending: 0, inFlight: 0 });
    expect(sent.sort()).toEqual(['fast', 'slow']);
  });

  it('does not spin while the only due rows belong to another account', async () => {
    const operation: OutboxOperation<unknown> = {
      name: 'test.op',
      title: 'Test change',
      schema: z.object({ key: z.string() }),
      send: () => Promise.resolve(undefined),
    };
    enqueue('theirs', 'someone-else');
    const { loop: running, statusEvents } = startLoop(operation);
    await running.runNow();
    const before = statusEvents();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A busy loop would run (and report) hundreds of times here; the interval timer, none.
    expect(statusEvents() - before).toBeLessThanOrEqual(1);
  });
});
