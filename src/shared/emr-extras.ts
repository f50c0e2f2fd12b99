import { z } from 'zod';

/*
 * The `extras` field of an EMR user record (partner-platform-api.md, "Prescription-pad records" and
 * "Limits"). The contract gives five rules:
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

type PathSegment = string | number;

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

/** JSON data only: `{}` literals, `JSON.parse` output and `Object.create(null)`. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

type Kind = 'scalar' | 'list' | 'dict' | 'not-finite' | 'missing' | 'other';

function kindOf(value: unknown): Kind {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return 'scalar';
    case 'number':
      return Number.isFinite(value) ? 'scalar' : 'not-finite';
    case 'undefined':
      return 'missing';
    case 'object':
      if (value === null) return 'scalar';
      if (Array.isArray(value)) return 'list';
      return isPlainObject(value) ? 'dict' : 'other';
    case 'bigint':
    case 'symbol':
    case 'function':
      return 'other';
  }
}

const quoted = (segments: readonly PathSegment[]) => `“${formatExtrasPath(segments)}”`;

let graphemes: Intl.Segmenter | undefined;

/** What a person sees as characters; used only to explain a count that looks wrong to them. */
function graphemeCount(text: string): number {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(graphemes.segment(text)).length;
}

function keyMessage(key: string, parent: readonly PathSegment[]): string {
  const where = parent.length === 0 ? 'Extras' : quoted(parent);
  if (key === '') {
    return `${where} has a key with no name; every key needs a name of 1 to ${EXTRAS_MAX_KEY_LENGTH} characters.`;
  }
  const length = extrasKeyLength(key);
  const inParent = parent.length === 0 ? '' : ` in ${quoted(parent)}`;
  const looksShorter =
    graphemeCount(key) < length
      ? ' (accented letters typed as two parts and some symbols or emoji count as more than one character)'
      : '';
  return `The key “${key}”${inParent} is ${length} characters long${looksShorter}; keys may be at most ${EXTRAS_MAX_KEY_LENGTH} characters.`;
}

function describeNotFinite(value: number): string {
  if (Number.isNaN(value)) return 'is “not a number” (NaN)';
  return value > 0 ? 'is infinity' : 'is minus infinity';
}

function describeRoot(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'string':
      return 'text';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'undefined':
      return 'nothing';
    case 'object':
      return value === null ? 'null' : 'another kind of object';
    case 'bigint':
    case 'symbol':
    case 'function':
      return 'another kind of value';
  }
}

class Checker {
  readonly violations: ExtrasViolation[] = [];
  readonly ignored: string[] = [];

  private add(path: readonly PathSegment[], rule: ExtrasRule, message: string) {
    this.violations.push({ path: formatExtrasPath(path), rule, message });
  }

  /** Checks a key that is not ignored. */
  key(key: string, parent: readonly PathSegment[]) {
    if (key === '' || extrasKeyLength(key) > EXTRAS_MAX_KEY_LENGTH) {
      this.add([...parent, key], 'key-too-long', keyMessage(key, parent));
    }
  }

  /** Reports a value that is neither a scalar nor allowed where it is; returns nothing. */
  badValue(value: unknown, kind: Kind, path: readonly PathSegment[], inList: boolean) {
    const allowed = inList
      ? 'items of a list must be text, numbers, true/false or null'
      : 'use text, a number, true/false, null, a list or a dictionary';
    if (kind === 'not-finite') {
      this.add(
        path,
        'bad-value',
        `${quoted(path)} ${describeNotFinite(value as number)}, which cannot be saved; numbers must be ordinary finite numbers.`,
      );
    } else if (kind === 'missing') {
      this.add(path, 'bad-value', `${quoted(path)} has no value; use null for an empty value.`);
    } else {
      this.add(
        path,
        'bad-value',
        `${quoted(path)} holds a kind of value extras cannot store; ${allowed}.`,
      );
    }
  }

  /** A list anywhere: its items must be scalars. */
  list(items: readonly unknown[], path: readonly PathSegment[]): ExtrasList {
    const cleaned: ExtrasList = [];
    // By index, so holes in sparse arrays are seen (as missing values).
    for (let index = 0; index < items.length; index += 1) {
      const item = items[index];
      const itemPath = [...path, index];
      const kind = kindOf(item);
      if (kind === 'scalar') {
        cleaned.push(item as ExtrasScalar);
      } else if (kind === 'list') {
        this.add(
          itemPath,
          'nested-list',
          `${quoted(itemPath)} puts a list inside a list; lists in extras may not contain other lists.`,
        );
      } else if (kind === 'dict') {
        this.add(
          itemPath,
          'dict-in-list',
          `${quoted(itemPath)} puts a dictionary inside a list; lists in extras may not contain dictionaries.`,
        );
      } else {
        this.badValue(item, kind, itemPath, true);
      }
    }
    return cleaned;
  }

  /** The one allowed level of dictionary: values are scalars or lists of scalars. */
  dictionary(dict: Record<string, unknown>, path: readonly PathSegment[]): ExtrasDictionary {
    const cleaned: ExtrasDictionary = {};
    for (const [key, value] of Object.entries(dict)) {
      const valuePath = [...path, key];
      if (isIgnoredExtrasKey(key)) {
        this.ignored.push(formatExtrasPath(valuePath));
        continue;
      }
      this.key(key, path);
      const kind = kindOf(value);
      if (kind === 'scalar') {
        cleaned[key] = value as ExtrasScalar;
      } else if (kind === 'list') {
        cleaned[key] = this.list(value as unknown[], valuePath);
      } else if (kind === 'dict') {
        this.add(
          valuePath,
          'too-deep',
          `${quoted(valuePath)} nests a dictionary inside a dictionary inside extras; dictionaries may nest one level only.`,
        );
      } else {
        this.badValue(value, kind, valuePath, false);
      }
    }
    return cleaned;
  }

  /** Extras itself. */
  root(extras: Record<string, unknown>): Extras {
    const cleaned: Extras = {};
    for (const [key, value] of Object.entries(extras)) {
      const path = [key];
      if (isIgnoredExtrasKey(key)) {
        this.ignored.push(formatExtrasPath(path));
        continue;
      }
      this.key(key, []);
      const kind = kindOf(value);
      if (kind === 'scalar') {
        cleaned[key] = value as ExtrasScalar;
      } else if (kind === 'list') {
        cleaned[key] = this.list(value as unknown[], path);
      } else if (kind === 'dict') {
        cleaned[key] = this.dictionary(value as Record<string, unknown>, path);
      } else {
        this.badValue(value, kind, path, false);
      }
    }
    return cleaned;
  }
}

/**
 * Checks extras against the contract's rules (see the top of this file for how they are read) and,
 * when they pass, returns a clean copy without the ignored `_` keys. Never throws.
 */
export function validateExtras(value: unknown): ExtrasValidation {
  if (!isPlainObject(value)) {
    return {
      ok: false,
      violations: [
        {
          path: EXTRAS_ROOT_PATH,
          rule: 'not-an-object',
          message: `Extras must be a dictionary of named values (a JSON object in { }), but this is ${describeRoot(value)}.`,
        },
      ],
    };
  }
  const checker = new Checker();
  const extras = checker.root(value);
  if (checker.violations.length > 0) return { ok: false, violations: checker.violations };
  return { ok: true, extras, ignored: checker.ignored };
}

/**
 * The same check as a zod schema, e.g. for an IPC argument: parses to the cleaned extras, or fails
 * with one issue per violation. Issues sit on the extras field itself (no sub-path); each message
 * names the key path in words.
 */
export const ExtrasSchema = z.custom<Extras>().transform((value, ctx) => {
  const result = validateExtras(value);
  if (result.ok) return result.extras;
  for (const violation of result.violations) {
    ctx.issues.push({ code: 'custom', message: violation.message, input: value });
  }
  return z.NEVER;
});
