import { useEffect, useRef, useState } from 'react';

/**
 * One confirmation dialog at a time, opened from a button in a list, and where focus goes once it
 * has closed (while it is open the rest of the page is inert, so focus can move only then): back to
 * the button that opened it when nothing changed, to the list when the row and its button are gone.
 * `listRef` goes on the list's wrapper, which takes focus from script (tabIndex -1).
 */
export function useConfirmDialog<T>() {
  const [subject, setSubject] = useState<T | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const focusAfterClose = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (subject !== null) return;
    focusAfterClose.current?.focus();
    focusAfterClose.current = null;
  }, [subject]);

  /** Opens the dialog about `next`; `opener` is the button that asked. */
  const open = (next: T, opener: HTMLButtonElement) => {
    openerRef.current = opener;
    setSubject(next);
  };
  /** Closes with nothing changed: focus goes back to the button that opened the dialog. */
  const closeUnchanged = () => {
    focusAfterClose.current = openerRef.current;
    setSubject(null);
  };
  /**
   * Closes once the change is made: the row and its button are going, and the list is the nearest
   * sensible place for focus.
   */
  const closeChanged = () => {
    focusAfterClose.current = listRef.current;
    setSubject(null);
  };

  return { subject, listRef, open, closeUnchanged, closeChanged };
}
