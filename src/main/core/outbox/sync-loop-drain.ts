/**
 * One run of the sync loop: sends ready rows, `concurrency` ordering keys at a time, and records
 * accepted changes in groups (several "done" plus the next claims per transaction and fsync).
 */
import type { Backend } from '../backend';
import type { Clock } from '../clock';
import type { ConnectionMonitor } from '../connection/connection-monitor';
import { errorName, type Logger } from '../log/logger';
import { settleFailure } from './attempt-failure';
import type { BackoffPolicy } from './backoff';
import { readPayload, type OperationRegistry, type OutboxOperation } from './operations';
import type { OutboxRepository } from './outbox-repository';
import type { OutboxRow } from './outbox-row';
import { openGroup } from './drain-group';
import {
  afterAttempt,
  afterClaim,
  afterCommitFailure,
  afterStop,
  isClaiming,
  type DrainState,
} from './drain-state';

export interface DrainOptions {
  concurrency: number;
  settleGroupMax: number;
  settleGroupMs: number;
  random: () => number;
  backoff: BackoffPolicy;
  maxUnreadableAnswers: number;
}

export interface DrainDeps {
  outbox: OutboxRepository;
  operations: OperationRegistry;
  connection: ConnectionMonitor;
  clock: Clock;
  logger: Logger;
  options: DrainOptions;
  /** Aborted by `stop()`; each open request registers its own here. */
  controllers: Set<AbortController>;
  isStopped: () => boolean;
  /** Rows settled for good in this run (shown as the run's progress). */
  progress: { done: number };
  /** A row's attempt is over and its outcome is on disk: wake its waiters, push a status. */
  attemptEnded: (id: number) => void;
}

/** A change the platform accepted, not yet recorded: nobody is told before its group commits. */
interface Accepted {
  row: OutboxRow;
  operation: OutboxOperation<unknown>;
  payload: unknown;
  result: unknown;
  /** False for a refusal meaning "already in effect": done, but there is no answer to apply. */
  confirm: boolean;
}

type Outcome = { kind: 'accepted'; accepted: Accepted } | { kind: 'go-on' } | { kind: 'halt' };

/**
 * How the grouping keeps "exactly once, nothing lost":
 * - Rows are claimed (marked in flight) before they are sent, up to `concurrency + 2 ×
 *   settleGroupMax` ahead, always heads of distinct ordering keys whose earlier rows and dependencies are done:
 *   the next row of a key becomes claimable only in the transaction that records its
 *   predecessor done, so the outbox's ordering and dependency rules are those of `ready`.
 * - An accepted change is held in memory until its group commits. A crash before that leaves the
 *   row in flight; the next run recovers it and sends it again under the same idempotency key,
 *   and the platform answers with the change it already applied: re-sent, never lost, applied once.
 * - A failed group commit leaves the rows in flight too: the run stops claiming, tries the group
 *   once more at its end, and otherwise the next run re-sends them the same way.
 * - Nothing hears "done" (listeners, waiters, `confirmed`, progress) before the commit returns,
 *   and the commit is at `synchronous=FULL` (see `durableCommit` in outbox-claims.ts).
 * - Rows claimed ahead and never sent (the run halted or stopped) are unclaimed at its end.
 *
 * The run is a small state machine (drain-state.ts): each pass fills the free send slots, then
 * commits the group or claims more rows if due, else waits for an attempt or the group's timer,
 * and ends when nothing is open; `finish` then commits what is left and unclaims what was not sent.
 */
export async function drainOnce(deps: DrainDeps, backend: Backend): Promise<void> {
  const run = createRun(deps, backend);
  try {
    for (;;) {
      const next = run.step();
      if (next === 'end') break;
      if (next !== 'again') await next;
    }
  } finally {
    await run.finish();
  }
}

/** One run's state and its transitions; `step` does one pass of the loop. */
function createRun(deps: DrainDeps, backend: Backend) {
  const { outbox, logger, options } = deps;
  // Claimed rows (sent or queued) this run keeps: a full group can commit while another group's
  // worth is still queued, so the `concurrency` slots never wait for the commit.
  const window = options.concurrency + 2 * options.settleGroupMax;
  const queue: OutboxRow[] = [];
  const group = openGroup<Accepted>(options.settleGroupMax, options.settleGroupMs);
  const active = new Set<Promise<void>>();
  let state: DrainState = 'claiming';

  /** Records the group done and claims up to `limit` more rows, in one durable transaction. */
  function commit(limit: number): void {
    const entries = group.entries();
    let claimed: OutboxRow[];
    let settled: number[] = [];
    try {
      if (entries.length > 0) {
        // An answer of `null` is kept as no result, as `markDone` keeps it.
        const sent = entries.map((entry) => ({
          id: entry.row.id,
          result: entry.result ?? undefined,
        }));
        ({ settled, claimed } = outbox.settleAndClaim(sent, limit, backend.accountKey));
      } else {
        claimed = outbox.claimReady(limit, backend.accountKey);
      }
    } catch (error) {
      // The database is busy or failing: stop claiming; the accepted rows stay in flight, are
      // tried once more at the end of the run, else re-sent (idempotently) by the next run.
      state = afterCommitFailure();
      logger.error(
        { err: errorName(error), rows: entries.length },
        entries.length > 0 ? 'outbox bookkeeping failed' : 'outbox claim failed',
      );
      return;
    }
    group.committed(entries.length);
    queue.push(...claimed);
    state = afterClaim(state, claimed.length, limit);
    announceSettled(entries, new Set(settled));
  }

  /** The group is on disk: now its changes count as sent (those the settle found in flight). */
  function announceSettled(entries: readonly Accepted[], settled: ReadonlySet<number>): void {
    for (const entry of entries) {
      if (settled.has(entry.row.id)) {
        deps.progress.done += 1;
        try {
          if (entry.confirm) entry.operation.confirmed?.(entry.payload, entry.result, backend);
        } catch (error) {
          logger.warn(
            { outboxId: entry.row.id, err: errorName(error) },
            'local update after sync failed',
          );
        }
      }
      deps.attemptEnded(entry.row.id);
    }
  }

  /** Sends `row`; its outcome joins the group or moves the state. */
  function send(row: OutboxRow): void {
    const task: Promise<void> = attempt(deps, row, backend)
      .then((outcome) => {
        if (outcome.kind === 'accepted') {
          group.add(outcome.accepted);
          return;
        }
        state = afterAttempt(state, outcome.kind === 'halt');
        deps.attemptEnded(row.id);
      })
      .catch((error: unknown) => {
        // A database failure while recording a failed attempt: the row stays in flight and is
        // recovered by the next run; the change is not lost.
        state = afterAttempt(state, true);
        logger.error({ outboxId: row.id, err: errorName(error) }, 'outbox bookkeeping failed');
        deps.attemptEnded(row.id);
      })
      .finally(() => active.delete(task));
    active.add(task);
  }

  /** One pass: 'again' after a commit, a promise to wait for, or 'end' when nothing is open. */
  function step(): 'again' | 'end' | Promise<unknown> {
    if (deps.isStopped()) state = afterStop(state);
    const claiming = isClaiming(state);
    while (claiming && active.size < options.concurrency && queue.length > 0) {
      send(queue.shift() as OutboxRow);
    }
    const idle = active.size < options.concurrency && queue.length === 0;
    const groupDue = state !== 'commit-failed' && group.due(idle);
    const wantRows = idle && (state === 'claiming' || (state === 'exhausted' && group.size > 0));
    if (groupDue || wantRows) {
      commit(claiming ? window - active.size - queue.length : 0);
      return 'again';
    }
    if (active.size === 0) return 'end';
    const wake: Promise<unknown>[] = [...active];
    const timer = group.waiting();
    if (timer && state !== 'commit-failed') wake.push(timer);
    return Promise.race(wake);
  }

  /** The run's end, whatever stopped it. */
  async function finish(): Promise<void> {
    // Never settle while a request of this run is still open: the next run's recovery would
    // otherwise send it a second time at once, and close() would shut the database under it.
    await Promise.allSettled(active);
    if (group.size > 0) {
      const left = group.entries();
      commit(0);
      // Still failing: the rows stay in flight and the next run re-sends them (same key).
      if (group.size > 0) for (const entry of left) deps.attemptEnded(entry.row.id);
    }
    group.close();
    if (queue.length > 0) {
      const unsent = queue.splice(0).map((row) => row.id);
      try {
        outbox.unclaim(unsent);
      } catch (error) {
        logger.error({ err: errorName(error) }, 'outbox unclaim failed');
      }
      for (const id of unsent) deps.attemptEnded(id);
    }
  }

  return { step, finish };
}

/** Why a change saved by another version of the app is set aside, in the user's words. */
export const UNKNOWN_OPERATION_TEXT =
  'This version of the app does not know how to send it: update the app, or discard it.';

/** Sends one row; an accepted change is returned for the group, a failure recorded at once. */
async function attempt(deps: DrainDeps, row: OutboxRow, backend: Backend): Promise<Outcome> {
  const { outbox, operations, connection, logger } = deps;
  const operation = operations.get(row.operation);
  if (!operation) {
    // The screen's words name no internal operation; the log keeps it for support.
    outbox.markDead(row.id, UNKNOWN_OPERATION_TEXT);
    logger.warn(
      { outboxId: row.id, operation: row.operation },
      'outbox row of an unknown operation',
    );
    return { kind: 'go-on' };
  }
  const read = readPayload(operation, row.payload);
  if (!read.ok) {
    outbox.markDead(row.id, read.reason);
    logger.warn({ outboxId: row.id, operation: row.operation }, 'outbox row failed validation');
    return { kind: 'go-on' };
  }
  const controller = new AbortController();
  deps.controllers.add(controller);
  try {
    const result = await operation.send(read.payload, {
      backend,
      idempotencyKey: row.idempotencyKey,
      signal: controller.signal,
    });
    connection.reportSuccess();
    return {
      kind: 'accepted',
      accepted: { row, operation, payload: read.payload, result, confirm: true },
    };
  } catch (error) {
    if (controller.signal.aborted) {
      outbox.release(row.id);
      return { kind: 'halt' };
    }
    connection.reportFailure(error);
    if (operation.alreadyApplied?.(error)) {
      return {
        kind: 'accepted',
        accepted: { row, operation, payload: read.payload, result: undefined, confirm: false },
      };
    }
    const verdict = settleFailure(deps, row, error, deps.progress);
    return { kind: verdict === 'halt' ? 'halt' : 'go-on' };
  } finally {
    deps.controllers.delete(controller);
  }
}
