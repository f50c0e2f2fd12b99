import { useCallback, useRef } from 'react';
import type { MedicalDbItem, MedicalDbKind } from '../../../shared/medical-db';
import { companion } from '../companion';
import type { EntrySearchFn } from './useEntrySearch';
import { ENTRY_SEARCH_LIMIT, OFFLINE_NOTE, SEARCH_TEXT_MAX } from './useEntrySearch';

/*
 * The plan's searches (medicines and investigations) over `medical-db:search`: the core asks the
 * platform's drug-and-lab search, and answers from the items it saved when offline (the answer
 * says so). Each item seen is remembered by id, so a pick can take the drug's published defaults.
 * What a plan section does with adds and removals is the findings' sections' (useListFocus).
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
