/*
 * Explains JSON text that `JSON.parse` refused: where the first mistake is and what was expected
 * there, in words. It also finds keys written twice, which `JSON.parse` accepts silently by keeping
 * the last one. The grammar is jsonc-parser's (strict: no comments, no trailing commas); this file
 * only follows its events to know what was expected, and words its first error. The value itself
 * always comes from `JSON.parse`. See docs/consultation.md (EMR profile extras).
 */
import { printParseErrorCode, visit, type JSONPath } from 'jsonc-parser';
import { describeProblem, type Expecting } from './jsonSyntaxWords';

export interface TextPosition {
  /** UTF-16 offset into the text, for `setSelectionRange`. */
  offset: number;
  /** 1-based. */
  line: number;
  /** 1-based, in Unicode code points from the start of the line. */
  column: number;
}

export interface JsonSyntaxError {
  position: TextPosition;
  /** What is wrong there, as a sentence fragment without a capital or a full stop. */
  problem: string;
}

/** A key written more than once in the same dictionary. */
export interface DuplicateKey {
  /** Keys from extras down to the dictionary holding the duplicate (empty for extras itself). */
  parent: string[];
  key: string;
}

export type JsonScan =
  | { ok: true; duplicates: DuplicateKey[] }
  | { ok: false; error: JsonSyntaxError }
  /** Nesting too deep for this reader; `JSON.parse`'s verdict stands alone. */
  | { ok: 'unknown' };

/** Where an offset is, as a person counts lines and columns. */
export function positionAt(text: string, offset: number): TextPosition {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  let line = 1;
  for (const char of before) if (char === '\n') line += 1;
  return { offset, line, column: Array.from(before.slice(lineStart)).length + 1 };
}

/** Nesting beyond this is far outside what extras allow; the reader stops rather than recurse. */
const MAX_DEPTH = 500;

class TooDeep extends Error {}
class FirstError extends Error {
  constructor(
    readonly offset: number,
    readonly problem: string,
  ) {
    super(problem);
  }
}

/** One open dictionary or list, with what is known about the keys seen in it. */
interface Open {
  kind: 'object' | 'array';
  /** Keys seen so far, when this dictionary is checked for duplicates. */
  seen: Set<string> | null;
  reported: Set<string>;
  path: string[];
}

/**
 * Reads JSON text strictly. `trackDuplicates` says which dictionaries, by key path, are checked for
 * keys written twice (the dictionary at the top is always checked).
 */
export function scanJson(
  text: string,
  trackDuplicates: (parent: readonly string[]) => boolean,
): JsonScan {
  const duplicates: DuplicateKey[] = [];
  const stack: Open[] = [];
  const at: Expecting = { what: 'value', afterComma: false, inside: undefined, key: '' };
  let lastNumber: { start: number; end: number } | null = null;

  const tracked = (path: JSONPath): boolean => {
    const keys: string[] = [];
    for (const part of path) {
      if (typeof part !== 'string') return false;
      keys.push(part);
      if (!trackDuplicates(keys)) return false;
    }
    return true;
  };
  const open = (kind: Open['kind'], path: JSONPath) => {
    if (stack.length > MAX_DEPTH) throw new TooDeep();
    const checked = kind === 'object' && tracked(path);
    stack.push({
      kind,
      seen: checked ? new Set() : null,
      reported: new Set(),
      path: path.map(String),
    });
    Object.assign(at, {
      what: kind === 'object' ? 'key' : 'value',
      afterComma: false,
      inside: kind,
    });
  };
  // jsonc-parser closes a dictionary or list before saying its bracket is missing.
  let beforeClose: Expecting = { ...at };
  const close = () => {
    beforeClose = { ...at };
    stack.pop();
    lastNumber = null;
    Object.assign(at, { what: 'after', afterComma: false, inside: stack.at(-1)?.kind });
  };

  try {
    visit(
      text,
      {
        onObjectBegin: (_offset, _length, _line, _char, path) => open('object', path()),
        onArrayBegin: (_offset, _length, _line, _char, path) => open('array', path()),
        onObjectEnd: close,
        onArrayEnd: close,
        onObjectProperty: (key) => {
          const current = stack.at(-1);
          if (current?.seen) {
            if (current.seen.has(key) && !current.reported.has(key)) {
              duplicates.push({ parent: [...current.path], key });
              current.reported.add(key);
            }
            current.seen.add(key);
          }
          Object.assign(at, { what: 'colon', afterComma: false, key });
        },
        onSeparator: (character) => {
          if (character === ':') Object.assign(at, { what: 'value', afterComma: false });
          else
            Object.assign(at, { what: at.inside === 'object' ? 'key' : 'value', afterComma: true });
        },
        onLiteralValue: (value, offset, length) => {
          lastNumber = typeof value === 'number' ? { start: offset, end: offset + length } : null;
          Object.assign(at, { what: 'after', afterComma: false });
        },
        onError: (error, offset, length) => {
          const code = printParseErrorCode(error);
          const unclosed = code === 'CloseBraceExpected' || code === 'CloseBracketExpected';
          const state = unclosed ? beforeClose : at;
          const said = describeProblem(text, code, offset, length, state, lastNumber);
          throw new FirstError(said.offset, said.problem);
        },
      },
      { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
    );
    return { ok: true, duplicates };
  } catch (error) {
    if (error instanceof FirstError) {
      return {
        ok: false,
        error: { position: positionAt(text, error.offset), problem: error.problem },
      };
    }
    if (error instanceof TooDeep || error instanceof RangeError) return { ok: 'unknown' };
    throw error;
  }
}
