import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_REFUSAL, adminAuthorization } from '../../../src/sandbox/credentials';
import { DEFAULT_FAULTS, startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { adminHeaders } from '../../helpers/sandbox-admin';
import { call, login } from './helpers';

// Every /__sandbox/* path answers only the sandbox's own client id and secret, as HTTP Basic.

let sandbox: Sandbox;
let webhookId: string;
beforeAll(async () => {
  sandbox = await startSandbox({
    extraClients: [{ clientId: 'other-client', clientSecret: 'other-secret' }],
  });
  webhookId = sandbox.webhooksFor(sandbox.options.clientId)[0]!.id;
});
afterAll(async () => {
  await sandbox.close();
});

/** One request of each admin route family, with the status it answers with the right credentials. */
const FAMILIES = (): { method: string; path: string; body?: unknown; served: number }[] => [
  { method: 'GET', path: '/__sandbox/faults', served: 200 },
  { method: 'POST', path: '/__sandbox/faults', body: { latencyMs: 0 }, served: 200 },
  { method: 'DELETE', path: '/__sandbox/faults', served: 200 },
  { method: 'GET', path: '/__sandbox/voice', served: 200 },
  { method: 'POST', path: '/__sandbox/voice', body: { transcriptionDelayMs: 5 }, served: 200 },
  { method: 'DELETE', path: '/__sandbox/voice', served: 200 },
  { method: 'GET', path: '/__sandbox/records', served: 200 },
  { method: 'POST', path: '/__sandbox/records', body: { pageSize: 5 }, served: 200 },
  { method: 'DELETE', path: '/__sandbox/records', served: 200 },
  { method: 'GET', path: '/__sandbox/webhook-deliveries', served: 200 },
  {
    method: 'POST',
    path: '/__sandbox/webhook-deliveries/test',
    body: { webhook_id: webhookId },
    served: 202,
  },
  // Paths no route serves, and a method none takes: refused before they say so.
  { method: 'GET', path: '/__sandbox/unknown', served: 404 },
  { method: 'GET', path: '/__sandbox', served: 404 },
  { method: 'PUT', path: '/__sandbox/faults', served: 405 },
];

const REFUSED = {
  status: 401,
  body: { error: { message: ADMIN_REFUSAL, code: 'INVALID_REQUEST' } },
};

describe('the /__sandbox routes need the sandbox credentials', () => {
  it('refuses every route family without credentials, in one sentence, changing nothing', async () => {
    sandbox.faults.reset();
    for (const { method, path, body } of FAMILIES()) {
      const response = await fetch(`${sandbox.url}${path}`, {
        method,
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
      expect({ path, method, status: response.status, body: await response.json() }).toEqual({
        path,
        method,
        ...REFUSED,
      });
      expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm="sandbox"/);
    }
    expect(sandbox.faults.get()).toEqual(DEFAULT_FAULTS);
    expect(sandbox.voice.get().transcriptionDelayMs).toBe(sandbox.options.transcriptionDelayMs);
    expect(sandbox.records.get().pageSize).toBe(sandbox.options.recordsPageSize);
    expect(sandbox.deliveryAttempts()).toEqual([]);
  });

  it('refuses wrong credentials: the old fixed pair, a wrong secret or id, another client, a token', async () => {
    const { clientId, clientSecret } = sandbox.options;
    const token = (await login(sandbox)).access_token;
    const wrong = [
      adminAuthorization({ clientId: 'sandbox-client', clientSecret: 'sandbox-secret' }),
      adminAuthorization({ clientId, clientSecret: `${clientSecret}x` }),
      adminAuthorization({ clientId, clientSecret: clientSecret.slice(0, -1) }),
      adminAuthorization({ clientId: `${clientId}x`, clientSecret }),
      adminAuthorization({ clientId: 'other-client', clientSecret: 'other-secret' }),
      `Bearer ${token}`,
      `Basic ${Buffer.from(clientSecret).toString('base64')}`,
      'Basic not base64!',
      adminAuthorization({ clientId, clientSecret }).replace('Basic', 'Digest'),
    ];
    for (const authorization of wrong) {
      for (const { method, path } of FAMILIES()) {
        const answer = await call(sandbox, method, path, { headers: { authorization } });
        expect({ authorization, path, ...answer }).toEqual({ authorization, path, ...REFUSED });
      }
    }
  });

  it('serves every route family with the right credentials', async () => {
    for (const { method, path, body, served } of FAMILIES()) {
      const answer = await call(sandbox, method, path, {
        headers: adminHeaders(sandbox),
        ...(body === undefined ? {} : { body }),
      });
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: served });
    }
    // Case of the scheme does not matter (RFC 9110 11.1).
    const lower = adminAuthorization(sandbox.options).replace('Basic', 'basic');
    expect(
      (await call(sandbox, 'GET', '/__sandbox/faults', { headers: { authorization: lower } }))
        .status,
    ).toBe(200);
  });

  it('still answers the admin routes while the sandbox is offline', async () => {
    sandbox.faults.set({ offline: true });
    try {
      expect((await call(sandbox, 'GET', '/__sandbox/faults')).status).toBe(401);
      const headers = adminHeaders(sandbox);
      expect((await call(sandbox, 'DELETE', '/__sandbox/faults', { headers })).status).toBe(200);
    } finally {
      sandbox.faults.reset();
    }
  });
});

describe('credentials of a sandbox', () => {
  it('are random per sandbox unless given, and formed as documented', async () => {
    const other = await startSandbox();
    try {
      for (const key of ['clientId', 'clientSecret', 'jweSecret'] as const) {
        expect(other.options[key]).not.toBe(sandbox.options[key]);
      }
      expect(other.options.clientId).toMatch(/^sandbox-[0-9a-f]{16}$/);
      expect(other.options.clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(other.options.jweSecret).toMatch(/^[A-Za-z0-9_-]{16}$/);
      // One sandbox's credentials open nothing on the other.
      const foreign = { headers: adminHeaders(sandbox) };
      expect((await call(other, 'GET', '/__sandbox/faults', foreign)).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("refuses a client id with ':' (HTTP Basic ends the id there) and an empty secret", async () => {
    await expect(startSandbox({ clientId: 'a:b' })).rejects.toThrow(/':'/);
    await expect(startSandbox({ clientSecret: '' })).rejects.toThrow(/clientSecret/);
  });
});

const external = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === 'IPv4')?.address;

describe('loopback only', () => {
  it.skipIf(!external)('is not reachable on the machine’s other addresses', async () => {
    const reach = (host: string) =>
      new Promise<string>((resolve) => {
        const socket = connect({ host, port: sandbox.port });
        socket.once('connect', () => {
          socket.destroy();
          resolve('connected');
        });
        socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
    expect(await reach('127.0.0.1')).toBe('connected');
    expect(await reach(external!)).toBe('ECONNREFUSED');
  });
});
