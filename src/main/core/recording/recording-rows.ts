import type { RecordingPhase } from '../../../shared/recording';
import type { UserStatus, VoiceMode, VoiceModel } from '../../../shared/voice';

/** Recording rows as stored in SQLite and as the repository hands them out. */

export interface NewSessionRow {
  id: string;
  account: string;
  model: VoiceModel;
  mode: VoiceMode;
  templates: string[];
  /** Language codes, or `auto_detect`; empty for sessions from before languages were chosen. */
  languageHint: string[];
  createdAt: number;
  /** The consultation the recording was made in (none for older recordings). */
  consultationId?: string | undefined;
}

/** A session row with figures from its chunk rows. */
export interface SessionRow extends NewSessionRow {
  platformSessionId: string | undefined;
  phase: RecordingPhase;
  userStatus: UserStatus | undefined;
  interrupted: boolean;
  stoppedAt: number | undefined;
  endedAt: number | undefined;
  completedAt: number | undefined;
  resultSealed: Buffer | undefined;
  problem: string | undefined;
  chunkCount: number;
  uploadedCount: number;
  /** Chunks the platform refused because the session was already committed. */
  lateCount: number;
  totalBytes: number;
  totalDurationMs: number;
}

export interface NewChunkRow {
  sessionId: string;
  sequence: number;
  outboxId: number;
  sizeBytes: number;
  sha256: string;
  durationMs: number;
  mediaType: string;
  /** Only chunks saved by versions before 0017 had a file; new chunks keep their audio in SQLite. */
  storedFile?: string;
  createdAt: number;
}

export interface ChunkRow extends Omit<NewChunkRow, 'storedFile'> {
  storedFile: string | undefined;
  uploadedAt: number | undefined;
  lateAt: number | undefined;
}

export interface StoredSession {
  id: string;
  account: string;
  platform_session_id: string | null;
  model: VoiceModel;
  mode: VoiceMode;
  templates: string;
  language_hint: string;
  consultation_id: string | null;
  phase: RecordingPhase;
  user_status: UserStatus | null;
  interrupted: number;
  created_at: number;
  stopped_at: number | null;
  ended_at: number | null;
  completed_at: number | null;
  result_sealed: Buffer | null;
  problem: string | null;
  chunk_count: number;
  uploaded_count: number;
  late_count: number;
  total_bytes: number;
  total_duration_ms: number;
}

export interface StoredChunk {
  session_id: string;
  sequence: number;
  outbox_id: number;
  size_bytes: number;
  sha256: string;
  duration_ms: number;
  media_type: string;
  stored_file: string | null;
  created_at: number;
  uploaded_at: number | null;
  late_at: number | null;
}

/**
 * A chunk counts as sent once `uploaded_at` is written (a chunk whose outbox row was done when
 * the app stopped before writing it is confirmed at start: `confirmDeliveredChunks`), unless it
 * came too late. A compacted session (finished over 30 days ago, its chunk rows gone) keeps
 * these figures in its own `compacted_*` columns.
 */
export const SELECT_SESSION = `SELECT s.*,
    s.compacted_chunks + (SELECT count(*) FROM recording_chunks c WHERE c.session_id = s.id) AS chunk_count,
    s.compacted_uploaded + (SELECT count(*) FROM recording_chunks c
       WHERE c.session_id = s.id AND c.late_at IS NULL AND c.uploaded_at IS NOT NULL) AS uploaded_count,
    s.compacted_late + (SELECT count(*) FROM recording_chunks c WHERE c.session_id = s.id AND c.late_at IS NOT NULL) AS late_count,
    s.compacted_bytes + (SELECT coalesce(sum(size_bytes), 0) FROM recording_chunks c WHERE c.session_id = s.id) AS total_bytes,
    s.compacted_duration_ms + (SELECT coalesce(sum(duration_ms), 0) FROM recording_chunks c WHERE c.session_id = s.id) AS total_duration_ms
  FROM recording_sessions s`;

/** A stored JSON list of strings; anything else reads as empty. */
function parseStringList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function toSession(stored: StoredSession): SessionRow {
  return {
    id: stored.id,
    account: stored.account,
    model: stored.model,
    mode: stored.mode,
    templates: parseStringList(stored.templates),
    languageHint: parseStringList(stored.language_hint),
    consultationId: stored.consultation_id ?? undefined,
    createdAt: stored.created_at,
    platformSessionId: stored.platform_session_id ?? undefined,
    phase: stored.phase,
    userStatus: stored.user_status ?? undefined,
    interrupted: stored.interrupted === 1,
    stoppedAt: stored.stopped_at ?? undefined,
    endedAt: stored.ended_at ?? undefined,
    completedAt: stored.completed_at ?? undefined,
    resultSealed: stored.result_sealed ?? undefined,
    problem: stored.problem ?? undefined,
    chunkCount: stored.chunk_count,
    uploadedCount: stored.uploaded_count,
    lateCount: stored.late_count,
    totalBytes: stored.total_bytes,
    totalDurationMs: stored.total_duration_ms,
  };
}

export function toChunk(stored: StoredChunk): ChunkRow {
  return {
    sessionId: stored.session_id,
    sequence: stored.sequence,
    outboxId: stored.outbox_id,
    sizeBytes: stored.size_bytes,
    sha256: stored.sha256,
    durationMs: stored.duration_ms,
    mediaType: stored.media_type,
    storedFile: stored.stored_file ?? undefined,
    createdAt: stored.created_at,
    uploadedAt: stored.uploaded_at ?? undefined,
    lateAt: stored.late_at ?? undefined,
  };
}
