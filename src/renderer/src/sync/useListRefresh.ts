import { useEffect, useRef } from 'react';

/** The list of changes is read again at most this often while sync statuses are pushed. */
export const LIST_REFRESH_MS = 1_000;

/**
 * Reads a list on opening (unless `loadOnMount` is false: the screen does it), then again after
 * pushed changes (each new value of `pushed`), at most once a `intervalMs` and only while the
 * window is visible: during a drain statuses come every 100 ms, and re-reading the list on each
 * would cost more than the drain. Pushes while hidden are caught up once the window shows again.
 */
export function useListRefresh(
  pushed: unknown,
  load: () => Promise<void>,
  { intervalMs = LIST_REFRESH_MS, loadOnMount = true } = {},
): void {
  const state = useRef({ lastAt: 0, timer: undefined as number | undefined, stale: false });
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  }, [load]);

  useEffect(() => {
    const current = state.current;
    const run = () => {
      current.timer = undefined;
      if (document.visibilityState === 'hidden') {
        current.stale = true;
        return;
      }
      current.stale = false;
      current.lastAt = Date.now();
      void loadRef.current();
    };
    const onVisible = () => {
      if (document.visibilityState !== 'hidden' && current.stale) run();
    };
    if (loadOnMount) run();
    else current.lastAt = Date.now();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      if (current.timer !== undefined) window.clearTimeout(current.timer);
      current.timer = undefined;
    };
    // Once, on mount: `loadOnMount` is read then only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const previous = useRef(pushed);
  useEffect(() => {
    const before = previous.current;
    previous.current = pushed;
    // Not a push: the value on mount, or the first value arriving where there was none.
    if (pushed === before || before === null || before === undefined) return;
    const current = state.current;
    if (current.timer !== undefined) return;
    const wait = Math.max(0, current.lastAt + intervalMs - Date.now());
    current.timer = window.setTimeout(() => {
      current.timer = undefined;
      if (document.visibilityState === 'hidden') {
        current.stale = true;
        return;
      }
      current.lastAt = Date.now();
      void loadRef.current();
    }, wait);
  }, [pushed, intervalMs]);
}
