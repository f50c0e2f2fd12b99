import { describe, expect, it } from 'vitest';
import {
  drugWords,
  matchRank,
  searchDrugs,
  searchWords,
  typedMeanings,
} from '../../../../src/shared/drug-words';

const dolo = drugWords({ name: 'Dolo 650', genericName: 'Paracetamol', form: 'Tablet' });
const rank = (typed: string, drug = dolo) => matchRank(searchWords(typed), drug);

describe('searchWords: a text cut into folded words', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['.,;-/()+', []],
    ['d', ['d']],
    ['Dolo 650', ['dolo', '650']],
    ['  DOLO   650  ', ['dolo', '650']],
    ['pan40', ['pan', '40']],
    ['Uprise-D3 60K', ['uprise', 'd', '3', '60', 'k']],
    ['Amoxicillin + Clavulanic acid', ['amoxicillin', 'clavulanic', 'acid']],
    ['Budecort 0.5', ['budecort', '0', '5']],
    ['Crème', ['creme']],
    ['Ciplox 0.3%', ['ciplox', '0', '3']],
  ])('%j -> %j', (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });
});

describe('matchRank: every typed word starts a word of the drug, in any order', () => {
  it('finds nothing for nothing typed, or only punctuation', () => {
    expect(rank('')).toBeUndefined();
    expect(rank(' - ')).toBeUndefined();
  });

  it('takes one letter as the start of a word', () => {
    expect(rank('d')).toBe(0);
    expect(rank('6')).toBe(1);
    expect(rank('p')).toBe(2);
    expect(rank('x')).toBeUndefined();
  });

  it('is free of word order and case, brand before generic', () => {
    expect(rank('dolo')).toBe(0);
    expect(rank('DOLO 650')).toBe(0);
    expect(rank('650 dolo')).toBe(1);
    expect(rank('parac')).toBe(2);
    expect(rank('650 paracetamol')).toBe(2);
  });

  it('reads digits as words of their own, and punctuation as a space', () => {
    expect(rank('dolo650')).toBe(0);
    expect(rank('dolo-650')).toBe(0);
    expect(rank('dolo, 650.')).toBe(0);
    expect(rank('65')).toBe(1);
    // A number is matched at its start only: 50 is not in 650.
    expect(rank('50')).toBeUndefined();
    expect(rank('dolo 500')).toBeUndefined();
  });

  it('matches a word at its start only, and needs every typed word', () => {
    expect(rank('olo')).toBeUndefined();
    expect(rank('dolo calpol')).toBeUndefined();
    expect(rank('dolox')).toBeUndefined();
  });

  it('finds a form by its short form too', () => {
    expect(typedMeanings('syp')).toEqual(['syp', 'syrup']);
    expect(typedMeanings('dolo')).toEqual(['dolo']);
    expect(rank('tab dolo')).toBe(2);
    const syrup = drugWords({ name: 'Calpol 250', genericName: 'Paracetamol', form: 'Syrup' });
    expect(rank('syp calpol', syrup)).toBe(2);
    expect(rank('syp dolo')).toBeUndefined();
  });
});

describe('searchDrugs: best first, then by name and id, at most the limit', () => {
  const entries = [
    { id: '3', name: 'Paracetamol 650 mg Tablet', generic: 'Paracetamol' },
    { id: '2', name: 'Dolo 650', generic: 'Paracetamol' },
    { id: '1', name: 'Calpol 500', generic: 'Paracetamol' },
    { id: '4', name: 'Pan 40', generic: 'Pantoprazole' },
  ];
  const wordsOf = (entry: (typeof entries)[number]) =>
    drugWords({ name: entry.name, genericName: entry.generic });
  const found = (text: string, limit = 10) =>
    searchDrugs(entries, text, limit, wordsOf).map((entry) => entry.name);

  it('orders the name that starts with the text, a later word of the name, then the generic', () => {
    expect(found('650')).toEqual(['Dolo 650', 'Paracetamol 650 mg Tablet']);
    expect(found('pa')).toEqual(['Pan 40', 'Paracetamol 650 mg Tablet', 'Calpol 500', 'Dolo 650']);
    expect(found('pa', 2)).toEqual(['Pan 40', 'Paracetamol 650 mg Tablet']);
    expect(found('')).toEqual([]);
  });
});
