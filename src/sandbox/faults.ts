import { z } from 'zod';

export const CORRUPT_BODY_MODES = ['none', 'malformed-json', 'wrong-types'] as const;
export type CorruptBodyMode = (typeof CORRUPT_BODY_MODES)[number];

/** Faults the sandbox injects into every route except the admin route. */
export interface FaultSettings {
  /** Added before answering, in milliseconds. */
  latencyMs: number;
  /** Up to this many more milliseconds, drawn from the seeded PRNG. */
  latencyJitterMs: number;
  /** Share of requests answered 500 SERVER_ERROR before anything is applied (0..1). */
  failRate: number;
  /** Share of requests answered 429 with `Retry-After: retryAfterSec` before anything is applied (0..1). */
  throttleRate: number;
  retryAfterSec: number;
  /** Share of requests applied and then cut off without an answer (0..1). */
  dropRate: number;
  /**
   * Share of requests held `slowMs` after the latency, then applied and answered anyway, even when
   * the client gave up meanwhile (0..1): latency beyond the client's time limit.
   */
  slowRate: number;
  slowMs: number;
  /** Every connection is destroyed at once, like an unreachable host. */
  offline: boolean;
  /** Requests are accepted and never answered, until the sandbox closes. */
  hang: boolean;
  /** Damages the body of 2xx platform answers: truncated JSON, or right keys with wrong types. */
  corruptBody: CorruptBodyMode;
  /** Seeds the PRNG behind the rates and the jitter, so a chaos run can be replayed. */
  seed: number;
}

export const DEFAULT_FAULTS: Readonly<FaultSettings> = Object.freeze({
  latencyMs: 0,
  latencyJitterMs: 0,
  failRate: 0,
  throttleRate: 0,
  retryAfterSec: 1,
  dropRate: 0,
  slowRate: 0,
  slowMs: 0,
  offline: false,
  hang: false,
  corruptBody: 'none',
  seed: 1,
});

const rate = z.number().min(0).max(1);
const millis = z.number().int().min(0).max(600_000);

/** A partial update, as accepted by `faults.set` and `POST /__sandbox/faults`; unknown keys are refused. */
export const FaultUpdateSchema = z
  .object({
    latencyMs: millis,
    latencyJitterMs: millis,
    failRate: rate,
    throttleRate: rate,
    retryAfterSec: z.number().int().min(0).max(86_400),
    dropRate: rate,
    slowRate: rate,
    slowMs: millis,
    offline: z.boolean(),
    hang: z.boolean(),
    corruptBody: z.enum(CORRUPT_BODY_MODES),
    seed: z.number().int(),
  })
  .partial()
  .strict();

/** mulberry32: tiny, fast and good enough to spread fault decisions evenly. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runtime switchboard for the sandbox's faults; changes apply to the next request. */
export class FaultController {
  private settings: FaultSettings = { ...DEFAULT_FAULTS };
  private random = mulberry32(DEFAULT_FAULTS.seed);
  private held = 0;

  /** Requests the slow fault has held so far (past the client's time limit, in a chaos run). */
  slowHeld(): number {
    return this.held;
  }

  /** Rolls the slow fault and counts the requests it holds. */
  rollSlow(): boolean {
    const slow = this.roll(this.settings.slowRate);
    if (slow) this.held += 1;
    return slow;
  }

  get(): FaultSettings {
    return { ...this.settings };
  }

  /** Validates and merges `update`; a new `seed` restarts the PRNG sequence. Throws on bad input. */
  set(update: Partial<FaultSettings>): FaultSettings {
    const valid = FaultUpdateSchema.parse(update);
    this.settings = { ...this.settings, ...valid };
    if (valid.seed !== undefined) this.random = mulberry32(valid.seed);
    return this.get();
  }

  reset(): FaultSettings {
    this.settings = { ...DEFAULT_FAULTS };
    this.random = mulberry32(DEFAULT_FAULTS.seed);
    return this.get();
  }

  /** True with probability `probability`; draws nothing when it is 0, so the sequence stays put. */
  roll(probability: number): boolean {
    if (probability <= 0) return false;
    return this.random() < probability;
  }

  /** The delay for one request: latency plus a seeded share of the jitter. */
  delayMs(): number {
    const { latencyMs, latencyJitterMs } = this.settings;
    return (
      latencyMs + (latencyJitterMs > 0 ? Math.floor(this.random() * (latencyJitterMs + 1)) : 0)
    );
  }
}
