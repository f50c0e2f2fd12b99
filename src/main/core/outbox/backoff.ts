/** How long to wait before resending a change the platform could not take yet. */
export interface BackoffPolicy {
  /** Delay after the first failed attempt. */
  baseMs: number;
  /** No delay is ever longer, `Retry-After` included. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: Readonly<BackoffPolicy> = Object.freeze({
  baseMs: 1_000,
  maxMs: 5 * 60_000,
});

/**
 * Exponential backoff with "equal jitter": half of the exponential step is fixed and half random,
 * so clients that failed together spread out, yet no retry comes sooner than half the step.
 * A `Retry-After` from the platform is honoured when it asks for longer, within the cap: a
 * platform asking for an hour still gets a retry within `maxMs`, because a clinic's queue must
 * not stall on one answer.
 */
export function retryDelay(
  attempts: number,
  random: () => number,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
  retryAfterMs?: number,
): number {
  const step = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(Math.max(attempts, 1) - 1, 30));
  const jittered = step / 2 + (random() * step) / 2;
  const wanted = retryAfterMs === undefined ? jittered : Math.max(jittered, retryAfterMs);
  return Math.round(Math.min(policy.maxMs, wanted));
}
