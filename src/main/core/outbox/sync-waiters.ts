/** The sync loop's waiters: callers waiting for the loop to go idle or for a row's next attempt. */
import type { OutboxRow } from './outbox-row';

export interface SyncWaiters {
  /** Resolves at the next `wakeIdle`. */
  idle(): Promise<void>;
  wakeIdle(): void;
  /** Resolves with `read()` once the row's attempt ends (`attemptEnded`), or after `ms`. */
  attempt(
    id: number,
    ms: number,
    read: () => OutboxRow | undefined,
  ): Promise<OutboxRow | undefined>;
  attemptEnded(id: number): void;
  /** Wakes every attempt waiter. */
  wakeAllAttempts(): void;
}

export function createSyncWaiters(): SyncWaiters {
  const idleWaiters: (() => void)[] = [];
  const attemptWaiters = new Map<number, Set<() => void>>();
  return {
    idle: () => new Promise<void>((resolve) => idleWaiters.push(resolve)),
    wakeIdle() {
      for (const wake of idleWaiters.splice(0)) wake();
    },
    attempt(id, ms, read) {
      return new Promise((resolve) => {
        const done = (): void => {
          clearTimeout(timer);
          attemptWaiters.get(id)?.delete(done);
          resolve(read());
        };
        const timer = setTimeout(done, ms);
        timer.unref();
        const waiters = attemptWaiters.get(id) ?? new Set();
        waiters.add(done);
        attemptWaiters.set(id, waiters);
      });
    },
    attemptEnded(id) {
      const waiters = attemptWaiters.get(id);
      if (!waiters) return;
      attemptWaiters.delete(id);
      for (const wake of waiters) wake();
    },
    wakeAllAttempts() {
      for (const waiters of attemptWaiters.values()) for (const wake of waiters) wake();
    },
  };
}
