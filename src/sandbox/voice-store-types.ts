import type {
  AudioExtension,
  UserStatus,
  VoiceMode,
  VoiceModel,
  VoiceUploadType,
} from '../shared/voice';
import type { AudioContainer } from './voice-audio';

/**
 * A session's `status`: `created` (no audio yet), `recording` (audio arriving), `processing`
 * (ended, transcribing), `completed`, `partial` (a template failed), `expired` (never ended in
 * time), `cancelled` (user_status `cancelled` before the end).
 */
export type VoiceSessionStatus =
  'created' | 'recording' | 'processing' | 'completed' | 'partial' | 'expired' | 'cancelled';

/** One chunk as the sandbox keeps it: stored once, however often the same bytes arrive. */
export interface StoredAudioChunk {
  sequence: number;
  /** The name it was uploaded as (`audio_0.wav`). */
  fileName: string;
  /** The audio type the name's extension declares. */
  extension: AudioExtension;
  /** What the bytes actually are. */
  format: AudioContainer;
  size: number;
  sha256: string;
  bytes: Buffer;
  receivedAt: number;
  /** Requests that reached the route with these bytes: 1, plus one per identical re-send. */
  deliveries: number;
}

/** One change of `user_status`; a PATCH repeating the current value is not one. */
export interface UserStatusChange {
  from: UserStatus | null;
  to: UserStatus;
  at: number;
}

/** What `POST .../end` fixed: the audio it found and how the simulated transcription goes. */
export interface VoiceSessionEnd {
  at: number;
  audioFilesSent: number | undefined;
  audioFilesReceived: number;
  missingSequences: number[];
  /** When polls stop answering 202. */
  readyAt: number;
  /** The requested templates that fail (settings at the time of the end). */
  failingTemplates: string[];
}

export interface VoiceSessionRecord {
  clientId: string;
  id: string;
  uploadType: VoiceUploadType;
  model: VoiceModel;
  /** `session_mode`, set by PATCH. */
  mode: VoiceMode;
  languageHint: string[];
  templates: string[];
  additionalData: Record<string, unknown> | null;
  patientDetails: Record<string, unknown> | null;
  userStatus: UserStatus | null;
  processingStatus: string | null;
  createdAt: number;
  expiresAt: number;
  /** Every user_status change, oldest first. */
  userStatusJournal: UserStatusChange[];
  /** By sequence. */
  chunks: StoredAudioChunk[];
  end: VoiceSessionEnd | null;
}

/** A session with its status as of the moment it was read. */
export type VoiceSessionView = VoiceSessionRecord & { status: VoiceSessionStatus };

export type Refusal =
  | { kind: 'expired' }
  | { kind: 'cancelled' }
  | { kind: 'conflict'; message: string }
  | { kind: 'not-found' }
  /** Audio after commit or the end: the published `400 session_ended`. */
  | { kind: 'session-ended' }
  /** A second end (published: "Ending twice gives 400"). */
  | { kind: 'already-ended' };

export type UploadOutcome =
  | { kind: 'received'; chunk: StoredAudioChunk }
  | { kind: 'already_received'; chunk: StoredAudioChunk }
  | Refusal;

export type EndOutcome = { kind: 'ended'; end: VoiceSessionEnd } | Refusal;

export type UpdateOutcome = { kind: 'updated'; session: VoiceSessionView } | Refusal;
