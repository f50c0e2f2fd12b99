import { amountText, amountValue, numberWords } from './medicine-amount';
import type { Dose, Duration, OpenCourse, Site, Timing } from './medicine';
import { FREQUENCY_PATTERN } from './medicine';
import { FREQUENCY_PHRASES, type FrequencyRead } from './medicine-phrases';
import { FORM_WORDS, type FormRead } from './medicine-forms';

/*
 * The words of a medicine line, before any meaning: the line normalised and cut into words, the
 * phrase lists looked up at a word, amounts, patterns and the reading's working state. Used by
 * medicine-line-fields.ts and medicine-line-read.ts.
 */

export const FRACTION_CHARS = '½¼¾⅓⅔';
export const SLOT_TOKEN = new RegExp(`^[\\d${FRACTION_CHARS}./]+$`);
export const MASS = new Set(['mg', 'mcg', 'g']);
export const DISPENSE_UNITS: Record<string, string> = {
  bottle: 'bottle',
  bottles: 'bottle',
  tube: 'tube',
  tubes: 'tube',
  strip: 'strip',
  strips: 'strip',
  pen: 'pen',
  pens: 'pen',
};
export const FILLERS = new Set([
  'in',
  'into',
  'the',
  'a',
  'an',
  'of',
  'and',
  'to',
  'at',
  'x',
  'for',
  '-',
  'each',
  'time',
  'per',
  'dose',
]);
export const DURATION_WORDS: Record<string, Duration['unit']> = {
  h: 'hours',
  hr: 'hours',
  hrs: 'hours',
  hour: 'hours',
  hours: 'hours',
  d: 'days',
  day: 'days',
  days: 'days',
  din: 'days',
  w: 'weeks',
  wk: 'weeks',
  wks: 'weeks',
  week: 'weeks',
  weeks: 'weeks',
  hafte: 'weeks',
  m: 'months',
  mo: 'months',
  mth: 'months',
  mths: 'months',
  month: 'months',
  months: 'months',
  mahine: 'months',
  y: 'years',
  yr: 'years',
  yrs: 'years',
  year: 'years',
  years: 'years',
};
/** "5/7" days, "2/52" weeks, "3/12" months, as British-trained doctors write them. */
export const OVER: Record<string, Duration['unit']> = {
  '7': 'days',
  '52': 'weeks',
  '12': 'months',
};

export const SLOT_WORDS: Record<string, string> = {
  '1/2': '½',
  '0.5': '½',
  '.5': '½',
  '1/4': '¼',
  '0.25': '¼',
  '3/4': '¾',
  '0.75': '¾',
  '1.5': '1½',
  '1 1/2': '1½',
};

export const TIME_PHRASES: [string, FrequencyRead][] = [
  ['morning and night', { kind: 'pattern', pattern: '1-0-1' }],
  ['morning and evening', { kind: 'pattern', pattern: '1-0-1-0' }],
  ['in the morning', { kind: 'pattern', pattern: '1-0-0' }],
  ['at night', { kind: 'pattern', pattern: '0-0-1' }],
  ['morning', { kind: 'pattern', pattern: '1-0-0' }],
  ['night', { kind: 'pattern', pattern: '0-0-1' }],
];

export function normalise(input: string): string {
  return input
    .normalize('NFC')
    .replace(/[×✕]/g, ' x ')
    .replace(/[–—]/g, '-')
    .replace(new RegExp(`([\\d${FRACTION_CHARS}])\\s*-\\s*(?=[\\d${FRACTION_CHARS}])`, 'g'), '$1-')
    .replace(/\bq\s*(\d{1,2})\s*h(?:rs?|ourly)?\b/gi, ' every $1 hours ')
    .replace(/\b(\d{1,2})\s*(?:-\s*)?(?:hourly|hrly)\b/gi, ' every $1 hours ')
    .replace(/\bx(?=\d)/gi, 'x ')
    .replace(
      /(\d)(mg|mcg|µg|μg|ug|gm?|ml|iu|u|units?|tabs?|caps?|days?|d|wks?|weeks?|w|mths?|months?|yrs?|years?|hrs?|hours?)(?![a-z])/gi,
      '$1 $2',
    )
    .replace(/;|,(?!\d{2})|(?<!\d),/g, (mark) => ` ${mark} `)
    .replace(/\s+/g, ' ')
    .trim();
}

export interface Cursor {
  words: string[];
  lower: string[];
}

/** The longest phrase of the list starting at i: its value and length in words. */
export interface Phrase<T> {
  parts: string[];
  value: T;
}
/** Each phrase list indexed once by its first word (without a final full stop). */
export const INDEXES = new WeakMap<readonly unknown[], Map<string, Phrase<unknown>[]>>();
export const bareWord = (word: string): string => word.replace(/\.$/, '');

export function indexOf<T>(list: readonly [string, T][]): Map<string, Phrase<T>[]> {
  let index = INDEXES.get(list) as Map<string, Phrase<T>[]> | undefined;
  if (index === undefined) {
    index = new Map();
    for (const [phrase, value] of list) {
      const parts = phrase.split(' ').map(bareWord);
      const key = parts[0]!;
      index.set(key, [...(index.get(key) ?? []), { parts, value }]);
    }
    INDEXES.set(list, index);
  }
  return index;
}

/** The longest phrase of the list starting at i: its value and length in words. */
export function phraseAt<T>(
  c: Cursor,
  i: number,
  list: readonly [string, T][],
): [T, number] | undefined {
  const first = c.lower[i];
  if (first === undefined) return undefined;
  let best: [T, number] | undefined;
  for (const { parts, value } of indexOf(list).get(bareWord(first)) ?? []) {
    if (best !== undefined && parts.length <= best[1]) continue;
    const match = parts.every((part, k) => {
      const word = c.lower[i + k];
      return word !== undefined && bareWord(word) === part;
    });
    if (match) best = [value, parts.length];
  }
  return best;
}

/** Forms written in two words or with a slash, found anywhere in a line ("eye drops", "E/D"). */
export const FORMS_IN_LINE = FORM_WORDS.filter(([w]) => w.includes(' ') || w.includes('/'));
export const TWO_WORD_FORMS = FORM_WORDS.filter(([w]) => w.includes(' '));
export const FREQUENCIES_AND_TIMES = [...FREQUENCY_PHRASES, ...TIME_PHRASES];

/** The pattern a word writes; null for one that looks like a pattern and is not ("1-0"). */
export function patternOf(token: string): string | null | undefined {
  if (!token.includes('-')) return undefined;
  const slots = token.split('-');
  if (!slots.every((slot) => SLOT_TOKEN.test(slot) && slot !== '')) return undefined;
  const pattern = slots.map((slot) => SLOT_WORDS[slot] ?? slot).join('-');
  return FREQUENCY_PATTERN.test(pattern) ? pattern : null;
}

export interface Step {
  dose?: Dose;
  frequencies: FrequencyRead[];
  duration?: Duration;
}

export interface Reading {
  form?: FormRead;
  name: string[];
  strength?: string;
  strengthMass?: { value: string; unit: string };
  nameNumberSmall?: string;
  steps: Step[];
  timing?: Timing;
  route?: string;
  site?: Site;
  course?: OpenCourse;
  dispense?: { value: number; unit: string };
  extra: string[][];
  problem?: string;
  /** "After lunch": after food, at that meal's time (checked against the frequency). */
  meal?: { slot: 'morning' | 'afternoon' | 'night'; words: string };
  /** A pattern was typed in digits (its slots are amounts: no dose is hidden in the name). */
  digitPattern?: boolean;
}

/** An amount at i ("1", "½", "1 1/2", "60,000"): its stored text and how many words it took. */
export function amountAt(c: Cursor, i: number): [string, number] | undefined {
  const word = c.lower[i];
  if (word === undefined) return undefined;
  const next = c.lower[i + 1];
  if (/^\d{1,3}$/.test(word) && next !== undefined && /^\d{1,2}\/\d{1,2}$/.test(next)) {
    const text = amountText(`${word} ${next}`);
    if (text !== undefined) return [text, 2];
  }
  const text = amountText(word);
  return text === undefined ? undefined : [text, 1];
}

export function strengthWords(value: string, unit: string): string {
  const amount = amountValue(value) ?? 0;
  return `${numberWords(amount)} ${unit === 'unit' ? 'units' : unit}`;
}
