/** Electron's reasons a renderer or child process went away. */
export type GoneReason =
  | 'clean-exit'
  | 'abnormal-exit'
  | 'killed'
  | 'crashed'
  | 'oom'
  | 'launch-failed'
  | 'integrity-failure'
  | 'memory-eviction';

export type CrashDecision =
  /** Reload the page: the pad comes back from its last save, and the user is told. */
  | { action: 'reload'; message: string }
  /** It keeps failing: say so and end the app (its data is saved; a restart may help). */
  | { action: 'give-up'; message: string }
  /** Nothing to do (the app is closing, or the page ended on purpose). */
  | { action: 'none' };

export interface CrashPolicyOptions {
  /** Reloads allowed within `windowMs` before the app stops trying. */
  maxReloads?: number;
  windowMs?: number;
  now?: () => number;
}

const RELOADED =
  'The Clinic Companion window stopped unexpectedly and was reopened. Everything saved is back; the last few seconds of typing before it stopped may be missing, so please check the pad. A recording in progress was stopped and keeps what it had saved.';
const GAVE_UP =
  'The Clinic Companion window keeps stopping unexpectedly, so the app will close. Everything saved is kept. Start the app again; if this happens again, use Help > Save diagnostics and send the file to support.';

/**
 * What to do when the window's page process goes away (`render-process-gone`): reload it a few
 * times, telling the user each time, and stop reloading when it keeps dying (a reload loop would
 * hide the problem and make the app unusable).
 */
export function createCrashPolicy(options: CrashPolicyOptions = {}): {
  decide(reason: GoneReason, context: { closing: boolean }): CrashDecision;
} {
  const maxReloads = options.maxReloads ?? 3;
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  const reloads: number[] = [];
  return {
    decide(reason, { closing }) {
      if (closing || reason === 'clean-exit') return { action: 'none' };
      const at = now();
      while (reloads.length > 0 && at - reloads[0]! > windowMs) reloads.shift();
      if (reloads.length >= maxReloads) return { action: 'give-up', message: GAVE_UP };
      reloads.push(at);
      return { action: 'reload', message: RELOADED };
    },
  };
}
