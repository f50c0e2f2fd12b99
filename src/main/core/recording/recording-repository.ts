import type { OutboxDeliveries } from '../outbox/outbox-reads';
import type { RecordingPhase } from '../../../shared/recording';
import type { UserStatus } from '../../../shared/voice';
import type { Db } from '../db/connection';
import {
  SELECT_SESSION,
  toChunk,
  toSession,
  type ChunkRow,
  type NewChunkRow,
  type NewSessionRow,
  type SessionRow,
  type StoredChunk,
  type StoredSession,
} from './recording-rows';

export type { ChunkRow, NewChunkRow, NewSessionRow, SessionRow } from './recording-rows';

/** Fields a phase change may set along with the phase. */
export interface PhaseChange {
  stoppedAt?: number;
  endedAt?: number;
  completedAt?: number;
  /** `null` clears the problem. */
  problem?: string | null;
  interrupted?: boolean;
  resultSealed?: Buffer;
}

/**
 * Recording sessions and their chunks. Writes join the caller's transaction, so a chunk row and
 * its outbox row (or a stop and its `commit` and end rows) commit together.
 */
export interface RecordingRepository {
  insertSession(row: NewSessionRow): void;
  get(id: string): SessionRow | undefined;
  /** Newest first. */
  list(limit: number): SessionRow[];
  /** A consultation's recordings, oldest first. */
  ofConsultation(consultationId: string): SessionRow[];
  inPhase(phases: readonly RecordingPhase[]): SessionRow[];
  /**
   * Moves a session to `phase` only from one of `from`; false (and nothing changed) otherwise,
   * so a late event cannot undo what happened to the session meanwhile.
   */
  setPhase(
    id: string,
    phase: RecordingPhase,
    from: readonly RecordingPhase[],
    change?: PhaseChange,
  ): boolean;
  setUserStatus(id: string, status: UserStatus): void;
  setPlatformSessionId(id: string, platformSessionId: string): void;
  insertChunk(row: NewChunkRow): void;
  chunk(sessionId: string, sequence: number): ChunkRow | undefined;
  chunks(sessionId: string): ChunkRow[];
  markChunkUploaded(sessionId: string, sequence: number, at: number): void;
  /** The platform refused the chunk because the session was already committed. */
  markChunkLate(sessionId: string, sequence: number, at: number): void;
  clearChunkFile(sessionId: string, sequence: number): void;
  /** Names of chunk files still referenced by a row. */
  storedFiles(): Set<string>;
  /** The platform's reason for the first refused or set-aside step of a session, if any. */
  blockedStep(
    sessionId: string,
  ): { outboxId: number; state: string; error: string | undefined } | undefined;
  /**
   * Chunks whose outbox row is done but whose upload was not yet written here (the app stopped
   * between the two commits) are marked uploaded; returns how many. Run at start.
   */
  confirmDeliveredChunks(at: number): number;
  /** Whether a session is recording now (the microphone is on). */
  anyRecording(): boolean;
}

export function createRecordingRepository(db: Db, outbox: OutboxDeliveries): RecordingRepository {
  const insertSession = db.prepare(
    `INSERT INTO recording_sessions (id, account, model, mode, templates, language_hint, phase,
       created_at, consultation_id)
     VALUES (@id, @account, @model, @mode, @templates, @languageHint, 'recording', @createdAt,
       @consultationId)`,
  );
  const byId = db.prepare<[string], StoredSession>(`${SELECT_SESSION} WHERE s.id = ?`);
  const ofConsultation = db.prepare<[string], StoredSession>(
    `${SELECT_SESSION} WHERE s.consultation_id = ? ORDER BY s.created_at, s.rowid`,
  );
  const list = db.prepare<[number], StoredSession>(
    `${SELECT_SESSION} ORDER BY s.created_at DESC, s.rowid DESC LIMIT ?`,
  );
  const setPhase = db.prepare(
    `UPDATE recording_sessions SET phase = @phase,
       stopped_at = coalesce(@stoppedAt, stopped_at),
       ended_at = coalesce(@endedAt, ended_at),
       completed_at = coalesce(@completedAt, completed_at),
       result_sealed = coalesce(@resultSealed, result_sealed),
       interrupted = coalesce(@interrupted, interrupted),
       problem = CASE WHEN @keepProblem = 1 THEN problem ELSE @problem END
     WHERE id = @id AND phase IN (SELECT value FROM json_each(@from))`,
  );
  const recordingNow = db.prepare(
    "SELECT 1 FROM recording_sessions WHERE phase = 'recording' LIMIT 1",
  );
  const setUserStatus = db.prepare<[string, string]>(
    'UPDATE recording_sessions SET user_status = ? WHERE id = ?',
  );
  const setPlatformId = db.prepare<[string, string]>(
    'UPDATE recording_sessions SET platform_session_id = ? WHERE id = ?',
  );
  const insertChunk = db.prepare(
    `INSERT INTO recording_chunks (session_id, sequence, outbox_id, size_bytes, sha256, duration_ms,
       media_type, stored_file, created_at)
     VALUES (@sessionId, @sequence, @outboxId, @sizeBytes, @sha256, @durationMs, @mediaType,
       @storedFile, @createdAt)`,
  );
  const chunk = db.prepare<[string, number], StoredChunk>(
    'SELECT * FROM recording_chunks WHERE session_id = ? AND sequence = ?',
  );
  const chunks = db.prepare<[string], StoredChunk>(
    'SELECT * FROM recording_chunks WHERE session_id = ? ORDER BY sequence',
  );
  const uploaded = db.prepare<[number, string, number]>(
    'UPDATE recording_chunks SET uploaded_at = coalesce(uploaded_at, ?) WHERE session_id = ? AND sequence = ?',
  );
  const late = db.prepare<[number, string, number]>(
    'UPDATE recording_chunks SET late_at = coalesce(late_at, ?) WHERE session_id = ? AND sequence = ?',
  );
  const clearFile = db.prepare<[string, number]>(
    'UPDATE recording_chunks SET stored_file = NULL WHERE session_id = ? AND sequence = ?',
  );
  const files = db.prepare<[], { stored_file: string }>(
    'SELECT stored_file FROM recording_chunks WHERE stored_file IS NOT NULL',
  );
  const unconfirmed = db.prepare<[], { session_id: string; sequence: number; outbox_id: number }>(
    `SELECT session_id, sequence, outbox_id FROM recording_chunks
     WHERE outbox_id IS NOT NULL AND uploaded_at IS NULL AND late_at IS NULL`,
  );

  return {
    insertSession(row) {
      insertSession.run({
        ...row,
        templates: JSON.stringify(row.templates),
        languageHint: JSON.stringify(row.languageHint),
        consultationId: row.consultationId ?? null,
      });
    },
    get(id) {
      const stored = byId.get(id);
      return stored ? toSession(stored) : undefined;
    },
    list: (limit) => list.all(limit).map(toSession),
    ofConsultation: (consultationId) => ofConsultation.all(consultationId).map(toSession),
    inPhase(phases) {
      const marks = phases.map(() => '?').join(', ');
      return db
        .prepare<string[], StoredSession>(
          `${SELECT_SESSION} WHERE s.phase IN (${marks}) ORDER BY s.created_at`,
        )
        .all(...phases)
        .map(toSession);
    },
    setPhase(id, phase, from, change = {}) {
      const result = setPhase.run({
        id,
        phase,
        from: JSON.stringify(from),
        stoppedAt: change.stoppedAt ?? null,
        endedAt: change.endedAt ?? null,
        completedAt: change.completedAt ?? null,
        resultSealed: change.resultSealed ?? null,
        interrupted: change.interrupted === undefined ? null : change.interrupted ? 1 : 0,
        keepProblem: change.problem === undefined ? 1 : 0,
        problem: change.problem ?? null,
      });
      return result.changes === 1;
    },
    setUserStatus(id, status) {
      setUserStatus.run(status, id);
    },
    setPlatformSessionId(id, platformSessionId) {
      setPlatformId.run(platformSessionId, id);
    },
    insertChunk(row) {
      insertChunk.run({ ...row, storedFile: row.storedFile ?? null });
    },
    chunk(sessionId, sequence) {
      const stored = chunk.get(sessionId, sequence);
      return stored ? toChunk(stored) : undefined;
    },
    chunks: (sessionId) => chunks.all(sessionId).map(toChunk),
    markChunkUploaded(sessionId, sequence, at) {
      uploaded.run(at, sessionId, sequence);
    },
    markChunkLate(sessionId, sequence, at) {
      late.run(at, sessionId, sequence);
    },
    clearChunkFile(sessionId, sequence) {
      clearFile.run(sessionId, sequence);
    },
    storedFiles: () => new Set(files.all().map((row) => row.stored_file)),
    blockedStep(sessionId) {
      const row = outbox.firstStuck(recordingOrderingKey(sessionId));
      return row ? { outboxId: row.id, state: row.state, error: row.lastError } : undefined;
    },
    anyRecording: () => recordingNow.get() !== undefined,
    confirmDeliveredChunks(at) {
      const chunks = unconfirmed.all();
      const deliveries = outbox.deliveries(chunks.map((chunk) => chunk.outbox_id));
      const delivered = chunks.filter((c) => deliveries.get(c.outbox_id)?.state === 'done');
      db.transaction(() => {
        for (const chunk of delivered) uploaded.run(at, chunk.session_id, chunk.sequence);
      })();
      return delivered.length;
    },
  };
}

/** Every step of a session goes through the outbox under this key: strictly in order. */
export const recordingOrderingKey = (sessionId: string): string => `recording:${sessionId}`;
