import type { Migration } from './index';

/**
 * Recording sessions finished more than 30 days ago are compacted to what their record needs: the
 * session row (its phase, times and sealed transcription) stays, its chunk rows go, and their
 * figures are kept here so the session still says how many chunks it had, how many were sent,
 * how long and how large it was. `SELECT_SESSION` adds these to what chunk rows remain.
 */
export const m0018RecordingCompaction: Migration = {
  version: 18,
  name: '0018-recording-compaction',
  up(db) {
    db.exec(`
      ALTER TABLE recording_sessions ADD COLUMN compacted_chunks INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE recording_sessions ADD COLUMN compacted_uploaded INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE recording_sessions ADD COLUMN compacted_late INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE recording_sessions ADD COLUMN compacted_bytes INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE recording_sessions ADD COLUMN compacted_duration_ms INTEGER NOT NULL DEFAULT 0;
    `);
  },
};
