import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { isJweError, parseJson } from '../main/core/crypto/jwe';
import { encryptResponse, openRequestPlaintext } from '../main/core/crypto/jwe-decrypt';
import { renderBody } from './corrupt-body';
import type { CorruptBodyMode, FaultController } from './faults';
import type { IdempotencyStore } from './idempotency';
import { createHash } from 'node:crypto';
import { MAX_BODY_BYTES, describeLimit, parseJsonBody, readBody } from './request-body';
import {
  inErrorShape,
  internalError,
  platformError,
  serviceError,
  type SandboxResponse,
  type Service,
} from './responses';
import { checkRequiredHeaders, ruleFor, type PublishedHeaderRule } from './required-headers';
import { invokeHandler, matchRoute, type Route, type RouteMatch } from './router';
import type { Sessions } from './sessions';
import { RawBody } from './raw-body';
import { adminGate } from './admin-gate';

export interface PipelineDeps {
  routes: readonly Route[];
  sessions: Sessions;
  faults: FaultController;
  idempotency: IdempotencyStore;
  /** The shared JWE secret for a key id, undefined for an unknown one. */
  jweSecretFor: (kid: string) => string | undefined;
  /** The key the sandbox encrypts its answers with. */
  jweKid: string;
  /** Told of every request that reaches the sandbox, before anything else: counts, the log. */
  onRequest?: (req: IncomingMessage) => void;
  /** The published operations' required headers, checked on signed-in platform routes. */
  headerRules?: readonly PublishedHeaderRule[];
  /** Aborted when the sandbox closes: ends latency waits and hung requests. */
  closing: AbortSignal;
  /** The default client's id and secret: the HTTP Basic credentials of every `/__sandbox/*` path. */
  adminCredentials: { clientId: string; clientSecret: string };
}

/** Resolves when the sandbox closes or the client gives up, whichever comes first. */
function untilGone(req: IncomingMessage, closing: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      closing.removeEventListener('abort', done);
      req.socket.off('close', done);
      resolve();
    };
    if (closing.aborted || req.socket.destroyed) return resolve();
    closing.addEventListener('abort', done, { once: true });
    req.socket.once('close', done);
  });
}

/** False when the sandbox closed during the wait. */
async function delay(ms: number, closing: AbortSignal): Promise<boolean> {
  if (ms <= 0) return true;
  try {
    await sleep(ms, undefined, { signal: closing });
    return true;
  } catch {
    return false;
  }
}

function send(res: ServerResponse, response: SandboxResponse, mode: CorruptBodyMode): void {
  if (response.status === 204) {
    // No Content: no body, and no content type for one.
    res.writeHead(204, { 'cache-control': 'no-store', ...response.headers });
    res.end();
    return;
  }
  if (response.body instanceof RawBody) {
    res.writeHead(response.status, {
      'content-type': response.body.contentType,
      'content-length': Buffer.byteLength(response.body.content),
      'cache-control': 'no-store',
      ...response.headers,
    });
    res.end(response.body.content);
    return;
  }
  const text = renderBody(response.body, mode);
  res.writeHead(response.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...response.headers,
  });
  res.end(text);
}

function serviceOf(match: RouteMatch): Service {
  if (match.kind === 'found') return match.route.service;
  return match.kind === 'method-not-allowed' ? match.service : 'platform';
}

function isEncrypted(req: IncomingMessage): boolean {
  const header = req.headers['x-encryption'];
  return typeof header === 'string' && header.trim().toUpperCase() === 'JWE';
}

/**
 * Decrypts a request envelope; one that cannot be read is a 400 whose code says why. `plaintext`:
 * the decrypted bytes as they came, which a retry's fingerprint is taken from.
 */
function openEnvelope(
  deps: PipelineDeps,
  envelope: unknown,
): { ok: true; value: unknown; plaintext?: Buffer } | { ok: false; response: SandboxResponse } {
  try {
    const plaintext = openRequestPlaintext(envelope, deps.jweSecretFor);
    return { ok: true, value: parseJson(plaintext), plaintext };
  } catch (error) {
    if (!isJweError(error)) throw error;
    return {
      ok: false,
      response: platformError(400, error.message, `JWE_${error.code}`),
    };
  }
}

/** Successful answers to an encrypted request go back encrypted; errors stay readable. */
async function sealAnswer(deps: PipelineDeps, answer: SandboxResponse): Promise<SandboxResponse> {
  if (answer.status < 200 || answer.status > 299) return answer;
  const secret = deps.jweSecretFor(deps.jweKid);
  if (secret === undefined) return answer;
  return {
    status: answer.status,
    body: await encryptResponse(answer.body, secret),
    headers: { ...answer.headers, 'x-encryption': 'JWE' },
  };
}

/** Methods whose requests change something, and so honour `Idempotency-Key`. */
const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routing, authentication and body parsing; faults are layered around this by `handle`. */
async function respond(
  deps: PipelineDeps,
  match: RouteMatch,
  req: IncomingMessage,
  raw: Buffer,
  url: { pathname: string; query: URLSearchParams },
): Promise<SandboxResponse> {
  const { query } = url;
  // Before anything else, so an unknown admin path tells nothing to a caller without credentials.
  const refusedAdmin = adminGate(url.pathname, match, req.headers, deps.adminCredentials);
  if (refusedAdmin) return refusedAdmin;
  if (match.kind === 'not-found') return platformError(404, 'not found');
  const service = serviceOf(match);
  if (match.kind === 'method-not-allowed') return serviceError(service, 405, 'method not allowed');
  const { route, params } = match;
  // The platform authenticates before it looks at the body; the auth service has no token yet.
  if (route.service === 'platform') {
    const caller = await deps.sessions.authenticate(req.headers.authorization);
    if (!caller.ok) return platformError(401, caller.message);
    const refused = await checkRequiredHeaders(
      ruleFor(deps.headerRules ?? [], route.method, url.pathname),
      { headers: req.headers, caller: caller.value },
      (header) => deps.sessions.authenticate(header),
    );
    if (refused) return refused;
    const encrypted = isEncrypted(req);
    const rawRoute = route.body === 'raw' && !encrypted;
    const text = rawRoute ? '' : raw.toString('utf8');
    const body = parseJsonBody(text);
    if (!body.ok) return platformError(400, body.message);
    if (encrypted && !route.jwe) {
      return platformError(
        400,
        'this operation does not take an encrypted body',
        'JWE_NOT_ACCEPTED',
      );
    }
    const opened = encrypted
      ? openEnvelope(deps, body.value)
      : { ok: true as const, value: body.value, plaintext: undefined };
    if (!opened.ok) return opened.response;
    const context = {
      params,
      body: opened.value,
      raw,
      headers: req.headers,
      query,
      caller: caller.value,
    };
    const execute = async (): Promise<SandboxResponse> => {
      const answer = await invokeHandler('platform', route.handle, context);
      return encrypted ? sealAnswer(deps, answer) : answer;
    };
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || !CHANGING_METHODS.has(route.method)) return execute();
    return deps.idempotency.run(
      {
        clientId: caller.value.clientId,
        key,
        method: route.method,
        path: req.url ?? '',
        // An envelope has a fresh IV on every send: a retry is the same request when its
        // plaintext is, so the fingerprint is taken from what the envelope carried (its digest:
        // a document's is 13 MB, which JSON.stringify and hashing as text took 40 ms to go over).
        body: opened.plaintext
          ? `jwe:${createHash('sha256').update(opened.plaintext).digest('hex')}`
          : rawRoute
            ? createHash('sha256').update(raw).digest('hex')
            : text,
      },
      execute,
    );
  }
  if (route.service === 'storage') {
    // The storage reads its multipart body itself.
    return invokeHandler(service, route.handle, {
      params,
      body: undefined,
      raw,
      headers: req.headers,
      query,
    });
  }
  const body = parseJsonBody(raw.toString('utf8'));
  if (!body.ok) return serviceError(service, 400, body.message);
  return invokeHandler(service, route.handle, {
    params,
    body: body.value,
    raw,
    headers: req.headers,
    query,
  });
}

/**
 * One request, in the order a flaky network and a failing server would act on it: offline and
 * hang before anything is read; latency and slowRate (held, then run anyway), then failRate and
 * throttleRate (nothing applied); then the route runs; then dropRate (applied, but the answer is
 * lost); then corruption of a successful answer.
 */
async function handle(
  deps: PipelineDeps,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { pathname, searchParams } = new URL(req.url ?? '/', 'http://sandbox.invalid');
  const match = matchRoute(deps.routes, req.method ?? 'GET', pathname);
  const service = serviceOf(match);
  const faulty = service !== 'admin';
  const faults = deps.faults.get();
  deps.onRequest?.(req);

  const shape =
    match.kind === 'found' && match.route.service === 'platform' ? match.route.errors : undefined;
  const reply = (response: SandboxResponse, mode: CorruptBodyMode): void =>
    send(res, shape ? inErrorShape(shape, response) : response, mode);

  if (faulty && faults.offline) return void req.socket.destroy();
  if (faulty && faults.hang) {
    await untilGone(req, deps.closing);
    return void req.socket.destroy();
  }
  const limit =
    match.kind === 'found' &&
    (match.route.service === 'platform' || match.route.service === 'storage')
      ? (match.route.maxBodyBytes ?? MAX_BODY_BYTES)
      : MAX_BODY_BYTES;
  const read = await readBody(req, limit);
  if (read.kind === 'aborted') return;
  if (faulty) {
    if (!(await delay(deps.faults.delayMs(), deps.closing))) return;
    // Held past the client's time limit, then run anyway: the client's retry may arrive first.
    if (deps.faults.rollSlow() && !(await delay(faults.slowMs, deps.closing))) return;
    if (deps.faults.roll(faults.failRate)) return reply(internalError(service), 'none');
    if (deps.faults.roll(faults.throttleRate)) {
      const busy = serviceError(service, 429, 'too many requests');
      return reply({ ...busy, headers: { 'retry-after': String(faults.retryAfterSec) } }, 'none');
    }
  }
  const response =
    read.kind === 'too-large'
      ? serviceError(service, 413, `request body is larger than ${describeLimit(read.limit)}`)
      : await respond(deps, match, req, read.bytes, { pathname, query: searchParams });
  if (faulty && deps.faults.roll(faults.dropRate)) return void req.socket.destroy();
  const ok = response.status >= 200 && response.status < 300;
  const platform = service === 'platform' || service === 'public';
  reply(response, platform && ok ? faults.corruptBody : 'none');
}

export function createRequestListener(deps: PipelineDeps): RequestListener {
  return (req, res) => {
    handle(deps, req, res).catch(() => {
      // Only reachable through a bug in the pipeline itself; never leave the client waiting.
      if (!res.headersSent) send(res, internalError('platform'), 'none');
      else res.destroy();
    });
  };
}
