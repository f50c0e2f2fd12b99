/*
 * The `extras` field of an EMR user record (the seed contract, docs/platform.md,
 * "The EMR user's extras"). The contract gives five rules:
 *
 *   1. No nested lists.
 *   2. No dictionaries inside lists.
 *   3. Dictionaries nest one level only.
 *   4. Keys are at most 16 characters.
 *   5. Keys beginning with `_` are ignored.
 *
 * How this module reads them (the contract is terse; every choice below is deliberate):
 *
 * - Shape. Extras itself is a dictionary (a JSON object). Its values may be a scalar, a list of
 *   scalars, or a dictionary. "One level only" means that a dictionary held by extras is the one
 *   allowed level: its values must be scalars or lists of scalars, never another dictionary
 *   (`{"contact": {"phone": "…"}}` is fine, `{"contact": {"address": {"city": "…"}}}` is not).
 *   The limits table says the same ("one level of dictionary"). Extras itself does not count as a
 *   level.
 * - Scalars are text, finite numbers, true/false and null. NaN, ±Infinity, undefined and anything
 *   that is not plain JSON data (dates, maps, functions, class instances, bigint) are refused.
 * - Lists may be empty. Their items must be scalars: a list in a list breaks rule 1, a dictionary
 *   in a list breaks rule 2, wherever the list is.
 * - Keys are 1 to 16 characters. A character is a Unicode code point (what `[...key].length`
 *   counts, what JSON Schema's maxLength and Python's len() count), not a UTF-16 unit (which would
 *   count an emoji as 2) and not a grapheme cluster (which would let "e" + combining accent count
 *   as 1, so a key that looks 16 long could be refused by a platform counting code points). Keys are
 *   taken exactly as given: no trimming, no Unicode normalisation. An empty key breaks rule 4 (its
 *   violation is reported with rule `key-too-long`, the key-length rule).
 * - A key that starts with `_`, at any level where keys are read (extras and its dictionaries), is
 *   ignored: its value is not checked at all and it is dropped from the cleaned extras. The key's
 *   own length is not checked either.
 * - A refused value is reported once, where it is, and not looked into: a dictionary inside a list
 *   is one violation, whatever it holds.
 * - Every violation is reported, in document order, not only the first.
 */

/** The most characters (Unicode code points) a key may have. */
export const EXTRAS_MAX_KEY_LENGTH = 16;

/** Keys starting with this are ignored: not checked, not saved (rule 5). */
export const EXTRAS_IGNORED_KEY_PREFIX = '_';

/** The `path` of a violation about extras as a whole (e.g. it is a list, not a dictionary). */
export const EXTRAS_ROOT_PATH = '';

export type ExtrasScalar = string | number | boolean | null;
export type ExtrasList = ExtrasScalar[];
/** A dictionary inside extras: one level only, so it holds no further dictionaries. */
export interface ExtrasDictionary {
  [key: string]: ExtrasScalar | ExtrasList;
}
export type ExtrasValue = ExtrasScalar | ExtrasList | ExtrasDictionary;
export interface Extras {
  [key: string]: ExtrasValue;
}

export type ExtrasRule =
  'nested-list' | 'dict-in-list' | 'too-deep' | 'key-too-long' | 'not-an-object' | 'bad-value';

export interface ExtrasViolation {
  /**
   * Where the problem is: `allergies`, `contact.phone`, `tags[2]`. Keys that would make this
   * ambiguous (a `.`, `[`, `]`, quote, backslash, control character, surrounding spaces, or the
   * empty key) are written in brackets as JSON strings: `["a.b"]`, `contact[""]`.
   * `EXTRAS_ROOT_PATH` (empty) means extras as a whole.
   */
  path: string;
  rule: ExtrasRule;
  /** A sentence for clinic staff, naming the path in words. */
  message: string;
}

export type ExtrasValidation =
  | {
      ok: true;
      extras: Extras;
      /** Paths of the keys dropped because they start with `_`, in document order. */
      ignored: string[];
    }
  | { ok: false; violations: ExtrasViolation[] };

/** The contract's five rules, in its order and words a person can act on (for help lists). */
export const EXTRAS_RULES = [
  {
    id: 'nested-list',
    text: 'No lists inside lists: a list may hold only text, numbers, true/false or null.',
  },
  {
    id: 'dict-in-list',
    text: 'No dictionaries inside lists.',
  },
  {
    id: 'too-deep',
    text: 'Dictionaries nest one level only: extras may hold a dictionary, but that dictionary may not hold another one.',
  },
  {
    id: 'key-too-long',
    text: `Keys are 1 to ${EXTRAS_MAX_KEY_LENGTH} characters long.`,
  },
  {
    id: 'ignored-key',
    text: 'Keys beginning with _ are ignored: they are neither checked nor saved.',
  },
] as const satisfies readonly { id: string; text: string }[];

export type PathSegment = string | number;

/** Whether a key is ignored (rule 5). */
export function isIgnoredExtrasKey(key: string): boolean {
  return key.startsWith(EXTRAS_IGNORED_KEY_PREFIX);
}

/** A key's length as rule 4 counts it: Unicode code points. */
export function extrasKeyLength(key: string): number {
  return Array.from(key).length;
}

const NEEDS_BRACKETS = /[.[\]"\\\p{Cc}]/u;

/** Formats a path as `contact.phone`, `tags[2]` or `["odd.key"]`. */
export function formatExtrasPath(segments: readonly PathSegment[]): string {
  let path = '';
  for (const segment of segments) {
    if (typeof segment === 'number') {
      path += `[${segment}]`;
    } else if (segment === '' || segment.trim() !== segment || NEEDS_BRACKETS.test(segment)) {
      path += `[${JSON.stringify(segment)}]`;
    } else {
      path += path === '' ? segment : `.${segment}`;
    }
  }
  return path;
}
