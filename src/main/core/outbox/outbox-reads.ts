import type { ErrorText } from './error-text';
import type { Db } from '../db/connection';
import type { OutboxCounts, OutboxRow, OutboxState } from './outbox-row';

/** The columns of an outbox row as stored. */
export interface StoredRow {
  id: number;
  idempotency_key: string;
  operation: string;
  payload: string | null;
  payload_file: string | null;
  ordering_key: string;
  account: string;
  state: OutboxState;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  result: string | null;
  created_at: number;
  updated_at: number;
  completed_at: number | null;
  depends_on: number | null;
}

export interface OutboxLogEntry {
  at: number;
  event: string;
  detail: string | undefined;
}

/** Where one change stands, as a feature shows it beside its own record. */
export interface OutboxDelivery {
  state: OutboxState;
  attempts: number;
  lastError: string | undefined;
}

/**
 * What features may know of their changes' rows: they keep the row's id (or ordering key) with
 * their own record and ask here, never reading the outbox table themselves.
 */
export interface OutboxDeliveries {
  /** The rows' delivery states by id; ids no longer in the table (pruned) are absent. */
  deliveries(ids: readonly number[]): Map<number, OutboxDelivery>;
  /** The first row of an ordering key the platform refused or that cannot be sent. */
  firstStuck(
    orderingKey: string,
  ): { id: number; state: OutboxState; lastError: string | undefined } | undefined;
}

/** The outbox's reads: rows, counts and log as the sync loop and the Sync screen need them. */
export interface OutboxReads extends OutboxDeliveries {
  get(id: number): OutboxRow | undefined;
  byIdempotencyKey(key: string): OutboxRow | undefined;
  /**
   * How many of the row's latest attempts in a row ended with `event` (counted from the log, so
   * it survives restarts, and a user retry or any other outcome starts it again).
   */
  consecutive(id: number, event: string): number;
  /** Every row not settled (pending, in flight, rejected, dead), oldest first. */
  open(): OutboxRow[];
  /**
   * The open rows of these operations only, oldest first: a feature showing its own waiting
   * changes need not read (and parse) a week of every feature's changes.
   */
  openOf(operations: readonly string[]): OutboxRow[];
  counts(): OutboxCounts;
  log(id: number): OutboxLogEntry[];
}

export function rowOf(row: StoredRow, errorText: ErrorText): OutboxRow {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    operation: row.operation,
    payload: row.payload ?? undefined,
    payloadFile: row.payload_file ?? undefined,
    orderingKey: row.ordering_key,
    account: row.account,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: errorText.open(row.last_error),
    result: row.result ?? undefined,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at ?? undefined,
    dependsOn: row.depends_on ?? undefined,
  };
}

/** The open rows, oldest first (served by the partial index of migration 0015). */
export const OPEN_ROWS_SQL =
  "SELECT * FROM outbox WHERE state NOT IN ('done', 'discarded') ORDER BY id";

/**
 * Counts of the open rows by state by scanning them (a covering partial index of migration 0015):
 * what `counts()` did before migration 0016's totals; kept as the reference its tests compare to.
 */
export const COUNT_OPEN_STATES_SQL = `SELECT state, count(*) AS n, min(created_at) AS oldest,
     min(next_attempt_at) AS due
   FROM outbox WHERE state NOT IN ('done', 'discarded') GROUP BY state`;

/** The number of rows in each state, kept by triggers (migration 0016): six rows, read in O(1). */
export const TOTALS_SQL = 'SELECT state, n FROM outbox_totals';

/** The oldest open row of a state: a minimum of the index `outbox_open_by_state`. */
export const OLDEST_SQL = `SELECT min(created_at) AS oldest FROM outbox
   WHERE state = ? AND state NOT IN ('done', 'discarded')`;

/** The earliest retry time among pending rows: a minimum of the index `outbox_pending_due`. */
export const EARLIEST_DUE_SQL =
  "SELECT min(next_attempt_at) AS due FROM outbox WHERE state = 'pending'";

export function createOutboxReads(db: Db, errorText: ErrorText): OutboxReads {
  const toRow = (row: StoredRow): OutboxRow => rowOf(row, errorText);
  const byId = db.prepare<[number], StoredRow>('SELECT * FROM outbox WHERE id = ?');
  const byKey = db.prepare<[string], StoredRow>('SELECT * FROM outbox WHERE idempotency_key = ?');
  const recentEvents = db.prepare<[number], { event: string }>(
    'SELECT event FROM outbox_log WHERE outbox_id = ? ORDER BY id DESC LIMIT 200',
  );
  const readLog = db.prepare<[number], { at: number; event: string; detail: string | null }>(
    'SELECT at, event, detail FROM outbox_log WHERE outbox_id = ? ORDER BY id',
  );
  const openRows = db.prepare<[], StoredRow>(OPEN_ROWS_SQL);
  const openRowsOf = db.prepare<[string], StoredRow>(
    `SELECT * FROM outbox WHERE state NOT IN ('done', 'discarded')
       AND operation IN (SELECT value FROM json_each(?)) ORDER BY id`,
  );
  const totals = db.prepare<[], { state: OutboxState; n: number }>(TOTALS_SQL);
  const oldestOf = db.prepare<[OutboxState], { oldest: number | null }>(OLDEST_SQL);
  const earliestDue = db.prepare<[], { due: number | null }>(EARLIEST_DUE_SQL);
  const stuck = db.prepare<[string], { id: number; state: OutboxState; last_error: string | null }>(
    `SELECT id, state, last_error FROM outbox WHERE ordering_key = ? AND state IN ('rejected', 'dead')
     ORDER BY id LIMIT 1`,
  );
  const states = db.prepare<
    [string],
    { id: number; state: OutboxState; attempts: number; last_error: string | null }
  >(
    'SELECT id, state, attempts, last_error FROM outbox WHERE id IN (SELECT value FROM json_each(?))',
  );

  return {
    get(id) {
      const row = byId.get(id);
      return row ? toRow(row) : undefined;
    },
    byIdempotencyKey(key) {
      const row = byKey.get(key);
      return row ? toRow(row) : undefined;
    },
    consecutive(id, event) {
      let count = 0;
      for (const entry of recentEvents.all(id)) {
        if (entry.event === 'attempt') continue;
        if (entry.event !== event) break;
        count += 1;
      }
      return count;
    },
    open: () => openRows.all().map(toRow),
    openOf: (operations) => openRowsOf.all(JSON.stringify(operations)).map(toRow),
    counts() {
      const counts: OutboxCounts = {
        pending: 0,
        inFlight: 0,
        rejected: 0,
        dead: 0,
        oldestWaitingSince: undefined,
        nextAttemptAt: undefined,
      };
      // O(1) and O(log n): the totals kept by migration 0016's triggers, and two index minimums.
      for (const { state, n } of totals.all()) {
        if (state === 'in_flight') counts.inFlight = n;
        else if (state === 'pending' || state === 'rejected' || state === 'dead') counts[state] = n;
      }
      if (counts.pending > 0) counts.nextAttemptAt = earliestDue.get()?.due ?? undefined;
      for (const state of ['pending', 'in_flight'] as const) {
        if ((state === 'pending' ? counts.pending : counts.inFlight) === 0) continue;
        const oldest = oldestOf.get(state)?.oldest;
        if (oldest === null || oldest === undefined) continue;
        counts.oldestWaitingSince = Math.min(counts.oldestWaitingSince ?? oldest, oldest);
      }
      return counts;
    },
    log(id) {
      return readLog.all(id).map((entry) => ({
        at: entry.at,
        event: entry.event,
        detail: errorText.open(entry.detail),
      }));
    },
    deliveries(ids) {
      const found = new Map<number, OutboxDelivery>();
      if (ids.length === 0) return found;
      // One bound parameter however many ids: the list travels as JSON.
      for (const row of states.all(JSON.stringify(ids))) {
        found.set(row.id, {
          state: row.state,
          attempts: row.attempts,
          lastError: errorText.open(row.last_error),
        });
      }
      return found;
    },
    firstStuck(orderingKey) {
      const row = stuck.get(orderingKey);
      return row
        ? { id: row.id, state: row.state, lastError: errorText.open(row.last_error) }
        : undefined;
    },
  };
}
