import type { JweErrorCode } from '../main/core/crypto/jwe';
import type { AbdmRefusal } from './abdm-registrations';
import { RawBody, s3ErrorBody } from './raw-body';
/**
 * What a route answers, kept as data until the last moment so the fault layer can still drop
 * or corrupt it after the change has been applied.
 */
export interface SandboxResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * Which service a route belongs to. The auth service and the platform use different error
 * shapes (docs/platform.md), so every error is rendered through the service that produced it.
 * `public` is a platform route that needs no token (the voice discovery document); `storage` is
 * the object storage a presigned upload form points to (S3-style XML errors, no token).
 */
export type Service = 'auth' | 'platform' | 'public' | 'admin' | 'storage';

/** The platform's error codes; the contract names INVALID_REQUEST and SERVER_ERROR. */
export type PlatformErrorCode =
  | 'INVALID_REQUEST'
  | 'SERVER_ERROR'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'PAYLOAD_TOO_LARGE'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'TOO_MANY_REQUESTS'
  | 'JWE_NOT_ACCEPTED'
  | `JWE_${JweErrorCode}`
  | 'IDEMPOTENCY_KEY_IN_USE'
  | 'CONFLICT'
  | 'SESSION_EXPIRED'
  | 'SESSION_CANCELLED'
  | VoiceErrorCode
  | AbdmRefusal;

/** The transcription API's own codes, lower case as its published examples write them. */
export type VoiceErrorCode =
  | 'session_not_found'
  | 'session_expired'
  | 'session_ended'
  | 'session_already_ended'
  | 'session_cancelled'
  | 'invalid_audio_format'
  | 'file_conflict'
  | 'invalid_request'
  | 'validation_error'
  | 'status_conflict';

const CODE_FOR_STATUS: Record<number, PlatformErrorCode> = {
  400: 'INVALID_REQUEST',
  401: 'INVALID_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  410: 'SESSION_EXPIRED',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  500: 'SERVER_ERROR',
};

/** `{error:{message,code}}`: the platform's (and the admin route's) error body. */
export function platformError(
  status: number,
  message: string,
  code: PlatformErrorCode = CODE_FOR_STATUS[status] ?? 'SERVER_ERROR',
): SandboxResponse {
  return { status, body: { error: { message, code } } };
}

/** `{code:<int>, error:<string>}`: the auth service's error body. */
export function authError(status: number, message: string): SandboxResponse {
  return { status, body: { code: status, error: message } };
}

/** S3's code for each status the storage answers; S3 says 400 EntityTooLarge, never 413. */
const STORAGE_CODES: Record<number, [number, string]> = {
  400: [400, 'InvalidRequest'],
  403: [403, 'AccessDenied'],
  404: [404, 'NoSuchKey'],
  405: [405, 'MethodNotAllowed'],
  413: [400, 'EntityTooLarge'],
  429: [503, 'SlowDown'],
  503: [503, 'SlowDown'],
};

/** An S3-style error of the upload storage: `<Error><Code/><Message/></Error>`. */
export function storageError(status: number, message: string, code?: string): SandboxResponse {
  const [answered, known] = STORAGE_CODES[status] ?? [status, 'InternalError'];
  return { status: answered, body: s3ErrorBody(code ?? known, message) };
}

/** An error in the shape of the service that answers it. */
export function serviceError(service: Service, status: number, message: string): SandboxResponse {
  if (service === 'auth') return authError(status, message);
  if (service === 'storage') return storageError(status, message);
  return platformError(status, message);
}

export const INTERNAL_ERROR_MESSAGE = 'internal server error';

export function internalError(service: Service): SandboxResponse {
  return serviceError(service, 500, INTERNAL_ERROR_MESSAGE);
}

/**
 * How a platform route writes its errors, as its published file shows:
 * - `error-object`: `{error:{message,code}}` (webhooks; the contract's shape);
 * - `medical-db`: GenericErr `{error:<string>, code:<int>}` (medical-db.json);
 * - `abdm`: GenericError `{code:<int>, error:<string>, source_error:{code, message}}`
 *   (abdm-registration.json); `source_error.code` keeps the sandbox's own code (`JWE_INTEGRITY`);
 * - `doctor-tools`: `{status_code, success: false, message}`, as the doctor tools' files write it;
 * - records.json: `records` is `{message}` (its 401 and 403 bodies); `records-upload` is the
 *   presign's ErrorUploadResponse `{error: true, message, batch_response: []}` for a refused
 *   request, `{message}` for 401, 403 and server errors; `records-parse` is the parsing upload's
 *   `text/plain` 400 ("Invalid form data."), `{message}` otherwise.
 */
export type ErrorShape =
  | 'error-object'
  | 'medical-db'
  | 'abdm'
  | 'doctor-tools'
  | 'records'
  | 'records-upload'
  | 'records-parse';

const INVALID_FORM_DATA = 'Invalid form data.';

function recordsError(shape: ErrorShape, status: number, text: string): unknown {
  if (shape === 'records-parse' && status === 400) {
    const sentence = text.startsWith(INVALID_FORM_DATA) ? text : `${INVALID_FORM_DATA} ${text}`;
    return new RawBody('text/plain; charset=utf-8', sentence);
  }
  if (shape === 'records-upload' && status < 500 && status !== 401 && status !== 403) {
    return { error: true, message: text, batch_response: [] };
  }
  return { message: text };
}

/** An error answer rewritten in `shape`; successes and other bodies pass unchanged. */
export function inErrorShape(shape: ErrorShape, response: SandboxResponse): SandboxResponse {
  if (shape === 'error-object' || response.status < 400) return response;
  const error = (response.body as { error?: unknown } | undefined)?.error;
  if (typeof error !== 'object' || error === null) return response;
  const { message, code } = error as { message?: unknown; code?: unknown };
  const text = typeof message === 'string' ? message : 'request failed';
  if (shape === 'records' || shape === 'records-upload' || shape === 'records-parse') {
    return {
      status: response.status,
      body: recordsError(shape, response.status, text),
      ...(response.headers ? { headers: response.headers } : {}),
    };
  }
  if (shape === 'doctor-tools') {
    return {
      status: response.status,
      body: { status_code: response.status, success: false, message: text },
      ...(response.headers ? { headers: response.headers } : {}),
    };
  }
  const body: Record<string, unknown> = { code: response.status, error: text };
  if (shape === 'abdm' && typeof code === 'string') body.source_error = { code, message: text };
  return {
    status: response.status,
    body,
    ...(response.headers ? { headers: response.headers } : {}),
  };
}
