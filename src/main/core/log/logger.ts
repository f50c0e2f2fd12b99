import { hostname } from 'node:os';
import { redactFields } from './redact';

/*
 * The app's logger: one JSON line per entry, written synchronously (the line before a crash must
 * reach the disk), in pino's line format (level number, time, pid, hostname, fields, msg) so the
 * files read as before. It replaced pino itself, whose loading cost every start about 10 ms of
 * CPU for features (transports, worker threads, async streams) the app does not use.
 */

/** Where lines go: a log file (log-files.ts), stdout, or a test's memory. */
export interface LogDestination {
  write(line: string): unknown;
}

type LogMethod = {
  (fields: object, message?: string): void;
  (message: string): void;
};

export interface Logger {
  readonly level: LevelName;
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
}

const LEVELS = { debug: 20, info: 30, warn: 40, error: 50 } as const;
export type LevelName = keyof typeof LEVELS | 'silent';

/**
 * Paths blanked before a line is written. Credentials and anything a doctor types must never
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

const CENSOR = '[redacted]';
const BASE = { app: 'clinic-companion' };

export function createLogger(destination?: LogDestination, level: LevelName = 'info'): Logger {
  const out = destination ?? { write: (line: string) => process.stdout.write(line) };
  const threshold = level === 'silent' ? Infinity : LEVELS[level];
  const head = `"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;

  const method = (name: keyof typeof LEVELS): LogMethod => {
    const value = LEVELS[name];
    return (first: object | string, message?: string): void => {
      if (value < threshold) return;
      const fields = typeof first === 'string' ? {} : (first as Record<string, unknown>);
      const msg = typeof first === 'string' ? first : message;
      out.write(`${line(value, head, fields, msg)}\n`);
    };
  };
  return {
    level,
    debug: method('debug'),
    info: method('info'),
    warn: method('warn'),
    error: method('error'),
  };
}

function line(level: number, head: string, fields: Record<string, unknown>, msg?: string): string {
  const start = `{"level":${level},"time":${Date.now()},${head}`;
  try {
    const body = JSON.stringify(
      { ...BASE, ...redactFields(fields, REDACTED_PATHS, CENSOR), msg },
      (_key, value: unknown) => (value instanceof Error ? { type: errorName(value) } : value),
    );
    return `${start},${body.slice(1)}`;
  } catch {
    // A field that cannot be written (a cycle, a BigInt) costs its fields, never the line.
    return `${start},${JSON.stringify({ ...BASE, msg, logFields: 'not serialisable' }).slice(1)}`;
  }
}

/** A logger that writes nothing, for callers that do not care. */
export const silentLogger: Logger = createLogger({ write: () => undefined }, 'silent');

/**
 * What a log line may say about an error: its class name (and code), never its message, which
 * may quote the platform's answer, which may quote what was sent.
 */
export function errorName(error: unknown): string {
  return error instanceof Error
    ? `${error.name}${'code' in error ? `:${String(error.code)}` : ''}`
    : typeof error;
}
