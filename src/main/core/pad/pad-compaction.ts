import type { Db } from '../db/connection';
import type { RetentionStep } from '../local-data/retention';

/**
 * A finalized pad keeps, beside the pad itself, the exact prescription body its finalize sent
 * (`body_sealed`: built from the pad, about as large again). Once the platform confirmed it
 * (`sent_at`) more than 30 days ago, that copy has served its purpose, like the outbox row it went
 * with: it is emptied (a zero-length value; the table requires one for a finalized pad). The pad,
 * the clinic's record, is kept and reads as before; a reopened and finalized-again pad gets a new
 * body. Pads not confirmed sent keep their body whatever their age.
 */
export function padRetention(db: Db): RetentionStep {
  const empty = db.prepare<[number, number]>(
    `UPDATE pads SET body_sealed = X'' WHERE rowid IN (
       SELECT rowid FROM pads
       WHERE status = 'finalized' AND sent_at IS NOT NULL AND sent_at < ?
         AND length(body_sealed) > 0
       LIMIT ?)`,
  );
  return {
    name: 'sent prescriptions',
    compact: (before, limit) => empty.run(before, limit).changes,
  };
}
