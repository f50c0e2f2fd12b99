import type { PollAnswer as PollBody } from '../../../shared/voice-answers';
import type { Clock } from '../clock';
import type { Logger } from '../log/logger';

/* The status poller's public types and options, and the state it keeps per session. */

/** A 2xx answer the caller could read. */
export type PollAnswer = { httpStatus: 200 | 202 | 206; body: PollBody };

export type PollOutcome =
  | { kind: 'completed' | 'partial'; result: PollBody }
  | { kind: 'expired' | 'cancelled' | 'not_found' | 'signed_out'; message: string }
  /** Repeated errors, or still processing at the deadline: the user may retry. */
  | { kind: 'failed'; message: string };

export interface PollProgress {
  attempt: number;
  httpStatus?: number;
  /** What went wrong, in plain words, when the call failed. */
  error?: string;
  /** When the next call is due (clock time), when there will be one. */
  nextAttemptAt?: number;
}

export interface StatusPollerOptions {
  /** Each call is aborted, and abandoned, after this long. */
  callTimeoutMs: number;
  /** The wait before the first call: the platform rarely has anything the instant a session ends. */
  firstDelayMs: number;
  /** The wait after a 202. */
  intervalMs: number;
  /**
   * For this long after start() (time spent offline not counted) the wait stays `intervalMs`: the
   * transcript and the scribe's suggestions usually arrive within the first half minute, and the
   * doctor is waiting for them.
   */
  steadyForMs: number;
  /** After that, the interval grows by this after each 202 ... */
  backoffFactor: number;
  /** ... up to this; the wait after an error (Retry-After included) is capped here too. */
  maxIntervalMs: number;
  /** Overall, from start(), not counting time spent waiting for the connection. */
  deadlineMs: number;
  maxConsecutiveErrors: number;
}

export const STATUS_POLLER_DEFAULTS: Readonly<StatusPollerOptions> = Object.freeze({
  callTimeoutMs: 20_000,
  firstDelayMs: 1_000,
  // The published SDKs poll about every 1-2 s (docs/transcription-polling.md).
  intervalMs: 1_000,
  steadyForMs: 30_000,
  backoffFactor: 1.5,
  maxIntervalMs: 10_000,
  deadlineMs: 5 * 60_000,
  maxConsecutiveErrors: 3,
});

export interface StatusPoller {
  /** Starts polling a session; false (and nothing new) when that session is already polled: one poller per session. */
  start(sessionId: string): boolean;
  /** Stops polling a session: the timer is cleared, a call in flight aborted; no outcome is reported. */
  cancel(sessionId: string): void;
  isPolling(sessionId: string): boolean;
  /** Cancels every session; resolves once no call is in flight. Later start() calls return false. */
  stop(): Promise<void>;
}

export interface StatusPollerDeps {
  /** Rejects with PlatformError for non-2xx answers, network failures, time-outs and unreadable bodies. */
  fetchStatus(sessionId: string, signal: AbortSignal): Promise<PollAnswer>;
  isOnline(): boolean;
  /** Subscribe to "the connection came back"; returns an unsubscribe. */
  onOnline(listener: () => void): () => void;
  clock: Clock;
  logger: Logger;
  onProgress?(sessionId: string, progress: PollProgress): void;
  onOutcome(sessionId: string, outcome: PollOutcome): void;
  options?: Partial<StatusPollerOptions>;
}

/** How one call ended, as the poller sees it. */
export type CallResult =
  | { kind: 'answer'; answer: PollAnswer }
  | { kind: 'error'; error: unknown }
  | { kind: 'timed-out' }
  | { kind: 'cancelled' };

export interface InFlight {
  controller: AbortController;
  /**
   * Clears the call's timer and settles the race with `cancelled` at once: cancel() must leave no
   * timer behind, nor wait for a call that ignores its signal.
   */
  cancel(): void;
}

export interface PolledSession {
  readonly id: string;
  readonly startedAt: number;
  /** Time spent waiting for the connection: it extends the deadline. */
  offlineMs: number;
  attempt: number;
  /** The wait after the next 202. */
  intervalMs: number;
  consecutiveErrors: number;
  /** Plain words for the last error, for the message when the deadline passes after errors. */
  lastError?: string;
  timer?: NodeJS.Timeout;
  stopWaitingForConnection?: () => void;
  call?: InFlight;
}

/** The decision after one call. */
export type Step =
  | { kind: 'again'; delayMs: number; httpStatus?: number; error?: string }
  | { kind: 'done'; outcome: PollOutcome; httpStatus?: number; error?: string };
