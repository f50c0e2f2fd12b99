import type { RecordingSessionView } from '../../../shared/recording';
import type { RecordingRepository } from './recording-repository';
import type { SessionRow } from './recording-rows';
import type { PollProgress } from './status-poller';

/** Why a session needs the doctor: its own problem, or a step the platform refused. */
function problemOf(
  row: SessionRow,
  repository: Pick<RecordingRepository, 'blockedStep'>,
): string | undefined {
  if (row.problem) return row.problem;
  if (row.phase !== 'recording' && row.phase !== 'sending') return undefined;
  const blocked = repository.blockedStep(row.id);
  if (!blocked) return undefined;
  return `A step of this recording was ${blocked.state === 'dead' ? 'set aside' : 'refused'}${
    blocked.error ? `: ${blocked.error}` : ''
  } See the Sync screen to retry or discard it.`;
}

export function sessionView(
  row: SessionRow,
  account: string,
  deps: {
    repository: Pick<RecordingRepository, 'blockedStep'>;
    pollProgress: ReadonlyMap<string, PollProgress>;
  },
): RecordingSessionView {
  const problem = problemOf(row, deps.repository);
  const poll =
    row.phase === 'processing' || row.phase === 'failed'
      ? deps.pollProgress.get(row.id)
      : undefined;
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
