import { typedMeanings, type DrugWords } from '../../../shared/drug-words';

/*
 * The `words` column of the formulary's tables (migration 0019): a drug's search words as
 * " name words\t other words", each word after a space, so SQL can narrow the rows to those with
 * a word starting like a typed one (`instr(words, ' ' || word)`) before the word-order match
 * (shared/drug-words.ts) decides in JS.
 */

export function wordsColumn(words: DrugWords): string {
  const part = (list: readonly string[]) => list.map((word) => ` ${word}`).join('');
  return `${part(words.name)}\t${part(words.other)}`;
}

export function wordsOfColumn(column: string): DrugWords {
  const [name = '', other = ''] = column.split('\t');
  const list = (part: string) => part.split(' ').filter((word) => word !== '');
  return { name: list(name), other: list(other) };
}

/**
 * The needle SQL narrows by: a space and the longest typed word that stands only for itself
 * (a form's short form, "syp", may match "syrup" instead); '' when there is none (all rows).
 */
export function narrowingNeedle(typed: readonly string[]): string {
  const plain = typed.filter((word) => typedMeanings(word).length === 1);
  const longest = plain.reduce<string>((best, word) => (word.length > best.length ? word : best), '');
  return longest === '' ? '' : ` ${longest}`;
}
