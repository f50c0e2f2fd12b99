import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebhookListResponseSchema } from '../../../src/shared/webhook';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { LOGIN, SUBSCRIPTIONS, call, listWebhooks, login, newWebhook } from './helpers';

const SERVER_ERROR = { error: { message: 'internal server error', code: 'SERVER_ERROR' } };
let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await login(sandbox)).access_token;
});
afterEach(() => {
  sandbox.faults.reset();
});
afterAll(async () => {
  await sandbox.close();
});

function endpoints(): string[] {
  return sandbox.webhooksFor(sandbox.options.clientId).map((webhook) => webhook.endpoint);
}

function register(endpoint: string): Promise<Response> {
  return fetch(`${sandbox.url}${SUBSCRIPTIONS}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(newWebhook(endpoint)),
  });
}

describe('faults', () => {
  it('latencyMs delays the answer by at least that long', async () => {
    sandbox.faults.set({ latencyMs: 400 });
    const started = performance.now();
    const answer = await listWebhooks(sandbox, token);
    const elapsed = performance.now() - started;
    expect(answer.status).toBe(200);
    // Node timers may fire a few ms early against performance.now(); 390 keeps that out.
    expect(elapsed).toBeGreaterThanOrEqual(390);
  });

  it('failRate 1 answers 500 SERVER_ERROR and applies nothing', async () => {
    sandbox.faults.set({ failRate: 1 });
    const response = await register('https://failed.example/hooks');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual(SERVER_ERROR);
    expect(
      await call(sandbox, 'POST', LOGIN, { body: { client_id: 'x', client_secret: 'y' } }),
    ).toEqual({
      status: 500,
      body: { code: 500, error: 'internal server error' },
    });
    sandbox.faults.reset();
    expect(endpoints()).not.toContain('https://failed.example/hooks');
  });

  it('the same seed replays the same failures; the rate is honoured roughly', async () => {
    async function statuses(target: Sandbox, seed: number): Promise<number[]> {
      target.faults.reset();
      const own = (await login(target)).access_token;
      target.faults.set({ failRate: 0.5, seed });
      const seen: number[] = [];
      for (let i = 0; i < 24; i += 1) seen.push((await listWebhooks(target, own)).status);
      return seen;
    }
    const other = await startSandbox();
    try {
      const first = await statuses(sandbox, 42);
      expect(await statuses(other, 42)).toEqual(first);
      expect(first).toContain(200);
      expect(first).toContain(500);
      expect(await statuses(other, 7)).not.toEqual(first);
    } finally {
      await other.close();
    }
  });

  it('throttleRate 1 answers 429 with Retry-After and applies nothing', async () => {
    sandbox.faults.set({ throttleRate: 1, retryAfterSec: 7 });
    const response = await register('https://throttled.example/hooks');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(await response.json()).toEqual({
      error: { message: 'too many requests', code: 'TOO_MANY_REQUESTS' },
    });
    sandbox.faults.reset();
    expect(endpoints()).not.toContain('https://throttled.example/hooks');
  });

  it('journals each applied change once, and counts requests', async () => {
    const before = sandbox.requestCount();
    const seen = sandbox.journal(sandbox.options.clientId).length;
    expect((await register('https://journal.example/hooks')).status).toBe(201);
    const [applied] = sandbox.journal(sandbox.options.clientId).slice(seen);
    expect(applied).toMatchObject({ kind: 'register', endpoint: 'https://journal.example/hooks' });
    const remove = await fetch(`${sandbox.url}${SUBSCRIPTIONS}/${applied!.webhookId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(remove.status).toBe(200);
    expect(
      sandbox
        .journal(sandbox.options.clientId)
        .slice(seen)
        .map((c) => c.kind),
    ).toEqual(['register', 'delete']);
    expect(sandbox.journal('other-client')).toEqual([]);
    expect(sandbox.requestCount() - before).toBe(2);
  });

  it('dropRate 1 applies the change but never answers', async () => {
    sandbox.faults.set({ dropRate: 1 });
    await expect(register('https://dropped.example/hooks')).rejects.toThrow(TypeError);
    sandbox.faults.reset();
    const answer = await listWebhooks(sandbox, token);
    const listed = (answer.body as { data: { endpoint: string }[] }).data.map((w) => w.endpoint);
    expect(listed).toContain('https://dropped.example/hooks');
  });

  it('offline destroys every connection', async () => {
    sandbox.faults.set({ offline: true });
    await expect(fetch(`${sandbox.url}${SUBSCRIPTIONS}`)).rejects.toThrow(TypeError);
    await expect(register('https://offline.example/hooks')).rejects.toThrow(TypeError);
    sandbox.faults.set({ offline: false });
    expect((await listWebhooks(sandbox, token)).status).toBe(200);
    expect(endpoints()).not.toContain('https://offline.example/hooks');
  });

  it('corruptBody malformed-json sends a 2xx body that is not JSON, but errors stay intact', async () => {
    sandbox.faults.set({ corruptBody: 'malformed-json' });
    const response = await fetch(`${sandbox.url}${SUBSCRIPTIONS}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.startsWith('{"data":')).toBe(true);
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
    expect(await call(sandbox, 'GET', SUBSCRIPTIONS)).toEqual({
      status: 401,
      body: { error: { message: 'authorization header is missing', code: 'INVALID_REQUEST' } },
    });
  });

  it('corruptBody wrong-types keeps the keys but breaks every type', async () => {
    sandbox.faults.set({ corruptBody: 'wrong-types' });
    const list = await listWebhooks(sandbox, token);
    const body = list.body as { data: unknown; msg: unknown };
    expect(Object.keys(body).sort()).toEqual(['data', 'msg']);
    expect(Array.isArray(body.data)).toBe(false);
    expect(typeof body.data).toBe('object');
    expect(typeof body.msg).toBe('number');
    expect(WebhookListResponseSchema.safeParse(body).success).toBe(false);
    const first = (body.data as Record<string, Record<string, unknown>>)['0'];
    expect(typeof first?.id).toBe('number');

    const created = await call(sandbox, 'POST', SUBSCRIPTIONS, {
      token,
      body: newWebhook('https://typed.example/hooks'),
    });
    expect(created.status).toBe(201);
    expect(typeof (created.body as { id: unknown }).id).toBe('number');
    expect(endpoints()).toContain('https://typed.example/hooks');
  });

  it('set refuses out-of-range values and unknown fields', () => {
    expect(() => sandbox.faults.set({ failRate: 2 })).toThrow();
    expect(() => sandbox.faults.set({ bogus: true } as never)).toThrow();
    expect(sandbox.faults.get().failRate).toBe(0);
  });
});

describe('hang', () => {
  it('never answers; the client times out and close() still returns', async () => {
    const hung = await startSandbox();
    hung.faults.set({ hang: true });
    const timedOut = fetch(`${hung.url}${SUBSCRIPTIONS}`, { signal: AbortSignal.timeout(300) });
    await expect(timedOut).rejects.toMatchObject({ name: 'TimeoutError' });
    // A second request stays hung with no client-side timeout: only close() can end it.
    const waiting = fetch(`${hung.url}${LOGIN}`, { method: 'POST', body: '{}' });
    const settled = waiting.then(
      () => 'answered',
      () => 'rejected',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await hung.close();
    expect(await settled).toBe('rejected');
  });
});
