import { adminAuthorization } from '../../src/sandbox/credentials';

/**
 * The client id the test companion's sandbox is started with, so a test can name its client
 * before the sandbox runs (`recordsReadOnlyClients: [TEST_CLIENT_ID]`). Only the id is fixed:
 * the secret and the JWE secret stay random, as in the app.
 */
export const TEST_CLIENT_ID = 'test-client';

/** What a sandbox tells its caller about itself: where it is and the credentials of its run. */
export interface SandboxAddress {
  url: string;
  options: { clientId: string; clientSecret: string };
}

/** The headers every `/__sandbox/*` request needs: the sandbox's own HTTP Basic credentials. */
export function adminHeaders(sandbox: Pick<SandboxAddress, 'options'>): Record<string, string> {
  return { authorization: adminAuthorization(sandbox.options) };
}

/**
 * `fetch` of a `/__sandbox/*` path with the credentials attached; `body` is sent as JSON. Tests
 * in other processes hand in `{ url, options: { clientId, clientSecret } }` they were given.
 */
export function sandboxAdmin(
  sandbox: SandboxAddress,
  method: 'GET' | 'POST' | 'DELETE',
  path: `/__sandbox/${string}`,
  body?: unknown,
): Promise<Response> {
  return fetch(`${sandbox.url}${path}`, {
    method,
    headers: {
      ...adminHeaders(sandbox),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** A sandbox's run credentials as Settings takes an account (`baseUrl`: the sandbox, or a proxy). */
export function accountOf(
  sandbox: {
    url: string;
    options: { clientId: string; clientSecret: string; jweKid: string; jweSecret: string };
  },
  baseUrl = sandbox.url,
): { baseUrl: string; clientId: string; clientSecret: string; jweKid: string; jweSecret: string } {
  const { clientId, clientSecret, jweKid, jweSecret } = sandbox.options;
  return { baseUrl, clientId, clientSecret, jweKid, jweSecret };
}

/** Awaits an admin request and throws unless the sandbox answered 2xx (a refusal must not pass silently). */
export async function adminOk(answer: Promise<Response>): Promise<void> {
  const response = await answer;
  await response.arrayBuffer();
  if (!response.ok) {
    throw new Error(`the sandbox refused ${new URL(response.url).pathname} (${response.status})`);
  }
}
