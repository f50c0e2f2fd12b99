import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { SUBSCRIPTIONS, call, claimsOf, listWebhooks, login, unauthorized } from './helpers';

const START = Date.parse('2025-06-01T08:00:00.000Z');
let clock = START;
let sandbox: Sandbox;
let other: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ now: () => clock });
  other = await startSandbox();
});
afterAll(async () => {
  await Promise.all([sandbox.close(), other.close()]);
});

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('platform routes refuse requests without a valid token', () => {
  it('401 when the Authorization header is missing', async () => {
    expect(await call(sandbox, 'GET', SUBSCRIPTIONS)).toEqual({
      status: 401,
      body: unauthorized('authorization header is missing'),
    });
  });

  it('401 when the header is not a bearer token', async () => {
    const tokens = await login(sandbox);
    const answer = await call(sandbox, 'GET', SUBSCRIPTIONS, {
      headers: { authorization: `Basic ${tokens.access_token}` },
    });
    expect(answer).toEqual({
      status: 401,
      body: unauthorized('authorization header must be a bearer token'),
    });
  });

  it('401 for a token that is not a JWT', async () => {
    expect(await listWebhooks(sandbox, 'garbage.not-a.jwt')).toEqual({
      status: 401,
      body: unauthorized('access token is invalid'),
    });
  });

  it('401 for a token with the right claims signed with another key', async () => {
    const claims = claimsOf((await login(sandbox)).access_token);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('an-attacker-chosen-key-of-32-byt'));
    expect(await listWebhooks(sandbox, forged)).toEqual({
      status: 401,
      body: unauthorized('access token is invalid'),
    });
  });

  it('401 for an unsigned token (alg none)', async () => {
    const claims = claimsOf((await login(sandbox)).access_token);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    expect(await listWebhooks(sandbox, unsigned)).toEqual({
      status: 401,
      body: unauthorized('access token is invalid'),
    });
  });

  it('401 for a genuine token of another sandbox (each instance has its own key)', async () => {
    const foreign = await login(other);
    expect((await listWebhooks(other, foreign.access_token)).status).toBe(200);
    expect(await listWebhooks(sandbox, foreign.access_token)).toEqual({
      status: 401,
      body: unauthorized('access token is invalid'),
    });
  });

  it('401 once the injected clock passes exp, and not a second before', async () => {
    clock = START;
    const tokens = await login(sandbox);
    clock = START + 1799 * 1000;
    expect((await listWebhooks(sandbox, tokens.access_token)).status).toBe(200);
    clock = START + 1800 * 1000;
    expect(await listWebhooks(sandbox, tokens.access_token)).toEqual({
      status: 401,
      body: unauthorized('access token has expired'),
    });
  });
});
