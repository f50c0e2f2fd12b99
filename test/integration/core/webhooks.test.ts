import { afterEach, describe, expect, it } from 'vitest';
import { WEBHOOKS_PATH } from '../../../src/main/core/platform/webhooks-api';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { createCountingFetch } from '../../helpers/counting-fetch';
import { createFakeClock } from '../../helpers/fake-clock';

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('webhooks through the core, against the sandbox', () => {
  it('lists the live webhooks exactly as the platform stores them', async () => {
    app = await startTestCompanion();
    const view = await app.value('webhooks:list', {});
    expect(view.source).toBe('live');
    expect(view.fetchedAt).not.toBeNull();
    expect(view.webhooks).toEqual(app.sandbox.webhooksFor(app.sandbox.options.clientId));
    expect(view.webhooks.length).toBeGreaterThan(0);
    expect((await app.value('connection:get-status', {})).state).toBe('online');
  });

  it('serves the saved list with its age and the reason when the platform is unreachable, even after a restart', async () => {
    const clock = createFakeClock();
    app = await startTestCompanion({ clock });
    const live = await app.value('webhooks:list', {});
    app.sandbox.faults.set({ offline: true });
    clock.advance(5 * 60_000);
    await app.restart();

    const cached = await app.value('webhooks:list', {});
    expect(cached.source).toBe('cache');
    expect(cached.webhooks).toEqual(live.webhooks);
    expect(cached.fetchedAt).toBe(live.fetchedAt);
    expect(cached.staleReason).toEqual({
      code: 'OFFLINE',
      message: expect.stringMatching(/cannot be reached/) as unknown,
    });
    expect((await app.value('connection:get-status', {})).state).toBe('offline');

    app.sandbox.faults.set({ offline: false });
    const back = await app.value('webhooks:list', { refresh: true });
    expect(back.source).toBe('live');
    expect(Date.parse(back.fetchedAt!)).toBe(clock.now());
  });

  it('says the platform cannot be reached when there is no saved list yet', async () => {
    app = await startTestCompanion();
    app.sandbox.faults.set({ offline: true });
    const result = await app.call('webhooks:list', {});
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'OFFLINE',
        message: expect.stringMatching(
          /^Signing in to the platform: the platform cannot be reached\. Check the connection\.$/,
        ) as unknown,
      },
    });
  });

  it('answers a plain list from the cache at once while recently offline, but a refresh always asks the platform', async () => {
    const counting = createCountingFetch();
    app = await startTestCompanion({ fetch: counting });
    await app.value('webhooks:list', {});
    app.sandbox.faults.set({ offline: true });
    await app.value('webhooks:list', { refresh: true });
    const before = counting.count(WEBHOOKS_PATH);

    expect((await app.value('webhooks:list', {})).source).toBe('cache');
    expect(counting.count(WEBHOOKS_PATH)).toBe(before);
    expect((await app.value('webhooks:list', { refresh: true })).source).toBe('cache');
    expect(counting.count(WEBHOOKS_PATH)).toBe(before + 1);
  });

  it('registers and deletes webhooks, and puts the duplicate-endpoint refusal on the endpoint field', async () => {
    app = await startTestCompanion();
    const input = {
      event_names: ['receipt.created' as const, 'receipt.updated' as const],
      endpoint: 'https://audit.clinic.example/receipts',
      signing_key: 'a-signing-key-of-24-chars',
      protocol: 'https' as const,
    };
    const registered = await app.value('webhooks:register', input);
    if (registered.state !== 'sent')
      throw new Error('expected the registration to be sent at once');
    const { id } = registered.value;
    const listed = (await app.value('webhooks:list', {})).webhooks.find((w) => w.id === id);
    expect(listed).toMatchObject({ ...input, client_id: app.sandbox.options.clientId });

    const duplicate = await app.call('webhooks:register', input);
    expect(duplicate).toEqual({
      ok: false,
      error: {
        code: 'REJECTED',
        message:
          'Registering the webhook was refused by the platform: requested endpoint is already registered.',
        fields: {
          endpoint:
            'Registering the webhook was refused by the platform: requested endpoint is already registered.',
        },
      },
    });

    await expect(app.value('webhooks:delete', { id })).resolves.toEqual({
      state: 'sent',
      value: { id },
    });
    expect(app.sandbox.webhooksFor(app.sandbox.options.clientId).some((w) => w.id === id)).toBe(
      false,
    );
    // Deleting what is already gone leaves the platform as asked: done, not an error.
    await expect(app.value('webhooks:delete', { id })).resolves.toEqual({
      state: 'sent',
      value: { id },
    });
    // The refused duplicate was shown in the form, so it is not left on the Sync screen too.
    expect((await app.value('sync:list', {})).items).toEqual([]);
  });

  it('refuses bad registration input before anything is sent', async () => {
    const counting = createCountingFetch();
    app = await startTestCompanion({ fetch: counting });
    const result = await app.call('webhooks:register', {
      event_names: ['appointment.deleted'],
      endpoint: 'http://plain.example/hook',
      signing_key: 'short',
      protocol: 'https',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('INVALID_ARGUMENT');
    expect(Object.keys(result.error.fields ?? {}).sort()).toEqual([
      'endpoint',
      'event_names.0',
      'signing_key',
    ]);
    expect(counting.calls).toEqual([]);
  });
});
