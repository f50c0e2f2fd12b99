import { createContext, useCallback } from 'react';
import type { FindingKind } from '../../../shared/pad/finding';
import type { PropertyContext } from '../../../shared/properties';
import type { PropertyItem } from '../../../shared/properties-view';
import { companion } from '../companion';
import { CONTEXT_OF_KIND, usePadStore } from '../stores/padStore';
import { useListFocus, type EntryListActions } from './useListFocus';

/*
 * What each section's search asks: symptoms and diagnoses go to the platform's text search (the
 * core answers from the saved list when offline); examination findings and procedures are picked
 * from the lookup list the pad already holds. Items already on the pad in that section are marked,
 * so picking one can take the doctor to the row instead of adding it twice.
 *
 * useEntryList is what a section does with a pick: add the entry and move focus to its first
 * field, or move to the row already there; and after a removal, focus back to the search.
 */

/** One option the search offers. */
export interface EntryOption {
  name: string;
  /** The platform's id; absent for free text. */
  id?: string;
  /** A short extra shown beside the name (a diagnosis's ICD-10 code). */
  detail?: string;
  /** The same platform id is already on the pad in this section. */
  onPad?: boolean;
}

export interface EntrySearchAnswer {
  items: EntryOption[];
  /** Said after the count: where the answer came from ("Offline: searched the saved list."). */
  note?: string;
  /** Why there is no answer: the search failed, or the list is not loaded yet. */
  problem?: string;
}

export type EntrySearchFn = (text: string) => Promise<EntrySearchAnswer>;

/** A section of the pad that adds entries through a search. */
export type EntrySection = FindingKind | 'procedure';

export const ENTRY_SEARCH_LIMIT = 8;
/** The platform's text search takes at most this many characters (PropertiesSearchInputSchema). */
export const SEARCH_TEXT_MAX = 100;

export const OFFLINE_NOTE = 'Offline: searched the saved list.';

const LIST_WORDS: Record<PropertyContext, string> = {
  symptoms: 'symptoms',
  diagnosis: 'diagnoses',
  examination_findings: 'examination findings',
  procedures: 'procedures',
};

export function contextOfSection(section: EntrySection): PropertyContext {
  return section === 'procedure' ? 'procedures' : CONTEXT_OF_KIND[section];
}

/** The platform ids already on the pad in a section, read when a search answers. */
function idsOnPad(section: EntrySection): Set<string> {
  const state = usePadStore.getState();
  const entries =
    section === 'procedure'
      ? state.procedureIds.map((localId) => state.procedures[localId])
      : state.findingOrder[section].map((localId) => state.findings[localId]);
  return new Set(entries.flatMap((entry) => (entry?.id === undefined ? [] : [entry.id])));
}

/** The local id of the entry in a section that has this platform id, if any. */
export function entryOnPad(section: EntrySection, id: string | undefined): string | undefined {
  if (id === undefined) return undefined;
  const state = usePadStore.getState();
  return section === 'procedure'
    ? state.procedureIds.find((localId) => state.procedures[localId]?.id === id)
    : state.findingOrder[section].find((localId) => state.findings[localId]?.id === id);
}

function optionOf(item: PropertyItem, onPad: ReadonlySet<string>): EntryOption {
  return {
    name: item.name,
    id: item.id,
    ...(item.icd10Code === undefined ? {} : { detail: `ICD-10 ${item.icd10Code}` }),
    ...(onPad.has(item.id) ? { onPad: true } : {}),
  };
}

/**
 * Items whose name holds the text, case-insensitively: names that start with it first, then
 * names with a word that starts with it, then the rest; the list's own order within each.
 */
export function filterCatalogue(
  items: readonly PropertyItem[],
  text: string,
  limit = ENTRY_SEARCH_LIMIT,
): PropertyItem[] {
  const wanted = text.trim().toLocaleLowerCase();
  if (wanted === '') return [];
  const ranked: PropertyItem[][] = [[], [], []];
  for (const item of items) {
    const name = item.name.toLocaleLowerCase();
    const at = name.indexOf(wanted);
    if (at === -1) continue;
    if (at === 0) ranked[0]!.push(item);
    else if (/\s|[-/(,]/.test(name.charAt(at - 1))) ranked[1]!.push(item);
    else ranked[2]!.push(item);
  }
  return ranked.flat().slice(0, limit);
}

async function searchPlatform(
  context: 'symptoms' | 'diagnosis',
  section: EntrySection,
  text: string,
): Promise<EntrySearchAnswer> {
  const query = text.trim();
  if (query.length > SEARCH_TEXT_MAX) {
    return {
      items: [],
      problem: `Too long to search (at most ${SEARCH_TEXT_MAX} characters).`,
    };
  }
  const result = await companion().searchProperties({ context, text: query, limit: 8 });
  if (!result.ok) {
    return { items: [], problem: `The search did not work: ${result.error.message}` };
  }
  const onPad = idsOnPad(section);
  const { value } = result;
  return {
    items: value.items.slice(0, ENTRY_SEARCH_LIMIT).map((item) => optionOf(item, onPad)),
    ...(value.source === 'cache' || value.staleReason !== undefined ? { note: OFFLINE_NOTE } : {}),
  };
}

function searchCatalogue(
  context: PropertyContext,
  section: EntrySection,
  text: string,
): EntrySearchAnswer {
  const state = usePadStore.getState();
  const items = state.catalogue[context];
  if (items === undefined) {
    const why = state.catalogueErrors[context];
    return {
      items: [],
      problem: `The list of ${LIST_WORDS[context]} has not been loaded${why ? ` (${why})` : ' yet'}.`,
    };
  }
  const onPad = idsOnPad(section);
  return { items: filterCatalogue(items, text).map((item) => optionOf(item, onPad)) };
}

/** The search function of a section; the same function for as long as the section is shown. */
export function useEntrySearch(section: EntrySection): EntrySearchFn {
  return useCallback(
    (text: string) => {
      const context = contextOfSection(section);
      if (context === 'symptoms' || context === 'diagnosis') {
        return searchPlatform(context, section, text);
      }
      return Promise.resolve(searchCatalogue(context, section, text));
    },
    [section],
  );
}

// --- What a section does with picks and removals ----------------------------------------------

export const SECTION_WORDS: Record<EntrySection, string> = {
  symptom: 'symptoms',
  diagnosis: 'diagnoses',
  examination: 'examination findings',
  procedure: 'procedures',
};

/** The id of a section's search input (the pad's shortcuts focus it). */
export function addInputId(section: EntrySection): string {
  return `pad-add-${section}`;
}

/** The first field of an entry that takes focus: Since (or the date), else the note. */
function entryField(section: EntrySection, localId: string): HTMLElement | null {
  const ids =
    section === 'procedure'
      ? [`date-${localId}`, `note-${localId}`]
      : [`since-value-${localId}`, `note-${localId}`];
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element !== null && !(element as HTMLInputElement).disabled) return element;
  }
  return null;
}

export type { EntryAnnouncement, EntryListActions } from './useListFocus';

/** Given by a section to its rows; stable, so it never re-renders them. */
export const EntryListContext = createContext<EntryListActions>({ removed: () => undefined });

/**
 * A section's reactions to picks and removals. `ids` is the section's list of local ids: focus
 * moves once the list on screen has the new row (or no longer has the removed one).
 */
export function useEntryList(section: EntrySection, ids: readonly string[]) {
  const fieldOf = useCallback((localId: string) => entryField(section, localId), [section]);
  const { announcement, announce, added, actions } = useListFocus(
    addInputId(section),
    SECTION_WORDS[section],
    ids,
    fieldOf,
  );

  const onPick = useCallback(
    (entry: { name: string; id?: string }) => {
      const existing = entryOnPad(section, entry.id);
      if (existing !== undefined) {
        entryField(section, existing)?.focus();
        announce(`${entry.name} is already on the pad; moved to it.`);
        return;
      }
      const state = usePadStore.getState();
      const item =
        entry.id === undefined ? { name: entry.name } : { name: entry.name, id: entry.id };
      added(
        section === 'procedure' ? state.addProcedure(item) : state.addFinding(section, item),
        entry.name,
      );
    },
    [section, announce, added],
  );

  return { announcement, onPick, actions };
}
