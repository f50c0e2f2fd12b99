/** The sync loop's status view, and its throttled emission to listeners. */
import type { SyncStatus } from '../../../shared/sync';
import type { Clock } from '../clock';
import type { ConnectionMonitor } from '../connection/connection-monitor';
import { errorName, type Logger } from '../log/logger';
import type { OutboxRepository } from './outbox-repository';

/** Where the loop itself stands, as the status view needs it. */
export interface LoopState {
  stopped: boolean;
  running: boolean;
  progress: { done: number } | undefined;
  lastRunAt: number | undefined;
}

const iso = (ms: number | undefined): string | undefined =>
  ms === undefined ? undefined : new Date(ms).toISOString();

export function readSyncStatus(
  deps: { outbox: OutboxRepository; connection: ConnectionMonitor; clock: Clock },
  loop: LoopState,
): SyncStatus {
  const { outbox, connection, clock } = deps;
  const { running, progress, lastRunAt } = loop;
  if (loop.stopped) return { state: 'idle', waiting: 0, rejected: 0, dead: 0 };
  const counts = outbox.counts();
  const waiting = counts.pending + counts.inFlight;
  const offline = ['offline', 'signed_out'].includes(connection.status().state);
  const state: SyncStatus['state'] =
    running && waiting > 0 && !offline ? 'syncing' : waiting > 0 && offline ? 'paused' : 'idle';
  const view: SyncStatus = { state, waiting, rejected: counts.rejected, dead: counts.dead };
  const oldest = iso(counts.oldestWaitingSince);
  if (oldest) view.oldestWaitingSince = oldest;
  if (progress && running) view.progress = { done: progress.done, total: progress.done + waiting };
  const lastRun = iso(lastRunAt);
  if (lastRun) view.lastRunAt = lastRun;
  const next = iso(counts.nextAttemptAt);
  if (next && counts.nextAttemptAt! > clock.now()) view.nextAttemptAt = next;
  return view;
}

export interface StatusEmitter {
  /** Sends the status to the listeners now. */
  emitNow: () => void;
  /** Throttled: a drain of thousands of rows must not flood the renderer with events. */
  emit: () => void;
  onStatus(listener: (status: SyncStatus) => void): () => void;
  /** Clears the pending emission timer. */
  clearTimer(): void;
  /** Forgets every listener. */
  clearListeners(): void;
}

export function createStatusEmitter(deps: {
  status: () => SyncStatus;
  isStopped: () => boolean;
  throttleMs: number;
  logger: Logger;
}): StatusEmitter {
  const { status, isStopped, logger } = deps;
  let statusTimer: NodeJS.Timeout | undefined;
  let lastStatusAt = 0;
  const listeners = new Set<(status: SyncStatus) => void>();

  function emitNow(): void {
    if (statusTimer) clearTimeout(statusTimer);
    statusTimer = undefined;
    lastStatusAt = Date.now();
    if (listeners.size === 0 || isStopped()) return;
    let current: SyncStatus;
    try {
      current = status();
    } catch (error) {
      logger.warn({ err: errorName(error) }, 'sync status could not be read');
      return;
    }
    for (const listener of listeners) listener(current);
  }

  function emit(): void {
    if (statusTimer || isStopped()) return;
    const wait = deps.throttleMs - (Date.now() - lastStatusAt);
    if (wait <= 0) emitNow();
    else statusTimer = setTimeout(emitNow, wait);
  }

  return {
    emitNow,
    emit,
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clearTimer() {
      if (statusTimer) clearTimeout(statusTimer);
    },
    clearListeners() {
      listeners.clear();
    },
  };
}
