/** The interval that moves the recording's elapsed time on screen. */

/** How often the elapsed time on screen moves. */
const TICK_MS = 250;

let ticker: ReturnType<typeof setInterval> | undefined;

/** Calls `tick` every TICK_MS, unless already ticking. */
export function startTicker(tick: () => void): void {
  if (ticker === undefined) ticker = setInterval(tick, TICK_MS);
}

export function stopTicker(): void {
  if (ticker !== undefined) clearInterval(ticker);
  ticker = undefined;
}
