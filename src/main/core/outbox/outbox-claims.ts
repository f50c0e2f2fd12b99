/**
 * The outbox's claim and grouped settle: handing rows to the sync loop, and recording several
 * sent changes plus the next claims in one transaction (one fsync) while draining.
 */
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import type { OutboxRowEvent } from './outbox-events';
import type { StoredRow } from './outbox-reads';
import type { OutboxRow } from './outbox-row';
import type { OutboxStatements, SettledRow } from './outbox-statements';

/** A change the platform accepted, waiting to be recorded as done. */
export interface SentChange {
  id: number;
  /** What the operation returned, kept as the row's result (JSON). */
  result?: unknown;
}

export interface OutboxClaims {
  /** Marks up to `limit` head rows of distinct ordering keys of `account`, due by now, as in flight. */
  claimReady(limit: number, account: string): OutboxRow[];
  /**
   * Records `sent` as done and then claims up to `limit` ready rows, in ONE transaction committed
   * at `synchronous=FULL` (one fsync for the whole group; see `durableCommit`). Rows freed by the
   * settle (the next row of a key, a row depending on a settled one) can be claimed in the same
   * transaction. Listeners hear of the settled rows only after the commit returned, i.e. once
   * "done" is on disk. `settled` lists the ids whose row was still in flight (now done).
   */
  settleAndClaim(
    sent: readonly SentChange[],
    limit: number,
    account: string,
  ): { settled: number[]; claimed: OutboxRow[] };
  /**
   * Rows claimed ahead of sending and never sent (the run stopped first): back to pending as if
   * never claimed (attempt count and `attempt` log line undone). Returns how many moved.
   */
  unclaim(ids: readonly number[]): number;
}

/** SQLite's `PRAGMA synchronous` levels: 2 is FULL (the WAL is fsynced at every commit). */
const SYNCHRONOUS_FULL = 2;

/**
 * Runs `work` as one IMMEDIATE transaction whose commit is on disk when this returns.
 *
 * Why FULL, and why a group of "done" must be durable before anyone hears of it: the change
 * submitter tells the user "sent", features act on it (`confirmed`: the documents module deletes
 * its sealed copy of the file, the recordings module its audio), and screens read the row's state
 * (a document shows "uploaded" from it). A commit at NORMAL is not fsynced: a power cut can take
 * it back. A lost claim is harmless (the row is pending again and its request goes once more
 * under the same idempotency key, which the platform answers with what it applied the first
 * time), and so would be a lost "done" IF nobody had acted on it. But between a NORMAL commit and
 * a later fsync every read of the database already sees "done" (SQLite shows committed data to
 * the connection at once), so a screen or a feature could act on a state a power cut then
 * forgets. FULL closes that window: SQLite fsyncs the WAL before COMMIT returns, and JavaScript
 * runs nothing else in between, so no read, event or `confirmed` ever sees a "done" that is not on
 * disk. Grouping makes that one fsync per group instead of two per change.
 *
 * The database is opened at FULL; this only guards against a connection left lower. `synchronous`
 * is a per-connection setting SQLite applies when a statement is prepared, so it is set with
 * `db.pragma()` (prepared afresh each time), never a cached statement, and restored in `finally`.
 */
function durableCommit<T>(db: Db, work: () => T): T {
  const level = db.pragma('synchronous', { simple: true }) as number;
  if (level >= SYNCHRONOUS_FULL) return db.transaction(work).immediate();
  db.pragma('synchronous = FULL');
  try {
    return db.transaction(work).immediate();
  } finally {
    db.pragma(`synchronous = ${level}`);
  }
}

export function createOutboxClaims(deps: {
  db: Db;
  clock: Clock;
  maxDelayMs: number;
  statements: OutboxStatements;
  toRow: (row: StoredRow) => OutboxRow;
  /** Tells listeners where the rows stand now (reads them back); called after commit. */
  announce: (ids: readonly number[]) => void;
  events: { hasListeners(): boolean; emit(event: OutboxRowEvent): void };
}): OutboxClaims {
  const { db, clock, maxDelayMs, toRow } = deps;
  const { claimReady, settleGroup, logGroup, unclaim, dropAttempt } = deps.statements;

  /**
   * Inside a transaction: the statements a group costs, whatever its size. `sent` become done
   * (those still in flight), up to `limit` ready rows are claimed, and the log gets a `done`
   * line per settled row and an `attempt` line per claimed row, in ONE insert.
   */
  function settleThenClaim(
    now: number,
    sent: readonly SentChange[],
    limit: number,
    account: string,
  ): { settled: SettledRow[]; claimed: OutboxRow[] } {
    let settled: SettledRow[] = [];
    if (sent.length > 0) {
      const pairs = sent.map((change) => [
        change.id,
        change.result === undefined ? null : JSON.stringify(change.result),
      ]);
      const done = new Map(
        settleGroup.all(now, now, now, JSON.stringify(pairs)).map((row) => [row.id, row]),
      );
      // In the order they were sent (RETURNING has none).
      settled = sent.flatMap((change) => done.get(change.id) ?? []);
    }
    const stored = limit > 0 ? claimReady.all(now, account, now, now + maxDelayMs, limit) : [];
    stored.sort((a, b) => a.id - b.id);
    if (settled.length > 0 || stored.length > 0) {
      const settledIds = JSON.stringify(settled.map((row) => row.id));
      logGroup.run(now, settledIds, now, JSON.stringify(stored.map((row) => row.id)));
    }
    return { settled, claimed: stored.map(toRow) };
  }

  function emitClaimed(claimed: readonly OutboxRow[]): void {
    if (!deps.events.hasListeners()) return;
    for (const row of claimed) {
      deps.events.emit({
        id: row.id,
        operation: row.operation,
        orderingKey: row.orderingKey,
        state: row.state,
      });
    }
  }

  return {
    claimReady(limit, account) {
      const now = clock.now();
      const { claimed } = db
        .transaction(() => settleThenClaim(now, [], limit, account))
        .immediate();
      emitClaimed(claimed);
      return claimed;
    },
    settleAndClaim(sent, limit, account) {
      const now = clock.now();
      const outcome = durableCommit(db, () => settleThenClaim(now, sent, limit, account));
      // Only now, with the commit on disk, may anyone hear that these changes were sent. The
      // settle returned what listeners are told, so no row is read back.
      if (deps.events.hasListeners()) {
        for (const row of outcome.settled) {
          deps.events.emit({
            id: row.id,
            operation: row.operation,
            orderingKey: row.ordering_key,
            state: 'done',
          });
        }
      }
      emitClaimed(outcome.claimed);
      return { settled: outcome.settled.map((row) => row.id), claimed: outcome.claimed };
    },
    unclaim(ids) {
      if (ids.length === 0) return 0;
      const now = clock.now();
      const moved = db.transaction(() => {
        const done: number[] = [];
        for (const id of ids) {
          if (unclaim.run(now, id).changes > 0) {
            dropAttempt.run(id);
            done.push(id);
          }
        }
        return done;
      })();
      deps.announce(moved);
      return moved.length;
    },
  };
}
