/** The sync loop: claims ready outbox rows, sends them, and records each outcome. */
import type { Backend } from '../backend';
import type { Clock } from '../clock';
import type { ConnectionMonitor } from '../connection/connection-monitor';
import { errorName, type Logger } from '../log/logger';
import { DEFAULT_BACKOFF } from './backoff';
import { settleFailure } from './attempt-failure';
import { readPayload, type OperationRegistry } from './operations';
import type { OutboxRepository } from './outbox-repository';
import type { OutboxRow } from './outbox-row';
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

  async function process(row: OutboxRow, backend: Backend): Promise<'go-on' | 'halt'> {
    const operation = operations.get(row.operation);
    if (!operation) {
      outbox.markDead(
        row.id,
        `This version of the app does not know how to send "${row.operation}".`,
      );
      return 'go-on';
    }
    const read = readPayload(operation, row.payload);
    if (!read.ok) {
      outbox.markDead(row.id, read.reason);
      logger.warn({ outboxId: row.id, operation: row.operation }, 'outbox row failed validation');
      return 'go-on';
    }
    const controller = new AbortController();
    controllers.add(controller);
    try {
      const result = await operation.send(read.payload, {
        backend,
        idempotencyKey: row.idempotencyKey,
        signal: controller.signal,
      });
      outbox.markDone(row.id, result ?? undefined);
      connection.reportSuccess();
      if (progress) progress.done += 1;
      try {
        operation.confirmed?.(read.payload, result, backend);
      } catch (error) {
        logger.warn({ outboxId: row.id, err: errorName(error) }, 'local update after sync failed');
      }
      return 'go-on';
    } catch (error) {
      if (controller.signal.aborted) {
        outbox.release(row.id);
        return 'halt';
      }
      connection.reportFailure(error);
      if (operation.alreadyApplied?.(error)) {
        outbox.markDone(row.id);
        if (progress) progress.done += 1;
        return 'go-on';
      }
      return settleFailure({ outbox, clock, logger, options }, row, error, progress);
    } finally {
      controllers.delete(controller);
    }
  }

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
    progress = { done: 0 };
    emit();
    let halt = false;
    const active = new Set<Promise<void>>();
    try {
      while (!stopped) {
        const free = options.concurrency - active.size;
        let claimed: OutboxRow[] = [];
        if (!halt && free > 0) {
          try {
            claimed = outbox.claimReady(free, backend.accountKey);
          } catch (error) {
            // The database is busy or failing: stop claiming, let what is in flight finish.
            halt = true;
            logger.error({ err: errorName(error) }, 'outbox claim failed');
          }
        }
        for (const row of claimed) {
          const task: Promise<void> = process(row, backend)
            .then((outcome) => {
              if (outcome === 'halt') halt = true;
            })
            .catch((error: unknown) => {
              // A database failure while recording the outcome: the row stays in flight and is
              // recovered by the next run; the change is not lost.
              halt = true;
              logger.error(
                { outboxId: row.id, err: errorName(error) },
                'outbox bookkeeping failed',
              );
            })
            .finally(() => {
              active.delete(task);
              waiters.attemptEnded(row.id);
              emit();
            });
          active.add(task);
        }
        if (active.size === 0) break;
        await Promise.race(active);
      }
    } finally {
      // Never settle while a request of this run is still open: the next run's recovery would
      // otherwise send it a second time at once, and close() would shut the database under it.
      await Promise.allSettled(active);
    }
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
