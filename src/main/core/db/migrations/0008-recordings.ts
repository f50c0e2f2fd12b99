import type { Migration } from './index';

/**
 * Recording sessions and their audio chunks.
 *
 * - `recording_sessions.id` is the app's id and also the `session_id` asked of the platform;
 *   `platform_session_id` is the id the platform answered with (the same, unless it chose its
 *   own), set once the create is confirmed.
 * - `phase` is the session's state as the user sees it (see RECORDING_PHASES); `user_status` is
 *   the last status the platform accepted. `interrupted` marks a session the app found still
 *   recording at start (a crash or a close mid-recording), which it then ended.
 * - `result_sealed` is the transcription (transcript and template outputs), patient data, sealed
 *   with the data key. `problem` is the app's own sentence, never patient data.
 * - Each chunk's audio waits sealed in the data folder (`stored_file`; NULL once the session is
 *   settled and the copy is gone). The upload's state lives in the chunk's outbox row
 *   (`outbox_id`, not a foreign key: settled outbox rows are pruned after the audit period).
 */
export const m0008Recordings: Migration = {
  version: 8,
  name: '0008-recordings',
  up(db) {
    db.exec(`
      CREATE TABLE recording_sessions (
        id                  TEXT PRIMARY KEY,
        account             TEXT NOT NULL,
        platform_session_id TEXT,
        model               TEXT NOT NULL,
        mode                TEXT NOT NULL,
        templates           TEXT NOT NULL,
        phase               TEXT NOT NULL CHECK (phase IN ('recording', 'sending', 'processing',
                              'completed', 'partial', 'expired', 'cancelled', 'not_found', 'failed')),
        user_status         TEXT,
        interrupted         INTEGER NOT NULL DEFAULT 0 CHECK (interrupted IN (0, 1)),
        created_at          INTEGER NOT NULL,
        stopped_at          INTEGER,
        ended_at            INTEGER,
        completed_at        INTEGER,
        result_sealed       BLOB,
        problem             TEXT,
        CHECK (phase = 'recording' OR stopped_at IS NOT NULL),
        CHECK (phase NOT IN ('completed', 'partial') OR result_sealed IS NOT NULL)
      ) STRICT;
      CREATE INDEX recording_sessions_by_created ON recording_sessions(created_at DESC);
      CREATE INDEX recording_sessions_open ON recording_sessions(phase)
        WHERE phase IN ('recording', 'sending', 'processing');

      CREATE TABLE recording_chunks (
        session_id   TEXT NOT NULL REFERENCES recording_sessions(id) ON DELETE CASCADE,
        sequence     INTEGER NOT NULL CHECK (sequence >= 0),
        outbox_id    INTEGER NOT NULL,
        size_bytes   INTEGER NOT NULL CHECK (size_bytes > 0),
        sha256       TEXT NOT NULL,
        duration_ms  INTEGER NOT NULL CHECK (duration_ms > 0),
        media_type   TEXT NOT NULL,
        stored_file  TEXT,
        created_at   INTEGER NOT NULL,
        uploaded_at  INTEGER,
        PRIMARY KEY (session_id, sequence)
      ) STRICT;
      CREATE UNIQUE INDEX recording_chunks_by_outbox ON recording_chunks(outbox_id);
    `);
  },
};
