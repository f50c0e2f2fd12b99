import { z, type ZodType } from 'zod';
import { encryptRequest, isJweError, type JweKey } from '../crypto/jwe';
import { decryptResponse } from '../crypto/jwe-decrypt';
import { documentEnvelope, envelopeStream } from '../crypto/jwe-stream';
import type { ByteSource } from '../storage/byte-source';
import { CoreError } from '../errors';
import type { TokenManager } from './auth';
import { PlatformError, parseErrorBody } from './errors';
import { storageRefusal } from './presigned-answer';
import { send, readJson, type Fetch, type RawAnswer, type SendOptions } from './http';

const JSON_VALUE = z.unknown();

/** Headers that carry the platform's credentials: never sent to an address the platform handed out. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'auth', 'cookie']);

/**
 * A storage service's refusal (S3-style XML, or a JSON error body) as a typed error. Never a
 * sign-in problem: the platform's credentials are not involved in these exchanges.
 */
function storageError(answer: RawAnswer, what: string): PlatformError {
  const xml = storageRefusal(answer.text);
  const json = xml.code || xml.message ? {} : parseErrorBody(answer.text);
  const reason = xml.message ?? json.message ?? xml.code;
  const code = xml.code ?? json.code;
  const retry = answer.status >= 500 || answer.status === 408 || answer.status === 429;
  const said = reason ? `: ${reason.replace(/[\s.!]+$/, '')}` : ` (HTTP ${answer.status})`;
  return new PlatformError(
    retry ? 'SERVER_ERROR' : 'REJECTED',
    retry
      ? `${what}: the storage service had a problem (HTTP ${answer.status}). Try again in a moment.`
      : `${what} was refused by the storage service${said}.`,
    {
      failure: 'http',
      status: answer.status,
      ...(code ? { platformCode: code } : {}),
      ...(reason ? { reason } : {}),
    },
  );
}

/** The header that marks an encrypted body, on requests and on answers. */
export const ENCRYPTION_HEADER = 'x-encryption';

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
  /**
   * The doctor-tool routes (`/dr/v1/...`) publish the access token as a required `auth` header
   * beside the bearer token the contract gives every call: it is sent in both.
   */
  tokenInAuthHeader?: boolean;
  /** Send the body as the contract's JWE envelope (`X-Encryption: JWE`). */
  encrypt?: boolean;
  /** A file upload, sent instead of `body`. */
  upload?: Upload;
  /** For uploads: bytes handed to the network so far, and the total. */
  onProgress?: (sent: number, total: number) => void;
  /**
   * Called with the HTTP status of the answer that is read (after any renewal and replay), for
   * calls where the status itself is the signal (202 processing, 206 partial, ...).
   */
  onStatus?: (status: number) => void;
  /** Non-2xx statuses whose body is read with `schema` instead of becoming an error. */
  readStatuses?: readonly number[];
}

/**
 * An upload body. `raw`: bytes sent as they are, with their content type (a multipart form).
 * `encrypted-document`: the contract's encrypted document form, a JWE envelope whose plaintext is
 * `{"file": "<standard Base64 of the bytes>"}`, made and sent as a stream while the source is
 * read (jwe-stream.ts), with its length computed ahead (so it is sent with a Content-Length).
 */
export type Upload =
  | { kind: 'raw'; contentType: string; bytes: Uint8Array }
  | { kind: 'encrypted-document'; source: ByteSource };

type StreamHooks = Parameters<typeof envelopeStream>[1];

interface WireBody {
  body: unknown;
  /** A streamed body, opened afresh for each attempt (a stream is read once); replaces `body`. */
  open?: (hooks: StreamHooks) => ReadableStream<Uint8Array>;
  /** The exact byte length of the streamed body, known before it is made. */
  length?: number;
  headers: Record<string, string>;
  encrypted: boolean;
  /** The envelope's `protected` value, one of the AADs an encrypted answer may use. */
  protectedHeader?: string;
}

export interface PlatformClient {
  readonly baseUrl: string;
  request<T>(request: PlatformRequest<T>): Promise<T>;
  /**
   * One exchange with an address the platform handed out (a presigned upload form), through the
   * same network stack but carrying NO platform credentials: the address is its own credential.
   * A non-2xx answer becomes a typed error with the storage service's own sentence.
   */
  uncredentialed(options: SendOptions): Promise<RawAnswer>;
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
  /** The account's JWE key (kid + 16-character secret), for requests that are encrypted. */
  jwe?: JweKey;
}): PlatformClient {
  async function attempt(
    request: PlatformRequest<unknown>,
    token: string,
    wire: WireBody,
  ): Promise<RawAnswer> {
    // fetch reports a failed body stream only as a network failure: keep the body's own error
    // (a damaged local copy) to throw instead.
    let bodyError: unknown;
    const body = wire.open
      ? wire.open({
          ...(request.onProgress ? { onProgress: request.onProgress } : {}),
          onError: (error) => (bodyError = error),
        })
      : wire.body;
    try {
      return await sendOnce(request, token, wire, body);
    } catch (error) {
      throw bodyError ?? error;
    }
  }

  function sendOnce(
    request: PlatformRequest<unknown>,
    token: string,
    wire: WireBody,
    body: unknown,
  ): Promise<RawAnswer> {
    return send(deps.fetch, {
      method: request.method,
      url: new URL(request.path, deps.baseUrl).toString(),
      headers: {
        ...request.headers,
        ...wire.headers,
        authorization: `Bearer ${token}`,
        // Routes whose published file names the access token's header `auth` get it there too.
        ...(request.tokenInAuthHeader ? { auth: token } : {}),
        ...(wire.encrypted ? { [ENCRYPTION_HEADER]: 'JWE' } : {}),
      },
      body,
      ...(wire.length !== undefined ? { bodyLength: wire.length } : {}),
      what: request.what,
      ...(request.onProgress && !wire.open ? { onProgress: request.onProgress } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
      ...((request.timeoutMs ?? deps.timeoutMs)
        ? { timeoutMs: request.timeoutMs ?? deps.timeoutMs }
        : {}),
    });
  }

  function jweKey(what: string): JweKey {
    if (!deps.jwe?.kid || !deps.jwe.secret) {
      throw new CoreError(
        'INVALID_ARGUMENT',
        `${what} needs the account's JWE key: enter its key id and 16-character secret in Clinic setup.`,
      );
    }
    return deps.jwe;
  }

  async function encryptBody(request: PlatformRequest<unknown>): Promise<WireBody> {
    try {
      const key = jweKey(request.what);
      if (request.upload?.kind === 'encrypted-document') {
        // One IV for this request: the replay after a token renewal sends the same bytes.
        const envelope = documentEnvelope(request.upload.source, key);
        return {
          body: undefined,
          open: (hooks) => envelopeStream(envelope, hooks),
          // Its length goes beside the headers, never in them (http.ts `bodyLength`).
          length: envelope.length,
          headers: { 'content-type': 'application/json' },
          encrypted: true,
          protectedHeader: envelope.protectedHeader,
        };
      }
      const envelope = await encryptRequest(request.body, key);
      return { body: envelope, headers: {}, encrypted: true, protectedHeader: envelope.protected };
    } catch (error) {
      if (!isJweError(error)) throw error;
      throw new CoreError(
        'INVALID_ARGUMENT',
        `${request.what}: ${error.message} Check the JWE secret in Clinic setup.`,
        {
          cause: error,
        },
      );
    }
  }

  async function wireBody(request: PlatformRequest<unknown>): Promise<WireBody> {
    const upload = request.upload;
    if (request.encrypt || upload?.kind === 'encrypted-document') return encryptBody(request);
    if (upload?.kind === 'raw') {
      return {
        body: upload.bytes,
        headers: { 'content-type': upload.contentType },
        encrypted: false,
      };
    }
    return { body: request.body, headers: {}, encrypted: false };
  }

  return {
    baseUrl: deps.baseUrl,
    async uncredentialed(options) {
      const headers = Object.fromEntries(
        Object.entries(options.headers ?? {}).filter(
          ([name]) => !CREDENTIAL_HEADERS.has(name.toLowerCase()),
        ),
      );
      const answer = await send(deps.fetch, {
        ...options,
        headers,
        ...((options.timeoutMs ?? deps.timeoutMs)
          ? { timeoutMs: options.timeoutMs ?? deps.timeoutMs }
          : {}),
      });
      if (answer.status < 200 || answer.status > 299) {
        throw storageError(answer, options.what);
      }
      return answer;
    },
    async request<T>(request: PlatformRequest<T>): Promise<T> {
      const body = await wireBody(request);
      const token = await deps.tokens.getAccessToken(request.signal);
      let answer = await attempt(request, token, body);
      if (answer.status === 401) {
        const renewed = await deps.tokens.renewAfterRejection(token, request.signal);
        answer = await attempt(request, renewed, body);
      }
      request.onStatus?.(answer.status);
      const encrypted = answer.headers.get(ENCRYPTION_HEADER)?.toUpperCase() === 'JWE';
      if (!encrypted || answer.status < 200 || answer.status > 299) {
        return readJson(answer, request.schema, request.what, request.readStatuses);
      }
      const envelope = readJson(answer, JSON_VALUE, request.what);
      let plain: unknown;
      try {
        plain = await decryptResponse(envelope, jweKey(request.what).secret, body.protectedHeader);
      } catch (error) {
        if (!isJweError(error)) throw error;
        throw new PlatformError(
          'BAD_RESPONSE',
          `${request.what}: the platform's encrypted answer could not be read (${error.message})`,
          { failure: 'bad-response', status: answer.status, cause: error },
        );
      }
      return readJson({ ...answer, text: JSON.stringify(plain) }, request.schema, request.what);
    },
  };
}
