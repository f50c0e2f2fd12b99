import type { Clock } from '../../src/main/core/clock';

/** A clock tests move by hand (a true edge). Starts at a fixed instant. */
export function createFakeClock(
  start = Date.parse('2026-11-21T09:00:00Z'),
): Clock & { advance(ms: number): void; set(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    advance(ms) {
      now += ms;
    },
    set(ms) {
      now = ms;
    },
  };
}
