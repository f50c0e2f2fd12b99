import type { DataVault } from '../crypto/data-vault';
import type { Db } from '../db/connection';

/** A chunk's file id in the chunk store (and so its seal context and file name). */
export const chunkFileId = (sessionId: string, sequence: number): string =>
  `${sessionId}-${sequence}`;

/** Seal context of a chunk's audio: the one its file had, so it cannot pass for another chunk's. */
export const chunkAudioContext = (sessionId: string, sequence: number): string =>
  `recording-chunk:${chunkFileId(sessionId, sequence)}`;

/**
 * Chunk audio kept sealed in the database (`recording_chunk_audio`, migration 0017): written in
 * the caller's transaction with the chunk's row and its upload, so one commit (one fsync) makes
 * all three durable together.
 */
export interface ChunkAudioStore {
  /** Seals the bytes (outside any transaction: the CPU work stays off the write lock). */
  seal(sessionId: string, sequence: number, bytes: Uint8Array): Buffer;
  /** Joins the caller's transaction; the chunk row must be inserted first. */
  insert(sessionId: string, sequence: number, sealed: Buffer): void;
  /** The chunk's audio unsealed, or undefined when the database holds none for it. */
  read(sessionId: string, sequence: number): Buffer | undefined;
  /** Lets go of a session's audio; returns how many chunks it held. */
  drop(sessionId: string): number;
  /** Whether any audio of the session is still kept here. */
  holds(sessionId: string): boolean;
}

export function createChunkAudioStore(db: Db, vault: DataVault): ChunkAudioStore {
  const insert = db.prepare<[string, number, Buffer]>(
    'INSERT INTO recording_chunk_audio (session_id, sequence, sealed) VALUES (?, ?, ?)',
  );
  const read = db.prepare<[string, number], { sealed: Buffer }>(
    'SELECT sealed FROM recording_chunk_audio WHERE session_id = ? AND sequence = ?',
  );
  const drop = db.prepare<[string]>('DELETE FROM recording_chunk_audio WHERE session_id = ?');
  const holds = db.prepare<[string]>(
    'SELECT 1 FROM recording_chunk_audio WHERE session_id = ? LIMIT 1',
  );
  return {
    seal: (sessionId, sequence, bytes) => vault.seal(bytes, chunkAudioContext(sessionId, sequence)),
    insert(sessionId, sequence, sealed) {
      insert.run(sessionId, sequence, sealed);
    },
    read(sessionId, sequence) {
      const row = read.get(sessionId, sequence);
      return row ? vault.open(row.sealed, chunkAudioContext(sessionId, sequence)) : undefined;
    },
    drop: (sessionId) => drop.run(sessionId).changes,
    holds: (sessionId) => holds.get(sessionId) !== undefined,
  };
}
