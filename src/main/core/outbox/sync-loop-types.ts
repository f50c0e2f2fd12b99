/** The sync loop's public shape: its options, their defaults and the `SyncLoop` interface. */
import type { SyncStatus } from '../../../shared/sync';
import type { BackoffPolicy } from './backoff';
import type { OutboxRow } from './outbox-row';

export interface SyncLoopOptions {
  /** Ordering keys sent in parallel (rows of one key always go one at a time). */
  concurrency?: number;
  /** A burst of local changes starts one run, this long after the last of them. */
  debounceMs?: number;
  /** The longest the loop sleeps while rows wait, even without any other trigger. */
  intervalMs?: number;
  backoff?: BackoffPolicy;
  /**
   * Accepted changes recorded as done per transaction (one fsync), with the next claims; rows are
   * claimed up to twice this many ahead of the `concurrency` being sent, so the wire never waits
   * for a commit.
   */
  settleGroupMax?: number;
  /** The longest an accepted change waits for its group to commit before anyone hears of it. */
  settleGroupMs?: number;
  /** Unreadable 2xx answers to one row before it is set aside for the user. */
  maxUnreadableAnswers?: number;
  /** Done and discarded rows are kept this long for audits, then pruned. */
  auditPeriodMs?: number;
  /** Status events are sent at most this often during a run (the last one always goes out). */
  statusThrottleMs?: number;
  random?: () => number;
}

export const SYNC_DEFAULTS = {
  concurrency: 4,
  settleGroupMax: 128,
  settleGroupMs: 100,
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
