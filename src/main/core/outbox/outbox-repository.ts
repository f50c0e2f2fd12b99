import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import type { OutboxCounts, OutboxRow, OutboxState } from './outbox-row';

export interface NewOutboxEntry {
  operation: string;
  orderingKey: string;
  /** Serialised as JSON; give `payloadFile` instead for large bodies already stored on disk. */
  payload?: unknown;
  payloadFile?: string;
}

interface StoredRow {
  id: number;
  idempotency_key: string;
  operation: string;
  payload: string | null;
  payload_file: string | null;
  ordering_key: string;
  state: OutboxState;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  updated_at: number;
  completed_at: number | null;
}

/**
 * The outbox table. `enqueue` joins the caller's transaction when there is one, so a local change
 * and its row commit together. Rows of one ordering key are handed out strictly one at a time, in
 * order: a key whose head row is in flight, waiting for its retry time, rejected or dead yields
 * nothing until that row is done (or retried / discarded by the user). Other keys are unaffected.
 */
export interface OutboxRepository {
  enqueue(entry: NewOutboxEntry): OutboxRow;
  get(id: number): OutboxRow | undefined;
  /** Rows a crash left `in_flight` go back to `pending`; the idempotency key makes the resend safe. */
  recoverInFlight(): number;
  /** Marks up to `limit` head rows of distinct ordering keys, due by `now`, as in flight and returns them. */
  claimReady(limit: number): OutboxRow[];
  markDone(id: number): void;
  markRetry(id: number, nextAttemptAt: number, error: string): void;
  markRejected(id: number, error: string): void;
  markDead(id: number, reason: string): void;
  counts(): OutboxCounts;
  /** Deletes done rows completed before `before` (their log goes with them). */
  pruneDone(before: number): number;
  log(id: number): { at: number; event: string; detail: string | undefined }[];
}

export function createOutboxRepository(db: Db, clock: Clock): OutboxRepository {
  const insert = db.prepare<
    [string, string, string | null, string | null, string, number, number, number]
  >(
    `INSERT INTO outbox (idempotency_key, operation, payload, payload_file, ordering_key, state, next_attempt_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?) RETURNING *`,
  );
  const byId = db.prepare<[number], StoredRow>('SELECT * FROM outbox WHERE id = ?');
  // The head of each key is its lowest id not yet done; it is handed out only when pending and due.
  const ready = db.prepare<[number, number], StoredRow>(
    `SELECT o.* FROM outbox o
     JOIN (SELECT ordering_key, min(id) AS head FROM outbox WHERE state <> 'done' GROUP BY ordering_key) h
       ON o.id = h.head
     WHERE o.state = 'pending' AND o.next_attempt_at <= ?
     ORDER BY o.next_attempt_at, o.id
     LIMIT ?`,
  );
  const setState = db.prepare<[OutboxState, number, string | null, number]>(
    'UPDATE outbox SET state = ?, updated_at = ?, last_error = coalesce(?, last_error) WHERE id = ?',
  );
  const claim = db.prepare<[number, number]>(
    "UPDATE outbox SET state = 'in_flight', attempts = attempts + 1, updated_at = ? WHERE id = ? AND state = 'pending'",
  );
  const done = db.prepare<[number, number, number]>(
    "UPDATE outbox SET state = 'done', updated_at = ?, completed_at = ?, last_error = NULL WHERE id = ?",
  );
  const retry = db.prepare<[number, number, string, number]>(
    "UPDATE outbox SET state = 'pending', next_attempt_at = ?, updated_at = ?, last_error = ? WHERE id = ?",
  );
  const recover = db.prepare<[number]>(
    "UPDATE outbox SET state = 'pending', updated_at = ? WHERE state = 'in_flight'",
  );
  const addLog = db.prepare<[number, number, string, string | null]>(
    'INSERT INTO outbox_log (outbox_id, at, event, detail) VALUES (?, ?, ?, ?)',
  );
  const readLog = db.prepare<[number], { at: number; event: string; detail: string | null }>(
    'SELECT at, event, detail FROM outbox_log WHERE outbox_id = ? ORDER BY id',
  );
  const countStates = db.prepare<[], { state: OutboxState; n: number; oldest: number }>(
    'SELECT state, count(*) AS n, min(created_at) AS oldest FROM outbox GROUP BY state',
  );
  const prune = db.prepare<[number]>(
    "DELETE FROM outbox WHERE state = 'done' AND completed_at < ?",
  );

  const transition = (
    id: number,
    state: OutboxState,
    event: string,
    detail: string | null,
  ): void => {
    const now = clock.now();
    db.transaction(() => {
      setState.run(state, now, detail, id);
      addLog.run(id, now, event, detail);
    })();
  };

  return {
    enqueue(entry) {
      if ((entry.payload === undefined) === (entry.payloadFile === undefined)) {
        throw new Error('An outbox entry needs exactly one of payload and payloadFile.');
      }
      const now = clock.now();
      const payload = entry.payload === undefined ? null : JSON.stringify(entry.payload);
      const stored = insert.get(
        randomUUID(),
        entry.operation,
        payload,
        entry.payloadFile ?? null,
        entry.orderingKey,
        now,
        now,
        now,
      ) as StoredRow;
      return toRow(stored);
    },
    get(id) {
      const row = byId.get(id);
      return row ? toRow(row) : undefined;
    },
    recoverInFlight() {
      return recover.run(clock.now()).changes;
    },
    claimReady(limit) {
      const now = clock.now();
      return db
        .transaction(() => {
          const rows = ready.all(now, limit);
          for (const row of rows) {
            claim.run(now, row.id);
            addLog.run(row.id, now, 'attempt', null);
          }
          return rows.map((row) =>
            toRow({ ...row, state: 'in_flight', attempts: row.attempts + 1, updated_at: now }),
          );
        })
        .immediate();
    },
    markDone(id) {
      const now = clock.now();
      db.transaction(() => {
        done.run(now, now, id);
        addLog.run(id, now, 'done', null);
      })();
    },
    markRetry(id, nextAttemptAt, error) {
      const now = clock.now();
      db.transaction(() => {
        retry.run(nextAttemptAt, now, error, id);
        addLog.run(id, now, 'retry', error);
      })();
    },
    markRejected: (id, error) => transition(id, 'rejected', 'rejected', error),
    markDead: (id, reason) => transition(id, 'dead', 'dead', reason),
    counts() {
      const counts: OutboxCounts = {
        pending: 0,
        inFlight: 0,
        rejected: 0,
        dead: 0,
        oldestWaitingSince: undefined,
      };
      for (const { state, n, oldest } of countStates.all()) {
        if (state === 'done') continue;
        if (state === 'in_flight') counts.inFlight = n;
        else counts[state] = n;
        if (state === 'pending' || state === 'in_flight') {
          counts.oldestWaitingSince = Math.min(counts.oldestWaitingSince ?? oldest, oldest);
        }
      }
      return counts;
    },
    pruneDone(before) {
      return prune.run(before).changes;
    },
    log(id) {
      return readLog
        .all(id)
        .map((entry) => ({ at: entry.at, event: entry.event, detail: entry.detail ?? undefined }));
    },
  };
}

function toRow(row: StoredRow): OutboxRow {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    operation: row.operation,
    payload: row.payload ?? undefined,
    payloadFile: row.payload_file ?? undefined,
    orderingKey: row.ordering_key,
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error ?? undefined,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at ?? undefined,
  };
}
