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

/** One request as it reached the answering platform: method, URL and headers (names in lower case). */
export interface AnsweredRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
}

/** Where the requests go while `requestsSentBy` runs; none are kept otherwise. */
let heard: AnsweredRequest[] | undefined;

/**
 * Runs `drive` (which calls the app's code against answering platforms) and gives back every
 * request those platforms received meanwhile, whether `drive` resolved or rejected. Runs one at a
 * time: the list is the module's.
 */
export async function requestsSentBy(drive: () => Promise<unknown>): Promise<AnsweredRequest[]> {
  if (heard) throw new Error('requestsSentBy does not nest');
  const requests: AnsweredRequest[] = [];
  heard = requests;
  try {
    await drive().catch(() => undefined);
  } finally {
    heard = undefined;
  }
  return requests;
}

export function answeringFetch(status: number, json: unknown): Fetch {
  return (input, init) => {
    if (heard) {
      const headers: Record<string, string> = {};
      new Headers(init?.headers).forEach((value, name) => {
        headers[name] = value;
      });
      const url = new URL(input instanceof Request ? input.url : String(input));
      heard.push({ method: init?.method ?? 'GET', url, headers });
    }
    return Promise.resolve(
      new Response(status === 204 ? null : JSON.stringify(json), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
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
