import type { Db } from '../db/connection';
import type { RetentionStep } from '../local-data/retention';

/**
 * The outbox's history past the retention: settled rows (done, discarded) whose settling is older
 * than `before` are deleted with their log (`outbox_log` cascades), a batch at a time so no
 * single delete holds the write lock for long. Open rows (pending, in flight, refused, set aside)
 * are never touched, whatever their age: they are work still to do, and the open-row totals
 * stay as they are (a settled row is no longer counted among them).
 */
export interface OutboxCompaction {
  /** Deletes at most `limit` settled rows settled before `before`; returns how many. */
  compactSettled(before: number, limit: number): number;
}

export function createOutboxCompaction(db: Db): OutboxCompaction {
  const compact = db.prepare<[number, number]>(
    `DELETE FROM outbox WHERE id IN (
       SELECT id FROM outbox
       WHERE state IN ('done', 'discarded') AND completed_at < ?
       ORDER BY id LIMIT ?)`,
  );
  return {
    compactSettled: (before, limit) => compact.run(before, limit).changes,
  };
}

/** The outbox's part of the retention: settled history past it. */
export function outboxRetention(db: Db): RetentionStep {
  const compaction = createOutboxCompaction(db);
  return {
    name: 'settled changes',
    compact: (before, limit) => compaction.compactSettled(before, limit),
  };
}
