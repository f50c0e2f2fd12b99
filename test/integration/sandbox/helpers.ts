import { decodeJwt } from 'jose';
import type { Sandbox } from '../../../src/sandbox/server';
import { adminHeaders } from '../../helpers/sandbox-admin';

export const SUBSCRIPTIONS = '/notification/v1/connect/webhook/subscriptions';
export const LOGIN = '/connect-auth/v1/account/login';
export const REFRESH = '/connect-auth/v1/account/refresh-token';

export interface Answer {
  status: number;
  body: unknown;
}

/** One request with a JSON body (when given); the answer's body is parsed as JSON. */
export async function call(
  sandbox: Sandbox,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/** `call` of a `/__sandbox/*` path with the sandbox's admin credentials attached. */
export function adminCall(
  sandbox: Sandbox,
  method: string,
  path: `/__sandbox${string}`,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return call(sandbox, method, path, {
    ...options,
    headers: { ...adminHeaders(sandbox), ...options.headers },
  });
}

export interface Tokens {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
}

export async function login(
  sandbox: Sandbox,
  clientId = sandbox.options.clientId,
  clientSecret = sandbox.options.clientSecret,
): Promise<Tokens> {
  const answer = await call(sandbox, 'POST', LOGIN, {
    body: { client_id: clientId, client_secret: clientSecret },
  });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer)}`);
  return answer.body as Tokens;
}

export async function listWebhooks(sandbox: Sandbox, token: string): Promise<Answer> {
  return call(sandbox, 'GET', SUBSCRIPTIONS, { token });
}

export function claimsOf(token: string): Record<string, unknown> {
  return decodeJwt(token);
}

/** The platform's 401 body for `message`. */
export function unauthorized(message: string): unknown {
  return { error: { message, code: 'INVALID_REQUEST' } };
}

export function newWebhook(endpoint: string): Record<string, unknown> {
  return { event_names: ['receipt.created'], endpoint, protocol: 'https' };
}
