import type { ZodType } from 'zod';
import type { TokenManager } from './auth';
import { send, readJson, type Fetch, type RawAnswer, type SendOptions } from './http';

export interface PlatformRequest<T> {
  method: SendOptions['method'];
  /** A versioned path exactly as the contract writes it, e.g. `/notification/v1/...`. */
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  schema: ZodType<T>;
  what: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface PlatformClient {
  readonly baseUrl: string;
  request<T>(request: PlatformRequest<T>): Promise<T>;
}

/**
 * The platform client base: bearer auth, time limits, typed errors, and one token renewal plus one
 * replay when the platform answers 401. Resource modules (webhooks, documents, ...) build on it.
 */
export function createPlatformClient(deps: {
  fetch: Fetch;
  baseUrl: string;
  tokens: TokenManager;
  timeoutMs?: number;
}): PlatformClient {
  async function attempt(request: PlatformRequest<unknown>, token: string): Promise<RawAnswer> {
    return send(deps.fetch, {
      method: request.method,
      url: new URL(request.path, deps.baseUrl).toString(),
      headers: { ...request.headers, authorization: `Bearer ${token}` },
      body: request.body,
      what: request.what,
      ...(request.signal ? { signal: request.signal } : {}),
      ...((request.timeoutMs ?? deps.timeoutMs)
        ? { timeoutMs: request.timeoutMs ?? deps.timeoutMs }
        : {}),
    });
  }

  return {
    baseUrl: deps.baseUrl,
    async request<T>(request: PlatformRequest<T>): Promise<T> {
      const token = await deps.tokens.getAccessToken(request.signal);
      let answer = await attempt(request, token);
      if (answer.status === 401) {
        const renewed = await deps.tokens.renewAfterRejection(token, request.signal);
        answer = await attempt(request, renewed);
      }
      return readJson(answer, request.schema, request.what);
    },
  };
}
