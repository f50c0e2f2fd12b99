import { z } from 'zod';
import {
  EXTRAS_MAX_KEY_LENGTH,
  EXTRAS_ROOT_PATH,
  extrasKeyLength,
  formatExtrasPath,
  isIgnoredExtrasKey,
  type Extras,
  type ExtrasDictionary,
  type ExtrasList,
  type ExtrasRule,
  type ExtrasScalar,
  type ExtrasValidation,
  type ExtrasViolation,
  type PathSegment,
} from './emr-extras-rules';

// The rules, types and path format live in emr-extras-rules.ts; this file checks a value against them.
export * from './emr-extras-rules';

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
