import type {
  RecordingChunkSaved,
  RecordingPlatformDetailsView,
  RecordingSessionDetail,
  RecordingSessionView,
  RecordingSettingsInput,
  RecordingSettingsView,
  VoiceCatalogueView,
} from '../../../shared/recording';
import type { Backend } from '../backend';
import type { Clock } from '../clock';
import type { DataVault } from '../crypto/data-vault';
import type { Db } from '../db/connection';
import type { Logger } from '../log/logger';
import type { OutboxRepository } from '../outbox/outbox-repository';
import type { SyncLoop } from '../outbox/sync-loop-types';
import type { PollResult } from '../platform/voice-api';
import type { SettingsRepository } from '../settings/settings-repository';
import type { SealedFiles } from '../storage/sealed-files';
import type { ChunkAudioStore } from './recording-chunk-audio';
import type { ChunkToSave } from './recording-chunk-save';
import type { RecordingRepository } from './recording-repository';
import type { PollOutcome, PollProgress, StatusPoller } from './status-poller';
import type { VoiceCatalogue } from './voice-catalogue';

/* What the recording service offers the recordings module, and what it is built from. */

export interface RecordingService {
  settings(): RecordingSettingsView;
  saveSettings(input: RecordingSettingsInput): RecordingSettingsView;
  /** The models, languages and templates the platform offers (live, or as last saved). */
  catalogue(): Promise<VoiceCatalogueView>;
  /**
   * Creates the session and queues its create, `init` and `recording_started`. Inside a
   * consultation: only while it is in progress, and once the patient's consent is recorded.
   */
  start(consultationId?: string): Promise<RecordingSessionView>;
  /** Resolves once the chunk's audio, row and upload are committed together (one fsync). */
  saveChunk(chunk: ChunkToSave): Promise<RecordingChunkSaved>;
  /** Queues `commit` and the end, after every chunk saved so far. */
  stop(sessionId: string): Promise<RecordingSessionView>;
  /** A consultation's recordings (oldest first), or the latest of all. */
  list(consultationId?: string): Promise<RecordingSessionView[]>;
  /**
   * The doctor cancels a recording not yet transcribed: its unsent steps are discarded, the
   * platform is told (`user_status: cancelled`) if it has the session, and the audio is deleted.
   */
  cancel(sessionId: string): Promise<RecordingSessionView>;
  get(sessionId: string): Promise<RecordingSessionDetail>;
  /** The session as the platform reports it now (`GET /voice/api/v1/sessions/{id}`). */
  platformDetails(sessionId: string): Promise<RecordingPlatformDetailsView>;
  /** Checks the transcription again after a failure. */
  retry(sessionId: string): Promise<RecordingSessionView>;
  /**
   * At start: ends sessions a crash or close left recording, polls sessions still being
   * transcribed, and removes chunk files no row needs.
   */
  resume(): Promise<void>;
  /** The platform accepted a session's end (from the outbox). */
  ended(sessionId: string): void;
  /** The platform no longer has the session (410 to a step): it expired or was cancelled there. */
  gone(sessionId: string, cancelled: boolean): void;
  /** Its steps were discarded on the Sync screen: it will not be transcribed; its audio goes. */
  discardedOnSync(sessionId: string): void;
  changed(sessionId: string): void;
  close(): Promise<void>;
}

export interface RecordingServiceDeps {
  db: Db;
  repository: RecordingRepository;
  files: SealedFiles;
  audio: ChunkAudioStore;
  vault: DataVault;
  outbox: OutboxRepository;
  sync: SyncLoop;
  settings: SettingsRepository;
  backend: () => Promise<Backend>;
  catalogue: VoiceCatalogue;
  poller: (handlers: {
    fetchStatus(sessionId: string, signal: AbortSignal): Promise<PollResult>;
    onProgress(sessionId: string, progress: PollProgress): void;
    onOutcome(sessionId: string, outcome: PollOutcome): void;
  }) => StatusPoller;
  /** False while the computer is offline: platform reads are refused at once. */
  isOnline(): boolean;
  clock: Clock;
  logger: Logger;
  maxChunkMs: number;
  emitChanged(sessionId: string): void;
  /** Whether a consultation may be recorded now (it is in progress and the patient consented). */
  consultation?: (
    id: string,
  ) => { account: string; consentAt: number | undefined; open: boolean } | undefined;
}
