import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_NAMES, type Webhook } from '../../../src/shared/webhook';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { SUBSCRIPTIONS, call, listWebhooks, login, newWebhook } from './helpers';

const NOW = Date.parse('2025-06-01T08:00:00.000Z');
let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox({ now: () => NOW });
});
beforeEach(async () => {
  token = (await login(sandbox)).access_token;
});
afterAll(async () => {
  await sandbox.close();
});

const WEBHOOK_KEYS = [
  'client_id',
  'created_at',
  'created_by',
  'endpoint',
  'event_names',
  'id',
  'protocol',
  'signing_key',
  'updated_at',
  'updated_by',
];

function isIsoTimestamp(value: unknown): boolean {
  return typeof value === 'string' && new Date(value).toISOString() === value;
}

async function list(): Promise<Webhook[]> {
  const answer = await listWebhooks(sandbox, token);
  expect(answer.status).toBe(200);
  return (answer.body as { data: Webhook[] }).data;
}

describe('list', () => {
  it('answers {data, msg} with every webhook in the exact contract shape', async () => {
    const answer = await listWebhooks(sandbox, token);
    expect(answer.status).toBe(200);
    const body = answer.body as { data: unknown[]; msg: unknown };
    expect(Object.keys(body).sort()).toEqual(['data', 'msg']);
    expect(body.msg).toBe('Webhooks fetched successfully');
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    for (const item of body.data as Record<string, unknown>[]) {
      expect(Object.keys(item).sort()).toEqual(WEBHOOK_KEYS);
      for (const key of ['id', 'endpoint', 'client_id', 'protocol', 'created_by', 'updated_by']) {
        expect(typeof item[key], key).toBe('string');
      }
      expect(item.client_id).toBe(sandbox.options.clientId);
      expect(item.signing_key === null || typeof item.signing_key === 'string').toBe(true);
      expect(Array.isArray(item.event_names)).toBe(true);
      expect((item.event_names as unknown[]).every((name) => typeof name === 'string')).toBe(true);
      expect(new URL(item.endpoint as string).protocol).toBe('https:');
      expect(isIsoTimestamp(item.created_at) && isIsoTimestamp(item.updated_at)).toBe(true);
    }
  });

  it('seeds webhooks that together cover all six events, with distinct endpoints and a null key', async () => {
    const seed = await list();
    const named = new Set(seed.flatMap((webhook) => webhook.event_names));
    expect([...named].sort()).toEqual([...WEBHOOK_EVENT_NAMES].sort());
    expect(new Set(seed.map((webhook) => webhook.endpoint)).size).toBe(seed.length);
    expect(seed.some((webhook) => webhook.signing_key === null)).toBe(true);
    expect(seed.some((webhook) => typeof webhook.signing_key === 'string')).toBe(true);
  });
});

describe('register', () => {
  it('answers 201 {id, status} and the webhook appears in the list', async () => {
    const body = {
      event_names: ['prescription.created', 'receipt.updated'],
      endpoint: 'https://new.clinic.example/hooks',
      signing_key: 'whsec_0123456789abcdef',
      protocol: 'https',
    };
    const answer = await call(sandbox, 'POST', SUBSCRIPTIONS, { token, body });
    expect(answer.status).toBe(201);
    const created = answer.body as { id: string; status: string };
    expect(Object.keys(created).sort()).toEqual(['id', 'status']);
    expect(created.status).toBe('success');
    const stored = (await list()).find((webhook) => webhook.id === created.id);
    expect(stored).toEqual({
      id: created.id,
      ...body,
      client_id: sandbox.options.clientId,
      created_at: new Date(NOW).toISOString(),
      updated_at: new Date(NOW).toISOString(),
      created_by: sandbox.options.clientId,
      updated_by: sandbox.options.clientId,
    });
  });

  it('stores a null signing key when none is given', async () => {
    const answer = await call(sandbox, 'POST', SUBSCRIPTIONS, {
      token,
      body: newWebhook('https://keyless.clinic.example/hooks'),
    });
    const { id } = answer.body as { id: string };
    expect((await list()).find((webhook) => webhook.id === id)?.signing_key).toBeNull();
  });

  it('refuses an endpoint the client already registered, with the platform message', async () => {
    const body = newWebhook('https://twice.clinic.example/hooks');
    expect((await call(sandbox, 'POST', SUBSCRIPTIONS, { token, body })).status).toBe(201);
    const before = (await list()).length;
    expect(await call(sandbox, 'POST', SUBSCRIPTIONS, { token, body })).toEqual({
      status: 400,
      body: {
        error: { message: 'requested endpoint is already registered', code: 'INVALID_REQUEST' },
      },
    });
    expect((await list()).length).toBe(before);
  });

  it.each([
    // webhooks.json requires only the endpoint.
    ['no body fields', {}, 'endpoint'],
    ['empty event_names', { ...newWebhook('https://a.example/h'), event_names: [] }, 'event_names'],
    ['an unknown event', { ...newWebhook('https://a.example/h'), event_names: ['x.y'] }, 'x.y'],
    [
      'a repeated event',
      { ...newWebhook('https://a.example/h'), event_names: ['receipt.created', 'receipt.created'] },
      'twice',
    ],
    ['a relative endpoint', newWebhook('/hooks/relative'), 'endpoint'],
    ['a non-http endpoint', newWebhook('ftp://files.example/h'), 'endpoint'],
    ['an empty protocol', { ...newWebhook('https://a.example/h'), protocol: '' }, 'protocol'],
    [
      'a numeric signing key',
      { ...newWebhook('https://a.example/h'), signing_key: 7 },
      'signing_key',
    ],
    ['a list instead of an object', [newWebhook('https://a.example/h')], 'object'],
  ])('answers 400 INVALID_REQUEST for %s', async (_case, body, mentions) => {
    const before = (await list()).length;
    const answer = await call(sandbox, 'POST', SUBSCRIPTIONS, { token, body });
    expect(answer.status).toBe(400);
    const error = (answer.body as { error: { message: string; code: string } }).error;
    expect(error.code).toBe('INVALID_REQUEST');
    expect(error.message).toContain(mentions);
    expect((await list()).length).toBe(before);
  });
});

describe('delete', () => {
  it('answers {status, msg} and the webhook is gone; a second delete is 404', async () => {
    const [first] = await list();
    if (!first) throw new Error('seed is empty');
    const path = `${SUBSCRIPTIONS}/${encodeURIComponent(first.id)}`;
    expect(await call(sandbox, 'DELETE', path, { token })).toEqual({
      status: 200,
      body: { status: 'success', msg: 'Webhook deleted successfully' },
    });
    expect((await list()).map((webhook) => webhook.id)).not.toContain(first.id);
    expect(await call(sandbox, 'DELETE', path, { token })).toEqual({
      status: 404,
      body: { error: { message: 'webhook not found', code: 'NOT_FOUND' } },
    });
  });

  it('answers 404 NOT_FOUND for an id that never existed', async () => {
    const answer = await call(sandbox, 'DELETE', `${SUBSCRIPTIONS}/wh_does_not_exist`, { token });
    expect(answer).toEqual({
      status: 404,
      body: { error: { message: 'webhook not found', code: 'NOT_FOUND' } },
    });
  });
});

describe('instances', () => {
  it('do not share webhooks, and webhooksFor hands out copies', async () => {
    const second = await startSandbox();
    try {
      const secondToken = (await login(second)).access_token;
      const [victim] = second.webhooksFor(second.options.clientId);
      if (!victim) throw new Error('seed is empty');
      await call(second, 'DELETE', `${SUBSCRIPTIONS}/${victim.id}`, { token: secondToken });
      expect(second.webhooksFor(second.options.clientId).map((w) => w.id)).not.toContain(victim.id);
      const third = await startSandbox();
      try {
        expect(third.webhooksFor(third.options.clientId).map((w) => w.id)).toContain(victim.id);
        const copy = third.webhooksFor(third.options.clientId);
        copy.length = 0;
        expect(third.webhooksFor(third.options.clientId).length).toBeGreaterThan(0);
      } finally {
        await third.close();
      }
    } finally {
      await second.close();
    }
  });

  it('starts empty with seedWebhooks: false', async () => {
    const empty = await startSandbox({ seedWebhooks: false });
    try {
      const answer = await listWebhooks(empty, (await login(empty)).access_token);
      expect(answer.body).toEqual({ data: [], msg: 'Webhooks fetched successfully' });
    } finally {
      await empty.close();
    }
  });
});
