import { Readable } from 'node:stream';
import type { ZodType } from 'zod';
import { PlatformError, httpError } from './errors';
import { NODE_EXCHANGE, type ExchangeFn, type WireBody } from './node-transport';
import { bodyForExchange, bodyForFetch } from './wire-body';

export type Fetch = typeof globalThis.fetch;

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface SendOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /**
   * JSON-serialised when a plain value; sent as is when a string or bytes; streamed when a Node
   * `Readable` or a web `ReadableStream`. Never name Content-Length, Transfer-Encoding or another
   * header the network stack owns in `headers`: Chromium refuses such a request (wire-body.ts).
   */
  body?: unknown;
  /**
   * The exact byte length of a streamed `body`, when known: the Node transport announces it, and
   * a fetch is handed the stream's bytes, so both send a Content-Length and neither goes chunked.
   */
  bodyLength?: number;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Says what the call was for, in the user's words, at the start of any error message. */
  what: string;
  /**
   * With a byte body: the bytes handed to the network so far, and the total. The Node transport
   * reports each slice as its socket takes it; a fetch (whose stack takes the body whole) reports
   * the total once the answer has begun, when the body has certainly gone.
   */
  onProgress?: (sent: number, total: number) => void;
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * One HTTP exchange with a time limit and caller cancellation. Transport failures become
 * PlatformErrors that say whether the platform was unreachable, slow, or the caller gave up.
 */
export async function send(fetchImpl: Fetch, options: SendOptions): Promise<RawAnswer> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = (): void => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: WireBody | undefined;
  if (options.body !== undefined) {
    if (
      typeof options.body === 'string' ||
      options.body instanceof Uint8Array ||
      options.body instanceof Readable ||
      options.body instanceof ReadableStream
    ) {
      body = options.body as WireBody;
    } else {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
  }
  let streamed = false;

  try {
    const exchange = (fetchImpl as { [NODE_EXCHANGE]?: ExchangeFn })[NODE_EXCHANGE];
    if (exchange) {
      // The core's own keep-alive transport: the same rules, without building a Response.
      const wire = bodyForExchange(body, headers, {
        ...(options.bodyLength !== undefined ? { bodyLength: options.bodyLength } : {}),
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      });
      const answer = await exchange({
        method: options.method,
        url: options.url,
        headers: wire.headers,
        body: wire.body,
        signal: controller.signal,
      });
      if (isRedirectStatus(answer.status)) throw redirected(options.what, answer.status);
      if (answer.status === PROXY_SIGN_IN) throw proxySignIn(options.what);
      return answer;
    }
    const wire = await bodyForFetch(body, options.bodyLength);
    streamed = wire.streamed;
    const response = await fetchImpl(options.url, {
      method: options.method,
      headers,
      body: wire.body,
      signal: controller.signal,
      // Never followed: a redirect would carry the bearer token, the client secret or a patient's
      // record to whatever address it names (a 307/308 re-sends the body as it is). A streamed
      // body is refused a redirect outright: with 'manual', fetch keeps a copy of the request to
      // replay, and so the whole body in memory. (Electron's net.fetch rejects the call under
      // either: see isRefusedRedirect.)
      redirect: streamed ? 'error' : 'manual',
      // A streamed request body needs half-duplex (fetch's rule for ReadableStream bodies).
      ...(streamed ? { duplex: 'half' } : {}),
    });
    if (response.status === PROXY_SIGN_IN) {
      await response.body?.cancel().catch(() => undefined);
      throw proxySignIn(options.what);
    }
    if (isRedirect(response)) {
      await response.body?.cancel().catch(() => undefined);
      throw redirected(options.what, response.status);
    }
    if (options.onProgress && wire.body instanceof Uint8Array) {
      options.onProgress(wire.body.byteLength, wire.body.byteLength);
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, text };
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    if (isRefusedRedirect(error)) throw redirected(options.what, 0);
    if (timedOut) {
      throw new PlatformError(
        'TIMEOUT',
        `${options.what}: the platform did not answer within ${formatDuration(timeoutMs)}.`,
        {
          failure: 'timeout',
          cause: error,
        },
      );
    }
    if (options.signal?.aborted) {
      throw new PlatformError('ABORTED', `${options.what} was cancelled.`, {
        failure: 'aborted',
        cause: error,
      });
    }
    throw new PlatformError(
      'OFFLINE',
      `${options.what}: the platform cannot be reached. Check the connection.`,
      {
        failure: 'network',
        cause: error,
      },
    );
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * A fetch's failure for a redirect it would not follow: Node's fetch under `redirect: 'error'`
 * (undici: a TypeError whose cause says "unexpected redirect"), and Electron's net.fetch under
 * either 'error' ("Attempted to redirect, but redirect policy was 'error'") or 'manual'
 * ("Redirect was cancelled": its ClientRequest stops at a redirect nobody follows;
 * electron/electron lib/browser/api/net-client-request.ts).
 */
function isRefusedRedirect(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error && /redirect/i.test(cause.message)) return true;
  return /^(Redirect was cancelled|Attempted to redirect)/.test(error.message);
}

/** HTTP 407: a proxy between the app and the platform wants a sign-in. */
const PROXY_SIGN_IN = 407;

/**
 * A proxy's sign-in that was not given (the app asks for it once per run; see
 * src/main/shell/proxy-login.ts): the platform was not reached, so the change waits and is sent
 * again later, never refused as a 4xx answer of the platform would be.
 */
function proxySignIn(what: string): PlatformError {
  return new PlatformError(
    'OFFLINE',
    `${what}: the network's proxy server asks for a user name and password, and none was accepted. Enter them when the app asks, or ask your IT team.`,
    { failure: 'network', status: PROXY_SIGN_IN },
  );
}

/**
 * A redirect the network layer handed back instead of following (`redirect: 'manual'`): any 3xx,
 * or the opaque answer some fetch implementations give for it (type `opaqueredirect`, status 0).
 */
function isRedirect(response: Response): boolean {
  return response.type === 'opaqueredirect' || isRedirectStatus(response.status);
}

function isRedirectStatus(status: number): boolean {
  return status >= 300 && status <= 399 && status !== 304;
}

/**
 * Treated as "cannot be reached": a sign-in page of a hotel or hospital network answers API
 * calls with redirects, and the change must wait for the real platform rather than be refused.
 */
function redirected(what: string, status: number): PlatformError {
  return new PlatformError(
    'OFFLINE',
    `${what}: the platform's address answered with a redirect to another address, so nothing was sent there. A network sign-in page can cause this; check the connection and the base URL in Clinic setup.`,
    { failure: 'network', ...(status > 0 ? { status } : {}) },
  );
}

/**
 * Parses a 2xx body against its schema; anything else becomes a typed error naming the status.
 * `readStatuses` names other statuses whose body is an answer to read, not an error (the
 * transcription poll's 410 carries the session's state).
 */
export function readJson<T>(
  answer: RawAnswer,
  schema: ZodType<T>,
  what: string,
  readStatuses: readonly number[] = [],
): T {
  const success = answer.status >= 200 && answer.status <= 299;
  if (!success && !readStatuses.includes(answer.status))
    throw httpError(answer.status, answer.text, what, answer.headers);
  let json: unknown;
  try {
    // A success with no body (`204 No Content`, or a 200 whose published answer has no content,
    // as records.json's DELETE): nothing to read, and the schema decides whether that will do.
    json = success && answer.text.trim() === '' ? undefined : JSON.parse(answer.text);
  } catch (error) {
    throw new PlatformError(
      'BAD_RESPONSE',
      `${what}: the platform's answer (HTTP ${answer.status}) was not valid JSON.`,
      {
        failure: 'bad-response',
        status: answer.status,
        cause: error,
      },
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first && first.path.length > 0 ? ` at ${first.path.join('.')}` : '';
    throw new PlatformError(
      'BAD_RESPONSE',
      `${what}: the platform's answer (HTTP ${answer.status}) did not have the expected shape${where}.`,
      { failure: 'bad-response', status: answer.status, cause: parsed.error },
    );
  }
  return parsed.data;
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}
