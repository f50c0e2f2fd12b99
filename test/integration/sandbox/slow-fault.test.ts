import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { until } from '../../helpers/until';
import { SUBSCRIPTIONS, call, login, newWebhook } from './helpers';

let sandbox: Sandbox;
let token: string;
beforeEach(async () => {
  sandbox = await startSandbox();
  token = (await login(sandbox)).access_token;
});
afterEach(async () => {
  await sandbox.close();
});

const endpoints = (): string[] =>
  sandbox.webhooksFor(sandbox.options.clientId).map((webhook) => webhook.endpoint);

describe('slowRate: latency beyond the client’s time limit', () => {
  it('holds the request past the client giving up, then applies it anyway', async () => {
    sandbox.faults.set({ slowRate: 1, slowMs: 400 });
    const started = performance.now();
    const gaveUp = fetch(`${sandbox.url}${SUBSCRIPTIONS}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(newWebhook('https://slow.example/hook')),
      signal: AbortSignal.timeout(100),
    });
    await expect(gaveUp).rejects.toThrow();
    expect(endpoints()).not.toContain('https://slow.example/hook');
    await until(() => endpoints().includes('https://slow.example/hook'), 'the late registration');
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
  });

  it('answers a client that waits long enough, and 0 leaves requests alone', async () => {
    sandbox.faults.set({ slowRate: 1, slowMs: 200 });
    const slow = performance.now();
    expect((await call(sandbox, 'GET', SUBSCRIPTIONS, { token })).status).toBe(200);
    expect(performance.now() - slow).toBeGreaterThanOrEqual(190);
    // Held a minute if rate 0 still held requests: the test's own time limit would end it first.
    sandbox.faults.set({ slowRate: 0, slowMs: 60_000 });
    expect((await call(sandbox, 'GET', SUBSCRIPTIONS, { token })).status).toBe(200);
  });
});
