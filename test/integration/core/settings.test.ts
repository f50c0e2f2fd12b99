import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { accountOf } from '../../helpers/sandbox-admin';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { PROPERTIES_LOOKUP_PATH } from '../../../src/shared/properties';
import { startNotOfferedProxy } from '../../helpers/not-offered-proxy';

let app: TestCompanion | undefined;
let other: Sandbox | undefined;
afterEach(async () => {
  await app?.close();
  await other?.close();
  app = undefined;
  other = undefined;
});

const account = (baseUrl: string) => ({
  baseUrl,
  clientId: 'clinic-42',
  clientSecret: 'clinic-42-secret-value',
  jweKid: 'kid-42',
  jweSecret: 'abcdefghijklmnop',
});

describe('settings', () => {
  it('starts on the embedded sandbox with the keychain available', async () => {
    app = await startTestCompanion();
    const view = await app.value('settings:get', {});
    expect(view).toEqual({
      mode: 'sandbox',
      baseUrl: app.sandbox.url,
      clientId: '',
      jweKid: '',
      hasClientSecret: false,
      hasJweSecret: false,
      keychain: { available: true },
    });
    expect((await app.value('app:get-info', {})).mode).toBe('sandbox');
  });

  it('switches to a configured platform account, keeps secrets out of the database text and the log, and back', async () => {
    app = await startTestCompanion();
    other = await startSandbox({
      port: 0,
      seedWebhooks: false,
      clientId: 'clinic-42',
      clientSecret: 'clinic-42-secret-value',
    });
    const saved = await app.value('settings:save-platform', account(`${other.url}/`));
    expect(saved).toMatchObject({
      mode: 'platform',
      baseUrl: other.url,
      clientId: 'clinic-42',
      hasClientSecret: true,
      hasJweSecret: true,
    });
    expect(JSON.stringify(saved)).not.toContain('clinic-42-secret-value');

    const info = await app.value('app:get-info', {});
    expect(info).toMatchObject({ mode: 'platform', baseUrl: other.url });
    expect((await app.value('webhooks:list', {})).webhooks).toEqual([]);

    const dump = JSON.stringify(
      app.core.db.prepare('SELECT key, value, hex(secret) AS secret FROM settings').all(),
    );
    expect(dump).not.toContain('clinic-42-secret-value');
    expect(dump).not.toContain(Buffer.from('clinic-42-secret-value').toString('hex').toUpperCase());
    expect(app.logText()).not.toContain('clinic-42-secret-value');
    expect(app.logText()).not.toContain('abcdefghijklmnop');

    // Secrets may be left empty on a later save: the stored ones are kept.
    const { clientSecret: _s, jweSecret: _j, ...withoutSecrets } = account(other.url);
    expect((await app.value('settings:save-platform', withoutSecrets)).hasClientSecret).toBe(true);
    expect((await app.value('webhooks:list', { refresh: true })).source).toBe('live');

    const back = await app.value('settings:use-sandbox', {});
    expect(back).toMatchObject({
      mode: 'sandbox',
      baseUrl: app.sandbox.url,
      hasClientSecret: false,
    });
    expect((await app.value('webhooks:list', {})).webhooks.length).toBeGreaterThan(0);
  });

  it('needs the secrets again for another address or id, and sends nothing to the new host', async () => {
    app = await startTestCompanion();
    other = await startSandbox({
      port: 0,
      clientId: 'clinic-42',
      clientSecret: 'clinic-42-secret-value',
    });
    await app.value('settings:save-platform', account(other.url));
    const elsewhere = await startSandbox({ port: 0, clientId: 'clinic-42' });
    try {
      const { clientSecret: _s, jweSecret: _j, ...withoutSecrets } = account(elsewhere.url);
      const moved = await app.call('settings:save-platform', withoutSecrets);
      expect(moved).toEqual({
        ok: false,
        error: {
          code: 'INVALID_ARGUMENT',
          message: 'Some settings are missing.',
          fields: {
            clientSecret:
              'Enter the client secret. The saved one is kept only for the address and id it was entered for.',
            jweSecret:
              'Enter the JWE secret. The saved one is kept only for the address and id it was entered for.',
          },
        },
      });
      // Nothing changed: the account is still the first one, and the new host heard nothing.
      expect(await app.value('app:get-info', {})).toMatchObject({ baseUrl: other.url });
      await app.value('webhooks:list', { refresh: true });
      expect(elsewhere.requestCount()).toBe(0);
      // Another client id at the same address needs its own secret too.
      const renamed = await app.call('settings:save-platform', {
        ...withoutSecrets,
        baseUrl: other.url,
        clientId: 'clinic-43',
      });
      expect(renamed).toMatchObject({
        ok: false,
        error: { fields: { clientSecret: expect.any(String) as string } },
      });
    } finally {
      await elsewhere.close();
    }
  });

  it('tests the entered account step by step without saving it', async () => {
    app = await startTestCompanion();
    const sandboxAccount = accountOf(app.sandbox);
    const tested = await app.value('settings:test-connection', sandboxAccount);
    expect(tested.steps.map((step) => [step.check, step.ok])).toEqual([
      ['auth.login', true],
      ['auth.refresh', true],
      ['webhooks.list', true],
      ['properties.lookup', true],
      ['properties.search', true],
      ['voice.discovery', true],
      ['voice.templates', true],
      ['prescription.reachable', true],
    ]);
    expect(tested.steps[0]).toMatchObject({
      status: 200,
      words: 'Signed in to the platform with the client id and secret.',
    });
    // Read-only, and nothing saved.
    expect(app.sandbox.voiceSessionsFor(app.sandbox.options.clientId)).toEqual([]);
    expect((await app.value('settings:get', {})).mode).toBe('sandbox');

    const wrong = await app.value('settings:test-connection', {
      ...sandboxAccount,
      clientSecret: 'not-the-secret',
    });
    expect(wrong.steps[0]).toMatchObject({
      ok: false,
      status: 401,
      problem: 'The platform refused the client id and secret. Check them in Clinic setup.',
    });
    const { clientSecret: _s, ...withoutSecret } = sandboxAccount;
    expect(await app.call('settings:test-connection', withoutSecret)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_ARGUMENT', fields: { clientSecret: 'Enter the client secret.' } },
    });
    expect(app.logText()).not.toContain('not-the-secret');
  });

  it('Test connection lists the properties lookup answered 404 as a warning in words', async () => {
    app = await startTestCompanion();
    const proxy = await startNotOfferedProxy(app.sandbox.url, [PROPERTIES_LOOKUP_PATH]);
    try {
      const tested = await app.value('settings:test-connection', accountOf(app.sandbox, proxy.url));
      expect(tested.steps.find((step) => step.check === 'properties.lookup')).toMatchObject({
        ok: true,
        outcome: 'warning',
        status: 404,
        note: 'The properties lookup is not offered by this platform: the pad uses its defaults.',
      });
      expect(tested.steps.filter((step) => step.outcome !== 'passed')).toHaveLength(1);
    } finally {
      await proxy.close();
    }
  });

  it('needs the secrets on the first save', async () => {
    app = await startTestCompanion();
    const {
      clientSecret: _s,
      jweSecret: _j,
      ...withoutSecrets
    } = account('https://api.example.org');
    const result = await app.call('settings:save-platform', withoutSecrets);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'INVALID_ARGUMENT',
        message: 'Some settings are missing.',
        fields: { clientSecret: 'Enter the client secret.', jweSecret: 'Enter the JWE secret.' },
      },
    });
  });

  it('refuses to store secrets where there is no keychain, says why, and changes nothing', async () => {
    app = await startTestCompanion();
    app.keychain.setAvailable(false);
    const result = await app.call('settings:save-platform', account('https://api.example.org'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('KEYCHAIN_UNAVAILABLE');
    expect(result.error.message).toMatch(
      /^Secrets were not saved: the test keychain is switched off\./,
    );
    expect(app.core.db.prepare('SELECT count(*) AS n FROM settings').get()).toEqual({ n: 0 });
    const view = await app.value('settings:get', {});
    expect(view.mode).toBe('sandbox');
    expect(view.keychain).toEqual({
      available: false,
      reason: 'the test keychain is switched off.',
    });
  });

  it('rejects addresses and secrets of the wrong form, per field', async () => {
    app = await startTestCompanion();
    const result = await app.call('settings:save-platform', {
      ...account('http://api.example.org'),
      jweSecret: 'too-short',
      clientId: '  ',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.fields).toEqual({
      baseUrl:
        'Use https:// (plain http is allowed only for this computer, 127.0.0.1 or localhost).',
      clientId: 'Enter the client id.',
      jweSecret: 'The JWE secret must be exactly 16 characters.',
    });
  });

  it('reports a wrong client secret as signed out, with a hint to check Settings', async () => {
    app = await startTestCompanion();
    other = await startSandbox({ port: 0, clientId: 'clinic-42', clientSecret: 'the-real-secret' });
    await app.value('settings:save-platform', account(other.url));
    const result = await app.call('webhooks:list', {});
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'SIGNED_OUT',
        message: 'The platform refused the client id and secret. Check them in Clinic setup.',
      },
    });
    expect((await app.value('connection:get-status', {})).state).toBe('signed_out');
  });
});
