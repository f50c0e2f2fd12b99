import { z } from 'zod';
import type { AppInfo, ConnectionStatus } from '../../connection';
import type { CrashDumpsSaved, DiagnosticsSaved, UpdateState } from '../../update';
import { noArgs } from './common';
import type { APP_METHODS } from '../channels/app';
import { lazyArgs } from '../lazy-args';

export const appArgs = lazyArgs({
  'app:get-info': () => noArgs,
  'app:ready-to-close': () => z.object({ token: z.string().min(1).max(100) }).strict(),
  'app:report-unsaved': () => z.object({ unsaved: z.boolean() }).strict(),
  'connection:get-status': () => noArgs,
  'app:save-diagnostics': () => noArgs,
  'app:save-crash-dumps': () => noArgs,
  'app:get-update': () => noArgs,
  'app:restart-to-update': () => noArgs,
} satisfies Record<keyof typeof APP_METHODS, () => z.ZodType>);

export interface AppResults {
  'app:get-info': AppInfo;
  /** `accepted` is false for a token that is not the pending close's (stale, unknown): harmless. */
  'app:ready-to-close': { accepted: boolean };
  /**
   * The window holds edits not yet saved (the pad's debounce) or not: the shell holds an OS
   * shutdown only while something is unsaved.
   */
  'app:report-unsaved': { unsaved: boolean };
  'connection:get-status': ConnectionStatus;
  /** Writes the redacted support bundle (versions, settings without secrets, counts, recent log lines). */
  'app:save-diagnostics': DiagnosticsSaved;
  /** Copies the crash dumps (memory copies: they can hold patient data) to a folder, when asked. */
  'app:save-crash-dumps': CrashDumpsSaved;
  'app:get-update': UpdateState;
  /** Saves, closes and installs the downloaded update; refused while a recording runs. */
  'app:restart-to-update': { restarting: true };
}

export interface AppEvents {
  'connection:status': ConnectionStatus;
  /**
   * The window is closing: save what is still held back (debounced edits), then answer
   * `app:ready-to-close` with this token. The window closes anyway after a short wait.
   */
  'app:closing': { token: string };
  'app:update': UpdateState;
}
