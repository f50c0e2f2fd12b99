import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the keyboard in a list whose rows come and go: when the row holding focus (or its button)
 * leaves the page, as a change retried moves to another group or is sent and disappears, focus
 * goes to the same change's row where it now is, else to the row that took its place (the next
 * one; the last when it was last), else to the list itself. Never to the page's body.
 */
export function useKeepRowFocus(
  listRef: RefObject<HTMLElement | null>,
  /** Whatever changes when the rows do (the list's items). */
  rows: unknown,
  rowSelector: string,
): void {
  const last = useRef<{ id: string; index: number } | null>(null);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onFocusIn = (event: FocusEvent) => {
      const row = (event.target as HTMLElement).closest<HTMLElement>(rowSelector);
      if (!row) {
        last.current = null;
        return;
      }
      const all = [...list.querySelectorAll<HTMLElement>(rowSelector)];
      last.current = { id: row.dataset.itemId ?? '', index: all.indexOf(row) };
    };
    const onFocusOut = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const next = event.relatedTarget as Node | null;
      if (next && !list.contains(next)) last.current = null;
      // Focus sent nowhere by the person (not by the row leaving the page): let it be.
      if (!next) queueMicrotask(() => target.isConnected && (last.current = null));
    };
    list.addEventListener('focusin', onFocusIn);
    list.addEventListener('focusout', onFocusOut);
    return () => {
      list.removeEventListener('focusin', onFocusIn);
      list.removeEventListener('focusout', onFocusOut);
    };
  }, [listRef, rowSelector]);

  useLayoutEffect(() => {
    const list = listRef.current;
    const was = last.current;
    if (!list || !was) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const all = [...list.querySelectorAll<HTMLElement>(rowSelector)];
    const same = all.find((row) => row.dataset.itemId === was.id);
    (same ?? all[Math.min(was.index, all.length - 1)] ?? list).focus();
  }, [listRef, rows, rowSelector]);
}
