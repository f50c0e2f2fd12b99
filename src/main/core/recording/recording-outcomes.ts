import type { RecordingPhase, RecordingResultView } from '../../../shared/recording';
import type { Clock } from '../clock';
import { openCompactText, sealCompactText } from '../crypto/compact-seal';
import { keychainRefusal, type DataVault } from '../crypto/data-vault';
import { errorName, type Logger } from '../log/logger';
import type { SealedFiles } from '../storage/sealed-files';
import type { ChunkAudioStore } from './recording-chunk-audio';
import type { RecordingRepository } from './recording-repository';
import { resultView } from './recording-result';
import type { SessionRow } from './recording-rows';
import type { PollOutcome, PollProgress } from './status-poller';

/** Seal context of a session's transcription: it cannot pass for another session's. */
export const resultContext = (id: string): string => `recording:${id}:result`;

/** Why a session will not be transcribed, in the doctor's words. */
export const OUTCOME_PROBLEMS: Record<
  Exclude<PollOutcome['kind'], 'completed' | 'partial'>,
  string
> = {
  expired:
    'The platform let this session expire before it was transcribed (sessions expire about an hour after they start).',
  cancelled: 'This session was cancelled on the platform, so it will not be transcribed.',
  not_found: 'The platform has no record of this session.',
  signed_out:
    'The platform no longer accepts this sign-in. Sign in again in Clinic setup, then choose Try again.',
  failed: 'Checking the transcription failed.',
};

/**
 * What becomes of a session once the platform has spoken: the transcription kept (sealed) and
 * the audio let go, or the reason it will not come, in words.
 */
export function createRecordingOutcomes(deps: {
  repository: RecordingRepository;
  files: SealedFiles;
  audio: ChunkAudioStore;
  vault: DataVault;
  clock: Clock;
  logger: Logger;
  pollProgress: Map<string, PollProgress>;
  emitChanged(sessionId: string): void;
}) {
  const { repository, files, vault, clock, logger, pollProgress } = deps;

  async function dropAudio(sessionId: string): Promise<void> {
    deps.audio.drop(sessionId);
    // Chunks saved by versions before 0017 keep their audio in files.
    for (const chunk of repository.chunks(sessionId)) {
      if (!chunk.storedFile) continue;
      // Forget the file first: if the delete fails, the start-up sweep removes the orphan.
      repository.clearChunkFile(sessionId, chunk.sequence);
      await files.remove(chunk.storedFile);
    }
  }

  function settle(sessionId: string, outcome: PollOutcome): void {
    const now = clock.now();
    try {
      if (outcome.kind === 'completed' || outcome.kind === 'partial') {
        const sealed = sealCompactText(
          vault,
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
        openCompactText(vault, row.resultSealed, resultContext(row.id)),
      ) as RecordingResultView;
    } catch (error) {
      throw keychainRefusal(error, 'The transcription cannot be shown.', 'It stays');
    }
  }

  return { dropAudio, settle, readResult };
}
