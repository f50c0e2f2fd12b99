import { useEffect, useRef, type RefObject } from 'react';

/**
 * On arriving at Today (at start too), once the day is read: focus goes to the "Next patient"
 * button, or to the queue's heading when nobody is waiting, so the queue comes before the
 * header's controls in Tab order. Only once per arrival, and never away from something the
 * person already moved to: only from the page itself or the screen's heading.
 */
export function useArrivalFocus(
  ready: boolean,
  next: RefObject<HTMLElement | null>,
  queueHeading: RefObject<HTMLElement | null>,
): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    const active = document.activeElement;
    const idle =
      active === null ||
      active === document.body ||
      (active instanceof HTMLElement && active.classList.contains('screen-heading'));
    if (idle) (next.current ?? queueHeading.current)?.focus();
  }, [ready, next, queueHeading]);
}
