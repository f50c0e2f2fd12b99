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

  constructor(
    code: ErrorCode,
    message: string,
    detail: {
      failure: PlatformFailure;
      status?: number;
      platformCode?: string;
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

const PlatformErrorBody = z.object({ error: z.object({ message: z.string(), code: z.string() }) });
const AuthErrorBody = z.object({ code: z.union([z.number(), z.string()]), error: z.string() });

/** Reads `{error:{message,code}}` (platform) or `{code, error}` (auth service) from a failed answer. */
export function parseErrorBody(text: string): { message?: string; code?: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {};
  }
  const platform = PlatformErrorBody.safeParse(json);
  if (platform.success) return platform.data.error;
  const auth = AuthErrorBody.safeParse(json);
  if (auth.success) return { message: auth.data.error, code: String(auth.data.code) };
  return {};
}

/** Maps a non-2xx answer to an error people can act on. */
export function httpError(status: number, text: string, what: string): PlatformError {
  const body = parseErrorBody(text);
  const detail = {
    failure: 'http' as const,
    status,
    ...(body.code ? { platformCode: body.code } : {}),
  };
  if (status === 401 || status === 403) {
    return new PlatformError(
      'SIGNED_OUT',
      'The platform no longer accepts this sign-in. Sign in again (check the client id and secret in Settings).',
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
  const reason = body.message ? `: ${body.message}` : ` (HTTP ${status})`;
  return new PlatformError('REJECTED', `${what} was refused by the platform${reason}.`, detail);
}
