import { useEffect, type RefObject } from 'react';

/** The CSS variable the consultation's scroll padding reads (Consultation.css). */
export const HEADER_HEIGHT_VARIABLE = '--consultation-header-height';

/** Room kept between the header and a focused element brought out from under it. */
const FOCUS_GAP_PX = 8;

/**
 * Keeps whatever takes focus fully below the sticky patient header. Its real height (it grows with
 * a long name, allergies and conditions, a narrow window, a larger font) is kept in a CSS variable
 * on its scroll container, which the scroll padding reads: an element scrolled into view from off
 * screen stops below the header. Chromium leaves an element it counts as visible where it is, so
 * going back with Shift+Tab a row partly under the header would stay there: whatever takes focus
 * under the header is brought down below it.
 */
export function useStickyHeaderHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const holder = header.closest<HTMLElement>('.app-main') ?? document.documentElement;
    const measure = () => {
      const height = Math.ceil(header.getBoundingClientRect().height);
      holder.style.setProperty(HEADER_HEIGHT_VARIABLE, `${height}px`);
    };
    measure();
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || header.contains(target)) return;
      // The pad's bar is sticky at the bottom: never under the header.
      if (target.closest('.pad-actions')) return;
      const below = header.getBoundingClientRect().bottom + FOCUS_GAP_PX;
      const top = target.getBoundingClientRect().top;
      if (top < below) holder.scrollBy({ top: top - below });
    };
    holder.addEventListener('focusin', onFocusIn);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(header);
    return () => {
      observer?.disconnect();
      holder.removeEventListener('focusin', onFocusIn);
      holder.style.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, [ref]);
}
