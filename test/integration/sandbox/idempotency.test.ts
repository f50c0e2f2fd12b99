import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IdempotencyStore, IDEMPOTENCY_TTL_MS } from '../../../src/sandbox/idempotency';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { SUBSCRIPTIONS, call, login } from './helpers';

let sandbox: Sandbox;
let token: string;
beforeEach(async () => {
  sandbox = await startSandbox({
    extraClients: [{ clientId: 'other', clientSecret: 'other-secret' }],
  });
  token = (await login(sandbox)).access_token;
});
afterEach(async () => {
  await sandbox.close();
});

const body = (endpoint: string) => ({
  event_names: ['receipt.created'],
  endpoint,
  protocol: 'https',
});
const register = (key: string, endpoint: string, as = token) =>
  call(sandbox, 'POST', SUBSCRIPTIONS, {
    token: as,
    body: body(endpoint),
    headers: { 'idempotency-key': key },
  });
const count = (endpoint: string, clientId = sandbox.options.clientId) =>
  sandbox.webhooksFor(clientId).filter((w) => w.endpoint === endpoint).length;

describe('Idempotency-Key on the sandbox', () => {
  it('replays the first answer to a retry and applies the change once', async () => {
    const first = await register('key-1', 'https://a.example/hook');
    expect(first.status).toBe(201);
    const retry = await register('key-1', 'https://a.example/hook');
    expect(retry).toEqual(first);
    expect(count('https://a.example/hook')).toBe(1);
  });

  it('applies once when the answer was dropped after the change, and the retry gets the stored answer', async () => {
    sandbox.faults.set({ dropRate: 1 });
    await expect(register('key-2', 'https://b.example/hook')).rejects.toThrow();
    sandbox.faults.reset();
    const retry = await register('key-2', 'https://b.example/hook');
    expect(retry.status).toBe(201);
    expect(count('https://b.example/hook')).toBe(1);
  });

  it('runs the request again after a server error, which is not stored', async () => {
    sandbox.faults.set({ failRate: 1 });
    expect((await register('key-3', 'https://c.example/hook')).status).toBe(500);
    sandbox.faults.reset();
    expect((await register('key-3', 'https://c.example/hook')).status).toBe(201);
    expect(count('https://c.example/hook')).toBe(1);
  });

  it('answers 422 when a key comes back with a different request', async () => {
    await register('key-4', 'https://d.example/hook');
    expect(await register('key-4', 'https://other.example/hook')).toEqual({
      status: 422,
      body: {
        error: {
          message: 'Idempotency-Key was already used for a different request',
          code: 'IDEMPOTENCY_KEY_REUSED',
        },
      },
    });
    expect(count('https://other.example/hook')).toBe(0);
  });

  it('scopes keys per client', async () => {
    const otherToken = (await login(sandbox, 'other', 'other-secret')).access_token;
    expect((await register('shared-key', 'https://e.example/hook')).status).toBe(201);
    expect((await register('shared-key', 'https://e.example/hook', otherToken)).status).toBe(201);
    expect(count('https://e.example/hook', 'other')).toBe(1);
  });

  it('refuses an empty or over-long key', async () => {
    expect((await register('', 'https://f.example/hook')).status).toBe(400);
    expect((await register('k'.repeat(256), 'https://f.example/hook')).status).toBe(400);
    expect(count('https://f.example/hook')).toBe(0);
  });
});

describe('IdempotencyStore', () => {
  it('answers 409 to a retry while the first request is still running', async () => {
    const store = new IdempotencyStore(() => 0);
    let finish!: () => void;
    const scope = { clientId: 'c', key: 'k', method: 'POST', path: '/x', body: '{}' };
    const first = store.run(
      scope,
      () => new Promise((resolve) => (finish = () => resolve({ status: 201, body: { id: '1' } }))),
    );
    const second = await store.run(scope, () =>
      Promise.resolve({ status: 201, body: { id: '2' } }),
    );
    expect(second.status).toBe(409);
    finish();
    expect(await first).toEqual({ status: 201, body: { id: '1' } });
    expect(
      await store.run(scope, () => Promise.resolve({ status: 201, body: { id: '3' } })),
    ).toEqual({ status: 201, body: { id: '1' } });
  });

  it('forgets answers after the retention period', async () => {
    let now = 0;
    const store = new IdempotencyStore(() => now);
    const scope = { clientId: 'c', key: 'k', method: 'POST', path: '/x', body: '{}' };
    await store.run(scope, () => Promise.resolve({ status: 201, body: 1 }));
    now = IDEMPOTENCY_TTL_MS + 1;
    expect(await store.run(scope, () => Promise.resolve({ status: 201, body: 2 }))).toEqual({
      status: 201,
      body: 2,
    });
  });
});
