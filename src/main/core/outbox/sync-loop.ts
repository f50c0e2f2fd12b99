import type { SyncStatus } from '../../../shared/sync';
import type { Backend } from '../backend';
import type { Clock } from '../clock';
import type { ConnectionMonitor } from '../connection/connection-monitor';
import { errorName, type Logger } from '../log/logger';
import { DEFAULT_BACKOFF, retryDelay, type BackoffPolicy } from './backoff';
import { judgeFailure } from './failure-policy';
import { readPayload, type OperationRegistry } from './operations';
import type { OutboxRepository } from './outbox-repository';
import type { OutboxRow } from './outbox-row';

export interface SyncLoopOptions {
  /** Ordering keys sent in parallel (rows of one key always go one at a time). */
  concurrency?: number;
  /** A burst of local changes starts one run, this long after the last of them. */
  debounceMs?: number;
  /** The longest the loop sleeps while rows wait, even without any other trigger. */
  intervalMs?: number;
  backoff?: BackoffPolicy;
  /** Unreadable 2xx answers to one row before it is set aside for the user. */
  maxUnreadableAnswers?: number;
  /** Done and discarded rows are kept this long for audits, then pruned. */
  auditPeriodMs?: number;
  /** Status events are sent at most this often during a run (the last one always goes out). */
  statusThrottleMs?: number;
  random?: () => number;
}

/** The loop never re-arms its timer sooner than this, whatever the rows say. */
const MIN_WAKE_MS = 25;

export const SYNC_DEFAULTS = {
  concurrency: 4,
  debounceMs: 150,
  intervalMs: 30_000,
  maxUnreadableAnswers: 5,
  auditPeriodMs: 30 * 24 * 60 * 60_000,
  statusThrottleMs: 100,
} as const;

export interface SyncLoop {
  /** Recovers rows a crash left in flight, prunes old rows, and runs. */
  start(): void;
  /** A local change or a reconnect: run soon (debounced). */
  kick(): void;
  /** Runs now (or right after the running pass) and resolves when the loop is idle again. */
  runNow(): Promise<void>;
  /** Resolves with the row once its next attempt has ended, or after `ms` with the row as it is. */
  waitForAttempt(id: number, ms: number): Promise<OutboxRow | undefined>;
  status(): SyncStatus;
  onStatus(listener: (status: SyncStatus) => void): () => void;
  /**
   * Stops for good: timers cleared, requests in flight aborted and their rows put back to pending
   * (the idempotency key makes the resend after restart safe). Resolves once nothing touches the
   * database any more.
   */
  stop(): Promise<void>;
}

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
  let statusTimer: NodeJS.Timeout | undefined;
  let lastStatusAt = 0;
  let lastRunAt: number | undefined;
  let lastPruneAt = 0;
  let progress: { done: number } | undefined;
  /** The account of the last run: which rows the wake timer should care about. */
  let account: string | undefined;
  const controllers = new Set<AbortController>();
  const idleWaiters: (() => void)[] = [];
  const attemptWaiters = new Map<number, Set<() => void>>();
  const listeners = new Set<(status: SyncStatus) => void>();

  const iso = (ms: number | undefined): string | undefined =>
    ms === undefined ? undefined : new Date(ms).toISOString();

  function status(): SyncStatus {
    if (stopped) return { state: 'idle', waiting: 0, rejected: 0, dead: 0 };
    const counts = outbox.counts();
    const waiting = counts.pending + counts.inFlight;
    const offline = ['offline', 'signed_out'].includes(connection.status().state);
    const state: SyncStatus['state'] =
      running && waiting > 0 && !offline ? 'syncing' : waiting > 0 && offline ? 'paused' : 'idle';
    const view: SyncStatus = { state, waiting, rejected: counts.rejected, dead: counts.dead };
    const oldest = iso(counts.oldestWaitingSince);
    if (oldest) view.oldestWaitingSince = oldest;
    if (progress && running)
      view.progress = { done: progress.done, total: progress.done + waiting };
    const lastRun = iso(lastRunAt);
    if (lastRun) view.lastRunAt = lastRun;
    const next = iso(counts.nextAttemptAt);
    if (next && counts.nextAttemptAt! > clock.now()) view.nextAttemptAt = next;
    return view;
  }

  function emitNow(): void {
    if (statusTimer) clearTimeout(statusTimer);
    statusTimer = undefined;
    lastStatusAt = Date.now();
    if (listeners.size === 0 || stopped) return;
    let current: SyncStatus;
    try {
      current = status();
    } catch (error) {
      logger.warn({ err: errorName(error) }, 'sync status could not be read');
      return;
    }
    for (const listener of listeners) listener(current);
  }

  /** Throttled: a drain of thousands of rows must not flood the renderer with events. */
  function emit(): void {
    if (statusTimer || stopped) return;
    const wait = options.statusThrottleMs - (Date.now() - lastStatusAt);
    if (wait <= 0) emitNow();
    else statusTimer = setTimeout(emitNow, wait);
  }

  function notifyAttempt(id: number): void {
    const waiters = attemptWaiters.get(id);
    if (!waiters) return;
    attemptWaiters.delete(id);
    for (const wake of waiters) wake();
  }

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
      return settleFailure(row, error);
    } finally {
      controllers.delete(controller);
    }
  }

  function settleFailure(row: OutboxRow, error: unknown): 'go-on' | 'halt' {
    const verdict = judgeFailure(error);
    const later = (retryAfterMs?: number): number =>
      clock.now() + retryDelay(row.attempts, options.random, options.backoff, retryAfterMs);
    logger.info(
      { outboxId: row.id, operation: row.operation, attempts: row.attempts, verdict: verdict.kind },
      'outbox attempt failed',
    );
    switch (verdict.kind) {
      case 'retry':
        outbox.markRetry(row.id, later(verdict.retryAfterMs), verdict.error);
        return verdict.unreachable ? 'halt' : 'go-on';
      case 'signed-out':
        outbox.markRetry(row.id, later(), verdict.error);
        return 'halt';
      case 'unreadable': {
        const inARow = outbox.consecutive(row.id, 'unreadable') + 1;
        if (inARow >= options.maxUnreadableAnswers) {
          outbox.markRejected(
            row.id,
            `the platform's answer could not be read ${inARow} times in a row (is a proxy or captive portal in the way?)`,
            'unreadable',
          );
          if (progress) progress.done += 1;
        } else {
          outbox.markRetry(row.id, later(), verdict.error, 'unreadable');
        }
        return 'go-on';
      }
      case 'reject':
        outbox.markRejected(row.id, verdict.reason);
        if (progress) progress.done += 1;
        return 'go-on';
      case 'dead':
        outbox.markDead(row.id, verdict.error);
        if (progress) progress.done += 1;
        return 'go-on';
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
              notifyAttempt(row.id);
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
        for (const wake of idleWaiters.splice(0)) wake();
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
      const idle = new Promise<void>((resolve) => idleWaiters.push(resolve));
      if (running) again = true;
      else trigger();
      return idle;
    },
    waitForAttempt(id, ms) {
      if (stopped) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        const done = (): void => {
          clearTimeout(timer);
          attemptWaiters.get(id)?.delete(done);
          resolve(stopped ? undefined : outbox.get(id));
        };
        const timer = setTimeout(done, ms);
        timer.unref();
        const waiters = attemptWaiters.get(id) ?? new Set();
        waiters.add(done);
        attemptWaiters.set(id, waiters);
      });
    },
    status,
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const timer of [debounceTimer, wakeTimer, statusTimer]) if (timer) clearTimeout(timer);
      const inFlight = [...controllers];
      for (const controller of inFlight) controller.abort();
      await running;
      // Rows whose requests were cut short go back to pending now, while the database is open.
      outbox.recoverInFlight();
      for (const waiters of attemptWaiters.values()) for (const wake of waiters) wake();
      for (const wake of idleWaiters.splice(0)) wake();
      listeners.clear();
    },
  };
}
