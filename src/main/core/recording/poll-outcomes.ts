import type { PollAnswer as PollBody } from '../../../shared/voice-answers';
import { isPlatformError } from '../platform/errors';
import type { PollOutcome, PolledSession } from './status-poller-types';

/* What a status answer means, and the poller's words for what went wrong. */

export function completed(result: PollBody): PollOutcome {
  return { kind: 'completed', result };
}

export function partial(result: PollBody): PollOutcome {
  return { kind: 'partial', result };
}

/**
 * The answers that settle the matter: polling again cannot change them. 401/403 stop at once
 * because repeating a refused sign-in only risks the account being locked.
 */
export function finalOutcome(error: unknown): PollOutcome | undefined {
  if (!isPlatformError(error)) return undefined;
  if (error.status === 403) {
    return {
      kind: 'signed_out',
      message:
        'The platform refused to show this transcription to the account signed in here. Sign in again with the account that made the recording.',
    };
  }
  if (error.status === 401 || error.code === 'SIGNED_OUT') {
    return {
      kind: 'signed_out',
      message:
        'The platform no longer accepts this sign-in, so the transcription could not be fetched. Sign in again, then check the transcription again.',
    };
  }
  if (error.status === 410 && error.platformCode === 'SESSION_CANCELLED') {
    return {
      kind: 'cancelled',
      message:
        'This recording was cancelled on the platform, so there is no transcription. Record the consultation again if you need one.',
    };
  }
  if (error.status === 410) {
    return {
      kind: 'expired',
      message:
        'This recording expired on the platform before it was transcribed. Record the consultation again if you need a transcription.',
    };
  }
  if (error.status === 404) {
    return {
      kind: 'not_found',
      message:
        'The platform has no record of this recording. Record the consultation again if you need a transcription.',
    };
  }
  return undefined;
}

export function describeHttpStatus(status: number | undefined): string {
  if (status === undefined) return 'the platform refused the request';
  const code = `HTTP ${String(status)}`;
  // A comma, not brackets: the failure message already puts this reason in brackets.
  if (status === 429) return `the platform was too busy, ${code}`;
  if (status === 408) return `the platform took too long, ${code}`;
  if (status >= 500) return `the platform had a problem, ${code}`;
  return `the platform refused the request, ${code}`;
}

/** "20 s", "1 minute", "5 minutes", "1.5 minutes": durations as a doctor reads them. */
export function describeDuration(ms: number): string {
  if (ms < 60_000) return `${String(Math.round(ms / 100) / 10)} s`;
  const minutes = Math.round(ms / 6_000) / 10;
  return `${String(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** Why the session gave up at the deadline, in words. */
export function deadlineOutcomeOf(session: PolledSession, deadlineMs: number): PollOutcome {
  const period = describeDuration(deadlineMs);
  const message =
    session.consecutiveErrors > 0 && session.lastError
      ? `Checking the transcription still failed after ${period} (${session.lastError}). Try again later; the recording is safe on the platform.`
      : `The platform was still transcribing after ${period}. Try again later; the recording is safe on the platform.`;
  return { kind: 'failed', message };
}

export function timeoutReasonOf(callTimeoutMs: number): string {
  return `the platform did not answer within ${describeDuration(callTimeoutMs)}`;
}

/** Plain words for an error that may pass: what a doctor can tell IT, without the body. */
export function describeErrorOf(error: unknown, callTimeoutMs: number): string {
  if (!isPlatformError(error)) return 'something unexpected went wrong in the app';
  switch (error.failure) {
    case 'timeout':
      return timeoutReasonOf(callTimeoutMs);
    case 'network':
      return 'the platform could not be reached';
    case 'aborted':
      return 'the check was interrupted';
    case 'bad-response':
      return 'the platform sent an answer the app could not read';
    case 'http':
      return describeHttpStatus(error.status);
  }
}
