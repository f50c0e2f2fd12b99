/*
 * A strict JSON (RFC 8259) reader used only to explain text that `JSON.parse` refused: where the
 * first mistake is and what was expected there, in words. It also finds keys written twice, which
 * `JSON.parse` accepts silently by keeping the last one. The value itself always comes from
 * `JSON.parse`.
 */

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

class SyntaxProblem extends Error {
  constructor(
    readonly offset: number,
    readonly problem: string,
  ) {
    super(problem);
  }
}

/** Nesting beyond this is far outside what extras allow; the reader stops rather than recurse. */
const MAX_DEPTH = 500;

const VALUE_WORDS =
  'a value (text in double quotes, a number, true, false, null, a list in [ ] or a dictionary in { })';

class Reader {
  private index = 0;
  readonly duplicates: DuplicateKey[] = [];

  constructor(
    private readonly text: string,
    /** Which dictionaries to check for duplicate keys, by their key path. */
    private readonly trackDuplicates: (parent: readonly string[]) => boolean,
  ) {}

  read() {
    this.skipSpace();
    if (this.index >= this.text.length) this.fail('the text is empty; write {} for no extras');
    this.value([], true, 0);
    this.skipSpace();
    if (this.index < this.text.length) {
      this.fail(`found ${this.found()} after the end of the JSON value; remove it`);
    }
  }

  private fail(problem: string, offset = this.index): never {
    throw new SyntaxProblem(offset, problem);
  }

  /** The character at the cursor, in words. */
  private found(offset = this.index): string {
    const char = this.text.codePointAt(offset);
    if (char === undefined) return 'the end of the text';
    if (char === 0x0a || char === 0x0d) return 'a line break';
    if (char === 0x09) return 'a tab';
    if (char < 0x20) return 'a control character';
    return `“${String.fromCodePoint(char)}”`;
  }

  private skipSpace() {
    while (this.index < this.text.length) {
      const char = this.text[this.index];
      if (char === ' ' || char === '\t' || char === '\n' || char === '\r') this.index += 1;
      else if (
        char === '/' &&
        (this.text[this.index + 1] === '/' || this.text[this.index + 1] === '*')
      )
        this.fail('JSON does not allow comments');
      else return;
    }
  }

  /** `path` is the key path through dictionaries; `tracked` whether a dictionary here is checked. */
  private value(path: string[], tracked: boolean, depth: number) {
    if (depth > MAX_DEPTH) throw new RangeError('too deep');
    const char = this.text[this.index];
    if (char === '{') this.object(path, tracked, depth);
    else if (char === '[') this.array(depth);
    else if (char === '"') this.string();
    else if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) this.number();
    else if (char === "'") this.fail('text must be in double quotes " ", not single quotes');
    else if (char !== undefined && /[A-Za-z_]/.test(char)) this.word();
    else if (char === undefined) this.fail(`the text ends where ${VALUE_WORDS} was expected`);
    else this.fail(`expected ${VALUE_WORDS} but found ${this.found()}`);
  }

  private word() {
    const start = this.index;
    while (this.index < this.text.length && /[A-Za-z0-9_]/.test(this.text[this.index] ?? '')) {
      this.index += 1;
    }
    const word = this.text.slice(start, this.index);
    if (word === 'true' || word === 'false' || word === 'null') return;
    if (['true', 'false', 'null'].includes(word.toLowerCase())) {
      this.fail(`write “${word.toLowerCase()}” in lower case`, start);
    }
    if (word === 'NaN' || word === 'Infinity') {
      this.fail(`JSON cannot hold ${word}; use a number, or null for no value`, start);
    }
    if (word === 'undefined') this.fail('JSON has no “undefined”; use null for no value', start);
    this.fail(`“${word}” is not a JSON value; text must be in double quotes " "`, start);
  }

  private number() {
    const start = this.index;
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(this.text.slice(start));
    if (!match) this.fail('this is not a valid number', start);
    this.index += match[0].length;
    const next = this.text[this.index];
    if (next !== undefined && /[0-9.eE+\-A-Za-z]/.test(next)) {
      this.fail(
        'this is not a valid number (numbers have no leading zeros, need digits after a decimal point and are not followed by letters)',
        start,
      );
    }
  }

  /** Reads a string and returns its text. */
  private string(): string {
    const start = this.index;
    this.index += 1;
    let result = '';
    for (;;) {
      const char = this.text[this.index];
      if (char === undefined) {
        this.fail('text in quotes is never closed; add the closing "', start);
      }
      if (char === '"') {
        this.index += 1;
        return result;
      }
      if (char === '\\') {
        const escape = this.text[this.index + 1];
        const simple: Record<string, string> = {
          '"': '"',
          '\\': '\\',
          '/': '/',
          b: '\b',
          f: '\f',
          n: '\n',
          r: '\r',
          t: '\t',
        };
        if (escape !== undefined && escape in simple) {
          result += simple[escape];
          this.index += 2;
        } else if (
          escape === 'u' &&
          /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.index + 2, this.index + 6))
        ) {
          result += String.fromCharCode(
            parseInt(this.text.slice(this.index + 2, this.index + 6), 16),
          );
          this.index += 6;
        } else {
          this.fail(
            'a backslash in text must start an escape such as \\n, \\" or \\\\ (write \\\\ for a backslash)',
          );
        }
      } else if (char < ' ') {
        this.fail(
          char === '\n' || char === '\r'
            ? 'text in quotes must end on the same line; close it with " or write \\n for a line break'
            : `text in quotes cannot contain ${this.found()}; write it as an escape such as \\t`,
        );
      } else {
        result += char;
        this.index += 1;
      }
    }
  }

  private array(depth: number) {
    this.index += 1; // [
    this.skipSpace();
    if (this.text[this.index] === ']') {
      this.index += 1;
      return;
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.index] === ']') this.fail('a comma cannot come just before ]; remove it');
      this.value([], false, depth + 1);
      this.skipSpace();
      const char = this.text[this.index];
      if (char === ',') {
        this.index += 1;
      } else if (char === ']') {
        this.index += 1;
        return;
      } else {
        this.fail(`expected a comma or a closing ] but found ${this.found()}`);
      }
    }
  }

  private object(path: string[], tracked: boolean, depth: number) {
    this.index += 1; // {
    const seen = new Set<string>();
    const reported = new Set<string>();
    this.skipSpace();
    if (this.text[this.index] === '}') {
      this.index += 1;
      return;
    }
    for (;;) {
      this.skipSpace();
      const char = this.text[this.index];
      if (char === '}') this.fail('a comma cannot come just before }; remove it');
      if (char !== '"') {
        this.fail(
          char === "'"
            ? 'keys must be in double quotes " ", not single quotes'
            : `expected a key in double quotes " " but found ${this.found()}`,
        );
      }
      const key = this.string();
      if (tracked) {
        if (seen.has(key) && !reported.has(key)) {
          this.duplicates.push({ parent: [...path], key });
          reported.add(key);
        }
        seen.add(key);
      }
      this.skipSpace();
      if (this.text[this.index] !== ':') {
        this.fail(`expected a colon : after the key “${key}” but found ${this.found()}`);
      }
      this.index += 1;
      this.skipSpace();
      const childPath = [...path, key];
      this.value(childPath, tracked && this.trackDuplicates(childPath), depth + 1);
      this.skipSpace();
      const after = this.text[this.index];
      if (after === ',') {
        this.index += 1;
      } else if (after === '}') {
        this.index += 1;
        return;
      } else {
        this.fail(`expected a comma or a closing } but found ${this.found()}`);
      }
    }
  }
}

/**
 * Reads JSON text strictly. `trackDuplicates` says which dictionaries, by key path, are checked for
 * keys written twice (the dictionary at the top is always checked).
 */
export function scanJson(
  text: string,
  trackDuplicates: (parent: readonly string[]) => boolean,
): JsonScan {
  const reader = new Reader(text, trackDuplicates);
  try {
    reader.read();
    return { ok: true, duplicates: reader.duplicates };
  } catch (error) {
    if (error instanceof SyntaxProblem) {
      return {
        ok: false,
        error: { position: positionAt(text, error.offset), problem: error.problem },
      };
    }
    if (error instanceof RangeError) return { ok: 'unknown' };
    throw error;
  }
}
