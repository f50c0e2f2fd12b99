import { randomBytes } from 'node:crypto';
import type { RecordingSessionView } from '../../../shared/recording';
import { DEFAULT_VOICE_MODE, type UserStatus } from '../../../shared/voice';
import { keychainRefusal } from '../crypto/data-vault';
import { explainStorageError } from '../db/db-errors';
import { CoreError } from '../errors';
import { errorName } from '../log/logger';
import { createVoiceApi } from '../platform/voice-api';
import { checkConsultationAllows } from './recording-consultation';
import { readPlatformDetails } from './recording-details';
import { RECORDING_CREATE, RECORDING_END, RECORDING_USER_STATUS } from './recording-operations';
import { recordingOrderingKey, type SessionRow } from './recording-repository';
import { createRecordingSettings } from './recording-settings';
import type { PollProgress } from './status-poller';
import { createChunkSaver } from './recording-chunk-save';
import { createRecordingOutcomes, OUTCOME_PROBLEMS } from './recording-outcomes';
import { sessionView } from './recording-view';
import { recordingTemplates } from '../../../shared/scribe/templates';

const LIST_LIMIT = 100;

export type { ChunkToSave } from './recording-chunk-save';
export type { RecordingService, RecordingServiceDeps } from './recording-service-types';
import type { RecordingService, RecordingServiceDeps } from './recording-service-types';
import { listRows } from '../storage/consultation-rows';

export function createRecordingService(deps: RecordingServiceDeps): RecordingService {
  const { repository, files, vault, outbox, clock, logger } = deps;
  const pollProgress = new Map<string, PollProgress>();
  const outcomes = createRecordingOutcomes({ ...deps, pollProgress });
  const { dropAudio, settle, readResult } = outcomes;
  const view = (row: SessionRow, account: string): RecordingSessionView =>
    sessionView(row, account, { repository, pollProgress });
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

  const chunks = createChunkSaver({ ...deps, sessionOrThrow, enqueue });

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

  return {
    settings,
    saveSettings: recordingSettings.save,
    catalogue: () => deps.catalogue.get(),
    async start(consultationId) {
      if (consultationId !== undefined) checkConsultationAllows(deps, consultationId);
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
        templates: recordingTemplates(current.templates, consultationId),
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
    saveChunk: (chunk) => chunks.save(chunk),
    async stop(sessionId) {
      // After the chunks already handed over: their saves finish first.
      await chunks.settled(sessionId);
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
    list(consultationId) {
      return listRows(repository, {
        consultationId,
        limit: LIST_LIMIT,
        backend: deps.backend,
        view,
      });
    },
    async cancel(sessionId) {
      await chunks.settled(sessionId);
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
      return readPlatformDetails(deps, sessionOrThrow(sessionId));
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
      // Files of chunks saved by versions before 0017 that no row needs (new chunks have none).
      const removed = await files.sweep(repository.storedFiles());
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
