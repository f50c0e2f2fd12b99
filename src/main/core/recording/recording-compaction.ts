import type { Db } from '../db/connection';
import type { OutboxDeliveries } from '../outbox/outbox-reads';

/** Phases after which a session takes no more steps and has nothing more to send. */
const FINISHED = `('completed', 'partial', 'cancelled', 'expired', 'not_found')`;

/**
 * Recordings past the retention. Audio is let go once transcribed (the outcome does it at once;
 * this catches audio a crash left behind a transcribed session). Audio of a session that was not
 * transcribed is never deleted here. A session finished before `before` whose audio is gone is
 * compacted to what its record needs: its chunk rows are folded into the session's `compacted_*`
 * figures and deleted; the session row and its sealed transcription stay.
 */
export interface RecordingCompaction {
  /** Deletes at most `limit` audio rows of transcribed sessions; returns how many. */
  dropTranscribedAudio(limit: number): number;
  /** Compacts at most `limit` sessions finished before `before`; returns how many. */
  compactFinished(before: number, limit: number): number;
}

export function createRecordingCompaction(db: Db, outbox: OutboxDeliveries): RecordingCompaction {
  const dropAudio = db.prepare<[number]>(
    `DELETE FROM recording_chunk_audio WHERE rowid IN (
       SELECT a.rowid FROM recording_chunk_audio a
       JOIN recording_sessions s ON s.id = a.session_id
       WHERE s.phase IN ('completed', 'partial') LIMIT ?)`,
  );
  const candidates = db.prepare<[number, number], { id: string }>(
    `SELECT s.id FROM recording_sessions s
     WHERE s.phase IN ${FINISHED} AND coalesce(s.completed_at, s.stopped_at) < ?
       AND EXISTS (SELECT 1 FROM recording_chunks c WHERE c.session_id = s.id)
       AND NOT EXISTS (SELECT 1 FROM recording_chunks c
                       WHERE c.session_id = s.id AND c.stored_file IS NOT NULL)
       AND NOT EXISTS (SELECT 1 FROM recording_chunk_audio a WHERE a.session_id = s.id)
     ORDER BY s.created_at LIMIT ?`,
  );
  const outboxIds = db.prepare<[string], { outbox_id: number }>(
    'SELECT outbox_id FROM recording_chunks WHERE session_id = ?',
  );
  const fold = db.prepare<[string]>(
    `UPDATE recording_sessions SET
       compacted_chunks = compacted_chunks +
         (SELECT count(*) FROM recording_chunks c WHERE c.session_id = recording_sessions.id),
       compacted_uploaded = compacted_uploaded +
         (SELECT count(*) FROM recording_chunks c WHERE c.session_id = recording_sessions.id
            AND c.late_at IS NULL AND c.uploaded_at IS NOT NULL),
       compacted_late = compacted_late +
         (SELECT count(*) FROM recording_chunks c WHERE c.session_id = recording_sessions.id
            AND c.late_at IS NOT NULL),
       compacted_bytes = compacted_bytes +
         (SELECT coalesce(sum(size_bytes), 0) FROM recording_chunks c
            WHERE c.session_id = recording_sessions.id),
       compacted_duration_ms = compacted_duration_ms +
         (SELECT coalesce(sum(duration_ms), 0) FROM recording_chunks c
            WHERE c.session_id = recording_sessions.id)
     WHERE id = ?`,
  );
  const deleteChunks = db.prepare<[string]>('DELETE FROM recording_chunks WHERE session_id = ?');

  /** No chunk of the session still waits in the outbox (a pruned row is settled). */
  function settled(sessionId: string): boolean {
    const ids = outboxIds.all(sessionId).map((row) => row.outbox_id);
    const deliveries = outbox.deliveries(ids);
    return ids.every((id) => {
      const state = deliveries.get(id)?.state;
      return state === undefined || state === 'done' || state === 'discarded';
    });
  }

  return {
    dropTranscribedAudio: (limit) => dropAudio.run(limit).changes,
    compactFinished(before, limit) {
      let compacted = 0;
      db.transaction(() => {
        for (const { id } of candidates.all(before, limit)) {
          if (!settled(id)) continue;
          fold.run(id);
          deleteChunks.run(id);
          compacted += 1;
        }
      })();
      return compacted;
    },
  };
}
