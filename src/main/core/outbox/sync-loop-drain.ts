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
 */
export async function drainOnce(deps: DrainDeps, backend: Backend): Promise<void> {
  const { outbox, logger, options } = deps;
  // Claimed rows (sent or queued) this run keeps: a full group can commit while another group's
  // worth is still queued, so the `concurrency` slots never wait for the commit.
  const window = options.concurrency + 2 * options.settleGroupMax;
  const queue: OutboxRow[] = [];
  const accepted: Accepted[] = [];
  const active = new Set<Promise<void>>();
  let halt = false;
  let commitFailed = false;
  /** The last claim found fewer rows than asked and nothing was settled since. */
  let exhausted = false;
  let groupTimer: GroupTimer | undefined;

  function commit(limit: number): void {
    const group = accepted.slice();
    let claimed: OutboxRow[];
    let settled: number[] = [];
    try {
      if (group.length > 0) {
        const sent = group.map((entry) => ({
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
      halt = true;
      commitFailed = true;
      logger.error(
        { err: errorName(error), rows: group.length },
        group.length > 0 ? 'outbox bookkeeping failed' : 'outbox claim failed',
      );
      return;
    }
    accepted.splice(0, group.length);
    groupTimer?.cancel();
    groupTimer = undefined;
    queue.push(...claimed);
    exhausted = claimed.length < limit;
    afterCommit(group, new Set(settled));
  }

  /** The group is on disk: now its changes count as sent. */
  function afterCommit(group: readonly Accepted[], settled: ReadonlySet<number>): void {
    for (const entry of group) {
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

  function start(row: OutboxRow): void {
    const task: Promise<void> = attempt(deps, row, backend)
      .then((outcome) => {
        if (outcome.kind === 'accepted') {
          accepted.push(outcome.accepted);
          groupTimer ??= timer(options.settleGroupMs);
          return;
        }
        if (outcome.kind === 'halt') halt = true;
        exhausted = false;
        deps.attemptEnded(row.id);
      })
      .catch((error: unknown) => {
        // A database failure while recording a failed attempt: the row stays in flight and is
        // recovered by the next run; the change is not lost.
        halt = true;
        logger.error({ outboxId: row.id, err: errorName(error) }, 'outbox bookkeeping failed');
        deps.attemptEnded(row.id);
      })
      .finally(() => active.delete(task));
    active.add(task);
  }

  try {
    for (;;) {
      const stopped = deps.isStopped();
      while (!halt && !stopped && active.size < options.concurrency && queue.length > 0) {
        start(queue.shift() as OutboxRow);
      }
      const claiming = !halt && !stopped;
      const idleSlots = active.size < options.concurrency && queue.length === 0;
      const groupDue =
        accepted.length > 0 &&
        !commitFailed &&
        (accepted.length >= options.settleGroupMax || idleSlots || groupTimer?.fired === true);
      const wantRows = claiming && idleSlots && (!exhausted || accepted.length > 0);
      if (groupDue || (wantRows && !commitFailed)) {
        commit(claiming ? window - active.size - queue.length : 0);
        continue;
      }
      if (active.size === 0) break;
      const wake: Promise<unknown>[] = [...active];
      if (groupTimer && !commitFailed) wake.push(groupTimer.promise);
      await Promise.race(wake);
    }
  } finally {
    // Never settle while a request of this run is still open: the next run's recovery would
    // otherwise send it a second time at once, and close() would shut the database under it.
    await Promise.allSettled(active);
    if (accepted.length > 0) {
      commitFailed = false;
      commit(0);
      // Still failing: the rows stay in flight and the next run re-sends them (same key).
      for (const entry of accepted) deps.attemptEnded(entry.row.id);
    }
    groupTimer?.cancel();
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
}

interface GroupTimer {
  promise: Promise<void>;
  cancel: () => void;
  fired: boolean;
}

/** Bounds how long an accepted change waits for its group (the user may be waiting on it). */
function timer(ms: number): GroupTimer {
  let wake!: () => void;
  const state: GroupTimer = {
    fired: false,
    promise: new Promise<void>((resolve) => (wake = resolve)),
    cancel: () => {
      clearTimeout(handle);
      wake();
    },
  };
  const handle = setTimeout(() => {
    state.fired = true;
    wake();
  }, ms);
  handle.unref();
  return state;
}

/** Sends one row; an accepted change is returned for the group, a failure recorded at once. */
async function attempt(deps: DrainDeps, row: OutboxRow, backend: Backend): Promise<Outcome> {
  const { outbox, operations, connection, logger } = deps;
  const operation = operations.get(row.operation);
  if (!operation) {
    outbox.markDead(
      row.id,
      `This version of the app does not know how to send "${row.operation}".`,
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
