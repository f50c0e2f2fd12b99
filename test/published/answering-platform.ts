import type { Backend } from '../../src/main/core/backend';
import type { TokenManager } from '../../src/main/core/platform/auth';
import { createPlatformClient, type PlatformClient } from '../../src/main/core/platform/client';
import type { Fetch } from '../../src/main/core/platform/http';

/**
 * A platform that gives one fixed answer to every request: the edge the app's own readers are
 * driven through, so a published example is read by exactly the code that reads it in production
 * (send, status handling, renewal on 401, readJson, the operation's schema, the error reader).
 */

export const ANSWERING_BASE_URL = 'https://platform.invalid';

export function answeringFetch(status: number, json: unknown): Fetch {
  return () =>
    Promise.resolve(
      new Response(status === 204 ? null : JSON.stringify(json), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
}

/** A sign-in that always holds a token: these answers are about the operation, not about auth. */
const signedIn: TokenManager = {
  getAccessToken: () => Promise.resolve('test-access-token'),
  renewAfterRejection: () => Promise.resolve('test-access-token'),
  signOut: () => undefined,
};

const JWE = { kid: 'test-kid', secret: 'test-jwe-key-16c' };

export function answeringClient(status: number, json: unknown): PlatformClient {
  return createPlatformClient({
    fetch: answeringFetch(status, json),
    baseUrl: ANSWERING_BASE_URL,
    tokens: signedIn,
    jwe: JWE,
  });
}

export function answeringBackend(status: number, json: unknown): Backend {
  return {
    mode: 'platform',
    baseUrl: ANSWERING_BASE_URL,
    clientId: 'test-client',
    accountKey: 'test-account',
    jwe: JWE,
    client: answeringClient(status, json),
  };
}
