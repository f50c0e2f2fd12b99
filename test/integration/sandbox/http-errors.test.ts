import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invokeHandler } from '../../../src/sandbox/router';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { LOGIN, SUBSCRIPTIONS, call, login } from './helpers';

let sandbox: Sandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await login(sandbox)).access_token;
});
afterAll(async () => {
  await sandbox.close();
});

describe('errors outside the routes', () => {
  it('404 NOT_FOUND for an unknown route', async () => {
    expect(await call(sandbox, 'GET', '/notification/v1/nothing-here', { token })).toEqual({
      status: 404,
      body: { error: { message: 'not found', code: 'NOT_FOUND' } },
    });
  });

  it('405 METHOD_NOT_ALLOWED for a known path with the wrong method, in the service shape', async () => {
    expect(await call(sandbox, 'PUT', SUBSCRIPTIONS, { token, body: {} })).toEqual({
      status: 405,
      body: { error: { message: 'method not allowed', code: 'METHOD_NOT_ALLOWED' } },
    });
    expect(await call(sandbox, 'GET', LOGIN)).toEqual({
      status: 405,
      body: { code: 405, error: 'method not allowed' },
    });
  });

  it('400 INVALID_REQUEST for a body that is not JSON', async () => {
    const response = await fetch(`${sandbox.url}${SUBSCRIPTIONS}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"event_names": [',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { message: 'request body is not valid JSON', code: 'INVALID_REQUEST' },
    });
  });

  it('413 for a body over 1 MiB, and nothing is stored', async () => {
    const before = sandbox.webhooksFor(sandbox.options.clientId).length;
    const body = JSON.stringify({
      event_names: ['receipt.created'],
      endpoint: 'https://big.example/h',
      protocol: 'https',
      padding: 'x'.repeat(1024 * 1024),
    });
    const response = await fetch(`${sandbox.url}${SUBSCRIPTIONS}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { message: 'request body is larger than 1 MiB', code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(sandbox.webhooksFor(sandbox.options.clientId).length).toBe(before);
  });

  it('turns an exception inside a handler into the 500 body of its service', async () => {
    const explode = (): never => {
      throw new Error('handler bug');
    };
    expect(await invokeHandler('platform', explode, {})).toEqual({
      status: 500,
      body: { error: { message: 'internal server error', code: 'SERVER_ERROR' } },
    });
    expect(await invokeHandler('auth', () => Promise.reject(new Error('async bug')), {})).toEqual({
      status: 500,
      body: { code: 500, error: 'internal server error' },
    });
  });
});

describe('options', () => {
  it.each(['0.0.0.0', '192.168.1.20', '::', 'example.com'])(
    'refuses the non-loopback host %s before listening',
    async (host) => {
      await expect(startSandbox({ host })).rejects.toThrow(/loopback/);
    },
  );

  it('refuses a JWE secret that is not 16 characters and an out-of-range port', async () => {
    await expect(startSandbox({ jweSecret: 'sandbox-jwe-key16' })).rejects.toThrow(/16/);
    await expect(startSandbox({ port: 70000 })).rejects.toThrow(/port/);
  });

  it('listens on an ephemeral loopback port by default and reports it in url', () => {
    expect(sandbox.port).toBeGreaterThan(0);
    expect(sandbox.url).toBe(`http://127.0.0.1:${sandbox.port}`);
    expect(sandbox.options.jweSecret).toHaveLength(16);
  });
});
