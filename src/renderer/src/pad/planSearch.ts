import { useCallback, useRef } from 'react';
import type { MedicalDbItem, MedicalDbKind, MedicalDbView } from '../../../shared/medical-db';
import { companion } from '../companion';
import type { EntrySearchFn } from './useEntrySearch';
import { ENTRY_SEARCH_LIMIT, OFFLINE_NOTE, SEARCH_TEXT_MAX } from './useEntrySearch';

/*
 * The plan's searches (medicines and investigations) over `medical-db:search`: the core asks the
 * platform's drug-and-lab search, and answers from the items it saved when offline (the answer
 * says so). Each item seen is remembered by id, so a pick can take the drug's published defaults.
 * What a plan section does with adds and removals is the findings' sections' (useListFocus).
 */

/** Said when the medicine search answers from this computer's formulary (how many it holds). */
export function formularyNote(count: number): string {
  return `Offline: searching the medicines saved on this computer (${count.toLocaleString('en-IN')}). The platform's search returns when the connection does.`;
}

/** Where the answer came from, when not from the platform now. */
function noteOf(value: MedicalDbView): string | undefined {
  if (value.source !== 'cache' && value.staleReason === undefined) return undefined;
  return value.savedCount === undefined ? OFFLINE_NOTE : formularyNote(value.savedCount);
}

function detailOf(item: MedicalDbItem): string | undefined {
  if (item.kind === 'lab') return item.category;
  const parts = [
    item.genericName,
    item.strength,
    item.form,
    item.freeText ? 'written on your pads' : undefined,
  ].filter((part) => part !== undefined);
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
      const note = noteOf(value);
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
        ...(note === undefined ? {} : { note }),
      };
    },
    [kind, idsOnPad],
  );
  const itemOf = useCallback((id: string | undefined) => {
    return id === undefined ? undefined : seen.current.get(id);
  }, []);
  return { search, itemOf };
}
