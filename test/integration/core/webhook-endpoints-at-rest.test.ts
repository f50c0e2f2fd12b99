import { afterEach, describe, expect, it } from 'vitest';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { until } from '../../helpers/until';
import { storedBytes } from '../../helpers/stored-bytes';

// A webhook's endpoint often carries a token in its query: at rest it is kept only sealed, in the
// outbox and in the cached list, and the integrator still sees it in both lists.

const FAST = { sync: { debounceMs: 5, backoff: { baseMs: 10, maxMs: 20 } } } as const;
// Made-up tokens, each a marker that must not be found in the stored bytes.
const LIVE = 'https://hooks.clinic.example/in?token=tok-live-5521';
const QUEUED = 'https://hooks.clinic.example/in?token=tok-queued-7730';
const LEGACY = 'https://hooks.clinic.example/in?token=tok-legacy-9043';
const MARKERS = ['tok-live-5521', 'tok-queued-7730', 'tok-legacy-9043', 'hooks.clinic.example'];

let app: TestCompanion;
afterEach(async () => {
  await app.close();
});

/** Every byte of the database, its WAL included, after a checkpoint. */
const endpoints = () =>
  app.sandbox.webhooksFor(app.sandbox.options.clientId).map((w) => w.endpoint);
const found = (target: TestCompanion) => MARKERS.filter((m) => storedBytes(target).includes(m));
const registration = (endpoint: string) => ({
  event_names: ['receipt.created' as const],
  endpoint,
  protocol: 'https' as const,
});

describe('webhook endpoints at rest', () => {
  it('are sealed in the outbox and the cached list, and still listed for the integrator', async () => {
    app = await startTestCompanion({ core: FAST });
    expect((await app.value('webhooks:register', registration(LIVE))).state).toBe('sent');
    expect(
      (await app.value('webhooks:list', { refresh: true })).webhooks.map((w) => w.endpoint),
    ).toContain(LIVE);
    app.core.network.setOsOnline(false);
    expect((await app.value('webhooks:register', registration(QUEUED))).state).toBe('queued');
    const offline = await app.value('webhooks:list', {});
    expect(offline.source).toBe('cache');
    expect(offline.webhooks.map((w) => w.endpoint)).toContain(LIVE);
    expect(offline.pending.map((p) => (p.kind === 'register' ? p.endpoint : ''))).toEqual([QUEUED]);
    expect((await app.value('sync:list', {})).items.map((i) => i.message)).toEqual([
      `Webhook registration for ${QUEUED}: waiting to be sent`,
    ]);
    expect(found(app)).toEqual([]);

    // After a restart the queued one is still readable and is sent to the address typed.
    await app.restart();
    app.core.network.setOsOnline(true);
    await until(() => endpoints().includes(QUEUED), 'the queued registration to be sent');
    expect(endpoints().filter((e) => e.includes('hooks.clinic.example'))).toEqual([LIVE, QUEUED]);
    expect(found(app)).toEqual([]);
  });

  it('kept in clear by an earlier version are sealed at the next start, and still sent', async () => {
    app = await startTestCompanion({ core: FAST });
    app.core.network.setOsOnline(false);
    await app.value('webhooks:register', registration(QUEUED));
    const { db } = app.core;
    // As an earlier version wrote them: the endpoint in clear in the payload and the cached record.
    const { id, payload } = db
      .prepare<[], { id: number; payload: string }>('SELECT id, payload FROM outbox')
      .get()!;
    const { endpointSealed: _sealed, ...rest } = JSON.parse(payload) as Record<string, unknown>;
    db.prepare('UPDATE outbox SET payload = ? WHERE id = ?').run(
      JSON.stringify({ ...rest, endpoint: LEGACY }),
      id,
    );
    db.prepare(
      "INSERT INTO webhook_lists (account_key, fetched_at, msg) VALUES ('old', 't', 'ok')",
    ).run();
    db.prepare(
      `INSERT INTO webhooks_cache (account_key, position, id, record, signing_key_secret, has_signing_key)
       VALUES ('old', 0, 'wh-old', ?, NULL, 0)`,
    ).run(JSON.stringify({ id: 'wh-old', endpoint: `${LIVE}&old=1`, event_names: [] }));
    expect(found(app)).toEqual(['tok-live-5521', 'tok-legacy-9043', 'hooks.clinic.example']);

    await app.restart();
    expect(found(app)).toEqual([]);
    const [item] = (await app.value('sync:list', {})).items;
    expect(item?.message.startsWith(`Webhook registration for ${LEGACY}: `)).toBe(true);
    await until(() => endpoints().includes(LEGACY), 'the sealed registration to be sent');
  });

  it('are not queued in clear where there is no keychain: the registration is refused, said so', async () => {
    app = await startTestCompanion({ core: FAST });
    app.keychain.setAvailable(false);
    const error = await app.error('webhooks:register', registration(QUEUED));
    expect(error.code).toBe('KEYCHAIN_UNAVAILABLE');
    expect(error.message).toMatch(/keychain/);
    expect(found(app)).toEqual([]);
  });
});
