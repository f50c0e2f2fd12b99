import { randomUUID } from 'node:crypto';
import type { Logger } from '../log/logger';

/** How long a window close waits for the renderer to save what it still holds. */
export const DEFAULT_CLOSE_WAIT_MS = 3_000;

/**
 * How a close request ended: the renderer answered, it did not answer in time, or nobody was
 * listening to core events at all (no window to ask), so there was nothing to wait for.
 */
export type CloseOutcome = 'flushed' | 'timed-out' | 'no-listener';

export interface CloseCoordinator {
  /**
   * Emits `app:closing` with a fresh token and resolves when the renderer answers with it, or after
   * `timeoutMs`. Never rejects. Calls made while one is waiting share that wait.
   */
  requestClose(options?: { timeoutMs?: number }): Promise<CloseOutcome>;
  /** The renderer's answer. A token other than the pending one changes nothing. */
  readyToClose(token: string): { accepted: boolean };
  /** Ends a pending wait (the core is closing) and clears its timer. */
  dispose(): void;
}

interface Pending {
  token: string;
  promise: Promise<CloseOutcome>;
  settle: (outcome: CloseOutcome) => void;
}

/** The core's half of the "save before the window closes" handshake. Plain Node, no Electron. */
export function createCloseCoordinator(deps: {
  /** Whether anyone (the shell's window bridge, a test) is subscribed to core events. */
  hasListeners: () => boolean;
  emitClosing: (token: string) => void;
  logger: Logger;
  newToken?: () => string;
}): CloseCoordinator {
  const newToken = deps.newToken ?? randomUUID;
  let pending: Pending | undefined;

  return {
    requestClose({ timeoutMs = DEFAULT_CLOSE_WAIT_MS } = {}) {
      if (pending) return pending.promise;
      if (!deps.hasListeners()) return Promise.resolve('no-listener');

      const token = newToken();
      let resolve!: (outcome: CloseOutcome) => void;
      const promise = new Promise<CloseOutcome>((done) => {
        resolve = done;
      });
      const settle = (outcome: CloseOutcome): void => {
        if (pending?.token !== token) return;
        pending = undefined;
        clearTimeout(timer);
        if (outcome === 'flushed') deps.logger.info('window close: flushed');
        if (outcome === 'timed-out') deps.logger.warn('window close: timed out');
        resolve(outcome);
      };
      const timer = setTimeout(() => settle('timed-out'), timeoutMs);
      pending = { token, promise, settle };
      try {
        deps.emitClosing(token);
      } catch {
        // A listener that throws is one that will not answer: the timer ends the wait.
      }
      return promise;
    },

    readyToClose(token) {
      if (!pending || pending.token !== token) return { accepted: false };
      pending.settle('flushed');
      return { accepted: true };
    },

    dispose() {
      pending?.settle('no-listener');
    },
  };
}
