import { z, type ZodType } from 'zod';
import { encryptRequest, isJweError, type JweKey } from '../crypto/jwe';
import { decryptResponse } from '../crypto/jwe-decrypt';
import { documentEnvelope, envelopeStream } from '../crypto/jwe-stream';
import type { ByteSource } from '../storage/byte-source';
import { CoreError } from '../errors';
import type { TokenManager } from './auth';
import { PlatformError } from './errors';
import { send, readJson, type Fetch, type RawAnswer, type SendOptions } from './http';

const JSON_VALUE = z.unknown();

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
 * read (jwe-stream.ts), with its Content-Length computed ahead.
 */
export type Upload =
  | { kind: 'raw'; contentType: string; bytes: Uint8Array }
  | { kind: 'encrypted-document'; source: ByteSource };

type StreamHooks = Parameters<typeof envelopeStream>[1];

interface WireBody {
  body: unknown;
  /** A streamed body, opened afresh for each attempt (a stream is read once); replaces `body`. */
  open?: (hooks: StreamHooks) => ReadableStream<Uint8Array>;
  headers: Record<string, string>;
  encrypted: boolean;
  /** The envelope's `protected` value, one of the AADs an encrypted answer may use. */
  protectedHeader?: string;
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
        `${what} needs the account's JWE key: enter its key id and 16-character secret in Settings.`,
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
          headers: {
            'content-type': 'application/json',
            'content-length': String(envelope.length),
          },
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
        `${request.what}: ${error.message} Check the JWE secret in Settings.`,
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
