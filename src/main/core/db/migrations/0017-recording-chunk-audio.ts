import type { Migration } from './index';

/**
 * A chunk's audio kept in the database itself, sealed with the data key under the same context a
 * chunk file had (`recording-chunk:<session>-<sequence>`), so saving a chunk is one WAL commit: its
 * audio, its row and its upload durable with a single fsync, and a crash leaves either all of
 * them or none (no orphan file, no row without its audio).
 *
 * Chunks saved by older versions keep their audio in sealed files (`recording_chunks.stored_file`)
 * and are read from there until they are sent and let go; nothing is copied (lazy migration).
 * The row goes with its chunk row (`ON DELETE CASCADE`) or when the audio is let go.
 */
export const m0017RecordingChunkAudio: Migration = {
  version: 17,
  name: '0017-recording-chunk-audio',
  up(db) {
    db.exec(`
      CREATE TABLE recording_chunk_audio (
        session_id TEXT NOT NULL,
        sequence   INTEGER NOT NULL,
        sealed     BLOB NOT NULL,
        PRIMARY KEY (session_id, sequence),
        FOREIGN KEY (session_id, sequence) REFERENCES recording_chunks(session_id, sequence)
          ON DELETE CASCADE
      ) STRICT;
    `);
  },
};
