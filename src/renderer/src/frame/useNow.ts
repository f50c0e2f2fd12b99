import { useEffect, useState } from 'react';

/** How often relative times ("5 minutes ago", "oldest 5 min") are brought up to date. */
export const CLOCK_TICK_MS = 30_000;

/**
 * The current time, renewed every `intervalMs`, for components that show ages. Half a minute is
 * enough: the ages shown count whole minutes.
 */
export function useNow(intervalMs: number = CLOCK_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
