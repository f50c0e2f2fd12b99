import { isCoreError } from '../errors';
import { isPlatformError } from '../platform/errors';

/**
 * What the sync loop does with a failed attempt:
 * - `retry`: the platform could not take the change now (no answer, time-out, 408, 429, 5xx, or a
 *   409 saying the first request with this key is still running). Sent again after a backoff;
 *   the idempotency key makes that safe even when the first attempt was applied.
 * - `unreadable`: a 2xx whose body the app cannot read. The change may have been applied, or a
 *   captive portal may have answered instead of the platform, so it is resent (safe, same key) a
 *   few times before the user is asked to look at it.
 * - `signed-out`: the platform refused the credentials (after one renewal). Everything waits.
 * - `reject`: the platform refused the change itself (other 4xx). Shown to the user, never
 *   resent on its own, and never holding back other records.
 * - `dead`: what the change carries cannot be read back on this computer (a stored file missing or
 *   failing its integrity check). No attempt can succeed; the user is told, like a damaged row.
 */
export type FailureVerdict =
  | { kind: 'retry'; error: string; retryAfterMs?: number; unreachable: boolean }
  | { kind: 'unreadable'; error: string }
  | { kind: 'signed-out'; error: string }
  | { kind: 'reject'; error: string; reason: string }
  | { kind: 'dead'; error: string };

export function judgeFailure(error: unknown): FailureVerdict {
  if (isPlatformError(error)) {
    if (error.failure === 'network' || error.failure === 'timeout') {
      return { kind: 'retry', error: error.message, unreachable: true };
    }
    if (error.failure === 'bad-response') return { kind: 'unreadable', error: error.message };
    // 401 (after the client's one renewal) means the credentials are refused: everything waits.
    // A 403 refuses this one change (not allowed for this account): it is the change's refusal.
    if (error.code === 'SIGNED_OUT' && error.status !== 403) {
      return { kind: 'signed-out', error: error.message };
    }
    if (error.status === 403) {
      return {
        kind: 'reject',
        error: error.message,
        reason: error.reason ?? 'HTTP 403: not allowed',
      };
    }
    const status = error.status ?? 0;
    if (
      status >= 500 ||
      status === 408 ||
      status === 429 ||
      (status === 409 && error.platformCode === 'IDEMPOTENCY_KEY_IN_USE')
    ) {
      return {
        kind: 'retry',
        error: error.message,
        unreachable: false,
        ...(error.retryAfterMs !== undefined ? { retryAfterMs: error.retryAfterMs } : {}),
      };
    }
    return { kind: 'reject', error: error.message, reason: error.reason ?? `HTTP ${status}` };
  }
  // The app itself found the change cannot go as it is (a patient the platform does not have):
  // shown with its words, like a refusal, and sent again only when the user asks.
  if (isCoreError(error) && error.code === 'REJECTED') {
    return { kind: 'reject', error: error.message, reason: error.message };
  }
  if (isCoreError(error) && error.code === 'SIGNED_OUT') {
    return { kind: 'signed-out', error: error.message };
  }
  if (isCoreError(error) && error.code === 'LOCAL_DATA_DAMAGED') {
    return { kind: 'dead', error: error.message };
  }
  // A secret the change needs cannot be read back: resending would fail the same way forever.
  if (isCoreError(error) && error.code === 'KEYCHAIN_UNAVAILABLE') {
    return { kind: 'reject', error: error.message, reason: error.message };
  }
  // Anything else is the app's own failure (a bug, a full disk while reading a file): keep the
  // change and try again later rather than lose it or blame the platform.
  return {
    kind: 'retry',
    error: isCoreError(error) ? error.message : 'The app failed while sending this change.',
    unreachable: false,
  };
}
