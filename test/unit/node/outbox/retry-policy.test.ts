import { describe, expect, it } from 'vitest';
import { retryDelay } from '../../../../src/main/core/outbox/backoff';
import { judgeFailure } from '../../../../src/main/core/outbox/failure-policy';
import { CoreError } from '../../../../src/main/core/errors';
import {
  PlatformError,
  httpError,
  parseRetryAfter,
} from '../../../../src/main/core/platform/errors';

const policy = { baseMs: 1_000, maxMs: 60_000 };

describe('retryDelay', () => {
  it('doubles per attempt with equal jitter: never below half the step, never above it', () => {
    for (let attempts = 1; attempts <= 6; attempts += 1) {
      const step = 1_000 * 2 ** (attempts - 1);
      expect(retryDelay(attempts, () => 0, policy)).toBe(step / 2);
      expect(retryDelay(attempts, () => 0.999999, policy)).toBe(step);
    }
  });

  it('is capped, for huge attempt counts and for a long Retry-After alike', () => {
    expect(retryDelay(500, () => 0.999999, policy)).toBe(60_000);
    expect(retryDelay(1, () => 0, policy, 3_600_000)).toBe(60_000);
  });

  it('waits at least as long as Retry-After asks when that is longer than the step', () => {
    expect(retryDelay(1, () => 0, policy, 7_000)).toBe(7_000);
    expect(retryDelay(6, () => 0.999999, policy, 1_000)).toBe(32_000);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-21T09:00:00Z');
  it('reads delay-seconds and HTTP-dates, and ignores what it cannot read', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 08:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('judgeFailure', () => {
  const http = (status: number, body = '', headers?: Headers) =>
    httpError(status, body, 'Registering the webhook', headers);

  it('retries what the platform could not take now, with Retry-After when given', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) {
      expect(judgeFailure(http(status)).kind).toBe('retry');
    }
    expect(judgeFailure(http(429, '', new Headers({ 'retry-after': '9' })))).toMatchObject({
      kind: 'retry',
      retryAfterMs: 9_000,
      unreachable: false,
    });
    const inUse = http(
      409,
      JSON.stringify({ error: { message: 'still running', code: 'IDEMPOTENCY_KEY_IN_USE' } }),
    );
    expect(judgeFailure(inUse).kind).toBe('retry');
  });

  it('retries and halts the run when the platform is unreachable', () => {
    for (const failure of ['network', 'timeout'] as const) {
      const error = new PlatformError('OFFLINE', 'x', { failure });
      expect(judgeFailure(error)).toMatchObject({ kind: 'retry', unreachable: true });
    }
  });

  it('rejects other 4xx with the platform reason', () => {
    const refused = http(
      400,
      JSON.stringify({
        error: { message: 'requested endpoint is already registered', code: 'INVALID_REQUEST' },
      }),
    );
    expect(judgeFailure(refused)).toMatchObject({
      kind: 'reject',
      reason: 'requested endpoint is already registered',
    });
    expect(judgeFailure(http(422, 'not json'))).toMatchObject({
      kind: 'reject',
      reason: 'HTTP 422',
    });
    const otherConflict = http(
      409,
      JSON.stringify({ error: { message: 'conflict', code: 'OTHER' } }),
    );
    expect(judgeFailure(otherConflict).kind).toBe('reject');
  });

  it('knows unreadable answers, signed-out credentials, unreadable secrets and its own failures', () => {
    expect(
      judgeFailure(new PlatformError('BAD_RESPONSE', 'x', { failure: 'bad-response', status: 200 }))
        .kind,
    ).toBe('unreadable');
    expect(judgeFailure(http(401)).kind).toBe('signed-out');
    // Forbidden is this change's refusal, not a refused sign-in: it must not stall the queue.
    expect(
      judgeFailure(
        http(403, JSON.stringify({ error: { message: 'not your webhook', code: 'FORBIDDEN' } })),
      ),
    ).toMatchObject({ kind: 'reject', reason: 'not your webhook' });
    expect(judgeFailure(new CoreError('SIGNED_OUT', 'x')).kind).toBe('signed-out');
    expect(judgeFailure(new CoreError('KEYCHAIN_UNAVAILABLE', 'gone')).kind).toBe('reject');
    expect(judgeFailure(new TypeError('bug'))).toMatchObject({
      kind: 'retry',
      error: 'The app failed while sending this change.',
    });
  });
});
