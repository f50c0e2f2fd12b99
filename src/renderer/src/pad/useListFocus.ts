import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** A sentence for the section's status region; a new id says the same text again. */
export interface EntryAnnouncement {
  id: number;
  text: string;
}

export interface EntryListActions {
  /** A row is about to remove its entry: say so, and bring focus back to the search. */
  removed: (name: string) => void;
}

const SEARCH_TARGET = Symbol('search');

/**
 * What every section of the pad (findings, procedures, medicines, investigations, advice) does
 * around adds and removals: focus moves to the new row's first field once the list on screen has
 * the row, and back to the section's search once it no longer has a removed one; each is said in
 * the section's status region. `ids` is the section's list of local ids (a new list only when one
 * is added or removed); `fieldOf` gives the element a new row's focus goes to.
 */
export function useListFocus(
  searchId: string,
  words: string,
  ids: readonly string[],
  fieldOf: (localId: string) => HTMLElement | null,
) {
  const [announcement, setAnnouncement] = useState<EntryAnnouncement | null>(null);
  const focusRef = useRef<string | typeof SEARCH_TARGET | null>(null);
  const announce = useCallback((text: string) => {
    setAnnouncement((previous) => ({ id: (previous?.id ?? 0) + 1, text }));
  }, []);

  useEffect(() => {
    const target = focusRef.current;
    if (target === null) return;
    focusRef.current = null;
    const element = target === SEARCH_TARGET ? document.getElementById(searchId) : fieldOf(target);
    element?.focus();
  }, [ids, searchId, fieldOf]);

  /** A row was added (its local id; '' when the pad refused it): focus goes to it once shown. */
  const added = useCallback(
    (localId: string, name: string, more?: string) => {
      if (localId === '') {
        announce('This pad cannot be changed, so nothing was added.');
        return;
      }
      focusRef.current = localId;
      announce(`${name} added to ${words}.${more ? ` ${more}` : ''}`);
    },
    [announce, words],
  );

  const removed = useCallback(
    (name: string) => {
      focusRef.current = SEARCH_TARGET;
      announce(`${name} removed from ${words}.`);
    },
    [announce, words],
  );
  const actions = useMemo<EntryListActions>(() => ({ removed }), [removed]);
  return { announcement, announce, added, actions };
}
