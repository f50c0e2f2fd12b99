import { errorName, type Logger } from '../log/logger';

/** How long closing the core (last writes, the sandbox, open requests) may take before the app goes anyway. */
export const DEFAULT_CORE_CLOSE_MS = 5_000;
/** How long the renderer may take to save what it holds (the pad's debounce, the last audio). */
export const DEFAULT_SAVE_WAIT_MS = 3_000;

/** Why the app is ending: the user quit, or the operating system is ending the session. */
export type ShutdownReason = 'quit' | 'session-end' | 'system-shutdown';

export interface ShutdownOutcome {
  reason: ShutdownReason;
  /** The renderer's save: answered, not in time, nothing to ask, or it failed. */
  saved: 'flushed' | 'timed-out' | 'no-listener' | 'failed';
  /** Closing the core: done, cut off by the time limit, or it failed. */
  closed: 'done' | 'timed-out' | 'failed';
}

export type Bounded<T> = { state: 'done'; value: T } | { state: 'timed-out' } | { state: 'failed' };

/** Waits for `work` at most `ms`; never rejects, and leaves no timer behind. */
export async function withinTime<T>(work: Promise<T>, ms: number): Promise<Bounded<T>> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<{ state: 'timed-out' }>((resolve) => {
    timer = setTimeout(() => resolve({ state: 'timed-out' }), ms);
  });
  try {
    return await Promise.race([
      work.then(
        (value) => ({ state: 'done' as const, value }),
        () => ({ state: 'failed' as const }),
      ),
      limit,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export interface ShutdownDeps {
  /** Asks the renderer to save what it still holds (the core's close handshake). */
  requestSave(): Promise<'flushed' | 'timed-out' | 'no-listener'>;
  closeCore(): Promise<void>;
  logger: Logger;
  saveWaitMs?: number;
  coreCloseMs?: number;
}

/**
 * The one way the app ends, whatever ends it: the user quitting, Windows ending the session
 * (which sends neither `before-quit` nor `will-quit`), or the system shutting down. The renderer
 * saves first, then the core closes, each within its time, so the end is never stuck and never
 * skips the last save. Runs once: later calls share the first.
 */
export function createShutdown(deps: ShutdownDeps): {
  run(reason: ShutdownReason): Promise<ShutdownOutcome>;
  started(): boolean;
} {
  let running: Promise<ShutdownOutcome> | undefined;
  async function go(reason: ShutdownReason): Promise<ShutdownOutcome> {
    const save = await withinTime(
      deps.requestSave(),
      (deps.saveWaitMs ?? DEFAULT_SAVE_WAIT_MS) + 500,
    );
    const saved = save.state === 'done' ? save.value : save.state;
    const close = await withinTime(deps.closeCore(), deps.coreCloseMs ?? DEFAULT_CORE_CLOSE_MS);
    const outcome: ShutdownOutcome = { reason, saved, closed: close.state };
    if (saved === 'flushed' || saved === 'no-listener') {
      if (close.state === 'done') deps.logger.info(outcome, 'the app closed');
      else deps.logger.warn(outcome, 'the app closed before the core finished closing');
    } else {
      deps.logger.warn(outcome, 'the app closed without the window confirming its last save');
    }
    return outcome;
  }
  return {
    run(reason) {
      running ??= go(reason).catch((error: unknown) => {
        deps.logger.error({ err: errorName(error) }, 'closing the app failed');
        return { reason, saved: 'failed', closed: 'failed' } satisfies ShutdownOutcome;
      });
      return running;
    },
    started: () => running !== undefined,
  };
}
