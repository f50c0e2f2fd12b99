import type { EntryOption, EntrySearchAnswer } from './useEntrySearch';

/*
 * The options and status words of the pad's search-and-add field (EntrySearch.tsx): the section's
 * lead option (a whole medicine line's "Add as written: ..."), the matches, then the free text.
 */

/** How long typing must pause before the search is asked. */
export const SEARCH_DEBOUNCE_MS = 150;

export const SEARCH_FAILED = 'The search did not answer.';

export interface PickedEntry {
  name: string;
  /** The platform's id; absent for free text. */
  id?: string;
}

/** The longest name an entry may have (the pad's schema). */
export const FREE_TEXT_MAX = 500;

/** An answer and the text it answers. */
export interface Answer extends EntrySearchAnswer {
  query: string;
}

export type ShownOption = EntryOption & { freeText?: true; lead?: true };

/**
 * The lead option for the typed text (if any), the matches (none while its answer is awaited),
 * then the free text.
 */
export function optionsFor(query: string, answer: Answer | null, lead?: string): ShownOption[] {
  const items = answer?.query === query ? answer.items : [];
  const first: ShownOption[] = lead === undefined ? [] : [{ name: lead, lead: true }];
  const free: ShownOption[] =
    query.length >= 1 && query.length <= FREE_TEXT_MAX ? [{ name: query, freeText: true }] : [];
  return [...first, ...items, ...free];
}

/** The option made active when an answer comes: the lead, else an exact name match, else the first. */
export function defaultActive(query: string, answer: Answer, lead?: string): number {
  const options = optionsFor(query, answer, lead);
  if (options.length === 0) return -1;
  if (lead !== undefined) return 0;
  const wanted = query.toLocaleLowerCase();
  const exact = answer.items.findIndex((item) => item.name.toLocaleLowerCase() === wanted);
  return exact === -1 ? 0 : exact;
}

export function statusOf(query: string, answer: Answer | null, lead?: string): string {
  if (query.length > FREE_TEXT_MAX) {
    return `Too long: an entry can have at most ${FREE_TEXT_MAX} characters (this has ${query.length}).`;
  }
  const enter =
    lead === undefined
      ? 'press Enter to add it as free text.'
      : 'press Enter to add it as written.';
  if (answer === null || answer.query !== query) {
    return lead === undefined ? '' : `Read as a whole line; ${enter}`;
  }
  const count = answer.items.length;
  const found = answer.problem
    ? `${answer.problem} ${enter.charAt(0).toUpperCase()}${enter.slice(1)}`
    : count === 0
      ? `No match; ${enter}`
      : lead === undefined
        ? `${count} ${count === 1 ? 'match' : 'matches'}.`
        : `${count} ${count === 1 ? 'match' : 'matches'}; ${enter.replace('.', ', or Down to pick a match.')}`;
  return answer.note ? `${found} ${answer.note}` : found;
}

export function optionLabel(option: ShownOption): string {
  if (option.lead) return option.name;
  if (option.freeText) return `Add “${option.name}” as free text`;
  return [option.name, option.detail, option.onPad ? 'already on the pad' : undefined]
    .filter(Boolean)
    .join(', ');
}

/** The React key of an option: the lead and the free text are one of a kind. */
export function optionKey(option: ShownOption, index: number): string {
  if (option.lead) return 'lead';
  return option.freeText ? 'free-text' : `${index}-${option.id ?? option.name}`;
}

export function optionClass(option: ShownOption): string {
  if (option.lead) return 'entry-search__option entry-search__option--lead';
  return option.freeText
    ? 'entry-search__option entry-search__option--free'
    : 'entry-search__option';
}
