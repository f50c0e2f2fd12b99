/** The outbox repository's prepared statements: the SQL it runs on outbox and outbox_log. */
import type Database from 'better-sqlite3';
import type { Db } from '../db/connection';
import type { OutboxState } from './outbox-row';
import type { StoredRow } from './outbox-reads';

/**
 * A row's dependency no longer holds it back once done, discarded (its operation then finds what
 * it needed missing and says so) or pruned.
 */
const DEPENDENCY_SETTLED = `(o.depends_on IS NULL OR NOT EXISTS (
         SELECT 1 FROM outbox d WHERE d.id = o.depends_on AND d.state NOT IN ('done', 'discarded')))`;

type Statement<P extends unknown[], R = unknown> = Database.Statement<P, R>;

/**
 * A new row: idempotency key, operation, payload, payload file, ordering key, account,
 * depends on, next attempt at, created at, updated at.
 */
type InsertArgs = [
  string,
  string,
  string | null,
  string | null,
  string,
  string,
  number | null,
  number,
  number,
  number,
];
type Found = { id: number; text: string };
/** A row the group's settle made done, with what its listeners are told. */
export type SettledRow = { id: number; operation: string; ordering_key: string };

export interface OutboxStatements {
  insert: Statement<InsertArgs>;
  byId: Statement<[number], StoredRow>;
  /** Claims up to the limit of ready rows (see `claimReady` below): now, account, now, now + max delay, limit. */
  claimReady: Statement<[number, string, number, number, number], StoredRow>;
  nextDue: Statement<[string], { due: number | null }>;
  recentEvents: Statement<[number], { event: string }>;
  unclaim: Statement<[number, number]>;
  dropAttempt: Statement<[number]>;
  /** Done for every `[id, result]` of a JSON array whose row is in flight; returns those rows. */
  settleGroup: Statement<[number, number, number, string], SettledRow>;
  /** One log line per id of two JSON arrays: `done` lines, then `attempt` lines. */
  logGroup: Statement<[number, string, number, string]>;
  fromFlight: Statement<
    [OutboxState, number, number, string | null, number | null, string | null, number]
  >;
  userRetry: Statement<[number, number, number]>;
  newKey: Statement<[string, number]>;
  userDiscard: Statement<[number, number, number]>;
  due: Statement<[number, number]>;
  recover: Statement<[number]>;
  recovered: Statement<[], { id: number }>;
  addLog: Statement<[number, number, string, string | null]>;
  prune: Statement<[number]>;
  clearErrors: Statement<[], Found>;
  setError: Statement<[string, number]>;
  clearDetails: Statement<[], Found>;
  setDetail: Statement<[string, number]>;
}

export function prepareOutboxStatements(db: Db): OutboxStatements {
  const insert = db.prepare<InsertArgs>(
    `INSERT INTO outbox (idempotency_key, operation, payload, payload_file, ordering_key, account, depends_on, state, next_attempt_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?) RETURNING *`,
  );
  const byId = db.prepare<[number], StoredRow>('SELECT * FROM outbox WHERE id = ?');
  // A pending row is ready when it is due and no earlier row of its key is still open. The claim
  // is ONE statement: the subquery picks the ready rows (evaluated once, before any is updated)
  // and the update puts them in flight, returning them (in no set order: the caller sorts).
  const claimReady = db.prepare<[number, string, number, number, number], StoredRow>(
    `UPDATE outbox SET state = 'in_flight', attempts = attempts + 1, updated_at = ?
     WHERE id IN (
       SELECT o.id FROM outbox o
       WHERE o.state = 'pending' AND o.account = ? AND (o.next_attempt_at <= ? OR o.next_attempt_at > ?)
         AND NOT EXISTS (
           SELECT 1 FROM outbox p
           WHERE p.ordering_key = o.ordering_key AND p.id < o.id AND p.state NOT IN ('done', 'discarded'))
         AND ${DEPENDENCY_SETTLED}
       ORDER BY o.id
       LIMIT ?)
     RETURNING *`,
  );
  const nextDue = db.prepare<[string], { due: number | null }>(
    `SELECT min(o.next_attempt_at) AS due FROM outbox o
     WHERE o.state = 'pending' AND o.account = ?
       AND NOT EXISTS (
         SELECT 1 FROM outbox p
         WHERE p.ordering_key = o.ordering_key AND p.id < o.id AND p.state NOT IN ('done', 'discarded'))
       AND ${DEPENDENCY_SETTLED}`,
  );
  const recentEvents = db.prepare<[number], { event: string }>(
    'SELECT event FROM outbox_log WHERE outbox_id = ? ORDER BY id DESC LIMIT 200',
  );
  // A row claimed ahead of sending and never sent: back to pending as if never claimed.
  const unclaim = db.prepare<[number, number]>(
    "UPDATE outbox SET state = 'pending', attempts = max(attempts - 1, 0), updated_at = ? WHERE id = ? AND state = 'in_flight'",
  );
  const dropAttempt = db.prepare<[number]>(
    `DELETE FROM outbox_log WHERE id = (
       SELECT max(id) FROM outbox_log WHERE outbox_id = ? AND event = 'attempt')`,
  );
  const fromFlight = db.prepare<
    [OutboxState, number, number, string | null, number | null, string | null, number]
  >(
    `UPDATE outbox SET state = ?, next_attempt_at = ?, updated_at = ?, last_error = ?,
       completed_at = ?, result = ?
     WHERE id = ? AND state = 'in_flight'`,
  );
  // A group of accepted changes: `[id, result JSON or null]` pairs in one JSON array. Only rows
  // still in flight become done (a row that left flight meanwhile keeps what happened to it).
  const settleGroup = db.prepare<[number, number, number, string], SettledRow>(
    `UPDATE outbox SET state = 'done', next_attempt_at = ?, updated_at = ?, last_error = NULL,
       completed_at = ?, result = sent.result
     FROM (SELECT value ->> 0 AS id, value ->> 1 AS result FROM json_each(?)) AS sent
     WHERE outbox.id = sent.id AND outbox.state = 'in_flight'
     RETURNING outbox.id AS id, outbox.operation AS operation, outbox.ordering_key AS ordering_key`,
  );
  const logGroup = db.prepare<[number, string, number, string]>(
    `INSERT INTO outbox_log (outbox_id, at, event, detail)
     SELECT value, ?, 'done', NULL FROM json_each(?)
     UNION ALL
     SELECT value, ?, 'attempt', NULL FROM json_each(?)`,
  );
  const userRetry = db.prepare<[number, number, number]>(
    `UPDATE outbox SET state = 'pending', next_attempt_at = ?, updated_at = ?
     WHERE id = ? AND state IN ('rejected', 'dead')`,
  );
  const newKey = db.prepare<[string, number]>('UPDATE outbox SET idempotency_key = ? WHERE id = ?');
  const userDiscard = db.prepare<[number, number, number]>(
    `UPDATE outbox SET state = 'discarded', updated_at = ?, completed_at = ?
     WHERE id = ? AND state IN ('pending', 'rejected', 'dead')`,
  );
  const due = db.prepare<[number, number]>(
    "UPDATE outbox SET next_attempt_at = ? WHERE state = 'pending' AND next_attempt_at > ?",
  );
  const recover = db.prepare<[number]>(
    "UPDATE outbox SET state = 'pending', updated_at = ? WHERE state = 'in_flight'",
  );
  const recovered = db.prepare<[], { id: number }>(
    "SELECT id FROM outbox WHERE state = 'in_flight'",
  );
  const addLog = db.prepare<[number, number, string, string | null]>(
    'INSERT INTO outbox_log (outbox_id, at, event, detail) VALUES (?, ?, ?, ?)',
  );
  const prune = db.prepare<[number]>(
    "DELETE FROM outbox WHERE state IN ('done', 'discarded') AND completed_at < ?",
  );
  const clearErrors = db.prepare<[], { id: number; text: string }>(
    "SELECT id, last_error AS text FROM outbox WHERE last_error IS NOT NULL AND last_error NOT LIKE 'sealed:v1:%'",
  );
  const setError = db.prepare<[string, number]>('UPDATE outbox SET last_error = ? WHERE id = ?');
  const clearDetails = db.prepare<[], { id: number; text: string }>(
    "SELECT id, detail AS text FROM outbox_log WHERE detail IS NOT NULL AND detail NOT LIKE 'sealed:v1:%'",
  );
  const setDetail = db.prepare<[string, number]>('UPDATE outbox_log SET detail = ? WHERE id = ?');

  return {
    insert,
    byId,
    claimReady,
    nextDue,
    recentEvents,
    unclaim,
    dropAttempt,
    settleGroup,
    logGroup,
    fromFlight,
    userRetry,
    newKey,
    userDiscard,
    due,
    recover,
    recovered,
    addLog,
    prune,
    clearErrors,
    setError,
    clearDetails,
    setDetail,
  };
}
