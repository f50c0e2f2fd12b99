/*
 * Where focus goes after an action: the next thing to decide, never the page body. One rule for
 * the whole consultation (docs/keyboard-focus.md): an action names where focus goes next, by
 * element id (or a function finding the element), with fallbacks in order; focus moves as soon as
 * one of them is on screen, which may be after the next render or after a screen part mounts.
 */

/** An element id, or a function that finds the element (null while it is not on screen). */
export type FocusTarget = string | (() => HTMLElement | null);

export interface FocusNextOptions {
  /** Select a text field's content, so that typing replaces it. */
  select?: boolean;
  /**
   * Move focus only while it rests: on the page body, or on an element marked
   * `data-focus-rest` (a heading focus was parked on). For what arrives on its own (the scribe's
   * suggestions after a recording): it never takes focus from where the doctor is working.
   */
  onlyIfResting?: boolean;
  /** How long to wait for a target to appear before giving up (ms). */
  waitMs?: number;
}

/** The attribute marking a resting place for focus (see `onlyIfResting`). */
export const FOCUS_REST = 'data-focus-rest';

const TEXT_TYPES = new Set(['text', 'search', 'tel', 'url', 'email', 'password', 'number', '']);

/** Focuses an element; with `select`, a text field's content is selected so typing replaces it. */
export function focusElement(element: HTMLElement, select = false): void {
  element.focus();
  if (!select) return;
  if (element instanceof HTMLTextAreaElement) element.select();
  else if (element instanceof HTMLInputElement && TEXT_TYPES.has(element.type)) element.select();
}

function find(target: FocusTarget): HTMLElement | null {
  const element = typeof target === 'string' ? document.getElementById(target) : target();
  return element?.isConnected ? element : null;
}

function resting(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.hasAttribute(FOCUS_REST);
}

let cancelPending: (() => void) | null = null;

/**
 * Moves focus to the first of `targets` on screen, now or once it appears. A later request
 * replaces an earlier one. It gives up when the person moved focus elsewhere themselves
 * meanwhile (their choice wins), or after `waitMs`. Returns a function that cancels it.
 */
export function focusNext(
  targets: FocusTarget | readonly FocusTarget[],
  options: FocusNextOptions = {},
): () => void {
  cancelPending?.();
  const list: readonly FocusTarget[] =
    typeof targets === 'string' || typeof targets === 'function' ? [targets] : targets;
  const from = document.activeElement;
  const movedOn = (): boolean => {
    const active = document.activeElement;
    if (options.onlyIfResting) return !resting();
    return active !== from && !resting();
  };
  const attempt = (): boolean => {
    if (movedOn()) return true; // nothing to do any more
    for (const target of list) {
      const element = find(target);
      if (element) {
        focusElement(element, options.select);
        return true;
      }
    }
    return false;
  };
  if (attempt()) return () => undefined;

  const observer = new MutationObserver(() => {
    if (attempt()) cancel();
  });
  const timer = setTimeout(() => cancel(), options.waitMs ?? 10_000);
  function cancel(): void {
    observer.disconnect();
    clearTimeout(timer);
    if (cancelPending === cancel) cancelPending = null;
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  cancelPending = cancel;
  return cancel;
}

/**
 * A ref callback for a field opened by the doctor's own press (Edit): it takes focus when it
 * appears, its content selected, so the cursor is in it and typing replaces the suggestion.
 */
export function focusOnAppear(element: HTMLElement | null): void {
  if (element) focusElement(element, true);
}

/**
 * When content above it grows (a transcript arriving after the suggestions took focus), the
 * focused element can be pushed out of the window: bring it back into view, as little as needed.
 */
export function keepFocusInView(): void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return;
  const { top, bottom } = active.getBoundingClientRect();
  if (top < 0 || bottom > window.innerHeight) active.scrollIntoView({ block: 'nearest' });
}
