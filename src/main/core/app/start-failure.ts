import { isCoreError } from '../errors';
import { stackFrames } from '../log/stack-frames';

/** The fields a failed start logs: what support can act on, and nothing a message could quote. */
export interface StartFailureLog {
  /** The error's name (`TypeError`, `CoreError`, `Error`...). */
  err: string;
  /** A core error's code, or a system error's (`ENOTDIR`, `EACCES`, `SQLITE_CANTOPEN`...). */
  code?: string;
  /** A system error's number (`-20`) and the call that failed (`mkdir`, `open`). */
  errno?: number;
  syscall?: string;
  /** Where it was thrown: `function (file:line:column)`, the app's files relative to the app. */
  frames: string[];
  /** The name and code of the error it wraps, if any. */
  cause?: { err: string; code?: string };
}

// System and library codes are short upper-case words; anything else is not logged.
const CODE = /^[A-Z][A-Z0-9_]{1,63}$/;
const SYSCALL = /^[a-z][a-z0-9_]{0,39}$/;

function field(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null && key in error
    ? (error as Record<string, unknown>)[key]
    : undefined;
}

function kind(error: unknown): { err: string; code?: string } {
  const code = field(error, 'code');
  return {
    err: error instanceof Error ? error.name : typeof error,
    ...(typeof code === 'string' && CODE.test(code) ? { code } : {}),
  };
}

/**
 * What the shell does with an error thrown while the app starts: the fields it logs (never the
 * error's message or the paths it carries, which may quote a folder or patient data: its name,
 * codes and stack frames) and the sentence the dialog shows before the process ends, naming the
 * log folder when there is one. A core error carries words meant for people (a database from a
 * newer version, a locked database, no keychain); anything else gets a general sentence naming
 * its kind and system code.
 */
export function startFailure(
  error: unknown,
  where: { logDir?: string; appDir?: string } = {},
): { log: StartFailureLog; message: string } {
  const errno = field(error, 'errno');
  const syscall = field(error, 'syscall');
  const cause = field(error, 'cause');
  const log: StartFailureLog = {
    ...kind(error),
    ...(typeof errno === 'number' && Number.isInteger(errno) ? { errno } : {}),
    ...(typeof syscall === 'string' && SYSCALL.test(syscall) ? { syscall } : {}),
    frames: stackFrames(error, where.appDir),
    ...(cause === undefined ? {} : { cause: kind(cause) }),
  };
  const lead = isCoreError(error)
    ? error.message
    : `Clinic Companion could not start (${log.err}${log.code ? ` ${log.code}` : ''}).`;
  const support = where.logDir
    ? `If this happens again, send the log files in ${where.logDir} to your support contact.`
    : 'If this happens again, tell your support contact; no log file could be written.';
  return {
    log,
    message: `${lead} The app will now close; nothing you saved is lost. ${support}`,
  };
}
