import { describe, expect, it } from 'vitest';
import {
  checkExtrasText,
  countExtrasKeys,
  type ExtrasTextCheck,
} from '../../../../../src/renderer/src/settings/extras/checkExtrasText';
import { positionAt, scanJson } from '../../../../../src/renderer/src/settings/extras/jsonSyntax';

function syntaxError(text: string) {
  const check = checkExtrasText(text);
  if (check.status !== 'syntax-error')
    throw new Error(`expected a syntax error, got ${check.status}`);
  return check;
}

function problemsOf(check: ExtrasTextCheck) {
  if (check.status !== 'invalid') throw new Error(`expected problems, got ${check.status}`);
  return check.problems.map(({ path, rule }) => ({ path, rule }));
}

describe('checkExtrasText', () => {
  it('counts the keys to save at both levels and lists the ignored ones', () => {
    const check = checkExtrasText(
      '{"allergies": ["penicillin"], "_draft": 1, "contact": {"phone": "1", "_n": 2}}',
    );
    expect(check).toEqual({
      status: 'valid',
      extras: { allergies: ['penicillin'], contact: { phone: '1' } },
      savedKeys: 3,
      ignored: ['_draft', 'contact._n'],
    });
  });

  it('accepts {} as no extras', () => {
    expect(checkExtrasText(' {} \n')).toMatchObject({ status: 'valid', savedKeys: 0 });
  });

  it('says what to write when nothing is entered', () => {
    expect(syntaxError('  \n ')).toEqual({
      status: 'syntax-error',
      message: 'Nothing is entered. Write the extras as a JSON dictionary, or {} for none.',
      position: null,
    });
  });

  it('gives the line and column of a syntax error', () => {
    const text = '{\n  "a": 1\n  "b": 2\n}';
    const check = syntaxError(text);
    expect(check.position).toEqual({ offset: text.indexOf('"b"'), line: 3, column: 3 });
    expect(check.message).toBe(
      'The text is not valid JSON. Line 3, column 3: expected a comma or a closing } but found “"”.',
    );
  });

  it.each([
    ['{"a": 1,}', 'a comma cannot come just before }; remove it'],
    ['{"a": [1,]}', 'a comma cannot come just before ]; remove it'],
    ["{'a': 1}", 'keys must be in double quotes " ", not single quotes'],
    ['{a: 1}', 'expected a key in double quotes " " but found “a”'],
    ['{"a" 1}', 'expected a colon : after the key “a” but found “1”'],
    ['{"a": }', 'expected a value (text in double quotes'],
    ['{"a": True}', 'write “true” in lower case'],
    ['{"a": NaN}', 'JSON cannot hold NaN'],
    ['{"a": undefined}', 'JSON has no “undefined”'],
    ['{"a": yes}', '“yes” is not a JSON value; text must be in double quotes'],
    ['{"a": 01}', 'this is not a valid number'],
    ['{"a": 1.}', 'this is not a valid number'],
    ['{"a": "x\ny"}', 'text in quotes must end on the same line'],
    ['{"a": "\\x"}', 'a backslash in text must start an escape'],
    ['{"a": "open', 'text in quotes is never closed'],
    ['{"a": 1', 'expected a comma or a closing } but found the end of the text'],
    ['{"a": 1}}', 'found “}” after the end of the JSON value; remove it'],
    ['{"a": 1} // note', 'JSON does not allow comments'],
  ])('explains %j', (text, problem) => {
    expect(syntaxError(text).message).toContain(problem);
  });

  it('counts columns in characters, not UTF-16 units', () => {
    // The emoji is two UTF-16 units: the offset counts them, the column does not.
    expect(syntaxError('{"😀": x}').position).toEqual({ offset: 7, line: 1, column: 7 });
  });

  it('refuses a key written twice, at the top and in a dictionary', () => {
    const check = checkExtrasText('{"a": 1, "a": 2, "c": {"p": 1, "p": 2}, "_x": 1, "_x": 2}');
    expect(problemsOf(check)).toEqual([
      { path: 'a', rule: 'duplicate-key' },
      { path: 'c.p', rule: 'duplicate-key' },
    ]);
    if (check.status !== 'invalid') return;
    expect(check.problems[0]?.message).toBe(
      'The key “a” is written twice; only the last one would be kept, so remove or rename one of them.',
    );
    expect(check.problems[1]?.message).toBe(
      'The key “p” is written twice in “c”; only the last one would be kept, so remove or rename one of them.',
    );
  });

  it('does not look for keys written twice under ignored keys or inside lists', () => {
    expect(checkExtrasText('{"_c": {"p": 1, "p": 2}, "c": {"_p": 1, "_p": 2}}').status).toBe(
      'valid',
    );
    expect(problemsOf(checkExtrasText('{"l": [{"p": 1, "p": 2}]}'))).toEqual([
      { path: 'l[0]', rule: 'dict-in-list' },
    ]);
  });

  it('lists the contract violations with their paths', () => {
    expect(problemsOf(checkExtrasText('{"tags": [[1]], "c": {"d": {}}}'))).toEqual([
      { path: 'tags[0]', rule: 'nested-list' },
      { path: 'c.d', rule: 'too-deep' },
    ]);
  });

  it('refuses JSON that is not a dictionary', () => {
    expect(problemsOf(checkExtrasText('[1, 2]'))).toEqual([{ path: '', rule: 'not-an-object' }]);
  });
});

describe('scanJson', () => {
  it('agrees with JSON.parse on valid text', () => {
    for (const text of [
      '{}',
      '[]',
      '"x"',
      '-0.5e+3',
      'null',
      ' {"a": [1, "b\\u00e9\\n", {"c": true}], "d": false} ',
    ]) {
      expect(() => JSON.parse(text) as unknown).not.toThrow();
      expect(scanJson(text, () => true).ok).toBe(true);
    }
  });

  it('gives up quietly on absurdly deep nesting', () => {
    expect(scanJson('['.repeat(10_000), () => true)).toEqual({ ok: 'unknown' });
  });

  it('reads 501 levels of nesting and gives up at 502', () => {
    const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    expect(scanJson(nested(501), () => true).ok).toBe(true);
    expect(scanJson(nested(502), () => true)).toEqual({ ok: 'unknown' });
  });

  // The grammar's own tokens would blame the wrong thing in these; each is worded for where it is.
  it.each([
    ['[true😀]', 5, 'expected a comma or a closing ] but found “😀”'],
    ['{"a": null-}', 10, 'expected a comma or a closing } but found “-”'],
    ['1"', 1, 'found “"” after the end of the JSON value; remove it'],
    ['{"a" "b"}', 5, 'expected a colon : after the key “a” but found “"”'],
    ['{"a": "x\\q\t\u0001"}', 8, 'a backslash in text must start an escape'],
    ['{"a": "x\u0001\\q"}', 8, 'text in quotes cannot contain a control character'],
    ['{"a": "x\\q\n"}', 8, 'a backslash in text must start an escape'],
    ['{"a": 1 2.}', 8, 'expected a comma or a closing } but found “2”'],
    ['{"a": 1.5.2}', 6, 'this is not a valid number (numbers have no leading zeros'],
    ['{"a": -}', 6, 'this is not a valid number'],
    ['{', 1, 'expected a key in double quotes " " but found the end of the text'],
    ['{"a": [1', 8, 'expected a comma or a closing ] but found the end of the text'],
  ])('words %j at offset %i', (text, offset, problem) => {
    const scan = scanJson(text, () => true);
    if (scan.ok !== false) throw new Error('expected a syntax error');
    expect(scan.error.position.offset).toBe(offset);
    expect(scan.error.problem).toContain(problem);
  });

  it('places offsets on lines and columns', () => {
    expect(positionAt('ab\ncd', 4)).toEqual({ offset: 4, line: 2, column: 2 });
    expect(positionAt('ab', 0)).toEqual({ offset: 0, line: 1, column: 1 });
  });
});

describe('countExtrasKeys', () => {
  it('counts extras’ keys and those of its dictionaries, not list items', () => {
    expect(countExtrasKeys({ a: 1, b: [1, 2], c: { d: 1, e: [] }, f: null })).toBe(6);
  });
});
