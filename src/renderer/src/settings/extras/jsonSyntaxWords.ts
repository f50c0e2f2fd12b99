/*
 * Words for the first error jsonc-parser finds in JSON text: what was expected there and what was
 * found instead, as a sentence fragment without a capital or a full stop, and where to point.
 */
import type { printParseErrorCode } from 'jsonc-parser';

/** jsonc-parser's error, by name. */
export type ErrorName = ReturnType<typeof printParseErrorCode>;

/** What the reader expected next, followed from jsonc-parser's events. */
export interface Expecting {
  what: 'value' | 'key' | 'colon' | 'after';
  /** Just after a comma (a closing bracket here is a trailing comma). */
  afterComma: boolean;
  /** The innermost open dictionary or list; undefined at the top. */
  inside: 'object' | 'array' | undefined;
  /** The last key read, for a missing colon. */
  key: string;
}

export interface Said {
  offset: number;
  problem: string;
}

const VALUE_WORDS =
  'a value (text in double quotes, a number, true, false, null, a list in [ ] or a dictionary in { })';

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/;
const BAD_NUMBER =
  'this is not a valid number (numbers have no leading zeros, need digits after a decimal point and are not followed by letters)';

const BAD_STRING = 'this text in quotes is not valid JSON text';

/** The character at an offset, in words. */
function found(text: string, offset: number): string {
  const char = text.codePointAt(offset);
  if (char === undefined) return 'the end of the text';
  if (char === 0x0a || char === 0x0d) return 'a line break';
  if (char === 0x09) return 'a tab';
  if (char < 0x20) return 'a control character';
  return `“${String.fromCodePoint(char)}”`;
}

/** The first mistake inside a string token: a control character or a broken escape. */
function insideString(text: string, start: number, end: number): Said | null {
  for (let index = start + 1; index < end; index += 1) {
    const char = text[index] ?? '';
    if (char === '\\') {
      const escape = text[index + 1] ?? '';
      if ('"\\/bfnrt'.includes(escape) && escape !== '') index += 1;
      else if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6))) {
        index += 5;
      } else {
        return {
          offset: index,
          problem:
            'a backslash in text must start an escape such as \\n, \\" or \\\\ (write \\\\ for a backslash)',
        };
      }
    } else if (char < ' ') {
      return {
        offset: index,
        problem: `text in quotes cannot contain ${found(text, index)}; write it as an escape such as \\t`,
      };
    }
  }
  return null;
}

/** A bare word where a value was expected; a correct literal means the mistake follows it. */
function word(text: string, offset: number, at: Expecting): Said {
  const written = /^[A-Za-z0-9_]*/.exec(text.slice(offset))?.[0] ?? '';
  if (written === 'true' || written === 'false' || written === 'null') {
    const after = offset + written.length;
    return { offset: after, problem: expectedAfter(text, after, at) };
  }
  if (['true', 'false', 'null'].includes(written.toLowerCase())) {
    return { offset, problem: `write “${written.toLowerCase()}” in lower case` };
  }
  if (written === 'NaN' || written === 'Infinity') {
    return { offset, problem: `JSON cannot hold ${written}; use a number, or null for no value` };
  }
  if (written === 'undefined') {
    return { offset, problem: 'JSON has no “undefined”; use null for no value' };
  }
  return {
    offset,
    problem: `“${written}” is not a JSON value; text must be in double quotes " "`,
  };
}

function expectedValue(text: string, offset: number, at: Expecting): Said {
  const char = text[offset];
  const said = (problem: string) => ({ offset, problem });
  if (char === undefined) {
    return said(
      text.trim() === ''
        ? 'the text is empty; write {} for no extras'
        : `the text ends where ${VALUE_WORDS} was expected`,
    );
  }
  if (char === ']' && at.afterComma) return said('a comma cannot come just before ]; remove it');
  if (char === "'") return said('text must be in double quotes " ", not single quotes');
  if (char === '-' || (char >= '0' && char <= '9')) {
    return said(NUMBER.test(text.slice(offset)) ? BAD_NUMBER : 'this is not a valid number');
  }
  if (/[A-Za-z_]/.test(char)) return word(text, offset, at);
  return said(`expected ${VALUE_WORDS} but found ${found(text, offset)}`);
}

function expectedKey(text: string, offset: number, at: Expecting): string {
  const char = text[offset];
  if (char === '}' && at.afterComma) return 'a comma cannot come just before }; remove it';
  if (char === "'") return 'keys must be in double quotes " ", not single quotes';
  return `expected a key in double quotes " " but found ${found(text, offset)}`;
}

function expectedAfter(text: string, offset: number, at: Expecting): string {
  if (at.inside === undefined) {
    return `found ${found(text, offset)} after the end of the JSON value; remove it`;
  }
  const closing = at.inside === 'object' ? '}' : ']';
  return `expected a comma or a closing ${closing} but found ${found(text, offset)}`;
}

/** Words jsonc-parser's first error, given what was expected where it stopped. */
export function describeProblem(
  text: string,
  code: ErrorName,
  offset: number,
  length: number,
  at: Expecting,
  lastNumber: { start: number; end: number } | null,
): Said {
  // A number running straight into more digits, a point or a letter ("01", "1.5.2", "2x").
  if (
    lastNumber !== null &&
    offset === lastNumber.end &&
    /[0-9.eE+\-A-Za-z]/.test(text[offset] ?? '')
  ) {
    return { offset: lastNumber.start, problem: BAD_NUMBER };
  }
  switch (code) {
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return { offset, problem: 'JSON does not allow comments' };
    case 'UnexpectedEndOfNumber':
    case 'InvalidNumberFormat':
      if (at.what === 'value') return { offset, problem: BAD_NUMBER };
      break;
    case 'UnexpectedEndOfString': {
      // A quote where no text may start is wrong for where it is, not for what it holds.
      if (at.what !== 'value' && at.what !== 'key') break;
      const end = offset + length;
      const inside = insideString(text, offset, end);
      if (inside !== null) return inside;
      if (text[end] === '\n' || text[end] === '\r') {
        return {
          offset: end,
          problem:
            'text in quotes must end on the same line; close it with " or write \\n for a line break',
        };
      }
      return { offset, problem: 'text in quotes is never closed; add the closing "' };
    }
    case 'InvalidCharacter':
    case 'InvalidEscapeCharacter':
    case 'InvalidUnicode':
      if (at.what !== 'value' && at.what !== 'key') break;
      return insideString(text, offset, offset + length) ?? { offset, problem: BAD_STRING };
    case 'InvalidSymbol':
    case 'PropertyNameExpected':
    case 'ValueExpected':
    case 'ColonExpected':
    case 'CommaExpected':
    case 'CloseBraceExpected':
    case 'CloseBracketExpected':
    case 'EndOfFileExpected':
    case '<unknown ParseErrorCode>':
      // These are about where the mistake is, worded below from what was expected there.
      break;
  }
  if (at.what === 'value') return expectedValue(text, offset, at);
  if (at.what === 'key') return { offset, problem: expectedKey(text, offset, at) };
  if (at.what === 'colon') {
    return {
      offset,
      problem: `expected a colon : after the key “${at.key}” but found ${found(text, offset)}`,
    };
  }
  return { offset, problem: expectedAfter(text, offset, at) };
}
