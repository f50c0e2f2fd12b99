import { afterEach, describe, expect, it } from 'vitest';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { createCountingFetch } from '../../helpers/counting-fetch';

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

// The shell hands the core Electron's net.fetch (system proxy, PAC, OS certificates). That only
// helps if every platform call of every feature goes through the fetch it is given: a module that
// reached for Node's global fetch would look offline for ever behind a clinic's proxy.
describe('the injected fetch carries every platform call', () => {
  it('no request reaches the platform except through the fetch the shell gave the core', async () => {
    const fetch = createCountingFetch();
    app = await startTestCompanion({ fetch });

    await app.value('webhooks:list', {});
    const registered = await app.value('webhooks:register', {
      event_names: ['receipt.created'],
      endpoint: 'https://audit.clinic.example/injected',
      signing_key: 'a-signing-key-of-24-chars',
      protocol: 'https',
    });
    expect(registered.state).toBe('sent');
    await app.value('recording:catalogue', {});
    await app.value('patients:search', { text: '9845012345' });
    await app.core.network.check();

    expect(fetch.calls.length).toBeGreaterThan(4);
    // The sandbox counts every request it was sent, whoever sent it.
    expect(app.sandbox.requestCount()).toBe(fetch.calls.length);
  });
});
