import type { Db } from '../db/connection';

/**
 * Rewrites the stored payloads of one kind of change, in one transaction: for a feature that
 * changes how it keeps its own payloads at rest (webhooks sealing endpoints an earlier version
 * kept in clear). `rewrite` returns the new payload, or undefined to leave the row as it is.
 * Rows of every state are rewritten: a sent row's payload is kept for the audit trail.
 */
export function rewritePayloads(
  db: Db,
  operation: string,
  rewrite: (payload: unknown) => unknown,
): number {
  const rows = db
    .prepare<[string], { id: number; payload: string }>(
      'SELECT id, payload FROM outbox WHERE operation = ?',
    )
    .all(operation);
  if (rows.length === 0) return 0;
  const update = db.prepare<[string, number]>('UPDATE outbox SET payload = ? WHERE id = ?');
  return db.transaction(() => {
    let changed = 0;
    for (const row of rows) {
      const next = rewrite(JSON.parse(row.payload) as unknown);
      if (next === undefined) continue;
      update.run(JSON.stringify(next), row.id);
      changed += 1;
    }
    return changed;
  })();
}
