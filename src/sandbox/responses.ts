import type { JweErrorCode } from '../main/core/crypto/jwe';
import type { AbdmRefusal } from './abdm-registrations';
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
 * shapes (platform-facts.md), so every error is rendered through the service that produced it.
 * `public` is a platform route that needs no token (the voice discovery document).
 */
export type Service = 'auth' | 'platform' | 'public' | 'admin';

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

/** An error in the shape of the service that answers it. */
export function serviceError(service: Service, status: number, message: string): SandboxResponse {
  return service === 'auth' ? authError(status, message) : platformError(status, message);
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
 *   (abdm-registration.json); `source_error.code` keeps the sandbox's own code (`JWE_INTEGRITY`).
 */
/** `doctor-tools`: `{status_code, success: false, message}`, as the doctor tools' files write it. */
export type ErrorShape = 'error-object' | 'medical-db' | 'abdm' | 'doctor-tools';

/** An error answer rewritten in `shape`; successes and other bodies pass unchanged. */
export function inErrorShape(shape: ErrorShape, response: SandboxResponse): SandboxResponse {
  if (shape === 'error-object' || response.status < 400) return response;
  const error = (response.body as { error?: unknown } | undefined)?.error;
  if (typeof error !== 'object' || error === null) return response;
  const { message, code } = error as { message?: unknown; code?: unknown };
  const text = typeof message === 'string' ? message : 'request failed';
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
