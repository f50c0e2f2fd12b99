import { useEffect, useRef, type DependencyList } from 'react';
import type { Result } from '../../../shared/result';

/**
 * Loads once when the component appears (and again when `deps` change) and hands the result to
 * `apply`, unless the component has gone or a newer load has started: an answer that arrives
 * late never overwrites what the screen shows now.
 */
export function useLoadResult<T>(
  load: () => Promise<Result<T>>,
  apply: (result: Result<T>) => void,
  deps: DependencyList = [],
): void {
  const latest = useRef({ load, apply });
  useEffect(() => {
    latest.current = { load, apply };
  });
  useEffect(() => {
    let live = true;
    void latest.current.load().then((result) => {
      if (live) latest.current.apply(result);
    });
    return () => {
      live = false;
    };
    // The caller names what makes it load again; the functions themselves change every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
