/**
 * The user's Retry of a change still waiting: it goes now instead of at its backoff time. Nothing
 * else about the row changes (same idempotency key, same attempts), so a change whose earlier
 * attempt did reach the platform is still applied once.
 */
import type { Clock } from '../clock';
import type { Db } from '../db/connection';

export interface OutboxRetryNow {
  /**
   * Makes a waiting (pending) row due now, with the waiting rows of its record before it and the
   * rows those depend on, since it cannot go before them; logged as `user-retry-now`. False when the
   * row is not pending or is held back (see `heldBack`).
   */
  retryNow(id: number): boolean;
  /**
   * Whether a waiting row sits behind a change the platform refused or that cannot be sent: an
   * earlier row of its record, or a row it (or an earlier row of its record) depends on. Retrying it could not send it.
   */
  heldBack(row: { id: number; orderingKey: string }): boolean;
}

/** The open rows this row's record depends on, at or before it (a patient's create...). */
const DEPENDENCIES = `SELECT o.depends_on FROM outbox o
     WHERE o.ordering_key = @key AND o.id <= @id AND o.depends_on IS NOT NULL
       AND o.state NOT IN ('done', 'discarded')`;

const HELD_SQL = `SELECT 1 FROM outbox p
   WHERE p.state IN ('rejected', 'dead')
     AND ((p.ordering_key = @key AND p.id < @id) OR p.id IN (${DEPENDENCIES}))
   LIMIT 1`;

const DUE_NOW_SQL = `UPDATE outbox SET next_attempt_at = @now, updated_at = @now
   WHERE state = 'pending' AND next_attempt_at > @now
     AND ((ordering_key = @key AND id <= @id) OR id IN (${DEPENDENCIES}))`;

/** The row's state does not change (it stays pending), so no row-state listener is told. */
export function createOutboxRetryNow(deps: { db: Db; clock: Clock }): OutboxRetryNow {
  const { db, clock } = deps;
  const held = db.prepare<[{ key: string; id: number }], unknown>(HELD_SQL);
  const dueNow = db.prepare<[{ key: string; id: number; now: number }]>(DUE_NOW_SQL);
  const pendingKey = db.prepare<[number], { ordering_key: string }>(
    "SELECT ordering_key FROM outbox WHERE id = ? AND state = 'pending'",
  );
  const addLog = db.prepare<[number, number, string]>(
    'INSERT INTO outbox_log (outbox_id, at, event, detail) VALUES (?, ?, ?, NULL)',
  );

  const heldBack: OutboxRetryNow['heldBack'] = (row) =>
    held.get({ key: row.orderingKey, id: row.id }) !== undefined;

  return {
    heldBack,
    retryNow(id) {
      const now = clock.now();
      return db.transaction(() => {
        const row = pendingKey.get(id);
        if (!row) return false;
        const key = { key: row.ordering_key, id };
        if (held.get(key) !== undefined) return false;
        dueNow.run({ ...key, now });
        addLog.run(id, now, 'user-retry-now');
        return true;
      })();
    },
  };
}
