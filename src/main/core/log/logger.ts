import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/**
 * Paths pino blanks before a line is written. Credentials and anything a doctor types must never
 * reach a log; callers log ids, codes and counts, and this list is the safety net behind that.
 */
export const REDACTED_PATHS = [
  'authorization',
  'headers.authorization',
  '*.authorization',
  'client_secret',
  '*.client_secret',
  'clientSecret',
  '*.clientSecret',
  'jweSecret',
  '*.jweSecret',
  'access_token',
  '*.access_token',
  'refresh_token',
  '*.refresh_token',
  'signing_key',
  '*.signing_key',
  '*[*].signing_key',
  'body',
  '*.body',
  'args',
  '*.args',
  'aadhaar_number',
  '*.aadhaar_number',
];

export function createLogger(destination?: DestinationStream, level = 'info'): Logger {
  const options = {
    level,
    base: { app: 'clinic-companion' },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that writes nothing, for callers that do not care. */
export const silentLogger: Logger = pino({ level: 'silent' });

/**
 * What a log line may say about an error: its class name (and code), never its message, which
 * may quote the platform's answer, which may quote what was sent.
 */
export function errorName(error: unknown): string {
  return error instanceof Error
    ? `${error.name}${'code' in error ? `:${String(error.code)}` : ''}`
    : typeof error;
}
