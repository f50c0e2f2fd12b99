import type { Clock } from '../clock';
import { isPlatformError } from '../platform/errors';
import {
  completed,
  describeErrorOf,
  finalOutcome,
  partial,
  timeoutReasonOf,
} from './poll-outcomes';
import type { CallResult, PolledSession, Step, StatusPollerOptions } from './status-poller-types';

/** What one status call's detail is logged with (no patient data: statuses and failure kinds). */
export type PollLog = (
  session: PolledSession,
  detail: { httpStatus?: number | undefined; failure?: string },
) => void;

/**
 * What follows one status call: done (with the outcome), or again after a delay. The HTTP status
 * decides; errors count towards the limit in a row, and the wait grows as the pacing says.
 */
export function createPollDecider(deps: {
  clock: Clock;
  options: StatusPollerOptions;
  log: PollLog;
}): (session: PolledSession, result: Exclude<CallResult, { kind: 'cancelled' }>) => Step {
  const { clock, options, log } = deps;
  const timeoutReason = (): string => timeoutReasonOf(options.callTimeoutMs);
  const describeError = (error: unknown): string => describeErrorOf(error, options.callTimeoutMs);

  function decide(
    session: PolledSession,
    result: Exclude<CallResult, { kind: 'cancelled' }>,
  ): Step {
    if (result.kind === 'answer') {
      const { httpStatus, body } = result.answer;
      log(session, { httpStatus });
      if (httpStatus === 200) return { kind: 'done', httpStatus, outcome: completed(body) };
      if (httpStatus === 206) return { kind: 'done', httpStatus, outcome: partial(body) };
      if (httpStatus === 202) {
        session.consecutiveErrors = 0;
        session.lastError = undefined;
        const delayMs = session.intervalMs;
        const polledFor = clock.now() - session.startedAt - session.offlineMs;
        if (polledFor >= options.steadyForMs) {
          session.intervalMs = Math.min(
            options.maxIntervalMs,
            Math.round(session.intervalMs * options.backoffFactor),
          );
        }
        return { kind: 'again', httpStatus, delayMs };
      }
      // The type says otherwise, but the wire decides: any other 2xx is an answer we cannot use.
      return failedCall(session, {
        httpStatus,
        reason: `the platform gave an unexpected answer, HTTP ${String(httpStatus)}`,
      });
    }
    if (result.kind === 'timed-out') {
      log(session, { failure: 'timeout' });
      return failedCall(session, { reason: timeoutReason() });
    }
    const { error } = result;
    const httpStatus = isPlatformError(error) ? error.status : undefined;
    const final = finalOutcome(error);
    log(session, {
      ...(httpStatus !== undefined ? { httpStatus } : {}),
      failure: isPlatformError(error) ? error.failure : 'unexpected',
    });
    if (final) {
      return { kind: 'done', outcome: final, ...(httpStatus !== undefined ? { httpStatus } : {}) };
    }
    return failedCall(session, {
      reason: describeError(error),
      ...(httpStatus !== undefined ? { httpStatus } : {}),
      ...(isPlatformError(error) && error.retryAfterMs !== undefined
        ? { retryAfterMs: error.retryAfterMs }
        : {}),
    });
  }

  /** Counts an error: the next call waits longer, and enough of them in a row end the polling. */
  function failedCall(
    session: PolledSession,
    failure: { reason: string; httpStatus?: number; retryAfterMs?: number },
  ): Step {
    session.consecutiveErrors += 1;
    session.lastError = failure.reason;
    const status = failure.httpStatus !== undefined ? { httpStatus: failure.httpStatus } : {};
    if (session.consecutiveErrors >= options.maxConsecutiveErrors) {
      const message = `Checking the transcription failed ${String(session.consecutiveErrors)} times in a row (${failure.reason}). Try again.`;
      return {
        kind: 'done',
        error: failure.reason,
        outcome: { kind: 'failed', message },
        ...status,
      };
    }
    return {
      kind: 'again',
      error: failure.reason,
      delayMs: errorDelay(session.intervalMs, failure.retryAfterMs),
      ...status,
    };
  }

  /** Doubles the wait, or takes the platform's Retry-After when longer; never beyond the cap. */
  function errorDelay(intervalMs: number, retryAfterMs: number | undefined): number {
    return Math.min(options.maxIntervalMs, Math.max(intervalMs * 2, retryAfterMs ?? 0));
  }

  return decide;
}
