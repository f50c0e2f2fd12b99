/**
 * The core's default transport in plain Node: `node:http`/`node:https` over keep-alive agents,
 * so a drain of thousands of changes reuses a few sockets instead of paying fetch's overhead per
 * request. The Electron shell injects `net.fetch` instead (proxy, PAC, OS certificates), and every
 * platform call then goes through that fetch (see `send` in http.ts).
 */
import type http from 'node:http';
import type https from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/** The standard fetch's shape (http.ts names it `Fetch`; not imported from there, which imports this file). */
type Fetch = typeof globalThis.fetch;

/** A request body: text, bytes, or a stream (Node `Readable` or web `ReadableStream`) sent as it comes. */
export type WireBody = string | Uint8Array | Readable | ReadableStream<Uint8Array>;

export interface Exchange {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: WireBody | undefined;
  signal?: AbortSignal;
}

export interface ExchangeAnswer {
  status: number;
  headers: Headers;
  text: string;
}

export type ExchangeFn = (exchange: Exchange) => Promise<ExchangeAnswer>;

/**
 * `node:http` and `node:https`, loaded on the first request rather than at import. Taken as
 * CommonJS builtins: importing `node:http` as an ES module evaluates every export of its facade,
 * including the getters that load Node's fetch machinery (undici, about 20 ms of a start) which
 * this transport never uses.
 */
let httpModules: { http: typeof http; https: typeof https } | undefined;
function loadHttp(): { http: typeof http; https: typeof https } {
  httpModules ??= {
    http: process.getBuiltinModule('node:http'),
    https: process.getBuiltinModule('node:https'),
  };
  return httpModules;
}

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/** Where `send` finds the direct exchange of a fetch built here (skipping `Response` objects). */
export const NODE_EXCHANGE = Symbol('node-exchange');

export type NodeFetch = Fetch & { [NODE_EXCHANGE]: ExchangeFn; close: () => void };

/**
 * A keep-alive exchange: one request, its whole answer as text. What it keeps from fetch:
 * - TLS: `node:https` verifies the certificate chain and host name against Node's CA store (as
 *   Node's fetch does; NODE_EXTRA_CA_CERTS applies to both); nothing here turns that off.
 * - Redirects are never followed (as `redirect: 'manual'`): the 3xx is returned to the caller.
 * - Time limit and cancellation: `signal` destroys the request, at any point up to the last byte
 *   of the answer, and the promise rejects (the caller maps it to TIMEOUT or ABORTED).
 * - Compressed answers (gzip, deflate, br) are decoded; none are asked for.
 * - A request on a reused keep-alive socket that the server reset (the race of its idle timeout
 *   with our reuse) is sent once more on a fresh socket, but only when that cannot apply a change
 *   twice: an idempotent method (GET, HEAD, PUT, DELETE, OPTIONS) or a request carrying an
 *   Idempotency-Key, and a body that can be replayed (text or bytes, not a stream). Anything
 *   else gets the error, as fetch would give it.
 */
export function createNodeExchange(): { exchange: ExchangeFn; close: () => void } {
  // Made on the first request (see loadHttp).
  let agents: { 'http:': http.Agent; 'https:': https.Agent } | undefined;
  function agentsNow(): { 'http:': http.Agent; 'https:': https.Agent } {
    if (!agents) {
      const { http: httpModule, https: httpsModule } = loadHttp();
      agents = {
        'http:': new httpModule.Agent({ keepAlive: true, keepAliveMsecs: 1_000 }),
        'https:': new httpsModule.Agent({ keepAlive: true, keepAliveMsecs: 1_000 }),
      };
    }
    return agents;
  }

  function once(exchange: Exchange, url: URL): Promise<ExchangeAnswer> {
    const body = exchange.body;
    const headers = { ...exchange.headers };
    if (typeof body === 'string' || body instanceof Uint8Array) {
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    const isHttps = url.protocol === 'https:';
    const { http: httpModule, https: httpsModule } = loadHttp();
    const request = isHttps ? httpsModule.request : httpModule.request;
    const pool = agentsNow();
    return new Promise<ExchangeAnswer>((resolve, reject) => {
      const req = request(url, {
        method: exchange.method,
        headers,
        agent: isHttps ? pool['https:'] : pool['http:'],
        ...(exchange.signal ? { signal: exchange.signal } : {}),
      });
      req.on('error', (error) => reject(Object.assign(error, { reused: req.reusedSocket })));
      req.on('response', (res) => {
        readAnswer(res).then(resolve, reject);
      });
      if (body === undefined) req.end();
      else if (typeof body === 'string' || body instanceof Uint8Array) req.end(body);
      else {
        const source = body instanceof Readable ? body : Readable.fromWeb(body as never);
        // A failing source destroys the request, which rejects through 'error' above.
        pipeline(source, req).catch((error: unknown) => req.destroy(error as Error));
      }
    });
  }

  const exchange: ExchangeFn = async (request) => {
    const url = new URL(request.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new TypeError(`Only http and https addresses can be reached, not ${url.protocol}`);
    }
    try {
      return await once(request, url);
    } catch (error) {
      const replayable =
        (typeof request.body !== 'object' || request.body instanceof Uint8Array) &&
        (IDEMPOTENT_METHODS.has(request.method.toUpperCase()) ||
          Object.keys(request.headers).some((name) => name.toLowerCase() === 'idempotency-key'));
      const code = (error as { code?: string }).code;
      const staleSocket =
        (error as { reused?: boolean }).reused === true &&
        (code === 'ECONNRESET' || code === 'EPIPE');
      if (!staleSocket || !replayable || request.signal?.aborted) throw error;
      return once(request, url);
    }
  };

  return {
    exchange,
    close() {
      agents?.['http:'].destroy();
      agents?.['https:'].destroy();
    },
  };
}

function readAnswer(res: http.IncomingMessage): Promise<ExchangeAnswer> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const encoding = (res.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : undefined;
  const chunks: Buffer[] = [];
  const source: NodeJS.ReadableStream = decoder ? res.pipe(decoder) : res;
  return new Promise<ExchangeAnswer>((resolve, reject) => {
    // Cut short (the socket closed, or the signal destroyed the request): an error, never a
    // quiet end with half a body. (Listeners rather than `pipeline`, which costs an
    // AbortController per answer.)
    res.on('error', reject);
    res.on('close', () => {
      if (!res.complete) reject(new Error('The answer was cut short.'));
    });
    if (decoder) decoder.on('error', reject);
    source.on('data', (chunk: Buffer) => chunks.push(chunk));
    source.on('end', () => {
      let text = Buffer.concat(chunks).toString('utf8');
      // As fetch's text(): a UTF-8 byte order mark is not part of the text.
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      resolve({ status: res.statusCode ?? 0, headers, text });
    });
  });
}

/**
 * The exchange as a `Fetch`, for the few callers that use fetch directly (a sandbox console call,
 * the platform check). Requests it cannot make exactly as fetch would (redirects to follow, form
 * or blob bodies) go to Node's own fetch instead, so its behaviour never changes under them.
 */
export function createNodeFetch(): NodeFetch {
  const { exchange, close } = createNodeExchange();
  const fetchImpl = async (input: Parameters<Fetch>[0], init?: RequestInit): Promise<Response> => {
    const body = init?.body ?? undefined;
    const direct =
      init?.redirect === 'manual' &&
      !(input instanceof Request) &&
      (body === undefined ||
        typeof body === 'string' ||
        body instanceof Uint8Array ||
        body instanceof ReadableStream);
    if (!direct) return globalThis.fetch(input, init);
    const answer = await exchange({
      method: init.method ?? 'GET',
      url: String(input),
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: body as WireBody | undefined,
      ...(init.signal ? { signal: init.signal } : {}),
    });
    const empty = [101, 204, 205, 304].includes(answer.status);
    return new Response(empty ? null : answer.text, {
      status: answer.status,
      headers: answer.headers,
    });
  };
  return Object.assign(fetchImpl, { [NODE_EXCHANGE]: exchange, close });
}
