import { errorName } from '../log/logger';
import { createPollDecider } from './poll-decision';
import { deadlineOutcomeOf } from './poll-outcomes';
import {
  STATUS_POLLER_DEFAULTS,
  type CallResult,
  type InFlight,
  type PollAnswer,
  type PollOutcome,
  type PollProgress,
  type PolledSession,
  type StatusPoller,
  type StatusPollerDeps,
  type StatusPollerOptions,
  type Step,
} from './status-poller-types';

export {
  STATUS_POLLER_DEFAULTS,
  type PollAnswer,
  type PollOutcome,
  type PollProgress,
  type StatusPoller,
  type StatusPollerDeps,
  type StatusPollerOptions,
} from './status-poller-types';

/**
 * Polls `GET /voice/v1/sessions/{id}` after a recording ended, until the platform has a
 * transcription or it is clear that none is coming. The HTTP status is the signal (202 still
 * processing, 200 completed, 206 partial, 410 expired or cancelled, 404 unknown); the pacing
 * follows the published SDKs (a call every 1-2 s growing slower, a few minutes in all, three
 * errors in a row are a failure, 401/403 stop at once).
 */

export function createStatusPoller(deps: StatusPollerDeps): StatusPoller {
  const { clock, logger } = deps;
  const options: StatusPollerOptions = { ...STATUS_POLLER_DEFAULTS, ...deps.options };
  const sessions = new Map<string, PolledSession>();
  const attempts = new Set<Promise<void>>();
  let stopped = false;

  const isCurrent = (session: PolledSession): boolean => sessions.get(session.id) === session;
  const decide = createPollDecider({
    clock,
    options,
    log: (session, detail) => log(session, detail),
  });

  function start(sessionId: string): boolean {
    if (stopped || sessions.has(sessionId)) return false;
    const session: PolledSession = {
      id: sessionId,
      startedAt: clock.now(),
      offlineMs: 0,
      attempt: 0,
      intervalMs: options.intervalMs,
      consecutiveErrors: 0,
    };
    sessions.set(sessionId, session);
    logger.info({ sessionId }, 'polling the transcription status');
    if (!schedule(session, options.firstDelayMs)) finish(session, deadlineOutcome(session));
    return true;
  }

  /** Arms the timer for the next call; false when that call would come after the deadline. */
  function schedule(session: PolledSession, delayMs: number): boolean {
    const deadline = session.startedAt + options.deadlineMs + session.offlineMs;
    if (clock.now() + delayMs > deadline) return false;
    session.timer = setTimeout(() => {
      session.timer = undefined;
      safely(session, () => callWhenOnline(session));
    }, delayMs);
    return true;
  }

  /** Calling while offline would only burn one of the few errors allowed: wait for the connection. */
  function callWhenOnline(session: PolledSession): void {
    if (!isCurrent(session)) return;
    if (deps.isOnline()) {
      call(session);
      return;
    }
    const since = clock.now();
    let waiting = true;
    const resume = (): void => {
      if (!waiting) return;
      waiting = false;
      unsubscribe?.();
      session.stopWaitingForConnection = undefined;
      session.offlineMs += clock.now() - since;
      logger.info({ sessionId: session.id }, 'connection back: checking the transcription');
      safely(session, () => callWhenOnline(session));
    };
    logger.info({ sessionId: session.id }, 'offline: waiting for the connection');
    let unsubscribe: (() => void) | undefined;
    unsubscribe = deps.onOnline(resume);
    if (!waiting) {
      // The listener ran while subscribing: nothing is left to undo but the subscription.
      unsubscribe();
      return;
    }
    session.stopWaitingForConnection = () => {
      waiting = false;
      unsubscribe?.();
      unsubscribe = undefined;
    };
  }

  function call(session: PolledSession): void {
    session.attempt += 1;
    const controller = new AbortController();
    let settle!: (result: CallResult) => void;
    const raced = new Promise<CallResult>((resolve) => (settle = resolve));
    // fetchStatus may ignore the signal: the timer settles the race on its own, and a late
    // answer finds the race already settled and is dropped.
    const timeout = setTimeout(() => {
      controller.abort();
      settle({ kind: 'timed-out' });
    }, options.callTimeoutMs);
    const inFlight: InFlight = {
      controller,
      cancel() {
        clearTimeout(timeout);
        settle({ kind: 'cancelled' });
      },
    };
    session.call = inFlight;
    let request: Promise<PollAnswer>;
    try {
      request = deps.fetchStatus(session.id, controller.signal);
    } catch (error) {
      request = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    request.then(
      (answer) => settle({ kind: 'answer', answer }),
      (error: unknown) => settle({ kind: 'error', error }),
    );

    const done = raced.then((result) => {
      clearTimeout(timeout);
      if (session.call === inFlight) session.call = undefined;
      if (result.kind === 'cancelled' || !isCurrent(session)) return;
      safely(session, () => advance(session, decide(session, result)));
    });
    attempts.add(done);
    void done.finally(() => attempts.delete(done));
  }

  function advance(session: PolledSession, step: Step): void {
    const reported = {
      attempt: session.attempt,
      ...(step.httpStatus !== undefined ? { httpStatus: step.httpStatus } : {}),
      ...(step.error !== undefined ? { error: step.error } : {}),
    };
    if (step.kind === 'done') {
      finish(session, step.outcome, reported);
      return;
    }
    if (!schedule(session, step.delayMs)) {
      finish(session, deadlineOutcome(session), reported);
      return;
    }
    progress(session.id, { ...reported, nextAttemptAt: clock.now() + step.delayMs });
  }

  /** Forgets the session before telling anyone, so a listener may start it again at once. */
  function finish(session: PolledSession, outcome: PollOutcome, last?: PollProgress): void {
    release(session);
    logger.info(
      { sessionId: session.id, attempt: session.attempt, outcome: outcome.kind },
      'transcription polling ended',
    );
    if (last) progress(session.id, last);
    guarded('outcome', () => deps.onOutcome(session.id, outcome));
  }

  function progress(sessionId: string, report: PollProgress): void {
    if (deps.onProgress) guarded('progress', () => deps.onProgress?.(sessionId, report));
  }

  /**
   * A dependency that throws (a bug, not a platform answer) ends the session with a failure the
   * user can retry, instead of an exception in a timer that would leave it polled forever.
   */
  function safely(session: PolledSession, work: () => void): void {
    try {
      work();
    } catch (error) {
      logger.error(
        { sessionId: session.id, attempt: session.attempt, err: errorName(error) },
        'transcription polling broke',
      );
      if (!isCurrent(session)) return;
      finish(session, {
        kind: 'failed',
        message:
          'Checking the transcription stopped because of a problem in the app. Try again; if it keeps happening, restart the app.',
      });
    }
  }

  /** A listener that throws must not leave a session half-polled. */
  function guarded(what: string, listener: () => void): void {
    try {
      listener();
    } catch (error) {
      logger.error({ err: errorName(error) }, `transcription ${what} listener failed`);
    }
  }

  /** Clears everything a session holds; a call in flight is aborted and its answer ignored. */
  function release(session: PolledSession): void {
    if (isCurrent(session)) sessions.delete(session.id);
    if (session.timer) clearTimeout(session.timer);
    session.timer = undefined;
    session.stopWaitingForConnection?.();
    session.stopWaitingForConnection = undefined;
    const inFlight = session.call;
    session.call = undefined;
    if (inFlight) {
      inFlight.controller.abort();
      inFlight.cancel();
    }
  }

  const deadlineOutcome = (session: PolledSession): PollOutcome =>
    deadlineOutcomeOf(session, options.deadlineMs);

  function log(
    session: PolledSession,
    detail: { httpStatus?: number | undefined; failure?: string },
  ): void {
    logger.info(
      { sessionId: session.id, attempt: session.attempt, ...detail },
      'transcription status checked',
    );
  }

  return {
    start,
    cancel(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) return;
      release(session);
      logger.info({ sessionId, attempt: session.attempt }, 'transcription polling cancelled');
    },
    isPolling: (sessionId) => sessions.has(sessionId),
    async stop() {
      stopped = true;
      for (const session of [...sessions.values()]) release(session);
      await Promise.all([...attempts]);
    },
  };
}
