import { isCoreError } from '../errors';

/**
 * What the shell does with an error thrown while the app starts: the fields it logs (the error's
 * name and code, never its message, which may quote a path or patient data) and the sentence the
 * dialog shows before the process ends. A core error carries words meant for people (a database
 * from a newer version, a locked database, no keychain); anything else gets a general sentence.
 */
export function startFailure(error: unknown): {
  log: { err: string; code?: string };
  message: string;
} {
  const code = isCoreError(error) ? error.code : undefined;
  const name = error instanceof Error ? error.name : typeof error;
  const lead = isCoreError(error) ? error.message : `Clinic Companion could not start (${name}).`;
  return {
    log: { err: name, ...(code ? { code } : {}) },
    message: `${lead} The app will now close; nothing you saved is lost. If this happens again, send the log file to your support contact.`,
  };
}
