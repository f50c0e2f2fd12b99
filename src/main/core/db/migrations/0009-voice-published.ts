import type { Migration } from './index';

/**
 * The transcription API as published (voice-v2.json).
 *
 * - `recording_sessions.language_hint`: the languages the doctor chose for the session (a JSON
 *   list of codes, or `["auto_detect"]`), sent with its create. Older sessions asked for none.
 * - `recording_chunks.late_at`: when the platform refused the chunk because the session had
 *   already been committed (`400 session_ended`): it will never be in the transcript, and the
 *   session says so rather than counting it as sent.
 * - `voice_catalogue`: the platform's discovery document (models, languages, limits) and its
 *   template list, as last read for an account, so the recording settings work offline.
 */
export const m0009VoicePublished: Migration = {
  version: 9,
  name: '0009-voice-published',
  up(db) {
    db.exec(`
      ALTER TABLE recording_sessions ADD COLUMN language_hint TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE recording_chunks ADD COLUMN late_at INTEGER;
      CREATE TABLE voice_catalogue (
        account    TEXT NOT NULL,
        kind       TEXT NOT NULL CHECK (kind IN ('discovery', 'templates')),
        body       TEXT NOT NULL,
        fetched_at INTEGER NOT NULL,
        PRIMARY KEY (account, kind)
      ) STRICT;
    `);
  },
};
