import { z } from 'zod';
import type { ErrorCode } from '../../../shared/result';
import { CoreError } from '../errors';

/** How a platform call failed, for callers that decide between retry, cache and giving up. */
export type PlatformFailure =
  | 'network' // no answer: refused, reset, DNS, offline
  | 'timeout' // no answer within the call's time limit
  | 'aborted' // the caller cancelled
  | 'http' // an answer with a non-2xx status
  | 'bad-response'; // a 2xx answer the app cannot read

export class PlatformError extends CoreError {
  readonly failure: PlatformFailure;
  readonly status?: number;
  /** The platform's own error code (`INVALID_REQUEST`, `SERVER_ERROR`, ...) when it sent one. */
  readonly platformCode?: string;
  /** The platform's own sentence from its error body, for showing beside a refused change. */
  readonly reason?: string;
  /** How long the platform asked the caller to wait (`Retry-After`), in milliseconds. */
  readonly retryAfterMs?: number;

  constructor(
    code: ErrorCode,
    message: string,
    detail: {
      failure: PlatformFailure;
      status?: number;
      platformCode?: string;
      reason?: string;
      retryAfterMs?: number;
      cause?: unknown;
      fields?: Record<string, string>;
    },
  ) {
    super(code, message, {
      cause: detail.cause,
      ...(detail.fields ? { fields: detail.fields } : {}),
    });
    this.name = 'PlatformError';
    this.failure = detail.failure;
    if (detail.status !== undefined) this.status = detail.status;
    if (detail.platformCode !== undefined) this.platformCode = detail.platformCode;
    if (detail.reason !== undefined) this.reason = detail.reason;
    if (detail.retryAfterMs !== undefined) this.retryAfterMs = detail.retryAfterMs;
  }

  /** True when the platform could not be reached or did not answer usefully: serve a cache, retry later. */
  get unreachable(): boolean {
    return (
      this.failure === 'network' ||
      this.failure === 'timeout' ||
      (this.failure === 'http' &&
        this.status !== undefined &&
        (this.status >= 500 || this.status === 408 || this.status === 429))
    );
  }
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}

/** What an error body said: the platform's own sentence and code, when it gave them. */
export interface ErrorBody {
  message?: string;
  code?: string;
}

const Text = z.string().trim().min(1);
const Code = z.union([Text, z.number().int()]).transform(String);
const MessageAndCode = z.object({ message: Text.optional(), code: Code.nullish() });

/**
 * The error bodies the platform's services answer with (docs/platform.md, "Errors", and the
 * published files). Each reader takes only the fields it needs; anything else in the body is
 * ignored.
 */
const ERROR_SHAPES: readonly z.ZodType<ErrorBody>[] = [
  // `{error: {code, message, details?}}`: the platform (webhooks, doctor tools, scribe).
  z
    .object({ error: MessageAndCode })
    .transform(({ error }) => ({ message: error.message, code: error.code ?? undefined })),
  // `{error: [{error_code, message}]}`, e.g. `rate_limit_exceeded`: every message, first code.
  z
    .object({
      error: z.array(z.object({ error_code: Code.nullish(), message: Text.optional() })).min(1),
    })
    .transform(({ error }) => ({
      message: error.flatMap((entry) => (entry.message ? [entry.message] : [])).join('; '),
      code: error.find((entry) => entry.error_code)?.error_code ?? undefined,
    })),
  // ABDM's GenericError `{code: <int>, error, source_error: {code, message}}`: the source's code
  // (`OTP_INVALID`, `ABHA_ADDRESS_TAKEN`, ...) says more than the HTTP status repeated.
  z
    .object({ error: Text, source_error: z.object({ code: Text }) })
    .transform(({ error, source_error }) => ({ message: error, code: source_error.code })),
  // `{code: <int>, error: <string>}`: auth, ABDM and medical-db (`code` may be null there).
  z
    .object({ error: Text, code: Code.nullish() })
    .transform(({ error, code }) => ({ message: error, code: code ?? undefined })),
  // `{status_code, success: false, message}` (doctor-tool routes), or a bare `{message}`.
  z
    .object({ message: Text, code: Code.nullish(), status_code: Code.nullish() })
    .transform(({ message, code }) => ({ message, code: code ?? undefined })),
];

/** Reads the platform's message and code from a failed answer's body, whichever shape it has. */
export function parseErrorBody(text: string): ErrorBody {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {};
  }
  for (const shape of ERROR_SHAPES) {
    const parsed = shape.safeParse(json);
    if (!parsed.success) continue;
    const { message, code } = parsed.data;
    return { ...(message ? { message } : {}), ...(code ? { code } : {}) };
  }
  return {};
}

/**
 * `Retry-After` as RFC 9110 defines it: delay-seconds or an HTTP-date. Undefined when absent or
 * unreadable; never negative.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP-date always names its day and month; bare numbers like "-5" are not dates.
  if (!/[a-z]/i.test(trimmed)) return undefined;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/**
 * A refusal given as a plain-text sentence (records.json publishes the parsing upload's 400 as
 * `text/plain`, "Invalid form data."): its words, when the answer says it is plain text and the
 * text is short; anything else (an HTML page from a proxy, a long dump) is not taken as a reason.
 */
function plainTextReason(text: string, headers: Headers | undefined): string | undefined {
  const type = headers?.get('content-type')?.toLowerCase() ?? '';
  if (!type.startsWith('text/plain')) return undefined;
  const words = text.replace(/\s+/g, ' ').trim();
  return words !== '' && words.length <= 500 ? words : undefined;
}

/** Maps a non-2xx answer to an error people can act on. */
export function httpError(
  status: number,
  text: string,
  what: string,
  headers?: Headers,
): PlatformError {
  const json = parseErrorBody(text);
  const plain = json.message ? undefined : plainTextReason(text, headers);
  const body: ErrorBody = plain ? { ...json, message: plain } : json;
  const retryAfterMs = parseRetryAfter(headers?.get('retry-after'), Date.now());
  const detail = {
    failure: 'http' as const,
    status,
    ...(body.code ? { platformCode: body.code } : {}),
    ...(body.message ? { reason: body.message } : {}),
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
  };
  if (status === 401 || status === 403) {
    return new PlatformError(
      'SIGNED_OUT',
      'The platform no longer accepts this sign-in. Sign in again (check the client id and secret in Clinic setup).',
      detail,
    );
  }
  if (status === 404)
    return new PlatformError('NOT_FOUND', `${what}: the platform has no such record.`, detail);
  if (status >= 500 || status === 408 || status === 429) {
    return new PlatformError(
      'SERVER_ERROR',
      `${what}: the platform had a problem (HTTP ${status}). Try again in a moment.`,
      detail,
    );
  }
  // The platform's own sentence, its closing stop dropped so the message ends with exactly one.
  const reason = body.message ? `: ${body.message.replace(/[\s.!]+$/, '')}` : ` (HTTP ${status})`;
  return new PlatformError('REJECTED', `${what} was refused by the platform${reason}.`, detail);
}

/**
 * A 2xx whose answer names another record than the one the request was about (another
 * prescription id, another file): it does not confirm this change, so it is treated like an
 * answer that could not be read, and the change is sent again with the same key.
 */
export function namesAnotherRecord(what: string, status: number): PlatformError {
  return new PlatformError(
    'BAD_RESPONSE',
    `${what}: the platform's answer names another record, so it does not count as confirmed.`,
    { failure: 'bad-response', status },
  );
}
