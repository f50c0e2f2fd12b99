/** Wall-clock time, injected so tests can move it (a true edge). */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
