import { createHash, randomBytes } from 'node:crypto';
import {
  DEFAULT_VOICE_MODE,
  DEFAULT_VOICE_MODEL,
  type AudioExtension,
  type CreateVoiceSessionRequest,
  type UpdateVoiceSessionRequest,
  type UserStatus,
} from '../shared/voice';
import { sniffAudio } from './voice-audio';
import type { VoiceSettings } from './voice-settings';
import type {
  EndOutcome,
  Refusal,
  StoredAudioChunk,
  UpdateOutcome,
  UploadOutcome,
  VoiceSessionRecord,
  VoiceSessionStatus,
  VoiceSessionView,
} from './voice-store-types';

// The shapes the store keeps and answers with live in voice-store-types.ts.
export type * from './voice-store-types';

interface Session extends Omit<VoiceSessionRecord, 'chunks'> {
  chunks: Map<number, StoredAudioChunk>;
}

/**
 * Where each user_status may go next. Forward only (`stopped` pauses and may resume), `cancelled`
 * from anywhere before the end, nothing after `cancelled`. The contract does not show transitions:
 * these are the sandbox's, so an app sending them out of order finds out here.
 */
const NEXT_USER_STATUS: Record<UserStatus | 'none', readonly UserStatus[]> = {
  none: ['init', 'recording_started', 'stopped', 'commit', 'cancelled'],
  init: ['recording_started', 'stopped', 'commit', 'cancelled'],
  recording_started: ['stopped', 'commit', 'cancelled'],
  stopped: ['recording_started', 'commit', 'cancelled'],
  commit: ['cancelled'],
  cancelled: [],
};

function newSessionId(): string {
  return `ses_${randomBytes(12).toString('hex')}`;
}

function copyChunk(chunk: StoredAudioChunk): StoredAudioChunk {
  return { ...chunk, bytes: Buffer.from(chunk.bytes) };
}

/** Routes only read a chunk's figures: they share its bytes instead of copying megabytes per poll. */
function shareChunk(chunk: StoredAudioChunk): StoredAudioChunk {
  return { ...chunk };
}

/**
 * The recording sessions of every client of one sandbox, in memory. Ids are per client: another
 * client's session is simply not found. Time comes from the sandbox's clock.
 */
export class VoiceSessionStore {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly now: () => number) {}

  private static key(clientId: string, id: string): string {
    return `${clientId}\u0000${id}`;
  }

  /**
   * A create naming a session the client already has (its own earlier attempt, whose answer was
   * lost) gets that session back, unchanged.
   */
  create(clientId: string, request: CreateVoiceSessionRequest, ttlMs: number): VoiceSessionView {
    let id = request.session_id;
    const existing =
      id === undefined ? undefined : this.sessions.get(VoiceSessionStore.key(clientId, id));
    if (existing) return this.view(existing, shareChunk);
    while (id === undefined || this.sessions.has(VoiceSessionStore.key(clientId, id))) {
      id = newSessionId();
    }
    const createdAt = this.now();
    const session: Session = {
      clientId,
      id,
      uploadType: request.upload_type,
      model: request.model ?? DEFAULT_VOICE_MODEL,
      mode: DEFAULT_VOICE_MODE,
      languageHint: [...(request.language_hint ?? [])],
      templates: [...(request.templates ?? [])],
      additionalData: structuredClone(request.additional_data ?? null),
      patientDetails: structuredClone(request.patient_details ?? null),
      userStatus: null,
      processingStatus: null,
      createdAt,
      expiresAt: createdAt + ttlMs,
      userStatusJournal: [],
      chunks: new Map(),
      end: null,
    };
    this.sessions.set(VoiceSessionStore.key(clientId, id), session);
    return this.view(session, shareChunk);
  }

  /** For the routes: the chunks' `bytes` are the stored buffers, not copies; do not change them. */
  get(clientId: string, id: string): VoiceSessionView | undefined {
    const session = this.sessions.get(VoiceSessionStore.key(clientId, id));
    return session ? this.view(session, shareChunk) : undefined;
  }

  /** A client's sessions, oldest first, with their chunks' bytes: for tests. */
  list(clientId: string): VoiceSessionView[] {
    return [...this.sessions.values()]
      .filter((session) => session.clientId === clientId)
      .map((session) => this.view(session, copyChunk));
  }

  upload(
    clientId: string,
    id: string,
    file: { sequence: number; name: string; extension: AudioExtension },
    bytes: Buffer,
  ): UploadOutcome {
    const { sequence } = file;
    const session = this.sessions.get(VoiceSessionStore.key(clientId, id));
    if (!session) return { kind: 'not-found' };
    const refusal = this.closedToAudio(session);
    if (refusal) return refusal;
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const existing = session.chunks.get(sequence);
    if (existing) {
      if (
        existing.sha256 !== sha256 ||
        existing.size !== bytes.length ||
        existing.fileName !== file.name
      ) {
        return {
          kind: 'conflict',
          message: `audio file ${sequence} was already received with different content`,
        };
      }
      existing.deliveries += 1;
      return { kind: 'already_received', chunk: shareChunk(existing) };
    }
    const format = sniffAudio(bytes);
    const chunk: StoredAudioChunk = {
      sequence,
      fileName: file.name,
      extension: file.extension,
      format,
      size: bytes.length,
      sha256,
      bytes: Buffer.from(bytes),
      receivedAt: this.now(),
      deliveries: 1,
    };
    session.chunks.set(sequence, chunk);
    return { kind: 'received', chunk: shareChunk(chunk) };
  }

  /** Checks every change first and applies all or none. */
  update(clientId: string, id: string, patch: UpdateVoiceSessionRequest): UpdateOutcome {
    const session = this.sessions.get(VoiceSessionStore.key(clientId, id));
    if (!session) return { kind: 'not-found' };
    if (this.statusOf(session) === 'expired') return { kind: 'expired' };
    const final = session.userStatus === 'commit' || session.end !== null;
    const changes = { model: patch.model, mode: patch.session_mode };
    for (const field of ['model', 'mode'] as const) {
      const wanted = changes[field];
      if (wanted !== undefined && wanted !== session[field] && final) {
        return {
          kind: 'conflict',
          message: `${field} cannot change after commit (it is ${session[field]})`,
        };
      }
    }
    const to = patch.user_status;
    const moves = to !== undefined && to !== session.userStatus;
    if (moves) {
      if (session.end) {
        return {
          kind: 'conflict',
          message: `the session has ended: user_status stays ${session.userStatus ?? 'unset'}`,
        };
      }
      const from = session.userStatus ?? 'none';
      if (!NEXT_USER_STATUS[from].includes(to)) {
        return { kind: 'conflict', message: `user_status cannot go from ${from} to ${to}` };
      }
    }
    if (patch.model !== undefined) session.model = patch.model;
    if (patch.session_mode !== undefined) session.mode = patch.session_mode;
    if (patch.templates !== undefined) session.templates = [...patch.templates];
    if (patch.language_hint !== undefined) session.languageHint = [...patch.language_hint];
    if (patch.processing_status !== undefined) session.processingStatus = patch.processing_status;
    if (patch.patient_details !== undefined) {
      session.patientDetails = structuredClone(patch.patient_details);
    }
    if (patch.additional_data !== undefined) {
      session.additionalData = structuredClone(patch.additional_data);
    }
    if (moves) {
      session.userStatusJournal.push({ from: session.userStatus, to, at: this.now() });
      session.userStatus = to;
    }
    return { kind: 'updated', session: this.view(session, shareChunk) };
  }

  /** Ends once; a second end is refused (the platform answers 400). */
  end(
    clientId: string,
    id: string,
    audioFilesSent: number | undefined,
    settings: VoiceSettings,
  ): EndOutcome {
    const session = this.sessions.get(VoiceSessionStore.key(clientId, id));
    if (!session) return { kind: 'not-found' };
    if (session.end) return { kind: 'already-ended' };
    const status = this.statusOf(session);
    if (status === 'expired') return { kind: 'expired' };
    if (status === 'cancelled') return { kind: 'cancelled' };
    const sequences = [...session.chunks.keys()];
    const highest = Math.max(-1, ...sequences, (audioFilesSent ?? 0) - 1);
    const missingSequences: number[] = [];
    for (let sequence = 0; sequence <= highest; sequence += 1) {
      if (!session.chunks.has(sequence)) missingSequences.push(sequence);
    }
    const at = this.now();
    session.end = {
      at,
      audioFilesSent,
      audioFilesReceived: session.chunks.size,
      missingSequences,
      readyAt: at + settings.transcriptionDelayMs,
      failingTemplates: session.templates.filter((t) => settings.failingTemplates.includes(t)),
    };
    return { kind: 'ended', end: { ...session.end } };
  }

  private closedToAudio(session: Session): Refusal | undefined {
    const status = this.statusOf(session);
    if (status === 'expired') return { kind: 'expired' };
    if (status === 'cancelled') return { kind: 'cancelled' };
    if (session.end || session.userStatus === 'commit') return { kind: 'session-ended' };
    return undefined;
  }

  private statusOf(session: Session): VoiceSessionStatus {
    const now = this.now();
    if (session.end) {
      if (now < session.end.readyAt) return 'processing';
      return session.end.failingTemplates.length > 0 ? 'partial' : 'completed';
    }
    if (session.userStatus === 'cancelled') return 'cancelled';
    if (now >= session.expiresAt) return 'expired';
    return session.chunks.size > 0 ? 'recording' : 'created';
  }

  private view(
    session: Session,
    chunkView: (chunk: StoredAudioChunk) => StoredAudioChunk,
  ): VoiceSessionView {
    const { chunks, ...rest } = session;
    return {
      ...structuredClone(rest),
      chunks: [...chunks.values()].sort((a, b) => a.sequence - b.sequence).map(chunkView),
      status: this.statusOf(session),
    };
  }
}
