import { SignJWT, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import {
  LOGIN,
  REFRESH,
  call,
  claimsOf,
  listWebhooks,
  login,
  unauthorized,
  type Tokens,
} from './helpers';

let clock = Date.parse('2025-06-01T08:00:00.000Z');
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({
    now: () => clock,
    extraClients: [{ clientId: 'other-client', clientSecret: 'other-secret' }],
  });
});
afterAll(async () => {
  await sandbox.close();
});

/** The client a token was issued to (its `cid` claim), which the refresh names in `Client-Id`. */
const clientOf = (token: string): string => String(claimsOf(token).cid);

function refresh(
  tokens: Pick<Tokens, 'access_token' | 'refresh_token'>,
  bearer = tokens.access_token,
  clientId = clientOf(bearer),
) {
  return call(sandbox, 'POST', REFRESH, {
    token: bearer,
    headers: { 'client-id': clientId },
    body: { access_token: tokens.access_token, refresh_token: tokens.refresh_token },
  });
}

describe('login', () => {
  it('answers a token pair whose access token carries cid, idp, iat, exp and jti', async () => {
    const answer = await call(sandbox, 'POST', LOGIN, {
      body: { client_id: sandbox.options.clientId, client_secret: sandbox.options.clientSecret },
    });
    expect(answer.status).toBe(200);
    const tokens = answer.body as Tokens;
    expect(Object.keys(tokens).sort()).toEqual(
      ['access_token', 'expires_in', 'refresh_expires_in', 'refresh_token'].sort(),
    );
    expect(tokens.expires_in).toBe(1800);
    expect(tokens.refresh_expires_in).toBe(86400);
    expect(tokens.refresh_token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('HS256');
    const claims = claimsOf(tokens.access_token);
    expect(claims).toMatchObject({
      cid: sandbox.options.clientId,
      idp: 'api-key',
      iat: clock / 1000,
    });
    expect(claims.exp).toBe(clock / 1000 + 1800);
    expect(typeof claims.jti).toBe('string');
  });

  it('refuses a wrong secret and an unknown client with the auth service 401 body', async () => {
    for (const body of [
      { client_id: sandbox.options.clientId, client_secret: 'wrong' },
      { client_id: 'nobody', client_secret: sandbox.options.clientSecret },
    ]) {
      const answer = await call(sandbox, 'POST', LOGIN, { body });
      expect(answer).toEqual({
        status: 401,
        body: { code: 401, error: 'invalid client credentials' },
      });
    }
  });

  it('answers 400 in the auth shape for a malformed body', async () => {
    const missing = await call(sandbox, 'POST', LOGIN, {
      body: { client_id: sandbox.options.clientId },
    });
    expect(missing).toEqual({
      status: 400,
      body: { code: 400, error: 'client_id and client_secret are required strings' },
    });
    const response = await fetch(`${sandbox.url}${LOGIN}`, {
      method: 'POST',
      body: '{"client_id":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 400, error: 'request body is not valid JSON' });
  });
});

describe('refresh', () => {
  it('swaps a pair for a new one that works on the platform', async () => {
    const first = await login(sandbox);
    const answer = await refresh(first);
    expect(answer.status).toBe(200);
    const second = answer.body as Tokens;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(claimsOf(second.access_token).jti).not.toBe(claimsOf(first.access_token).jti);
    expect((await listWebhooks(sandbox, second.access_token)).status).toBe(200);
  });

  it('accepts an expired access token, which is what a client refreshes with', async () => {
    const tokens = await login(sandbox);
    clock += 1801 * 1000;
    expect(await listWebhooks(sandbox, tokens.access_token)).toEqual({
      status: 401,
      body: unauthorized('access token has expired'),
    });
    expect((await refresh(tokens)).status).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const first = await login(sandbox);
    const second = (await refresh(first)).body as Tokens;
    const replay = await refresh(first);
    expect(replay).toEqual({
      status: 401,
      body: { code: 401, error: 'refresh token was already used; session revoked' },
    });
    expect(await refresh(second)).toEqual({
      status: 401,
      body: { code: 401, error: 'refresh token has been revoked' },
    });
    expect(await listWebhooks(sandbox, second.access_token)).toEqual({
      status: 401,
      body: unauthorized('access token has been revoked'),
    });
    // Other sessions of the same client live on.
    const fresh = await login(sandbox);
    expect((await listWebhooks(sandbox, fresh.access_token)).status).toBe(200);
  });

  it('refuses a forged access token without consuming the refresh token', async () => {
    const tokens = await login(sandbox);
    const forged = await new SignJWT(claimsOf(tokens.access_token))
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('a-key-the-sandbox-never-used-000'));
    const answer = await refresh({ access_token: forged, refresh_token: tokens.refresh_token });
    expect(answer).toEqual({ status: 401, body: { code: 401, error: 'access token is invalid' } });
    expect((await refresh(tokens)).status).toBe(200);
  });

  it("refuses a header that differs from the body, a missing header and another client's token", async () => {
    const mine = await login(sandbox);
    const theirs = await login(sandbox, 'other-client', 'other-secret');
    const mismatch = await refresh(mine, theirs.access_token);
    expect(mismatch.status).toBe(401);
    const noHeader = await call(sandbox, 'POST', REFRESH, {
      headers: { 'client-id': clientOf(mine.access_token) },
      body: { access_token: mine.access_token, refresh_token: mine.refresh_token },
    });
    expect(noHeader).toEqual({
      status: 401,
      body: { code: 401, error: 'authorization header is missing' },
    });
    const crossed = await refresh({
      access_token: mine.access_token,
      refresh_token: theirs.refresh_token,
    });
    expect(crossed).toEqual({ status: 401, body: { code: 401, error: 'invalid refresh token' } });
    expect((await refresh(theirs)).status).toBe(200);
  });

  it('needs the Client-Id header auth.json requires, naming the token’s own client', async () => {
    const tokens = await login(sandbox);
    const without = await call(sandbox, 'POST', REFRESH, {
      token: tokens.access_token,
      body: { access_token: tokens.access_token, refresh_token: tokens.refresh_token },
    });
    expect(without).toEqual({
      status: 400,
      body: { code: 400, error: 'the Client-Id header is required' },
    });
    const wrong = await refresh(tokens, tokens.access_token, 'other-client');
    expect(wrong).toEqual({
      status: 401,
      body: { code: 401, error: 'the Client-Id header does not match the access token' },
    });
    // Neither refusal used the refresh token up.
    expect((await refresh(tokens)).status).toBe(200);
  });

  it('answers 400 for a body without the tokens', async () => {
    const tokens = await login(sandbox);
    const answer = await call(sandbox, 'POST', REFRESH, {
      token: tokens.access_token,
      headers: { 'client-id': clientOf(tokens.access_token) },
      body: { refresh_token: tokens.refresh_token },
    });
    expect(answer).toEqual({
      status: 400,
      body: { code: 400, error: 'access_token and refresh_token are required strings' },
    });
  });
});
