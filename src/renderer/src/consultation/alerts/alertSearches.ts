import { useCallback } from 'react';
import { companion } from '../../companion';
import { useMedicalDbSearch } from '../../pad/planSearch';
import {
  ENTRY_SEARCH_LIMIT,
  OFFLINE_NOTE,
  SEARCH_TEXT_MAX,
  type EntrySearchFn,
} from '../../pad/useEntrySearch';

/*
 * The editor's two searches, the pad's own: the substance from the drugs-and-labs search (the
 * pad's medicine search, which remembers each drug it answered with, for its id and generic name),
 * and a chronic condition from the platform's diagnosis search (the pad's diagnoses). Both end in
 * "add as free text", so a doctor is never stuck offline.
 */

/** Nothing is "already on the pad" here: the allergy list says what is recorded. */
const NOTHING_ON_PAD = (): ReadonlySet<string> => new Set<string>();

export function useSubstanceSearch() {
  return useMedicalDbSearch('drug', NOTHING_ON_PAD);
}

export function useConditionSearch(): EntrySearchFn {
  return useCallback<EntrySearchFn>(async (text) => {
    const query = text.trim();
    if (query.length > SEARCH_TEXT_MAX) {
      return { items: [], problem: `Too long to search (at most ${SEARCH_TEXT_MAX} characters).` };
    }
    const result = await companion().searchProperties({
      context: 'diagnosis',
      text: query,
      limit: ENTRY_SEARCH_LIMIT,
    });
    if (!result.ok) {
      return { items: [], problem: `The search did not work: ${result.error.message}` };
    }
    const { value } = result;
    return {
      items: value.items.slice(0, ENTRY_SEARCH_LIMIT).map((item) => ({
        name: item.name,
        id: item.id,
        ...(item.icd10Code === undefined ? {} : { detail: `ICD-10 ${item.icd10Code}` }),
      })),
      ...(value.source === 'cache' || value.staleReason !== undefined
        ? { note: OFFLINE_NOTE }
        : {}),
    };
  }, []);
}
