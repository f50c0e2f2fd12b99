import { afterEach, describe, expect, it } from 'vitest';
import { signatureHeader } from '../../../src/main/core/webhooks/signature';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { createFakeClock } from '../../helpers/fake-clock';
import { post } from '../../helpers/listener-posts';
import { storedBytes } from '../../helpers/stored-bytes';

// Made up for this test.
const KEY = 'replay-guard-test-key-0123456789abcdef';
/** The published tolerance: 3 minutes. */
const TOLERANCE_MS = 3 * 60_000;

let app: TestCompanion;
afterEach(async () => {
  await app.close();
});

describe('the listener’s replay guard across restarts', () => {
  it('refuses a replay after the app restarts, to the last millisecond of the window, sealed at rest', async () => {
    const clock = createFakeClock(Math.floor(Date.now() / 1000) * 1000);
    const signedAt = clock.now();
    app = await startTestCompanion({ clock });
    const { url } = await app.value('webhooks:listen-start', {});
    const port = Number(new URL(url!).port);
    await app.value('webhooks:register', {
      event_names: ['receipt.created'],
      endpoint: url!,
      signing_key: KEY,
      protocol: 'http',
    });
    const body = '{"event":"receipt.created","data":{"receipt_id":"r-1"}}';
    const signature = signatureHeader(KEY, signedAt / 1000, body);
    const headers = { 'content-type': 'application/json', 'Eka-Webhook-Signature': signature };
    expect(await post(url!, body, headers)).toBe(200);

    // The listener restarted alone.
    await app.value('webhooks:listen-stop', {});
    await app.value('webhooks:listen-start', { port });
    expect(await post(url!, body, headers)).toBe(401);

    await app.restart();
    await app.value('webhooks:listen-start', { port });
    const kinds = async () =>
      (await app.value('webhooks:listen-state', {})).deliveries.map((d) => d.verdict.kind);
    clock.set(signedAt + TOLERANCE_MS);
    expect(await post(url!, body, headers)).toBe(401);
    expect((await kinds())[0]).toBe('replay');
    // One millisecond past the window the signature is too old anyway.
    clock.set(signedAt + TOLERANCE_MS + 1);
    expect(await post(url!, body, headers)).toBe(401);
    expect((await kinds())[0]).toBe('too-old');
    // A new delivery signed now is accepted after the restart.
    const fresh = signatureHeader(KEY, (signedAt + TOLERANCE_MS) / 1000, body);
    clock.set(signedAt + TOLERANCE_MS);
    expect(await post(url!, body, { ...headers, 'Eka-Webhook-Signature': fresh })).toBe(200);

    const v1 = signature.split('v1=')[1]!;
    expect(storedBytes(app)).not.toContain(v1);
    expect(storedBytes(app)).not.toContain(`${signedAt / 1000}.`);
  });
});
