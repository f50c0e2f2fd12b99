import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MedicalDbItem, MedicalDbKind } from '../../../shared/medical-db';
import { companion } from '../companion';
import type { EntryListActions, EntryAnnouncement, EntrySearchFn } from './useEntrySearch';
import { ENTRY_SEARCH_LIMIT, OFFLINE_NOTE, SEARCH_TEXT_MAX } from './useEntrySearch';

/*
 * The plan's searches (medicines and investigations) over `medical-db:search`: the core asks the
 * platform's drug-and-lab search, and answers from the items it saved when offline (the answer
 * says so). Each item seen is remembered by id, so a pick can take the drug's published defaults.
 *
 * usePlanList is what a plan section does with adds and removals, as the findings' sections do:
 * focus moves to the new row's first field once it is on screen, and back to the search after a
 * removal; each is said in the section's status region.
 */

function detailOf(item: MedicalDbItem): string | undefined {
  if (item.kind === 'lab') return item.category;
  const parts = [item.genericName, item.form].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** The search of one kind, and the items it has answered with, by id. */
export function useMedicalDbSearch(kind: MedicalDbKind, idsOnPad: () => ReadonlySet<string>) {
  const seen = useRef(new Map<string, MedicalDbItem>());
  const search = useCallback<EntrySearchFn>(
    async (text) => {
      const query = text.trim();
      if (query.length > SEARCH_TEXT_MAX) {
        return {
          items: [],
          problem: `Too long to search (at most ${SEARCH_TEXT_MAX} characters).`,
        };
      }
      const result = await companion().searchDrugsAndLabs({
        kind,
        text: query,
        limit: ENTRY_SEARCH_LIMIT,
      });
      if (!result.ok) {
        return { items: [], problem: `The search did not work: ${result.error.message}` };
      }
      const onPad = idsOnPad();
      const { value } = result;
      return {
        items: value.items.slice(0, ENTRY_SEARCH_LIMIT).map((item) => {
          seen.current.set(item.id, item);
          const detail = detailOf(item);
          return {
            name: item.name,
            id: item.id,
            ...(detail === undefined ? {} : { detail }),
            ...(onPad.has(item.id) ? { onPad: true } : {}),
          };
        }),
        ...(value.source === 'cache' || value.staleReason !== undefined
          ? { note: OFFLINE_NOTE }
          : {}),
      };
    },
    [kind, idsOnPad],
  );
  const itemOf = useCallback((id: string | undefined) => {
    return id === undefined ? undefined : seen.current.get(id);
  }, []);
  return { search, itemOf };
}

const SEARCH_TARGET = Symbol('search');

/**
 * A plan section's reactions: `added` after a row was added (focus to `firstField(localId)`),
 * and the `removed` its rows' Remove buttons call (focus back to the section's search).
 */
export function usePlanList(
  searchId: string,
  words: string,
  ids: readonly string[],
  firstField: (localId: string) => string,
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
    const id = target === SEARCH_TARGET ? searchId : firstField(target);
    document.getElementById(id)?.focus();
  }, [ids, searchId, firstField]);

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
