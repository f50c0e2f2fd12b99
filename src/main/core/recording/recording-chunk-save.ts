import type { RecordingChunkSaved } from '../../../shared/recording';
import type { Clock } from '../clock';
import { keychainRefusal } from '../crypto/data-vault';
import type { Db } from '../db/connection';
import { explainStorageError } from '../db/db-errors';
import { CoreError } from '../errors';
import type { OutboxRow } from '../outbox/outbox-row';
import type { SyncLoop } from '../outbox/sync-loop-types';
import type { ChunkAudioStore } from './recording-chunk-audio';
import { RECORDING_CHUNK, sha256Hex } from './recording-operations';
import type { RecordingRepository } from './recording-repository';
import type { SessionRow } from './recording-rows';

/** A chunk as the IPC boundary checked it. */
export interface ChunkToSave {
  sessionId: string;
  sequence: number;
  bytes: Uint8Array;
  durationMs: number;
  mediaType: string;
}

/**
 * Saving audio chunks: each sealed, then its audio, its row and its upload committed together in
 * the database (one fsync); one session's chunks one at a time, so sequences stay contiguous.
 */
export function createChunkSaver(deps: {
  db: Db;
  repository: RecordingRepository;
  audio: ChunkAudioStore;
  sync: SyncLoop;
  clock: Clock;
  sessionOrThrow(sessionId: string): SessionRow;
  enqueue(row: Pick<SessionRow, 'id' | 'account'>, operation: string, payload: object): OutboxRow;
  emitChanged(sessionId: string): void;
}) {
  const { repository, audio, clock } = deps;
  /** Chunk saves of one session run one at a time, so sequences stay contiguous. */
  const chunkQueues = new Map<string, Promise<unknown>>();
  let checkpointDue = false;

  /**
   * After the chunk is acknowledged, its WAL frames are copied into the database file (a passive
   * checkpoint: it never waits for readers). Keeping the WAL short this way means SQLite's own
   * checkpoint (run inside a commit once the WAL passes 1,000 pages: every 6th to 12th 20 s chunk)
   * never lands on a chunk's save: the save itself costs one fsync, of the WAL.
   */
  function checkpointSoon(): void {
    if (checkpointDue) return;
    checkpointDue = true;
    setImmediate(() => {
      checkpointDue = false;
      try {
        deps.db.pragma('wal_checkpoint(PASSIVE)');
      } catch {
        // Busy or failing: SQLite's automatic checkpoint still runs at the next commits.
      }
    });
  }

  function saveChunkNow(chunk: ChunkToSave): RecordingChunkSaved {
    const row = deps.sessionOrThrow(chunk.sessionId);
    const sha256 = sha256Hex(chunk.bytes);
    const existing = repository.chunk(chunk.sessionId, chunk.sequence);
    if (existing) {
      if (existing.sha256 === sha256) {
        return {
          sessionId: row.id,
          sequence: chunk.sequence,
          savedChunks: row.chunkCount,
          alreadySaved: true,
        };
      }
      throw new CoreError(
        'CONFLICT',
        `Audio chunk ${chunk.sequence + 1} was already saved with different audio; the new copy was not kept.`,
      );
    }
    if (row.phase !== 'recording') {
      throw new CoreError(
        'CONFLICT',
        'This recording has already been stopped, so no more audio can be added to it.',
      );
    }
    if (chunk.sequence !== row.chunkCount) {
      throw new CoreError(
        'INVALID_ARGUMENT',
        `Audio chunk ${chunk.sequence + 1} arrived, but chunk ${row.chunkCount + 1} is the next one expected.`,
      );
    }
    let sealed: Buffer;
    try {
      sealed = audio.seal(row.id, chunk.sequence, chunk.bytes);
    } catch (error) {
      throw keychainRefusal(error, 'The audio was not saved.', 'Recordings wait');
    }
    try {
      // One commit, so one fsync of the WAL: the audio, its row and its upload together.
      deps.db.transaction(() => {
        const outboxRow = deps.enqueue(row, RECORDING_CHUNK, { sequence: chunk.sequence });
        repository.insertChunk({
          sessionId: row.id,
          sequence: chunk.sequence,
          outboxId: outboxRow.id,
          sizeBytes: chunk.bytes.byteLength,
          sha256,
          durationMs: chunk.durationMs,
          mediaType: chunk.mediaType,
          createdAt: clock.now(),
        });
        audio.insert(row.id, chunk.sequence, sealed);
      })();
    } catch (error) {
      throw explainStorageError(error);
    }
    checkpointSoon();
    deps.sync.kick();
    deps.emitChanged(row.id);
    return {
      sessionId: row.id,
      sequence: chunk.sequence,
      savedChunks: row.chunkCount + 1,
      alreadySaved: false,
    };
  }

  return {
    /** Resolves once the chunk's audio, row and upload are committed (durable). */
    save(chunk: ChunkToSave): Promise<RecordingChunkSaved> {
      const previous = chunkQueues.get(chunk.sessionId) ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(() => saveChunkNow(chunk));
      chunkQueues.set(chunk.sessionId, next);
      void next
        .finally(() => {
          if (chunkQueues.get(chunk.sessionId) === next) chunkQueues.delete(chunk.sessionId);
        })
        .catch(() => undefined);
      return next;
    },
    /** After the chunks already handed over: their saves finish first. */
    async settled(sessionId: string): Promise<void> {
      await chunkQueues.get(sessionId)?.catch(() => undefined);
    },
  };
}
