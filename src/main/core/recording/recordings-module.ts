import type { RecordingResultView } from '../../../shared/recording';
import path from 'node:path';
import type { RECORDINGS_METHODS } from '../../../shared/ipc/channels/recordings';
import type { PatientView } from '../../../shared/patients-view';
import { localDeps, type CoreShared, type LocalInfra } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import { errorName } from '../log/logger';
import { createSealedFiles } from '../storage/sealed-files';
import type { RetentionStep } from '../local-data/retention';
import { createChunkAudioStore } from './recording-chunk-audio';
import { createRecordingCompaction } from './recording-compaction';
import { recordingOperations } from './recording-operations';
import { createRecordingRepository } from './recording-repository';
import { createRecordingService } from './recording-service';
import { createStatusPoller, type StatusPollerOptions } from './status-poller';
import { createVoiceCatalogue } from './voice-catalogue';
import type { AudioParts } from '../../../shared/audio-parts';

/** What recordings may ask of consultations: whose recording it is, and may it start. */
export interface RecordingConsultations {
  forRecording(id: string):
    | {
        account: string;
        patient: PatientView | undefined;
        consentAt: number | undefined;
        open: boolean;
      }
    | undefined;
}

export interface RecordingsModule extends FeatureModule<keyof typeof RECORDINGS_METHODS> {
  /** The consultation a recording was made in. */
  consultationOf(sessionId: string): string | undefined;
  /** A recording's audio parts, saved and sent, counted as its view counts them. */
  audioPartsOf(sessionId: string): AudioParts | undefined;
  /** Whether a session is recording now: the shell keeps the computer awake meanwhile. */
  isRecording(): boolean;
  /** The results of a consultation's recordings that have one, oldest first. */
  resultsOf(consultationId: string): Promise<RecordingResultView[]>;
  /** Audio of transcribed sessions let go, then finished sessions compacted past the retention. */
  retention: readonly RetentionStep[];
}

export interface RecordingsOptions {
  /** The longest audio chunk the recorder makes (default and most: 20 s). */
  maxChunkMs?: number;
  poller?: Partial<StatusPollerOptions>;
}

/** The infrastructure this feature stands on (the rest of the core's is not its business). */
export type RecordingsInfra = LocalInfra &
  Pick<CoreShared, 'connection' | 'dataDir' | 'emit' | 'isOnline' | 'settings' | 'timeoutMs'>;

/**
 * Recordings sent to the platform’s transcription: chunks sealed in the database before they are
 * acknowledged, the session's steps through the outbox, then the status poller.
 */
export function createRecordingsModule(
  shared: RecordingsInfra,
  deps: { consultations: RecordingConsultations },
  options: RecordingsOptions = {},
): RecordingsModule {
  const { clock, logger, connection } = shared;
  const repository = createRecordingRepository(shared.db, shared.outbox);
  const files = createSealedFiles({
    dir: path.join(shared.dataDir, 'recordings'),
    vault: shared.vault,
    context: (id) => `recording-chunk:${id}`,
    fileName: (id) => `${id}.chunk`,
    notSaved: 'The audio was not saved',
    missing: 'This audio chunk is missing on this computer.',
  });
  const audio = createChunkAudioStore(shared.db, shared.vault);
  const recordings = createRecordingService({
    ...localDeps(shared),
    repository,
    files,
    audio,
    settings: shared.settings,
    maxChunkMs: options.maxChunkMs ?? 20_000,
    isOnline: shared.isOnline,
    catalogue: createVoiceCatalogue({
      db: shared.db,
      backend: () => shared.backend.current(),
      isOnline: shared.isOnline,
      clock,
      logger,
    }),
    poller: (handlers) =>
      createStatusPoller({
        ...handlers,
        isOnline: shared.isOnline,
        onOnline: (listener) =>
          connection.onChange((status) => {
            if (status.state !== 'offline') listener();
          }),
        clock,
        logger,
        ...(options.poller ? { options: options.poller } : {}),
      }),
    emitChanged: (id) => shared.emit('recording:status', { id }),
    consultation: (id) => deps.consultations.forRecording(id),
  });
  /** The patient's details sent with a session's create (`patient_details`, published as open). */
  function patientDetails(sessionId: string): Record<string, unknown> | undefined {
    const consultationId = repository.get(sessionId)?.consultationId;
    const patient = consultationId
      ? deps.consultations.forRecording(consultationId)?.patient
      : undefined;
    if (!patient) return undefined;
    return {
      name: patient.name,
      gender: { female: 'F', male: 'M', other: 'O' }[patient.sex],
      ...(patient.ageYears === undefined ? {} : { age: patient.ageYears }),
      ...(patient.platformId ? { oid: patient.platformId } : {}),
    };
  }
  const compaction = createRecordingCompaction(shared.db, shared.outbox);
  return {
    name: 'recordings',
    retention: [
      {
        name: 'transcribed audio',
        compact: (_before, limit) => compaction.dropTranscribedAudio(limit),
      },
      {
        name: 'finished recordings',
        compact: (before, limit) => compaction.compactFinished(before, limit),
      },
    ],
    consultationOf: (sessionId) => repository.get(sessionId)?.consultationId,
    audioPartsOf(sessionId) {
      const row = repository.get(sessionId);
      return row ? { saved: row.chunkCount, uploaded: row.uploadedCount } : undefined;
    },
    isRecording: () => repository.anyRecording(),
    async resultsOf(consultationId) {
      const sessions = (await recordings.list(consultationId)).filter((s) => s.hasResult);
      const results: RecordingResultView[] = [];
      for (const session of sessions) {
        const { result } = await recordings.get(session.id);
        if (result) results.push(result);
      }
      return results;
    },
    operations: recordingOperations({
      repository,
      files,
      audio,
      timeoutBaseMs: shared.timeoutMs,
      clock,
      patientDetails,
      onChanged: (id) => recordings.changed(id),
      onEnded: (id) => recordings.ended(id),
      onGone: (id, cancelled) => recordings.gone(id, cancelled),
      onDiscarded: (id) => recordings.discardedOnSync(id),
    }),
    handlers: {
      'recording:get-settings': () => Promise.resolve(recordings.settings()),
      'recording:save-settings': (args) => Promise.resolve(recordings.saveSettings(args)),
      'recording:catalogue': () => recordings.catalogue(),
      'recording:start': (args) => recordings.start(args.consultationId),
      'recording:save-chunk': (args) => recordings.saveChunk(args),
      'recording:stop': (args) => recordings.stop(args.sessionId),
      'recording:list': (args) => recordings.list(args.consultationId),
      'recording:get': (args) => recordings.get(args.sessionId),
      'recording:platform-details': (args) => recordings.platformDetails(args.sessionId),
      'recording:retry': (args) => recordings.retry(args.sessionId),
      'recording:cancel': (args) => recordings.cancel(args.sessionId),
    },
    prepare() {
      try {
        const confirmed = repository.confirmDeliveredChunks(clock.now());
        if (confirmed > 0) logger.info({ confirmed }, 'delivered audio chunks confirmed');
      } catch (error) {
        logger.warn({ err: errorName(error) }, 'confirming delivered audio chunks failed');
      }
    },
    start() {
      recordings
        .resume()
        .catch((error: unknown) =>
          logger.warn({ err: errorName(error) }, 'resuming recordings failed'),
        );
    },
    close: () => recordings.close(),
  };
}
