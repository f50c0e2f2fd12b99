import { afterEach, describe, expect, it } from 'vitest';
import { createTokenManager } from '../../../src/main/core/platform/auth';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { createCountingFetch } from '../../helpers/counting-fetch';
import { createFakeClock } from '../../helpers/fake-clock';

// The sign-in shared by every platform call: renewed once for everyone, on its own time limit,
// and never so early that a short-lived token is renewed before every call.

const LOGIN = '/connect-auth/v1/account/login';
const REFRESH = '/connect-auth/v1/account/refresh-token';

let sandbox: Sandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

function manager(target: Sandbox, clock = createFakeClock(Date.now())) {
  const fetch = createCountingFetch();
  const tokens = createTokenManager({
    fetch,
    baseUrl: target.url,
    credentials: { clientId: target.options.clientId, clientSecret: target.options.clientSecret },
    clock,
  });
  return { fetch, tokens, clock };
}

describe('token renewal', () => {
  it('is not cancelled by the caller that started it: the others get the new token, and the next refresh works', async () => {
    sandbox = await startSandbox({ port: 0 });
    const { fetch, tokens, clock } = manager(sandbox);
    await tokens.getAccessToken();
    clock.advance(31 * 60_000); // past the access token's life: the next call refreshes
    sandbox.faults.set({ latencyMs: 100 });

    const first = new AbortController();
    const calls = Array.from({ length: 20 }, (_, i) =>
      tokens.getAccessToken(i === 0 ? first.signal : undefined),
    );
    first.abort();
    const settled = await Promise.allSettled(calls);
    expect(settled[0]).toMatchObject({ status: 'rejected', reason: { code: 'ABORTED' } });
    const renewed = settled
      .slice(1)
      .map((result) => (result.status === 'fulfilled' ? result.value : 'failed'));
    expect(new Set(renewed).size).toBe(1);
    expect(renewed[0]).not.toBe('failed');
    expect(fetch.count(REFRESH)).toBe(1);

    // The rotated refresh token was kept: the next renewal refreshes again, with no new login.
    sandbox.faults.reset();
    clock.advance(31 * 60_000);
    const next = await tokens.getAccessToken();
    expect(next).not.toBe(renewed[0]);
    expect(fetch.count(REFRESH)).toBe(2);
    expect(fetch.count(LOGIN)).toBe(1);
  });

  it('uses a 60-second token for most of its life instead of renewing it before every call', async () => {
    sandbox = await startSandbox({ port: 0, accessTokenTtlSec: 60 });
    const { fetch, tokens, clock } = manager(sandbox);
    const token = await tokens.getAccessToken();
    for (let i = 0; i < 10; i += 1) {
      clock.advance(4_000);
      expect(await tokens.getAccessToken()).toBe(token);
    }
    expect(fetch.count(LOGIN) + fetch.count(REFRESH)).toBe(1);
    // Near its end (the last quarter), it is renewed ahead of time.
    clock.advance(10_000);
    expect(await tokens.getAccessToken()).not.toBe(token);
    expect(fetch.count(REFRESH)).toBe(1);
  });
});
