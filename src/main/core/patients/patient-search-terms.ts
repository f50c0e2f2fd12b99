import type { PatientRecord } from './patient-record';

/**
 * The terms of the patient search index (docs/patient-search.md): what a record is filed under,
 * and what a search looks up. A term is never stored: only its keyed token (patient-search-
 * tokens.ts). The terms are a filter, never the truth: every search that `matchesSearch` answers
 * yes for finds the record through them, and each candidate is then checked by `matchesSearch`
 * itself, so a term may find more than the search matches but never less.
 */

/** Longest name prefix filed: a longer query word looks up its first this many characters. */
export const NAME_PREFIX_MAX = 16;
/** Longest ABHA-number prefix filed (an ABHA number has 14 digits). */
export const ABHA_PREFIX_MAX = 20;
/** Digits, UHIDs and mobiles are looked up by their runs of three characters. */
const GRAM = 3;

/**
 * A name word as filed: lower case as the search has it, then letters without their diacritics
 * (NFKD, combining marks dropped), so "Jos\u00e9" and "Jose" file the same prefixes. Dropping
 * marks only merges terms: a prefix of a word stays a prefix of it.
 */
export function foldWord(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '');
}

function prefixes(value: string, from: number, max: number): string[] {
  const out: string[] = [];
  for (let length = from; length <= Math.min(value.length, max); length += 1) {
    out.push(value.slice(0, length));
  }
  return out;
}

/**
 * The runs of three a query looks up: enough to cover it (every third one, and the last), since
 * each run only narrows the candidates and the match decides; fewer lists to intersect.
 */
function covering(value: string): string[] {
  const out = new Set<string>();
  for (let at = 0; at + GRAM <= value.length; at += GRAM) out.add(value.slice(at, at + GRAM));
  if (value.length >= GRAM) out.add(value.slice(-GRAM));
  return [...out];
}

function grams(value: string): string[] {
  const out = new Set<string>();
  for (let at = 0; at + GRAM <= value.length; at += 1) out.add(value.slice(at, at + GRAM));
  return [...out];
}

/** Every term a record is filed under. */
export function recordTerms(record: PatientRecord): string[] {
  const terms = new Set<string>();
  for (const word of record.name.toLowerCase().split(/\s+/)) {
    for (const prefix of prefixes(foldWord(word), 1, NAME_PREFIX_MAX)) terms.add(`n:${prefix}`);
  }
  if (record.mobile) for (const gram of grams(record.mobile)) terms.add(`m:${gram}`);
  if (record.uhid) {
    const uhid = record.uhid.toLowerCase();
    terms.add(`u=${uhid}`);
    for (const gram of grams(uhid)) terms.add(`u:${gram}`);
  }
  if (record.abhaNumber) {
    const abha = record.abhaNumber.replace(/-/g, '');
    for (const prefix of prefixes(abha, GRAM, ABHA_PREFIX_MAX)) terms.add(`a:${prefix}`);
  }
  return [...terms];
}

/**
 * What a search looks up: candidates are the records filed under every term of at least one
 * group. `undefined` when the text gives no term to look up (a word made only of combining
 * marks): then every record is a candidate, as before the index. `[]` when nothing can match.
 * Mirrors `matchesSearch` branch by branch (patient-record.ts).
 */
export function searchTerms(text: string): string[][] | undefined {
  const query = text.trim().toLowerCase();
  if (query === '') return [];
  const digits = query.replace(/[\s+-]/g, '');
  if (/^\d{3,}$/.test(digits)) {
    const local = digits.replace(/^(91|0)(?=\d{10}$)/, '');
    return [
      covering(local).map((gram) => `m:${gram}`),
      [`a:${digits.slice(0, ABHA_PREFIX_MAX)}`],
      covering(query).map((gram) => `u:${gram}`),
    ];
  }
  const words: string[] = [];
  for (const part of query.split(/\s+/)) {
    const folded = foldWord(part).slice(0, NAME_PREFIX_MAX);
    if (folded !== '') words.push(`n:${folded}`);
  }
  if (words.length === 0) return undefined;
  return [[...new Set(words)], [`u=${query}`]];
}
