/** The sync loop: when to run (debounce, wake timer, reconnect), its status and its stop. */
import type { Backend } from '../backend';
import type { Clock } from '../clock';
import type { ConnectionMonitor } from '../connection/connection-monitor';
import { errorName, type Logger } from '../log/logger';
import { DEFAULT_BACKOFF } from './backoff';
import type { OperationRegistry } from './operations';
import type { OutboxRepository } from './outbox-repository';
import { drainOnce } from './sync-loop-drain';
import { SYNC_DEFAULTS, type SyncLoop, type SyncLoopOptions } from './sync-loop-types';
import { createStatusEmitter, readSyncStatus } from './sync-status';
import { createSyncWaiters } from './sync-waiters';

/** The loop never re-arms its timer sooner than this, whatever the rows say. */
const MIN_WAKE_MS = 25;

export function createSyncLoop(deps: {
  outbox: OutboxRepository;
  operations: OperationRegistry;
  backend: () => Promise<Backend>;
  connection: ConnectionMonitor;
  clock: Clock;
  logger: Logger;
  options?: SyncLoopOptions;
}): SyncLoop {
  const { outbox, operations, connection, clock, logger } = deps;
  const options = {
    ...SYNC_DEFAULTS,
    backoff: DEFAULT_BACKOFF,
    random: Math.random,
    ...deps.options,
  };

  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let debounceTimer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
  let lastRunAt: number | undefined;
  let lastPruneAt = 0;
  let progress: { done: number } | undefined;
  /** The account of the last run: which rows the wake timer should care about. */
  let account: string | undefined;
  const controllers = new Set<AbortController>();
  const waiters = createSyncWaiters();

  function status() {
    return readSyncStatus(
      { outbox, connection, clock },
      { stopped, running: running !== undefined, progress, lastRunAt },
    );
  }

  const statuses = createStatusEmitter({
    status,
    isStopped: () => stopped,
    throttleMs: options.statusThrottleMs,
    logger,
  });
  const { emit, emitNow } = statuses;

  async function runOnce(): Promise<void> {
    // While the platform is known to be unreachable (or the OS says offline) nothing is sent: the
    // connectivity probe brings the connection back and starts a run.
    if (connection.status().state === 'offline') return;
    const backend = await deps.backend();
    if (stopped) return;
    account = backend.accountKey;
    // Nothing of this process is in flight between runs, so a row still marked so was left by a
    // crash (or a failed write): make it sendable again.
    outbox.recoverInFlight();
    if (clock.now() - lastPruneAt > 60 * 60_000) {
      lastPruneAt = clock.now();
      const pruned = outbox.pruneSettled(clock.now() - options.auditPeriodMs);
      if (pruned > 0) logger.info({ pruned }, 'pruned settled outbox rows');
    }
    const runProgress = { done: 0 };
    progress = runProgress;
    emit();
    await drainOnce(
      {
        outbox,
        operations,
        connection,
        clock,
        logger,
        options,
        controllers,
        isStopped: () => stopped,
        progress: runProgress,
        attemptEnded(id) {
          waiters.attemptEnded(id);
          emit();
        },
      },
      backend,
    );
  }

  function scheduleWake(): void {
    if (wakeTimer) clearTimeout(wakeTimer);
    wakeTimer = undefined;
    if (stopped) return;
    let delay: number = options.intervalMs;
    try {
      // Only rows the next run could send count: rows of another account, or behind a rejected
      // row of their record, would wake the loop for nothing, over and over.
      const next = account === undefined ? undefined : outbox.nextDueAt(account);
      if (next !== undefined && connection.status().state !== 'offline') {
        delay = Math.min(delay, Math.max(MIN_WAKE_MS, next - clock.now()));
      }
    } catch {
      // The database is busy or closed; the interval still brings the loop back.
    }
    wakeTimer = setTimeout(() => {
      wakeTimer = undefined;
      // While the platform is known to be unreachable, the connectivity probe calls `kick` when
      // it returns; sending from the timer would only collect failures.
      if (connection.status().state === 'offline') scheduleWake();
      else trigger();
    }, delay);
    wakeTimer.unref();
  }

  function trigger(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => {
        connection.reportFailure(error);
        logger.warn({ err: errorName(error) }, 'sync run failed');
      })
      .finally(() => {
        running = undefined;
        progress = undefined;
        lastRunAt = clock.now();
        if (again && !stopped) {
          again = false;
          trigger();
          return;
        }
        scheduleWake();
        emitNow();
        waiters.wakeIdle();
      });
  }

  return {
    start() {
      trigger();
    },
    kick() {
      if (stopped) return;
      if (debounceTimer) clearTimeout(debounceTimer);
      debounceTimer = setTimeout(() => {
        debounceTimer = undefined;
        trigger();
      }, options.debounceMs);
      emit();
    },
    runNow() {
      if (stopped) return Promise.resolve();
      const idle = waiters.idle();
      if (running) again = true;
      else trigger();
      return idle;
    },
    waitForAttempt(id, ms) {
      if (stopped) return Promise.resolve(undefined);
      return waiters.attempt(id, ms, () => (stopped ? undefined : outbox.get(id)));
    },
    status,
    onStatus: (listener) => statuses.onStatus(listener),
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const timer of [debounceTimer, wakeTimer]) if (timer) clearTimeout(timer);
      statuses.clearTimer();
      const inFlight = [...controllers];
      for (const controller of inFlight) controller.abort();
      await running;
      // Rows whose requests were cut short go back to pending now, while the database is open.
      outbox.recoverInFlight();
      waiters.wakeAllAttempts();
      waiters.wakeIdle();
      statuses.clearListeners();
    },
  };
}
