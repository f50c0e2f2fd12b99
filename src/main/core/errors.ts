import type { ErrorCode, IpcError } from '../../shared/result';

/**
 * The one error type the core throws on purpose. Its message is for people and is safe to show
 * and to log: it never carries patient data, secrets or the platform's raw body.
 */
export class CoreError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options?: { fields?: Record<string, string>; cause?: unknown },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'CoreError';
    this.code = code;
    if (options?.fields) this.fields = options.fields;
  }

  toIpcError(): IpcError {
    return this.fields
      ? { code: this.code, message: this.message, fields: this.fields }
      : { code: this.code, message: this.message };
  }
}

export function isCoreError(error: unknown): error is CoreError {
  return error instanceof CoreError;
}
