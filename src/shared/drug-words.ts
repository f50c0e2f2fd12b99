import { formRead } from './pad/medicine-forms';

/*
 * Drug search the way doctors type: "650 dolo" finds "Dolo 650", "pan 40" finds "Pan 40",
 * "parac" finds Paracetamol. The typed text and each drug are cut into words (case, accents and
 * punctuation dropped; a number is a word of its own, so "pan40" is "pan 40" and "D3" is "d 3");
 * a drug matches when every typed word is the start of one of its words, in any order. The
 * sandbox (standing in for the platform) and this computer's formulary both search with it.
 *
 * Ranking: the brand (the drug's name) before its generic, so a brand typed finds the brand
 * first; then by name, then id, so the order is stable.
 */

/** The words of a text, folded: lower case, no accents, split at punctuation and letter/digit turns. */
export function searchWords(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(\p{L})(?=\p{N})|(\p{N})(?=\p{L})/gu, '$1$2 ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return folded === '' ? [] : folded.split(' ');
}

/** A drug's words: its name's, and the others it may be found by (generic name, form). */
export interface DrugWords {
  name: string[];
  other: string[];
}

/** The words a drug is found by. A form is also found by its usual short forms ("syp", "tab"). */
export function drugWords(drug: { name: string; genericName?: string; form?: string }): DrugWords {
  const form = drug.form === undefined ? [] : searchWords(drug.form);
  const known = formRead(drug.form)?.form;
  return {
    name: searchWords(drug.name),
    other: [
      ...searchWords(drug.genericName ?? ''),
      ...form,
      ...(known === undefined ? [] : searchWords(known).filter((word) => !form.includes(word))),
    ],
  };
}

const startsOne = (words: readonly string[], typed: string): boolean =>
  words.some((word) => word.startsWith(typed));

/** What a typed word may also be: a form's short form stands for the form ("syp" for syrup). */
export function typedMeanings(typed: string): string[] {
  const form = formRead(typed)?.form;
  return form === undefined || form === typed ? [typed] : [typed, ...searchWords(form)];
}

/**
 * How well a drug matches the typed words: 0 when all are in its name and the first typed word
 * starts the name, 1 when all are in its name, 2 when the generic name or form is needed too;
 * undefined when a typed word is in none of them (or nothing was typed).
 */
export function matchRank(typed: readonly string[], drug: DrugWords): number | undefined {
  if (typed.length === 0) return undefined;
  if (typed.every((word) => startsOne(drug.name, word))) {
    return drug.name[0]?.startsWith(typed[0]!) ? 0 : 1;
  }
  const all = [...drug.name, ...drug.other];
  const found = typed.every((word) =>
    typedMeanings(word).some((meaning) => startsOne(all, meaning)),
  );
  return found ? 2 : undefined;
}

/** Orders hits: by rank, then name (folded), then id. */
export function byRank<T extends { rank: number; name: string; id: string }>(a: T, b: T): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  const an = a.name.toLowerCase();
  const bn = b.name.toLowerCase();
  if (an !== bn) return an < bn ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The drugs that match the typed text, best first, at most `limit`. */
export function searchDrugs<T extends { id: string; name: string }>(
  entries: readonly T[],
  text: string,
  limit: number,
  wordsOf: (entry: T) => DrugWords,
): T[] {
  const typed = searchWords(text);
  if (typed.length === 0) return [];
  const hits: { rank: number; name: string; id: string; entry: T }[] = [];
  for (const entry of entries) {
    const rank = matchRank(typed, wordsOf(entry));
    if (rank !== undefined) hits.push({ rank, name: entry.name, id: entry.id, entry });
  }
  return hits
    .sort(byRank)
    .slice(0, limit)
    .map((hit) => hit.entry);
}
