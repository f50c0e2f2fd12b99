import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger, type Logger } from '../../../../src/main/core/log/logger';
import { httpError, PlatformError } from '../../../../src/main/core/platform/errors';
import {
  createStatusPoller,
  STATUS_POLLER_DEFAULTS,
  type PollAnswer,
  type PollOutcome,
  type PollProgress,
  type StatusPoller,
  type StatusPollerOptions,
} from '../../../../src/main/core/recording/status-poller';
import type { PollAnswer as PollBody } from '../../../../src/shared/voice-answers';
import { createMemoryLogger } from '../../../helpers/memory-log';

// The poller against a scripted platform: every call is answered by the next entry of a script,
// on fake timers starting at 0, so call times are exact milliseconds since start().

const SESSION = 'sess_0123456789abcdef';
const TRANSCRIPT = 'Patient reports chest pain since Tuesday';

function body(status: string, transcript?: string): PollBody {
  return {
    session_id: SESSION,
    status,
    audio_files_received: 3,
    ...(transcript !== undefined ? { transcript } : {}),
  };
}

const processing = (): PollAnswer => ({ httpStatus: 202, body: body('processing') });
const done = (): PollAnswer => ({ httpStatus: 200, body: body('completed', TRANSCRIPT) });

const platformError = (status: number, code = 'SERVER_ERROR', headers?: Headers) =>
  httpError(
    status,
    JSON.stringify({ error: { message: `Platform says ${TRANSCRIPT}`, code } }),
    'Checking a transcription',
    headers,
  );
const networkError = () =>
  new PlatformError('OFFLINE', 'The platform cannot be reached.', { failure: 'network' });

interface Deferred {
  promise: Promise<PollAnswer>;
  resolve(answer: PollAnswer): void;
}
function deferred(): Deferred {
  let resolve!: (answer: PollAnswer) => void;
  const promise = new Promise<PollAnswer>((r) => (resolve = r));
  return { promise, resolve };
}

/** An answer, an error to reject with, a call that never settles, or one the test settles. */
type Reply = PollAnswer | Error | 'hang' | Deferred;

interface Call {
  sessionId: string;
  at: number;
  signal: AbortSignal;
}

interface Harness {
  poller: StatusPoller;
  calls: Call[];
  times: () => number[];
  outcomes: { sessionId: string; outcome: PollOutcome; at: number }[];
  progress: PollProgress[];
  setOnline(online: boolean): void;
  onlineListeners: () => number;
}

let pollers: StatusPoller[] = [];

/**
 * Most tests below pace the poller as it is once the steady first half minute is over: 1.5 s,
 * growing by 1.5 after each 202. The defaults themselves are tested in their own block.
 */
const GROWING: Partial<StatusPollerOptions> = { intervalMs: 1_500, steadyForMs: 0 };

function setup(
  script: Reply[],
  extra: { options?: Partial<StatusPollerOptions>; fallback?: Reply; logger?: Logger } = {},
): Harness {
  const calls: Call[] = [];
  const outcomes: Harness['outcomes'] = [];
  const progress: PollProgress[] = [];
  const listeners = new Set<() => void>();
  let online = true;
  const queue = [...script];
  const poller = createStatusPoller({
    fetchStatus(sessionId, signal) {
      calls.push({ sessionId, at: Date.now(), signal });
      // A script that runs out hangs, so an extra call shows in the call count, not as an answer.
      const reply = queue.shift() ?? extra.fallback ?? 'hang';
      if (reply === 'hang') return new Promise<PollAnswer>(() => undefined);
      if (reply instanceof Error) return Promise.reject(reply);
      if ('promise' in reply) return reply.promise;
      return Promise.resolve(reply);
    },
    isOnline: () => online,
    onOnline(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clock: { now: () => Date.now() },
    logger: extra.logger ?? silentLogger,
    onProgress: (_sessionId, report) => progress.push(report),
    onOutcome: (sessionId, outcome) => outcomes.push({ sessionId, outcome, at: Date.now() }),
    options: { ...GROWING, ...extra.options },
  });
  pollers.push(poller);
  return {
    poller,
    calls,
    times: () => calls.map((call) => call.at),
    outcomes,
    progress,
    setOnline(value) {
      online = value;
      if (value) for (const listener of [...listeners]) listener();
    },
    onlineListeners: () => listeners.size,
  };
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(async () => {
  for (const poller of pollers) await poller.stop();
  pollers = [];
  expect(vi.getTimerCount()).toBe(0);
  vi.useRealTimers();
});

describe('status poller: answers', () => {
  it('polls 202, 202, 200 with the first delay and a growing interval, then reports the body', async () => {
    const h = setup([processing(), processing(), done()]);
    expect(h.poller.start(SESSION)).toBe(true);
    expect(h.poller.isPolling(SESSION)).toBe(true);

    await advance(999);
    expect(h.calls).toHaveLength(0);
    await advance(1);
    expect(h.times()).toEqual([1000]);
    await advance(10 * 60_000);

    expect(h.times()).toEqual([1000, 2500, 4750]);
    expect(h.calls.every((call) => call.sessionId === SESSION)).toBe(true);
    expect(h.outcomes).toEqual([
      { sessionId: SESSION, outcome: { kind: 'completed', result: done().body }, at: 4750 },
    ]);
    expect(h.progress).toEqual([
      { attempt: 1, httpStatus: 202, nextAttemptAt: 2500 },
      { attempt: 2, httpStatus: 202, nextAttemptAt: 4750 },
      { attempt: 3, httpStatus: 200 },
    ]);
    expect(h.poller.isPolling(SESSION)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports 206 as partial, with the body', async () => {
    const partialAnswer: PollAnswer = { httpStatus: 206, body: body('partial', 'half of it') };
    const h = setup([partialAnswer]);
    h.poller.start(SESSION);
    await advance(10 * 60_000);

    expect(h.times()).toEqual([1000]);
    expect(h.outcomes.map((o) => o.outcome)).toEqual([
      { kind: 'partial', result: partialAnswer.body },
    ]);
  });

  it.each([
    {
      what: '410 SESSION_EXPIRED',
      error: () => platformError(410, 'SESSION_EXPIRED'),
      kind: 'expired',
      words: /expired/,
    },
    {
      what: '410 without a code',
      error: () => platformError(410, ''),
      kind: 'expired',
      words: /expired/,
    },
    {
      what: '410 SESSION_CANCELLED',
      error: () => platformError(410, 'SESSION_CANCELLED'),
      kind: 'cancelled',
      words: /cancelled/,
    },
    {
      what: '404',
      error: () => platformError(404, 'NOT_FOUND'),
      kind: 'not_found',
      words: /no record/,
    },
    {
      what: '401',
      error: () => platformError(401, 'UNAUTHORIZED'),
      kind: 'signed_out',
      words: /no longer accepts this sign-in.* Sign in again/,
    },
    {
      what: '403',
      error: () => platformError(403, 'FORBIDDEN'),
      kind: 'signed_out',
      words: /account that made the recording/,
    },
  ] as const)('ends at once on $what: $kind, no further call', async ({ error, kind, words }) => {
    const h = setup([processing(), error()], { fallback: done() });
    h.poller.start(SESSION);
    await advance(30 * 60_000);

    expect(h.times()).toEqual([1000, 2500]);
    expect(h.outcomes).toHaveLength(1);
    const outcome = h.outcomes[0]!.outcome;
    expect(outcome.kind).toBe(kind);
    expect('message' in outcome && outcome.message).toMatch(words);
    // The platform's own sentence (which could quote anything) never reaches the message.
    expect(JSON.stringify(outcome)).not.toContain(TRANSCRIPT);
    expect(h.progress.at(-1)).toEqual({ attempt: 2, httpStatus: error().status });
  });

  it('stops on a 401 after two 202s and never calls again', async () => {
    const h = setup([processing(), processing(), platformError(401, 'UNAUTHORIZED')], {
      fallback: done(),
    });
    h.poller.start(SESSION);
    await advance(4750);
    expect(h.times()).toEqual([1000, 2500, 4750]);
    expect(h.outcomes.map((o) => o.outcome.kind)).toEqual(['signed_out']);

    await advance(60 * 60_000);
    expect(h.calls).toHaveLength(3);
    expect(h.outcomes).toHaveLength(1);
  });

  it('treats any error with the SIGNED_OUT code as signed out, whatever its status', async () => {
    const refused = new PlatformError('SIGNED_OUT', 'Sign in again.', { failure: 'http' });
    const h = setup([refused], { fallback: done() });
    h.poller.start(SESSION);
    await advance(10 * 60_000);

    expect(h.times()).toEqual([1000]);
    expect(h.outcomes.map((o) => o.outcome.kind)).toEqual(['signed_out']);
  });
});

describe('status poller: errors', () => {
  it.each([
    {
      what: '500',
      error: () => platformError(500),
      reason: 'the platform had a problem, HTTP 500',
    },
    {
      what: '503',
      error: () => platformError(503),
      reason: 'the platform had a problem, HTTP 503',
    },
    {
      what: '408',
      error: () => platformError(408),
      reason: 'the platform took too long, HTTP 408',
    },
    { what: '429', error: () => platformError(429), reason: 'the platform was too busy, HTTP 429' },
    {
      what: '400',
      error: () => platformError(400, 'INVALID_REQUEST'),
      reason: 'the platform refused the request, HTTP 400',
    },
    { what: 'a network failure', error: networkError, reason: 'the platform could not be reached' },
    {
      what: 'its own time-out',
      error: () => new PlatformError('TIMEOUT', 'No answer.', { failure: 'timeout' }),
      reason: 'the platform did not answer within 20 s',
    },
    {
      what: 'an unreadable body',
      error: () => new PlatformError('BAD_RESPONSE', 'Unreadable.', { failure: 'bad-response' }),
      reason: 'the platform sent an answer the app could not read',
    },
    {
      what: 'a bug (not a PlatformError)',
      error: () => new TypeError('x is undefined'),
      reason: 'something unexpected went wrong in the app',
    },
  ])('fails after 3 consecutive errors ($what), naming the last one', async ({ error, reason }) => {
    const h = setup([error(), error(), error()], { fallback: done() });
    h.poller.start(SESSION);
    await advance(30 * 60_000);

    // After an error the wait is the current interval (1.5 s) doubled.
    expect(h.times()).toEqual([1000, 4000, 7000]);
    expect(h.outcomes).toEqual([
      {
        sessionId: SESSION,
        outcome: {
          kind: 'failed',
          message: `Checking the transcription failed 3 times in a row (${reason}). Try again.`,
        },
        at: 7000,
      },
    ]);
    expect(h.progress.map((p) => p.error)).toEqual([reason, reason, reason]);
    expect(h.progress.map((p) => p.nextAttemptAt)).toEqual([4000, 7000, undefined]);
  });

  it('mixes kinds of error in the count, and names the last', async () => {
    const h = setup([platformError(503), networkError(), platformError(500)], { fallback: done() });
    h.poller.start(SESSION);
    await advance(30 * 60_000);

    expect(h.times()).toEqual([1000, 4000, 7000]);
    expect(h.outcomes.map((o) => o.outcome)).toEqual([
      {
        kind: 'failed',
        message:
          'Checking the transcription failed 3 times in a row (the platform had a problem, HTTP 500). Try again.',
      },
    ]);
  });

  it('counts a 2xx other than 200, 202 and 206 as an error', async () => {
    const odd = { httpStatus: 201, body: body('processing') } as unknown as PollAnswer;
    const h = setup([odd, odd, odd], { fallback: done() });
    h.poller.start(SESSION);
    await advance(30 * 60_000);

    expect(h.times()).toEqual([1000, 4000, 7000]);
    expect(h.outcomes.map((o) => o.outcome)).toEqual([
      {
        kind: 'failed',
        message:
          'Checking the transcription failed 3 times in a row (the platform gave an unexpected answer, HTTP 201). Try again.',
      },
    ]);
    expect(h.progress[0]).toEqual({
      attempt: 1,
      httpStatus: 201,
      error: 'the platform gave an unexpected answer, HTTP 201',
      nextAttemptAt: 4000,
    });
  });

  it('starts the error count again after a 202', async () => {
    const h = setup([
      platformError(503),
      networkError(),
      processing(),
      platformError(502),
      networkError(),
      done(),
    ]);
    h.poller.start(SESSION);
    await advance(30 * 60_000);

    // 1000 error (+3000), 4000 error (+3000), 7000 202 (+1500, interval now 2250),
    // 8500 error (+4500), 13000 error (+4500), 17500 done.
    expect(h.times()).toEqual([1000, 4000, 7000, 8500, 13000, 17500]);
    expect(h.outcomes.map((o) => o.outcome)).toEqual([{ kind: 'completed', result: done().body }]);
  });

  it('honours Retry-After when it asks for longer, but never beyond the longest interval', async () => {
    const h = setup([
      platformError(429, 'RATE_LIMITED', new Headers({ 'retry-after': '7' })),
      platformError(503, 'SERVER_ERROR', new Headers({ 'retry-after': '3600' })),
      done(),
    ]);
    h.poller.start(SESSION);
    await advance(30 * 60_000);

    expect(h.times()).toEqual([1000, 8000, 18000]);
    expect(h.progress.map((p) => p.nextAttemptAt)).toEqual([8000, 18000, undefined]);
    expect(h.outcomes.map((o) => o.outcome.kind)).toEqual(['completed']);
  });

  it('keeps the doubled interval when Retry-After asks for less', async () => {
    const h = setup([
      platformError(503, 'SERVER_ERROR', new Headers({ 'retry-after': '1' })),
      done(),
    ]);
    h.poller.start(SESSION);
    await advance(30 * 60_000);

    expect(h.times()).toEqual([1000, 4000]);
  });
});

describe('status poller: calls that hang', () => {
  it('abandons a call that never settles at exactly 20 s, aborts its signal and counts an error', async () => {
    const h = setup(['hang', done()]);
    h.poller.start(SESSION);
    await advance(1000);
    expect(h.calls).toHaveLength(1);
    const first = h.calls[0]!;

    await advance(19_999);
    expect(first.signal.aborted).toBe(false);
    expect(h.progress).toEqual([]);
    expect(h.calls).toHaveLength(1);

    await advance(1);
    expect(first.signal.aborted).toBe(true);
    expect(h.progress).toEqual([
      { attempt: 1, error: 'the platform did not answer within 20 s', nextAttemptAt: 24_000 },
    ]);

    await advance(30 * 60_000);
    expect(h.times()).toEqual([1000, 24_000]);
    expect(h.calls[1]!.signal.aborted).toBe(false);
    expect(h.outcomes.map((o) => o.outcome)).toEqual([{ kind: 'completed', result: done().body }]);
  });

  it('ignores the late answer of an abandoned call, and never has two calls in flight', async () => {
    const late = deferred();
    const h = setup([late, 'hang']);
    h.poller.start(SESSION);
    await advance(21_000);
    expect(h.calls).toHaveLength(1);

    // The abandoned call answers while the poller is waiting for its next call: nothing happens.
    late.resolve(done());
    await advance(1000);
    expect(h.outcomes).toEqual([]);
    expect(h.calls).toHaveLength(1);

    // The second call hangs too: the late answer did not end or speed up anything.
    await advance(2000);
    expect(h.times()).toEqual([1000, 24_000]);
    expect(h.outcomes).toEqual([]);
  });

  it('fails after three calls that hang', async () => {
    const h = setup(['hang', 'hang', 'hang'], { fallback: done() });
    h.poller.start(SESSION);
    await advance(30 * 60_000);

    // 1000 + 20 s abandoned, +3000; 24000 + 20 s, +3000; 47000 + 20 s: the third error.
    expect(h.times()).toEqual([1000, 24_000, 47_000]);
    expect(h.calls.every((call) => call.signal.aborted)).toBe(true);
    expect(h.outcomes).toEqual([
      {
        sessionId: SESSION,
        outcome: {
          kind: 'failed',
          message:
            'Checking the transcription failed 3 times in a row (the platform did not answer within 20 s). Try again.',
        },
        at: 67_000,
      },
    ]);
  });
});

describe('status poller: pacing and deadline', () => {
  it('grows the interval by 1.5 after each 202, up to 10 s', async () => {
    const h = setup([...Array.from({ length: 8 }, processing), done()]);
    h.poller.start(SESSION);
    await advance(30 * 60_000);

    // Waits: 1500, 2250, 3375, 5063, 7595, then the 10 s cap.
    expect(h.times()).toEqual([1000, 2500, 4750, 8125, 13_188, 20_783, 30_783, 40_783, 50_783]);
    expect(h.progress.map((p) => p.nextAttemptAt)).toEqual([
      2500,
      4750,
      8125,
      13_188,
      20_783,
      30_783,
      40_783,
      50_783,
      undefined,
    ]);
    expect(h.outcomes.map((o) => o.outcome.kind)).toEqual(['completed']);
  });

  it('fails when the platform is still transcribing at the 5-minute deadline', async () => {
    const h = setup([], { fallback: processing() });
    h.poller.start(SESSION);
    await advance(60 * 60_000);

    // Calls every 10 s from 30783: the one at 290783 is the last, as the next would be past 300000.
    expect(h.calls).toHaveLength(33);
    expect(h.times().at(-1)).toBe(290_783);
    expect(h.outcomes).toEqual([
      {
        sessionId: SESSION,
        outcome: {
          kind: 'failed',
          message:
            'The platform was still transcribing after 5 minutes. Try again later; the recording is safe on the platform.',
        },
        at: 290_783,
      },
    ]);
    expect(h.progress.at(-1)).toEqual({ attempt: 33, httpStatus: 202 });
  });

  it('takes the minutes in the deadline message from the option', async () => {
    const h = setup([], {
      fallback: processing(),
      options: { deadlineMs: 2 * 60_000, intervalMs: 10_000, maxIntervalMs: 10_000 },
    });
    h.poller.start(SESSION);
    await advance(60 * 60_000);

    // 1000, 11000, ... 111000; 121000 would be past 120000.
    expect(h.calls).toHaveLength(12);
    expect(h.outcomes.map((o) => o.outcome)).toEqual([
      {
        kind: 'failed',
        message:
          'The platform was still transcribing after 2 minutes. Try again later; the recording is safe on the platform.',
      },
    ]);
  });

  it('says checking kept failing when the deadline passes after errors', async () => {
    const h = setup([processing(), processing(), platformError(503)], {
      options: { deadlineMs: 10_000, maxConsecutiveErrors: 5 },
    });
    h.poller.start(SESSION);
    await advance(60 * 60_000);

    // 1000 and 2500 answer 202; 4750 fails, and the next call (+6750, the interval of 3375
    // doubled) would come at 11500, past the 10 s deadline.
    expect(h.times()).toEqual([1000, 2500, 4750]);
    expect(h.outcomes.map((o) => o.outcome)).toEqual([
      {
        kind: 'failed',
        message:
          'Checking the transcription still failed after 10 s (the platform had a problem, HTTP 503). Try again later; the recording is safe on the platform.',
      },
    ]);
  });
});

describe('status poller: offline', () => {
  const small = { firstDelayMs: 1000, intervalMs: 1000, backoffFactor: 1, deadlineMs: 5000 };

  it('makes no call while offline, calls as soon as the connection is back, and extends the deadline', async () => {
    const h = setup([], { fallback: processing(), options: small });
    h.setOnline(false);
    h.poller.start(SESSION);

    await advance(60_000);
    expect(h.calls).toHaveLength(0);
    expect(h.outcomes).toEqual([]);
    expect(h.onlineListeners()).toBe(1);

    h.setOnline(true);
    await advance(0);
    expect(h.times()).toEqual([60_000]);
    expect(h.onlineListeners()).toBe(0);

    await advance(60 * 60_000);
    // 59 s offline moved the 5 s deadline to 64 s: calls every second from 60 s up to it.
    expect(h.times()).toEqual([60_000, 61_000, 62_000, 63_000, 64_000]);
    expect(h.outcomes.map((o) => ({ kind: o.outcome.kind, at: o.at }))).toEqual([
      { kind: 'failed', at: 64_000 },
    ]);
  });

  it('waits again when the connection drops between calls, without counting an error', async () => {
    const h = setup([platformError(503), platformError(503), done()], {
      options: { ...small, deadlineMs: 60_000 },
    });
    h.poller.start(SESSION);
    await advance(1000);
    expect(h.times()).toEqual([1000]);
    h.setOnline(false);

    await advance(30 * 60_000);
    expect(h.calls).toHaveLength(1);

    h.setOnline(true);
    await advance(60 * 60_000);
    // The offline wait was no error: the third call is still allowed, and completes.
    expect(h.times()).toEqual([1000, 1_801_000, 1_803_000]);
    expect(h.outcomes.map((o) => o.outcome.kind)).toEqual(['completed']);
  });

  it('stops waiting for the connection when cancelled', async () => {
    const h = setup([], { fallback: done() });
    h.setOnline(false);
    h.poller.start(SESSION);
    await advance(5000);
    expect(h.onlineListeners()).toBe(1);

    h.poller.cancel(SESSION);
    expect(h.onlineListeners()).toBe(0);
    h.setOnline(true);
    await advance(60_000);
    expect(h.calls).toHaveLength(0);
    expect(h.outcomes).toEqual([]);
  });
});

describe('status poller: lifecycle', () => {
  it('polls a session once: a second start() returns false and adds no calls', async () => {
    const h = setup([processing(), done()]);
    expect(h.poller.start(SESSION)).toBe(true);
    await advance(500);
    expect(h.poller.start(SESSION)).toBe(false);
    await advance(1000);
    expect(h.poller.start(SESSION)).toBe(false);
    await advance(30 * 60_000);

    expect(h.times()).toEqual([1000, 2500]);
    expect(h.outcomes).toHaveLength(1);
  });

  it('polls different sessions side by side', async () => {
    const h = setup([processing(), done(), done()]);
    h.poller.start(SESSION);
    await advance(500);
    h.poller.start('sess_other_session_01');
    await advance(30 * 60_000);

    expect(h.calls.map((c) => [c.sessionId, c.at])).toEqual([
      [SESSION, 1000],
      ['sess_other_session_01', 1500],
      [SESSION, 2500],
    ]);
    expect(h.outcomes.map((o) => [o.sessionId, o.outcome.kind])).toEqual([
      ['sess_other_session_01', 'completed'],
      [SESSION, 'completed'],
    ]);
  });

  it('lets a session be polled again after its outcome (a retry)', async () => {
    const h = setup([platformError(503), platformError(503), platformError(503), done()]);
    h.poller.start(SESSION);
    await advance(7000);
    expect(h.outcomes.map((o) => o.outcome.kind)).toEqual(['failed']);
    expect(h.poller.isPolling(SESSION)).toBe(false);

    expect(h.poller.start(SESSION)).toBe(true);
    await advance(30 * 60_000);
    expect(h.times()).toEqual([1000, 4000, 7000, 8000]);
    expect(h.outcomes.map((o) => o.outcome.kind)).toEqual(['failed', 'completed']);
  });

  it('cancel() during a call aborts it, reports nothing and leaves no timer', async () => {
    const answer = deferred();
    const h = setup([answer], { fallback: done() });
    h.poller.start(SESSION);
    await advance(1000);
    expect(h.calls).toHaveLength(1);

    h.poller.cancel(SESSION);
    expect(h.calls[0]!.signal.aborted).toBe(true);
    expect(h.poller.isPolling(SESSION)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);

    answer.resolve(done());
    await advance(30 * 60_000);
    expect(h.calls).toHaveLength(1);
    expect(h.outcomes).toEqual([]);
    expect(h.progress).toEqual([]);
  });

  it('cancel() between calls clears the timer', async () => {
    const h = setup([processing()], { fallback: done() });
    h.poller.start(SESSION);
    await advance(1000);
    expect(vi.getTimerCount()).toBe(1);

    h.poller.cancel(SESSION);
    expect(vi.getTimerCount()).toBe(0);
    await advance(30 * 60_000);
    expect(h.calls).toHaveLength(1);
    expect(h.outcomes).toEqual([]);
  });

  it('stop() cancels every session, resolves with a call still hanging, and refuses later starts', async () => {
    const h = setup(['hang'], { fallback: done() });
    h.poller.start(SESSION);
    h.poller.start('sess_other_session_01');
    await advance(1000);
    // Both were due at 1000: the first hangs, the second completed.
    expect(h.calls).toHaveLength(2);
    h.poller.start('sess_third_session_1');

    await h.poller.stop();
    expect(h.calls[0]!.signal.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(h.poller.isPolling(SESSION)).toBe(false);
    expect(h.poller.isPolling('sess_third_session_1')).toBe(false);
    expect(h.poller.start('sess_fourth_session')).toBe(false);

    await advance(30 * 60_000);
    expect(h.calls).toHaveLength(2);
    expect(h.outcomes.map((o) => o.sessionId)).toEqual(['sess_other_session_01']);
  });

  it('a new poller (an app restart) polls the same session again from scratch', async () => {
    const before = setup([processing(), 'hang']);
    before.poller.start(SESSION);
    await advance(3000);
    expect(before.times()).toEqual([1000, 2500]);
    await before.poller.stop();

    const after = setup([processing(), done()]);
    expect(after.poller.start(SESSION)).toBe(true);
    await advance(30 * 60_000);

    expect(after.times()).toEqual([4000, 5500]);
    expect(after.outcomes.map((o) => o.outcome)).toEqual([
      { kind: 'completed', result: done().body },
    ]);
    expect(before.calls).toHaveLength(2);
    expect(before.outcomes).toEqual([]);
  });

  it('survives listeners that throw', async () => {
    const calls: number[] = [];
    const poller = createStatusPoller({
      fetchStatus: () => {
        calls.push(Date.now());
        return Promise.resolve(calls.length < 2 ? processing() : done());
      },
      isOnline: () => true,
      onOnline: () => () => undefined,
      clock: { now: () => Date.now() },
      logger: silentLogger,
      onProgress: () => {
        throw new Error('renderer gone');
      },
      onOutcome: () => {
        throw new Error('renderer gone');
      },
    });
    pollers.push(poller);
    poller.start(SESSION);
    await advance(30 * 60_000);

    // The defaults: 1 s first delay, then 1 s.
    expect(calls).toEqual([1000, 2000]);
    expect(poller.isPolling(SESSION)).toBe(false);
  });
});

describe('status poller: logging', () => {
  it('logs the session, attempt, status and error kind, never the transcript', async () => {
    const log = createMemoryLogger();
    const h = setup([processing(), platformError(503), done()], { logger: log.logger });
    h.poller.start(SESSION);
    await advance(30 * 60_000);
    expect(h.outcomes.map((o) => o.outcome.kind)).toEqual(['completed']);

    const lines = log
      .text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const checked = lines.filter((line) => line.msg === 'transcription status checked');
    expect(
      checked.map((line) => [line.sessionId, line.attempt, line.httpStatus, line.failure]),
    ).toEqual([
      [SESSION, 1, 202, undefined],
      [SESSION, 2, 503, 'http'],
      [SESSION, 3, 200, undefined],
    ]);
    expect(log.text()).not.toContain('chest pain');
  });
});

describe('status poller: the defaults', () => {
  const steady = { intervalMs: 1_000, steadyForMs: 30_000 };

  it('polls every second for the first 30 s, then grows the wait by 1.5 up to 10 s', async () => {
    const h = setup([...Array.from({ length: 36 }, processing), done()], {
      options: { ...steady },
    });
    h.poller.start(SESSION);
    await advance(10 * 60_000);
    const seconds = Array.from({ length: 30 }, (_, i) => (i + 1) * 1_000);
    // The 202 at 30 s is the first one past the steady half minute: its wait is still 1 s, the
    // next ones 1.5 s, 2.25 s, 3.375 s, 5.063 s, 7.595 s.
    expect(h.times()).toEqual([...seconds, 31_000, 32_500, 34_750, 38_125, 43_188, 50_783, 60_783]);
    expect(h.outcomes.map((o) => o.outcome.kind)).toEqual(['completed']);
  });

  it('keeps the 1 s wait for a 202 answered one millisecond before 30 s', async () => {
    // First call at 29 999: the 202 comes inside the steady half minute, so the interval stays 1 s.
    const h = setup([processing(), processing(), processing(), done()], {
      options: { ...steady, firstDelayMs: 29_999 },
    });
    h.poller.start(SESSION);
    await advance(10 * 60_000);
    expect(h.times()).toEqual([29_999, 30_999, 31_999, 33_499]);
  });

  it('does not count time offline in the steady half minute', async () => {
    const h = setup([...Array.from({ length: 3 }, processing), done()], { options: steady });
    h.setOnline(false);
    h.poller.start(SESSION);
    await advance(40_000);
    expect(h.calls).toHaveLength(0);
    h.setOnline(true);
    await advance(10 * 60_000);
    // Offline from 1 s to 40 s: the calls at 40, 41 and 42 s come after 1 to 3 s of polling,
    // all inside the steady half minute (counted on the wall clock, the waits would grow).
    expect(h.times()).toEqual([40_000, 41_000, 42_000, 43_000]);
  });

  it('are 1 s first delay, 1 s steady for 30 s, growing by 1.5 up to 10 s, 20 s per call', () => {
    expect(STATUS_POLLER_DEFAULTS).toMatchObject({
      firstDelayMs: 1_000,
      intervalMs: 1_000,
      steadyForMs: 30_000,
      backoffFactor: 1.5,
      maxIntervalMs: 10_000,
      callTimeoutMs: 20_000,
    });
  });
});
