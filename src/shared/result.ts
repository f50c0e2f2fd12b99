/** Every failure that crosses the IPC boundary carries one of these codes and a sentence for people. */
export type ErrorCode =
  | 'INVALID_ARGUMENT'
  | 'FORBIDDEN_ORIGIN'
  | 'UNKNOWN_CHANNEL'
  | 'OFFLINE'
  | 'TIMEOUT'
  | 'ABORTED'
  | 'SIGNED_OUT'
  | 'BAD_RESPONSE'
  | 'SERVER_ERROR'
  | 'REJECTED'
  | 'NOT_FOUND'
  | 'KEYCHAIN_UNAVAILABLE'
  | 'DATABASE_TOO_NEW'
  | 'DATABASE_BUSY'
  | 'DISK_FULL'
  | 'CONFLICT'
  | 'LOCAL_DATA_DAMAGED'
  | 'INTERNAL';

export interface IpcError {
  code: ErrorCode;
  /** Safe to show and to log: never carries patient data or secrets. */
  message: string;
  /** Per-field messages for form input, keyed by field path (`endpoint`, `event_names`). */
  fields?: Record<string, string>;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (error: IpcError): Result<never> => ({ ok: false, error });
