import { encryptRequest } from '../../src/main/core/crypto/jwe';
import { decryptResponse } from '../../src/main/core/crypto/jwe-decrypt';
import type { Sandbox } from '../../src/sandbox/server';
import { adminOk, sandboxAdmin } from '../helpers/sandbox-admin';

/**
 * One answer of the sandbox, its body parsed (and decrypted when it came encrypted). A body that
 * is not JSON (records.json's `text/plain` 400) is given as its text, in `json`.
 */
export interface SandboxAnswer {
  status: number;
  json: unknown;
  /** The answer's media type, without parameters, when it had a body. */
  mediaType?: string;
}

export interface ExchangeOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the body as the contract's JWE envelope, with the sandbox's key. */
  encrypt?: boolean;
  /** A multipart body (an upload), sent instead of `body`. */
  form?: FormData;
}

/** A request to the sandbox over loopback, exactly as any platform client would send it. */
export async function exchange(
  sandbox: Sandbox,
  method: string,
  path: string,
  options: ExchangeOptions = {},
): Promise<SandboxAnswer> {
  const { jweKid, jweSecret } = sandbox.options;
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  let protectedHeader: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    if (options.encrypt) {
      const envelope = await encryptRequest(options.body, { kid: jweKid, secret: jweSecret });
      headers['x-encryption'] = 'JWE';
      protectedHeader = envelope.protected;
      body = JSON.stringify(envelope);
    } else {
      body = JSON.stringify(options.body);
    }
  }
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers,
    body: options.form ?? body,
  });
  const text = await response.text();
  const mediaType = response.headers.get('content-type')?.split(';')[0]?.trim();
  const isJson = mediaType === undefined || mediaType === 'application/json';
  const json: unknown = text === '' ? undefined : isJson ? JSON.parse(text) : text;
  const sealed = response.headers.get('x-encryption')?.toUpperCase() === 'JWE';
  return {
    status: response.status,
    json: sealed ? await decryptResponse(json, jweSecret, protectedHeader) : json,
    ...(text === '' || mediaType === undefined ? {} : { mediaType }),
  };
}

/** A fresh access token for the sandbox's own client. */
export async function signIn(sandbox: Sandbox): Promise<{ access: string; refresh: string }> {
  const { clientId, clientSecret } = sandbox.options;
  const answer = await exchange(sandbox, 'POST', '/connect-auth/v1/account/login', {
    body: { client_id: clientId, client_secret: clientSecret },
  });
  const tokens = answer.json as { access_token: string; refresh_token: string };
  return { access: tokens.access_token, refresh: tokens.refresh_token };
}

/** Faults through the sandbox's admin route: test-only behaviour never comes from public answers. */
export async function setFaults(sandbox: Sandbox, faults: Record<string, unknown>): Promise<void> {
  await adminOk(
    faults === RESET
      ? sandboxAdmin(sandbox, 'DELETE', '/__sandbox/faults')
      : sandboxAdmin(sandbox, 'POST', '/__sandbox/faults', faults),
  );
}

export const RESET: Record<string, unknown> = {};
