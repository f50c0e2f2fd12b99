import { afterEach, describe, expect, it } from 'vitest';
import { WEBHOOKS_PATH } from '../../../src/main/core/platform/webhooks-api';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { createCountingFetch } from '../../helpers/counting-fetch';
import { createFakeClock } from '../../helpers/fake-clock';

const LOGIN = '/connect-auth/v1/account/login';
const REFRESH = '/connect-auth/v1/account/refresh-token';

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('bad answers from the platform', () => {
  it('turns a 200 with malformed JSON into BAD_RESPONSE, and serves the saved list when there is one', async () => {
    app = await startTestCompanion();
    app.sandbox.faults.set({ corruptBody: 'malformed-json' });
    expect(await app.error('webhooks:list', {})).toEqual({
      code: 'BAD_RESPONSE',
      message: "Loading the webhooks: the platform's answer (HTTP 200) was not valid JSON.",
    });

    app.sandbox.faults.reset();
    await app.value('webhooks:list', {});
    app.sandbox.faults.set({ corruptBody: 'malformed-json' });
    const view = await app.value('webhooks:list', { refresh: true });
    expect(view.source).toBe('cache');
    expect(view.staleReason?.code).toBe('BAD_RESPONSE');
  });

  it('turns a 200 with the wrong types into BAD_RESPONSE naming where', async () => {
    app = await startTestCompanion();
    app.sandbox.faults.set({ corruptBody: 'wrong-types' });
    const error = await app.error('webhooks:list', {});
    expect(error.code).toBe('BAD_RESPONSE');
    expect(error.message).toMatch(/did not have the expected shape at data/);
  });

  it('gives up on a platform that hangs after the time limit, keeps the change, and stays usable', async () => {
    app = await startTestCompanion({ timeoutMs: 400 });
    await app.value('webhooks:list', {});
    app.sandbox.faults.set({ hang: true });
    const outcome = await app.value('webhooks:register', {
      event_names: ['appointment.created'],
      endpoint: 'https://slow.example/x',
      protocol: 'https',
    });
    expect(outcome).toMatchObject({
      state: 'queued',
      reason: expect.stringContaining(
        'Registering the webhook: the platform did not answer within 400 ms.',
      ) as unknown,
    });
    const view = await app.value('webhooks:list', { refresh: true });
    expect(view.source).toBe('cache');
    expect(view.staleReason?.code).toBe('TIMEOUT');
    expect(view.pending).toMatchObject([
      { kind: 'register', endpoint: 'https://slow.example/x', state: 'waiting' },
    ]);

    app.sandbox.faults.reset();
    await app.value('sync:run-now', {});
    const live = await app.value('webhooks:list', { refresh: true });
    expect(live.source).toBe('live');
    expect(live.pending).toEqual([]);
    expect(live.webhooks.filter((w) => w.endpoint === 'https://slow.example/x')).toHaveLength(1);
  });

  it('reports a 500 as SERVER_ERROR', async () => {
    app = await startTestCompanion();
    app.sandbox.faults.set({ failRate: 1 });
    expect((await app.error('webhooks:list', {})).code).toBe('SERVER_ERROR');
  });
});

describe('tokens', () => {
  it('renews an expired access token once, even for many calls at the same moment', async () => {
    const clock = createFakeClock();
    const counting = createCountingFetch();
    app = await startTestCompanion({ clock, fetch: counting, sandbox: { now: () => clock.now() } });
    await app.value('webhooks:list', {});
    expect(counting.count(LOGIN)).toBe(1);

    clock.advance(31 * 60_000);
    const views = await Promise.all(
      Array.from({ length: 6 }, () => app!.value('webhooks:list', {})),
    );
    expect(views.every((v) => v.source === 'live')).toBe(true);
    expect(counting.count(REFRESH)).toBe(1);
    expect(counting.count(LOGIN)).toBe(1);
  });

  it('answers a 401 with one renewal and one replay (forged, garbage and missing tokens)', async () => {
    for (const spoil of [
      (h: Headers) =>
        h.set('authorization', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJjaWQiOiJ4In0.forgedsignature'),
      (h: Headers) => h.set('authorization', 'Bearer garbage'),
      (h: Headers) => h.delete('authorization'),
    ]) {
      let spoiled = false;
      const counting = createCountingFetch((path, headers) => {
        if (path === WEBHOOKS_PATH && !spoiled) {
          spoiled = true;
          spoil(headers);
        }
      });
      app = await startTestCompanion({ fetch: counting });
      expect((await app.value('webhooks:list', {})).source).toBe('live');
      expect(counting.count(WEBHOOKS_PATH)).toBe(2);
      expect(counting.count(REFRESH)).toBe(1);
      await app.close();
      app = undefined;
    }
  });

  it('says "sign in again" when the replay is refused too, and shows signed out', async () => {
    const counting = createCountingFetch((path, headers) => {
      if (path === WEBHOOKS_PATH) headers.set('authorization', 'Bearer garbage');
    });
    app = await startTestCompanion({ fetch: counting });
    const error = await app.error('webhooks:list', {});
    expect(error.code).toBe('SIGNED_OUT');
    expect(error.message).toMatch(/Sign in again/);
    expect(counting.count(WEBHOOKS_PATH)).toBe(2);
    expect((await app.value('connection:get-status', {})).state).toBe('signed_out');
  });

  it('logs in again when the refresh token is refused', async () => {
    const clock = createFakeClock();
    const counting = createCountingFetch();
    app = await startTestCompanion({
      clock,
      fetch: counting,
      sandbox: { now: () => clock.now(), refreshTokenTtlSec: 120 },
    });
    await app.value('webhooks:list', {});
    clock.advance(40 * 60_000);
    expect((await app.value('webhooks:list', {})).source).toBe('live');
    expect(counting.count(LOGIN)).toBe(2);
  });
});
