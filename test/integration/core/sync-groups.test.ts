import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../../src/main/compose';
import type { OutboxRow } from '../../../src/main/core/outbox/outbox-row';
import { WEBHOOK_REGISTER } from '../../../src/main/core/webhooks/webhook-operations';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { EMBEDDED_SANDBOX_ACCOUNT } from '../../../src/main/core/backend';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';

// The drain records accepted changes in groups (several "done" and the next claims per commit).
// These tests hold it to "exactly once, nothing lost" against the real sandbox and database file.
const ACCOUNT = EMBEDDED_SANDBOX_ACCOUNT;
const FAST = {
  sync: { debounceMs: 5, backoff: { baseMs: 40, maxMs: 3_000 } },
  network: { minProbeMs: 20, maxProbeMs: 200 },
};

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function queue(target: TestCompanion, endpoints: string[], key?: (e: string) => string) {
  const { db, outbox } = target.core;
  return db.transaction(() =>
    endpoints.map((endpoint) =>
      outbox.enqueue({
        operation: WEBHOOK_REGISTER,
        orderingKey: key ? key(endpoint) : `webhook:new:${endpoint}`,
        account: ACCOUNT,
        payload: { endpoint, event_names: ['receipt.created'], protocol: 'https' },
      }),
    ),
  )();
}

function endpoints(tag: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => `https://${tag}.example/${i}`);
}

function applied(target: TestCompanion): string[] {
  return target.sandbox
    .journal(TEST_CLIENT_ID)
    .filter((c) => c.kind === 'register')
    .map((c) => c.endpoint);
}

/** Every row done, and the sandbox applied each endpoint exactly once. */
function expectExactlyOnce(target: TestCompanion, rows: OutboxRow[], sent: string[]): void {
  for (const row of rows) expect(target.core.outbox.get(row.id)?.state).toBe('done');
  const journal = applied(target);
  expect(journal.filter((e) => sent.includes(e)).sort()).toEqual([...sent].sort());
}

async function drainAll(target: TestCompanion): Promise<void> {
  for (let pass = 0; pass < 5; pass += 1) {
    await target.core.sync.runNow();
    const counts = target.core.outbox.counts();
    if (counts.pending === 0 && counts.inFlight === 0) return;
  }
  throw new Error(`the drain did not finish: ${JSON.stringify(target.core.outbox.counts())}`);
}

describe('grouped bookkeeping of the drain', () => {
  it('a crash between a group’s answers and its commit re-sends under the same keys, and nothing is applied twice or lost', async () => {
    app = await startTestCompanion({ core: FAST });
    await app.value('webhooks:list', {});
    const sent = endpoints('crash', 150);
    const rows = queue(app, sent);
    const outbox = app.core.outbox;
    const settle = outbox.settleAndClaim.bind(outbox);
    // The process "dies" each time it would commit a group: nothing of the group is written.
    outbox.settleAndClaim = () => {
      throw Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' });
    };
    const heard: number[] = [];
    outbox.onRowState((event) => {
      if (event.state === 'done') heard.push(event.id);
    });
    await app.core.sync.runNow();
    const before = app.sandbox.requestCount();
    // The platform applied what it was sent; the app recorded none of it and told no one.
    expect(heard).toEqual([]);
    const inFlight = rows.filter((row) => outbox.get(row.id)?.state === 'in_flight');
    expect(inFlight.length).toBeGreaterThan(0);
    expect(rows.every((row) => outbox.get(row.id)?.state !== 'done')).toBe(true);

    // The next start: rows left in flight are recovered and sent again under the same keys.
    outbox.settleAndClaim = settle;
    await drainAll(app);
    expectExactlyOnce(app, rows, sent);
    expect(app.sandbox.requestCount() - before).toBeGreaterThanOrEqual(inFlight.length);
    expect(heard.sort((a, b) => a - b)).toEqual(rows.map((row) => row.id));
    for (const row of inFlight) {
      const events = outbox.log(row.id).map((entry) => entry.event);
      expect(events).toContain('recovered');
      expect(events.at(-1)).toBe('done');
    }
  });

  it('a group commit that fails once is tried again at the end of the run; nothing is re-sent', async () => {
    app = await startTestCompanion({ core: FAST });
    await app.value('webhooks:list', {});
    const sent = endpoints('busy', 120);
    const rows = queue(app, sent);
    const outbox = app.core.outbox;
    const settle = outbox.settleAndClaim.bind(outbox);
    let failures = 0;
    outbox.settleAndClaim = (...args) => {
      if (failures === 0) {
        failures += 1;
        throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
      }
      return settle(...args);
    };
    await app.core.sync.runNow();
    expect(failures).toBe(1);
    // The failed group was recorded at the end of the run; the run claimed nothing more after it,
    // and rows claimed ahead but never sent went back to pending with no attempt counted.
    const counts = outbox.counts();
    expect(counts.inFlight).toBe(0);
    const waiting = rows.filter((row) => outbox.get(row.id)?.state === 'pending');
    for (const row of waiting) {
      expect(outbox.get(row.id)?.attempts).toBe(0);
      expect(outbox.log(row.id).map((entry) => entry.event)).not.toContain('attempt');
    }
    const requests = app.sandbox.requestCount();
    await drainAll(app);
    expectExactlyOnce(app, rows, sent);
    // Only the waiting rows went out in the second run: no accepted change was sent twice.
    expect(app.sandbox.requestCount() - requests).toBe(waiting.length);
  });

  it('a listener hears "done" only once another connection reads it on disk, at synchronous=FULL', async () => {
    app = await startTestCompanion({ core: FAST });
    await app.value('webhooks:list', {});
    const rows = queue(app, endpoints('durable', 80));
    const other = new Database(path.join(app.dataDir, DATABASE_FILE_NAME), { readonly: true });
    try {
      const read = other.prepare<[number], { state: string }>(
        'SELECT state FROM outbox WHERE id = ?',
      );
      const seen: { id: number; state: string | undefined; level: unknown }[] = [];
      app.core.outbox.onRowState((event) => {
        if (event.state !== 'done') return;
        seen.push({
          id: event.id,
          state: read.get(event.id)?.state,
          level: app!.core.db.pragma('synchronous', { simple: true }),
        });
      });
      await drainAll(app);
      expect(seen).toHaveLength(rows.length);
      for (const entry of seen) expect(entry).toMatchObject({ state: 'done', level: 2 });
    } finally {
      other.close();
    }
  });

  it('keeps the order of one key and waits for a dependency, in a drain of many groups', async () => {
    app = await startTestCompanion({ core: FAST });
    await app.value('webhooks:list', {});
    app.sandbox.faults.set({ latencyMs: 2 });
    const ordered = endpoints('ordered', 12);
    const { db, outbox } = app.core;
    const [first, dependent] = db.transaction(() => {
      const chain = queue(app!, ordered, () => 'webhook:one-record');
      queue(app!, endpoints('filler', 200));
      const last = chain.at(-1)!;
      const after = outbox.enqueue({
        operation: WEBHOOK_REGISTER,
        orderingKey: 'webhook:other-record',
        account: ACCOUNT,
        payload: {
          endpoint: 'https://dependent.example/',
          event_names: ['receipt.created'],
          protocol: 'https',
        },
        dependsOn: last.id,
      });
      return [chain, after] as const;
    })();
    await drainAll(app);
    const journal = applied(app);
    expect(journal.filter((e) => ordered.includes(e))).toEqual(ordered);
    expect(journal.indexOf('https://dependent.example/')).toBeGreaterThan(
      journal.indexOf(ordered.at(-1)!),
    );
    expectExactlyOnce(app, [...first, dependent], [...ordered, 'https://dependent.example/']);
  });
});
