import { randomBytes } from 'node:crypto';
import {
  type RecordingChunkSaved,
  type RecordingPhase,
  type RecordingPlatformDetailsView,
  type RecordingResultView,
  type RecordingSessionDetail,
  type RecordingSessionView,
  type RecordingSettingsInput,
  type RecordingSettingsView,
  type VoiceCatalogueView,
} from '../../../shared/recording';
import { DEFAULT_VOICE_MODE, type UserStatus } from '../../../shared/voice';
import type { Backend } from '../backend';
import type { Clock } from '../clock';
import { keychainRefusal, type DataVault } from '../crypto/data-vault';
import type { Db } from '../db/connection';
import { explainStorageError } from '../db/db-errors';
import { CoreError } from '../errors';
import { errorName, type Logger } from '../log/logger';
import type { OutboxRepository } from '../outbox/outbox-repository';
import type { SyncLoop } from '../outbox/sync-loop';
import { createVoiceApi, type PollResult } from '../platform/voice-api';
import type { SettingsRepository } from '../settings/settings-repository';
import type { SealedFiles } from '../storage/sealed-files';
import {
  RECORDING_CHUNK,
  RECORDING_CREATE,
  RECORDING_END,
  RECORDING_USER_STATUS,
  chunkFileId,
  sha256Hex,
} from './recording-operations';
import {
  recordingOrderingKey,
  type RecordingRepository,
  type SessionRow,
} from './recording-repository';
import { resultView } from './recording-result';
import { createRecordingSettings } from './recording-settings';
import type { PollOutcome, PollProgress, StatusPoller } from './status-poller';
import type { VoiceCatalogue } from './voice-catalogue';
const LIST_LIMIT = 100;

/** Seal context of a session's transcription: it cannot pass for another session's. */
const resultContext = (id: string): string => `recording:${id}:result`;

/** A chunk as the IPC boundary checked it. */
export interface ChunkToSave {
  sessionId: string;
  sequence: number;
  bytes: Uint8Array;
  durationMs: number;
  mediaType: string;
}

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
  /** Resolves once the chunk is on disk (fsynced) and its row and upload are committed. */
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

export function createRecordingService(deps: {
  db: Db;
  repository: RecordingRepository;
  files: SealedFiles;
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
}): RecordingService {
  const { repository, files, vault, outbox, clock, logger } = deps;
  /** Chunk saves of one session run one at a time, so sequences stay contiguous. */
  const chunkQueues = new Map<string, Promise<unknown>>();
  /** Chunk files written but not yet committed: the sweep must not take them for orphans. */
  const writing = new Set<string>();
  const pollProgress = new Map<string, PollProgress>();
  const recordingSettings = createRecordingSettings(deps);
  const settings = recordingSettings.read;

  const poller = deps.poller({
    fetchStatus: async (sessionId, signal) => {
      const row = sessionOrThrow(sessionId);
      const backend = await deps.backend();
      return createVoiceApi(backend.client).poll(row.platformSessionId ?? row.id, { signal });
    },
    onProgress(sessionId, progress) {
      pollProgress.set(sessionId, progress);
      deps.emitChanged(sessionId);
    },
    onOutcome: settle,
  });

  function sessionOrThrow(sessionId: string): SessionRow {
    const row = repository.get(sessionId);
    if (!row) throw new CoreError('NOT_FOUND', 'There is no such recording on this computer.');
    return row;
  }

  function enqueue(row: Pick<SessionRow, 'id' | 'account'>, operation: string, payload: object) {
    return outbox.enqueue({
      operation,
      orderingKey: recordingOrderingKey(row.id),
      account: row.account,
      payload: { sessionId: row.id, ...payload },
    });
  }

  function problemOf(row: SessionRow): string | undefined {
    if (row.problem) return row.problem;
    if (row.phase !== 'recording' && row.phase !== 'sending') return undefined;
    const blocked = repository.blockedStep(row.id);
    if (!blocked) return undefined;
    return `A step of this recording was ${blocked.state === 'dead' ? 'set aside' : 'refused'}${
      blocked.error ? `: ${blocked.error}` : ''
    } See the Sync screen to retry or discard it.`;
  }

  function view(row: SessionRow, account: string): RecordingSessionView {
    const problem = problemOf(row);
    const poll =
      row.phase === 'processing' || row.phase === 'failed' ? pollProgress.get(row.id) : undefined;
    const iso = (ms: number | undefined) =>
      ms === undefined ? undefined : new Date(ms).toISOString();
    const stoppedAt = iso(row.stoppedAt);
    const completedAt = iso(row.completedAt);
    return {
      id: row.id,
      ...(row.consultationId ? { consultationId: row.consultationId } : {}),
      phase: row.phase,
      model: row.model,
      templates: row.templates,
      createdAt: new Date(row.createdAt).toISOString(),
      ...(stoppedAt ? { stoppedAt } : {}),
      ...(completedAt ? { completedAt } : {}),
      durationMs: row.totalDurationMs,
      chunks: {
        saved: row.chunkCount,
        uploaded: row.uploadedCount,
        bytes: row.totalBytes,
        late: row.lateCount,
      },
      ...(row.userStatus ? { userStatus: row.userStatus } : {}),
      interrupted: row.interrupted,
      ...(problem ? { problem } : {}),
      canRetry: row.phase === 'failed',
      ...(poll
        ? {
            poll: {
              attempt: poll.attempt,
              ...(poll.httpStatus !== undefined ? { lastStatus: poll.httpStatus } : {}),
              ...(poll.error ? { lastError: poll.error } : {}),
              ...(poll.nextAttemptAt !== undefined
                ? { nextAttemptAt: new Date(poll.nextAttemptAt).toISOString() }
                : {}),
            },
          }
        : {}),
      otherAccount: row.account !== account,
      hasResult: row.resultSealed !== undefined,
    };
  }

  async function currentView(sessionId: string): Promise<RecordingSessionView> {
    const account = (await deps.backend()).accountKey;
    return view(sessionOrThrow(sessionId), account);
  }

  /**
   * Ends a session that was recording: `commit` and the end go after every chunk already queued.
   * A session without audio is cancelled instead: there is nothing to transcribe.
   */
  function finish(row: SessionRow, interrupted: boolean): void {
    const now = clock.now();
    deps.db.transaction(() => {
      if (row.chunkCount === 0) {
        if (
          repository.setPhase(row.id, 'cancelled', ['recording'], {
            stoppedAt: now,
            interrupted,
            problem: 'No audio was recorded, so there is nothing to transcribe.',
          })
        ) {
          enqueue(row, RECORDING_USER_STATUS, { userStatus: 'cancelled' satisfies UserStatus });
        }
        return;
      }
      if (repository.setPhase(row.id, 'sending', ['recording'], { stoppedAt: now, interrupted })) {
        enqueue(row, RECORDING_USER_STATUS, { userStatus: 'commit' satisfies UserStatus });
        enqueue(row, RECORDING_END, { audioFilesSent: row.chunkCount });
      }
    })();
    deps.sync.kick();
    deps.emitChanged(row.id);
  }

  async function dropAudio(sessionId: string): Promise<void> {
    for (const chunk of repository.chunks(sessionId)) {
      if (!chunk.storedFile) continue;
      // Forget the file first: if the delete fails, the start-up sweep removes the orphan.
      repository.clearChunkFile(sessionId, chunk.sequence);
      await files.remove(chunk.storedFile);
    }
  }

  const OUTCOME_PROBLEMS: Record<Exclude<PollOutcome['kind'], 'completed' | 'partial'>, string> = {
    expired:
      'The platform let this session expire before it was transcribed (sessions expire about an hour after they start).',
    cancelled: 'This session was cancelled on the platform, so it will not be transcribed.',
    not_found: 'The platform has no record of this session.',
    signed_out:
      'The platform no longer accepts this sign-in. Sign in again in Settings, then choose Try again.',
    failed: 'Checking the transcription failed.',
  };

  function settle(sessionId: string, outcome: PollOutcome): void {
    const now = clock.now();
    try {
      if (outcome.kind === 'completed' || outcome.kind === 'partial') {
        const sealed = vault.sealText(
          JSON.stringify(resultView(sessionId, outcome.result, outcome.kind, now)),
          resultContext(sessionId),
        );
        repository.setPhase(sessionId, outcome.kind, ['processing'], {
          completedAt: now,
          resultSealed: sealed,
          problem: null,
        });
        pollProgress.delete(sessionId);
        dropAudio(sessionId).catch((error: unknown) =>
          logger.warn({ err: errorName(error) }, 'removing transcribed audio failed'),
        );
      } else {
        const phase: RecordingPhase = outcome.kind === 'signed_out' ? 'failed' : outcome.kind;
        const message =
          outcome.kind === 'failed' ? outcome.message : OUTCOME_PROBLEMS[outcome.kind];
        repository.setPhase(sessionId, phase, ['processing'], { problem: message });
      }
      logger.info({ sessionId, outcome: outcome.kind }, 'transcription check finished');
    } catch (error) {
      // The result could not be kept (keychain, disk): keep the session processing so the next
      // start checks again; the platform still holds the result.
      logger.warn({ sessionId, err: errorName(error) }, 'keeping a transcription failed');
      repository.setPhase(sessionId, 'failed', ['processing'], {
        problem:
          'The transcription arrived but could not be kept on this computer. Choose Try again.',
      });
    }
    deps.emitChanged(sessionId);
  }

  function readResult(row: SessionRow): RecordingResultView | undefined {
    if (!row.resultSealed) return undefined;
    try {
      return JSON.parse(
        vault.openText(row.resultSealed, resultContext(row.id)),
      ) as RecordingResultView;
    } catch (error) {
      throw keychainRefusal(error, 'The transcription cannot be shown.', 'It stays');
    }
  }

  async function saveChunkNow(chunk: ChunkToSave): Promise<RecordingChunkSaved> {
    const row = sessionOrThrow(chunk.sessionId);
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
    const fileId = chunkFileId(row.id, chunk.sequence);
    let storedFile: string;
    try {
      writing.add(fileId);
      storedFile = await files.write(fileId, chunk.bytes);
    } catch (error) {
      writing.delete(fileId);
      throw keychainRefusal(error, 'The audio was not saved.', 'Recordings wait');
    }
    try {
      deps.db.transaction(() => {
        const outboxRow = enqueue(row, RECORDING_CHUNK, { sequence: chunk.sequence });
        repository.insertChunk({
          sessionId: row.id,
          sequence: chunk.sequence,
          outboxId: outboxRow.id,
          sizeBytes: chunk.bytes.byteLength,
          sha256,
          durationMs: chunk.durationMs,
          mediaType: chunk.mediaType,
          storedFile,
          createdAt: clock.now(),
        });
      })();
    } catch (error) {
      await files.remove(storedFile).catch(() => undefined);
      throw explainStorageError(error);
    } finally {
      writing.delete(fileId);
    }
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
    settings,
    saveSettings: recordingSettings.save,
    catalogue: () => deps.catalogue.get(),
    async start(consultationId) {
      if (consultationId !== undefined) {
        const consultation = deps.consultation?.(consultationId);
        if (!consultation) {
          throw new CoreError('NOT_FOUND', 'There is no such consultation on this computer.');
        }
        if (!consultation.open) {
          throw new CoreError(
            'CONFLICT',
            'This consultation is over; a recording cannot start in it.',
          );
        }
        if (consultation.consentAt === undefined) {
          throw new CoreError(
            'CONFLICT',
            'Ask the patient’s consent to be recorded first; nothing was recorded.',
          );
        }
      }
      // Every chunk is sealed with the data key: without a keychain none could be kept, so the
      // recording does not start (rather than start and refuse each chunk).
      try {
        vault.ensureKey();
      } catch (error) {
        throw keychainRefusal(error, 'The recording was not started.', 'Recordings are kept');
      }
      const backend = await deps.backend();
      const current = settings();
      const row = {
        id: randomBytes(16).toString('hex'),
        account: backend.accountKey,
        model: current.model,
        mode: DEFAULT_VOICE_MODE,
        templates: current.templates,
        languageHint: current.languageHint,
        createdAt: clock.now(),
        ...(consultationId === undefined ? {} : { consultationId }),
      };
      try {
        // One recording at a time: one left open (a reloaded window) is ended with what it saved.
        for (const open of repository.inPhase(['recording'])) finish(open, true);
        deps.db.transaction(() => {
          repository.insertSession(row);
          enqueue(row, RECORDING_CREATE, {});
          enqueue(row, RECORDING_USER_STATUS, { userStatus: 'init' satisfies UserStatus });
          enqueue(row, RECORDING_USER_STATUS, {
            userStatus: 'recording_started' satisfies UserStatus,
          });
        })();
      } catch (error) {
        throw explainStorageError(error);
      }
      logger.info({ sessionId: row.id, model: row.model }, 'recording started');
      deps.sync.kick();
      deps.emitChanged(row.id);
      return view(sessionOrThrow(row.id), backend.accountKey);
    },
    saveChunk(chunk) {
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
    async stop(sessionId) {
      // After the chunks already handed over: their saves finish first.
      await chunkQueues.get(sessionId)?.catch(() => undefined);
      const row = sessionOrThrow(sessionId);
      if (row.phase === 'recording') {
        try {
          finish(row, false);
        } catch (error) {
          throw explainStorageError(error);
        }
        logger.info({ sessionId, chunks: row.chunkCount }, 'recording stopped');
      }
      return currentView(sessionId);
    },
    async list(consultationId) {
      const account = (await deps.backend()).accountKey;
      const rows =
        consultationId === undefined
          ? repository.list(LIST_LIMIT)
          : repository.ofConsultation(consultationId);
      return rows.map((row) => view(row, account));
    },
    async cancel(sessionId) {
      await chunkQueues.get(sessionId)?.catch(() => undefined);
      const row = sessionOrThrow(sessionId);
      if (row.phase !== 'recording' && row.phase !== 'sending') {
        throw new CoreError(
          'CONFLICT',
          row.phase === 'cancelled'
            ? 'This recording is already cancelled.'
            : 'This recording has already reached the platform’s transcription; it cannot be cancelled here.',
        );
      }
      const steps = outbox
        .open()
        .filter((step) => step.orderingKey === recordingOrderingKey(sessionId));
      if (steps.some((step) => step.state === 'in_flight')) {
        throw new CoreError(
          'CONFLICT',
          'A part of this recording is being sent right now; try again in a moment.',
        );
      }
      const created = row.platformSessionId !== undefined;
      try {
        deps.db.transaction(() => {
          for (const step of steps) outbox.discard(step.id, 'The doctor cancelled the recording.');
          repository.setPhase(sessionId, 'cancelled', ['recording', 'sending'], {
            stoppedAt: clock.now(),
            problem: 'Cancelled by the doctor; its audio was deleted from this computer.',
          });
          // The platform only hears of it if it has the session.
          if (created)
            enqueue(row, RECORDING_USER_STATUS, { userStatus: 'cancelled' satisfies UserStatus });
        })();
      } catch (error) {
        throw explainStorageError(error);
      }
      await dropAudio(sessionId);
      logger.info({ sessionId, told: created }, 'recording cancelled');
      deps.sync.kick();
      deps.emitChanged(sessionId);
      return currentView(sessionId);
    },
    async get(sessionId) {
      const account = (await deps.backend()).accountKey;
      const row = sessionOrThrow(sessionId);
      const result = readResult(row);
      return { session: view(row, account), ...(result ? { result } : {}) };
    },
    async platformDetails(sessionId) {
      const row = sessionOrThrow(sessionId);
      if (!row.platformSessionId) {
        throw new CoreError(
          'NOT_FOUND',
          'The platform has not been told about this recording yet: it is waiting to be sent.',
        );
      }
      if (!deps.isOnline()) {
        throw new CoreError(
          'OFFLINE',
          'This computer is offline, so the platform cannot be asked about the session now.',
        );
      }
      const backend = await deps.backend();
      const details = await createVoiceApi(backend.client).details(row.platformSessionId);
      return {
        sessionId: details.session_id ?? row.platformSessionId,
        status: details.status ?? null,
        userStatus: details.user_status ?? null,
        createdAt: typeof details.created_at === 'string' ? details.created_at : null,
        audioFilesReceived: details.audio_files_received ?? null,
        documents: details.documents?.length ?? 0,
        fetchedAt: new Date(clock.now()).toISOString(),
      };
    },
    async retry(sessionId) {
      const row = sessionOrThrow(sessionId);
      if (row.phase !== 'failed') {
        throw new CoreError(
          'CONFLICT',
          'Only a transcription check that failed can be tried again.',
        );
      }
      if (repository.setPhase(sessionId, 'processing', ['failed'], { problem: null })) {
        pollProgress.delete(sessionId);
        poller.start(sessionId);
      }
      deps.emitChanged(sessionId);
      return currentView(sessionId);
    },
    async resume() {
      for (const row of repository.inPhase(['recording'])) {
        logger.warn(
          { sessionId: row.id, chunks: row.chunkCount },
          'ending a recording interrupted by a restart',
        );
        finish(row, true);
      }
      for (const row of repository.inPhase(['processing'])) poller.start(row.id);
      const keep = repository.storedFiles();
      for (const id of writing) for (const name of files.namesOf(id)) keep.add(name);
      const removed = await files.sweep(keep);
      if (removed > 0) logger.info({ removed }, 'removed audio files no recording needs');
    },
    ended(sessionId) {
      if (repository.setPhase(sessionId, 'processing', ['sending'], { endedAt: clock.now() })) {
        poller.start(sessionId);
      }
      deps.emitChanged(sessionId);
    },
    gone(sessionId, cancelled) {
      const phase = cancelled ? 'cancelled' : 'expired';
      if (
        repository.setPhase(sessionId, phase, ['recording', 'sending'], {
          stoppedAt: clock.now(),
          problem: OUTCOME_PROBLEMS[phase],
        })
      ) {
        logger.warn({ sessionId, phase }, 'the platform no longer has a recording session');
      }
      deps.emitChanged(sessionId);
    },
    discardedOnSync(sessionId) {
      // Called once per discarded step: the first one settles it.
      if (
        repository.setPhase(sessionId, 'cancelled', ['recording', 'sending'], {
          stoppedAt: clock.now(),
          problem:
            'Discarded on the Sync screen: it was not sent for transcription, and its audio was deleted from this computer.',
        })
      ) {
        logger.info({ sessionId }, 'recording discarded on the Sync screen');
        void dropAudio(sessionId).catch((error: unknown) =>
          logger.warn({ err: errorName(error) }, 'deleting a discarded recording’s audio failed'),
        );
      }
      deps.emitChanged(sessionId);
    },
    changed(sessionId) {
      deps.emitChanged(sessionId);
    },
    async close() {
      await poller.stop();
    },
  };
}
