import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../../src/main/compose';
import { WEBHOOK_REGISTER } from '../../../src/main/core/webhooks/webhook-operations';
import { createCountingFetch } from '../../helpers/counting-fetch';
import { createFakeClock } from '../../helpers/fake-clock';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { until } from '../../helpers/until';
import { EMBEDDED_SANDBOX_ACCOUNT } from '../../../src/main/core/backend';
import { TEST_CLIENT_ID } from '../../helpers/sandbox-admin';

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

function queueRegister(target: TestCompanion, endpoint: string, orderingKey?: string) {
  const { db, outbox } = target.core;
  return db.transaction(() =>
    outbox.enqueue({
      operation: WEBHOOK_REGISTER,
      orderingKey: orderingKey ?? `webhook:new:${endpoint}`,
      account: ACCOUNT,
      payload: { endpoint, event_names: ['receipt.created'], protocol: 'https' },
    }),
  )();
}

function registeredTimes(target: TestCompanion, endpoint: string): number {
  return target.sandbox
    .journal(TEST_CLIENT_ID)
    .filter((c) => c.kind === 'register' && c.endpoint === endpoint).length;
}

describe('sync loop against the sandbox', () => {
  it('sends rows of one record strictly in order, and different records in parallel, bounded', async () => {
    let active = 0;
    let peak = 0;
    const counting = createCountingFetch();
    const watching = (async (...args: Parameters<typeof fetch>) => {
      active += 1;
      peak = Math.max(peak, active);
      try {
        return await counting(...args);
      } finally {
        active -= 1;
      }
    }) as typeof fetch;
    app = await startTestCompanion({ fetch: watching, core: FAST });
    await app.value('webhooks:list', {});
    app.sandbox.faults.set({ latencyMs: 30 });
    const same = ['https://order.example/1', 'https://order.example/2', 'https://order.example/3'];
    app.core.db.transaction(() => {
      for (const endpoint of same) queueRegister(app!, endpoint, 'webhook:one-record');
      for (let i = 0; i < 12; i += 1) queueRegister(app!, `https://parallel.example/${i}`);
    })();
    await app.core.sync.runNow();

    const journal = app.sandbox.journal(TEST_CLIENT_ID).map((c) => c.endpoint);
    expect(journal.filter((e) => same.includes(e))).toEqual(same);
    expect(journal.filter((e) => e.startsWith('https://parallel.example/'))).toHaveLength(12);
    expect(peak).toBeGreaterThan(1);
    expect(peak).toBeLessThanOrEqual(4);
  });

  it('backs off with growing delays on 5xx and honours Retry-After on 429, within the cap', async () => {
    const clock = createFakeClock(Date.now());
    app = await startTestCompanion({ clock, core: FAST });
    await app.value('webhooks:list', {});
    app.sandbox.faults.set({ failRate: 1 });
    const row = queueRegister(app, 'https://backoff.example/a');
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await app.core.sync.runNow();
      const now = app.core.outbox.get(row.id)!;
      expect(now).toMatchObject({ state: 'pending', attempts: attempt });
      delays.push(now.nextAttemptAt - clock.now());
      clock.set(now.nextAttemptAt);
    }
    // Equal jitter: each delay lies in [step/2, step] with step = 40 ms * 2^(attempt-1).
    delays.forEach((delay, i) => {
      const step = 40 * 2 ** i;
      expect(delay).toBeGreaterThanOrEqual(step / 2);
      expect(delay).toBeLessThanOrEqual(step);
    });
    expect(app.core.outbox.get(row.id)?.lastError).toMatch(/HTTP 500/);

    app.sandbox.faults.set({ failRate: 0, throttleRate: 1, retryAfterSec: 2 });
    await app.core.sync.runNow();
    const throttled = app.core.outbox.get(row.id)!;
    expect(throttled.nextAttemptAt - clock.now()).toBeGreaterThanOrEqual(2_000);
    expect(throttled.nextAttemptAt - clock.now()).toBeLessThanOrEqual(3_000);

    app.sandbox.faults.set({ retryAfterSec: 3_600 });
    clock.set(throttled.nextAttemptAt);
    await app.core.sync.runNow();
    // An hour asked for; the cap (3 s here) wins so the queue never stalls on one answer.
    expect(app.core.outbox.get(row.id)!.nextAttemptAt - clock.now()).toBe(3_000);

    app.sandbox.faults.reset();
    clock.advance(3_000);
    await app.core.sync.runNow();
    expect(app.core.outbox.get(row.id)?.state).toBe('done');
    expect(registeredTimes(app, 'https://backoff.example/a')).toBe(1);
  });

  it('rejects a refused change with the platform reason, never blocks other records, and lets the user retry or discard', async () => {
    app = await startTestCompanion({ core: FAST });
    const seeded = app.sandbox.webhooksFor(TEST_CLIENT_ID)[0]!.endpoint;
    const refused = queueRegister(app, seeded, 'webhook:dup');
    const behind = queueRegister(app, 'https://behind.example/x', 'webhook:dup');
    const other = queueRegister(app, 'https://other.example/x');
    await app.core.sync.runNow();

    expect(app.core.outbox.get(refused.id)).toMatchObject({
      state: 'rejected',
      lastError: 'requested endpoint is already registered',
    });
    expect(app.core.outbox.get(other.id)?.state).toBe('done');
    expect(app.core.outbox.get(behind.id)?.state).toBe('pending');
    const items = (await app.value('sync:list', {})).items;
    expect(items.map((i) => [i.state, i.message])).toEqual([
      [
        'rejected',
        `Webhook registration for ${seeded} rejected: requested endpoint is already registered`,
      ],
      ['waiting', 'Webhook registration for https://behind.example/x: waiting to be sent'],
    ]);
    expect(items[0]).toMatchObject({ canRetry: true, canDiscard: true });
    expect(await app.value('sync:get-status', {})).toMatchObject({ waiting: 1, rejected: 1 });

    const retried = await app.value('sync:retry', { id: refused.id });
    expect(retried.state).toBe('waiting');
    await app.core.sync.runNow();
    expect(app.core.outbox.get(refused.id)?.state).toBe('rejected');
    const notAgain = await app.call('sync:retry', { id: other.id });
    expect(notAgain.ok ? 'ok' : notAgain.error.code).toBe('NOT_FOUND');

    await app.value('sync:discard', { id: refused.id });
    await app.core.sync.runNow();
    expect(app.core.outbox.get(refused.id)?.state).toBe('discarded');
    expect(app.core.outbox.log(refused.id).at(-1)).toMatchObject({
      event: 'discarded',
      detail: 'Discarded by the user on the Sync screen.',
    });
    expect(app.core.outbox.get(behind.id)?.state).toBe('done');
    expect((await app.value('sync:list', {})).items).toEqual([]);
  });

  it('sets aside a row whose stored payload is corrupt as dead with the reason, and sends the rest', async () => {
    app = await startTestCompanion({ core: FAST });
    const broken = queueRegister(app, 'https://broken.example/a');
    const wrongShape = queueRegister(app, 'https://broken.example/b');
    const fine = queueRegister(app, 'https://fine.example/a');
    const unknown = queueRegister(app, 'https://unknown.example/a');
    app.core.db
      .prepare('UPDATE outbox SET payload = ? WHERE id = ?')
      .run('{"endpoint":', broken.id);
    // As a later version of the app might have saved it.
    app.core.db
      .prepare("UPDATE outbox SET operation = 'webhook.register-v9' WHERE id = ?")
      .run(unknown.id);
    app.core.db
      .prepare('UPDATE outbox SET payload = ? WHERE id = ?')
      .run('{"endpoint":"https://broken.example/b","event_names":"all"}', wrongShape.id);
    await app.core.sync.runNow();

    expect(app.core.outbox.get(broken.id)).toMatchObject({
      state: 'dead',
      lastError: 'The saved change is damaged: its data is not valid JSON.',
    });
    expect(app.core.outbox.get(wrongShape.id)).toMatchObject({
      state: 'dead',
      lastError: 'The saved change does not have the shape this app expects (at event_names).',
    });
    expect(app.core.outbox.get(fine.id)?.state).toBe('done');
    expect(app.core.outbox.get(unknown.id)).toMatchObject({
      state: 'dead',
      lastError:
        'This version of the app does not know how to send it: update the app, or discard it.',
    });
    // Never deleted: the rows stay for the user to see, retry or discard, named in the clinic's
    // words (the kind of change), never by the app's internal operation name.
    const items = (await app.value('sync:list', {})).items;
    expect(items.map((i) => i.message)).toEqual([
      'Webhook registration whose data cannot be read cannot be sent: The saved change is damaged: its data is not valid JSON.',
      'Webhook registration whose data cannot be read cannot be sent: The saved change does not have the shape this app expects (at event_names).',
      'A change saved by another version of the app cannot be sent: This version of the app does not know how to send it: update the app, or discard it.',
    ]);
    expect(JSON.stringify(items.map((i) => [i.message, i.summary, i.detail]))).not.toMatch(
      /webhook\.register/,
    );
    expect(app.sandbox.journal(TEST_CLIENT_ID).map((c) => c.endpoint)).toEqual([
      'https://fine.example/a',
    ]);
  });

  it('resends after a 200 with a malformed body (same key, applied once), then asks the user after five', async () => {
    // The clock stands still, so no backoff comes due by itself: the test makes each attempt.
    app = await startTestCompanion({ clock: createFakeClock(Date.now()), core: FAST });
    await app.value('webhooks:list', {});
    // Earlier failures of another kind do not count towards "unreadable in a row".
    app.sandbox.faults.set({ failRate: 1 });
    const row = queueRegister(app, 'https://garbled.example/a');
    const attempt = async (): Promise<void> => {
      app!.core.outbox.makeDue();
      await app!.core.sync.runNow();
    };
    for (let i = 0; i < 3; i += 1) await attempt();
    app.sandbox.faults.set({ failRate: 0, corruptBody: 'malformed-json' });
    for (let i = 0; i < 4; i += 1) await attempt();
    expect(app.core.outbox.get(row.id)).toMatchObject({ state: 'pending', attempts: 7 });
    await attempt();
    expect(app.core.outbox.get(row.id)).toMatchObject({
      state: 'rejected',
      attempts: 8,
      lastError:
        "the platform's answer could not be read 5 times in a row (is a proxy or captive portal in the way?)",
    });
    expect(registeredTimes(app, 'https://garbled.example/a')).toBe(1);
  });

  it('does not strand a retry when the clock jumps backwards', async () => {
    const clock = createFakeClock(Date.now());
    app = await startTestCompanion({ clock, core: FAST });
    await app.value('webhooks:list', {});
    app.sandbox.faults.set({ failRate: 1 });
    const row = queueRegister(app, 'https://clock.example/a');
    await app.core.sync.runNow();
    expect(app.core.outbox.get(row.id)?.state).toBe('pending');
    app.sandbox.faults.reset();
    clock.set(clock.now() - 6 * 60 * 60_000);
    await app.core.sync.runNow();
    expect(app.core.outbox.get(row.id)?.state).toBe('done');
    const status = await app.value('sync:get-status', {});
    expect(status).toMatchObject({ waiting: 0, state: 'idle' });
  });

  it('closes cleanly in the middle of a sync, and the restarted app sends the change exactly once', async () => {
    app = await startTestCompanion({ core: FAST });
    await app.value('webhooks:list', {});
    app.sandbox.faults.set({ latencyMs: 4_000 });
    const row = queueRegister(app, 'https://closing.example/a');
    app.core.sync.kick();
    await until(
      () => app!.core.outbox.get(row.id)?.state === 'in_flight',
      'the row to be in flight',
    );
    await app.restart();
    // The restart did not wait for the platform's answer: the request is not applied yet.
    expect(registeredTimes(app, 'https://closing.example/a')).toBe(0);
    expect(app.core.outbox.get(row.id)?.state).toBe('pending');
    expect(app.core.outbox.log(row.id).map((e) => e.event)).toContain('interrupted');

    app.sandbox.faults.reset();
    await until(() => app!.core.outbox.get(row.id)?.state === 'done', 'the resend after restart');
    // The first request was applied after the client gave up; the resend was a replay.
    await until(() => registeredTimes(app!, 'https://closing.example/a') >= 1, 'the journal');
    expect(registeredTimes(app, 'https://closing.example/a')).toBe(1);
  });

  it('queues a change at once while the OS reports offline, and sends it by itself when the network returns', async () => {
    app = await startTestCompanion({ core: FAST });
    await app.value('webhooks:list', {});
    app.core.network.setOsOnline(false);
    app.sandbox.faults.set({ offline: true });
    const outcome = await app.value('webhooks:register', {
      endpoint: 'https://offline.example/a',
      event_names: ['receipt.created'],
      protocol: 'https',
    });
    expect(outcome).toMatchObject({
      state: 'queued',
      reason: expect.stringContaining('This computer is offline.') as unknown,
    });
    expect(await app.value('connection:get-status', {})).toMatchObject({ state: 'offline' });
    expect(await app.value('sync:get-status', {})).toMatchObject({ state: 'paused', waiting: 1 });

    app.sandbox.faults.reset();
    app.core.network.setOsOnline(true);
    await until(
      () => registeredTimes(app!, 'https://offline.example/a') === 1,
      'the queued registration to arrive',
    );
    await until(() => {
      const counts = app!.core.outbox.counts();
      return counts.pending + counts.inFlight === 0;
    }, 'the row to be done');
    await until(() => app!.core.sync.status().state === 'idle', 'the run to end');
    expect(await app.value('connection:get-status', {})).toMatchObject({ state: 'online' });
  });

  it('probes with backoff while the platform is unreachable and syncs on the first answer', async () => {
    const counting = createCountingFetch();
    app = await startTestCompanion({ fetch: counting, core: FAST });
    await app.value('webhooks:list', {});
    app.sandbox.faults.set({ offline: true });
    const row = queueRegister(app, 'https://probe.example/a');
    await app.core.sync.runNow();
    expect(app.core.connection.status().state).toBe('offline');
    await new Promise((resolve) => setTimeout(resolve, 400));
    // 20, 40, 80, 160 ms: a handful of probes, not a busy loop.
    const probes = counting.calls.filter((c) => c.path === '/').length;
    expect(probes).toBeGreaterThanOrEqual(2);
    expect(probes).toBeLessThanOrEqual(6);
    app.sandbox.faults.reset();
    await until(() => app!.core.outbox.get(row.id)?.state === 'done', 'the sync after reconnect');
  });

  it('keeps changes waiting while signed out, shows it, and sends them once the platform accepts the sign-in', async () => {
    let refuse = true;
    const counting = createCountingFetch((path, headers) => {
      if (refuse && path.startsWith('/notification/'))
        headers.set('authorization', 'Bearer garbage');
    });
    app = await startTestCompanion({ fetch: counting, core: FAST });
    const row = queueRegister(app, 'https://signed-out.example/a');
    await app.core.sync.runNow();
    expect(app.core.outbox.get(row.id)).toMatchObject({
      state: 'pending',
      lastError: expect.stringMatching(/Sign in again/) as unknown,
    });
    expect(await app.value('connection:get-status', {})).toMatchObject({ state: 'signed_out' });
    expect(await app.value('sync:get-status', {})).toMatchObject({ state: 'paused', waiting: 1 });
    expect(registeredTimes(app, 'https://signed-out.example/a')).toBe(0);

    refuse = false;
    await app.value('sync:run-now', {});
    expect(app.core.outbox.get(row.id)?.state).toBe('done');
    expect(registeredTimes(app, 'https://signed-out.example/a')).toBe(1);
    expect(await app.value('connection:get-status', {})).toMatchObject({ state: 'online' });
  });

  it('sends a change only to the account it was made for', async () => {
    app = await startTestCompanion({ core: FAST });
    const theirs = app.core.db.transaction(() =>
      app!.core.outbox.enqueue({
        operation: WEBHOOK_REGISTER,
        orderingKey: 'webhook:theirs',
        account: 'platform|https://elsewhere.example|someone',
        payload: {
          endpoint: 'https://theirs.example/a',
          event_names: ['receipt.created'],
          protocol: 'https',
        },
      }),
    )();
    const mine = queueRegister(app, 'https://mine.example/a');
    await app.core.sync.runNow();
    expect(app.core.outbox.get(mine.id)?.state).toBe('done');
    expect(app.core.outbox.get(theirs.id)?.state).toBe('pending');
    expect((await app.value('sync:list', {})).items.map((i) => i.message)).toEqual([
      'Webhook registration for https://theirs.example/a: waiting for the account it was made for (switch back to it in Clinic setup to send it, or discard it)',
    ]);
  });

  it('prunes done rows after the audit period, keeping newer ones', async () => {
    const clock = createFakeClock(Date.now());
    app = await startTestCompanion({ clock, core: FAST });
    const old = queueRegister(app, 'https://old.example/a');
    await app.core.sync.runNow();
    clock.advance(31 * 24 * 60 * 60_000);
    const recent = queueRegister(app, 'https://recent.example/a');
    await app.restart();
    await app.core.sync.runNow();
    expect(app.core.outbox.get(old.id)).toBeUndefined();
    expect(app.core.outbox.get(recent.id)?.state).toBe('done');
  });
});

describe('local storage failures while saving a change', () => {
  it('says the database is locked by another program, saves nothing, and works once it is free', async () => {
    app = await startTestCompanion({ core: FAST });
    const file = path.join(app.dataDir, DATABASE_FILE_NAME);
    // Another process holds a write lock on the same file (a second copy of the app, a backup tool).
    const holder = spawn(
      process.execPath,
      [
        '-e',
        // It waits for its lock as long as it must: the core may be writing at that moment (its
        // start-up work), and a holder that gave up at once left this test waiting for a line
        // that never came (seen once in CI).
        `const D=require('better-sqlite3');const d=new D(${JSON.stringify(file)});d.pragma('busy_timeout=30000');d.exec('BEGIN IMMEDIATE');console.log('locked');process.stdin.once('data',()=>{d.exec('ROLLBACK');d.close();process.exit(0)});`,
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      createInterface({ input: holder.stdout }).once('line', () => resolve());
      holder.once('exit', (code) =>
        reject(new Error(`the lock holder exited (${code}) before locking`)),
      );
    });
    const before = app.core.db.prepare('SELECT count(*) AS n FROM outbox').get();
    const result = await app.call('webhooks:register', {
      endpoint: 'https://locked.example/a',
      event_names: ['receipt.created'],
      protocol: 'https',
    });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'DATABASE_BUSY',
        message:
          'The change was not saved: the local database is locked by another program (is Clinic Companion open twice, or a backup tool holding the file?). What you entered is kept; try again.',
      },
    });
    holder.stdin.write('go\n');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(app.core.db.prepare('SELECT count(*) AS n FROM outbox').get()).toEqual(before);
    const again = await app.value('webhooks:register', {
      endpoint: 'https://locked.example/a',
      event_names: ['receipt.created'],
      protocol: 'https',
    });
    expect(again.state).toBe('sent');
  }, 60_000);

  it('says the disk is full, leaves nothing half-written, and works once there is room', async () => {
    app = await startTestCompanion({ core: FAST });
    const { db } = app.core;
    const count = () => db.prepare('SELECT count(*) AS n FROM outbox').get();
    const before = count();
    // SQLite's own limit on the file's size fails writes with SQLITE_FULL, exactly as a full disk.
    const pages = Number(db.pragma('page_count', { simple: true }));
    db.pragma(`max_page_count = ${pages}`);
    const big = 'https://full.example/' + 'x'.repeat(1_800);
    const results = [];
    for (let i = 0; i < 40; i += 1) {
      const result = await app.call('webhooks:register', {
        endpoint: `${big}/${i}`,
        event_names: ['receipt.created'],
        protocol: 'https',
      });
      results.push(result);
      if (!result.ok) break;
    }
    const last = results.at(-1)!;
    expect(last).toEqual({
      ok: false,
      error: {
        code: 'DISK_FULL',
        message:
          'The change was not saved: the disk is full or cannot be written. What you entered is kept; free some space and try again.',
      },
    });
    const saved = results.length - 1;
    expect(count()).toEqual({ n: (before as { n: number }).n + saved });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.pragma(`max_page_count = ${pages * 100}`);
    const again = await app.value('webhooks:register', {
      endpoint: `${big}/again`,
      event_names: ['receipt.created'],
      protocol: 'https',
    });
    expect(again.state).toBe('sent');
  });
});
