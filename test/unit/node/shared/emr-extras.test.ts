import { describe, expect, it } from 'vitest';
import {
  EXTRAS_MAX_KEY_LENGTH,
  EXTRAS_ROOT_PATH,
  EXTRAS_RULES,
  ExtrasSchema,
  extrasKeyLength,
  formatExtrasPath,
  isIgnoredExtrasKey,
  validateExtras,
  type ExtrasViolation,
} from '../../../../src/shared/emr-extras';

/** The violations of a value that must be refused. */
function violationsOf(value: unknown): ExtrasViolation[] {
  const result = validateExtras(value);
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.extras)}`);
  return result.violations;
}

/** The cleaned extras of a value that must be accepted. */
function accepted(value: unknown) {
  const result = validateExtras(value);
  if (!result.ok) throw new Error(`expected acceptance, got ${JSON.stringify(result.violations)}`);
  return result;
}

const brief = (violations: ExtrasViolation[]) =>
  violations.map(({ path, rule }) => ({ path, rule }));

describe('validateExtras: the whole value', () => {
  it('accepts an empty dictionary', () => {
    expect(accepted({}).extras).toEqual({});
  });

  it('accepts every kind of scalar, a list of scalars and a one-level dictionary', () => {
    const value = {
      name: 'Asha',
      age: 42,
      weight: -0.5,
      consented: false,
      notes: null,
      allergies: ['penicillin', 1, true, null],
      contact: { phone: '+91 98 7654 3210', floor: 2, pager: null, days: ['Mon', 'Thu'] },
    };
    expect(accepted(value).extras).toEqual(value);
  });

  it('returns a copy, not the value it was given', () => {
    const value = { allergies: ['penicillin'], contact: { phone: '1' } };
    const { extras } = accepted(value);
    expect(extras).not.toBe(value);
    expect(extras.allergies).not.toBe(value.allergies);
    expect(extras.contact).not.toBe(value.contact);
  });

  it('accepts a dictionary without a prototype', () => {
    const value = Object.assign(Object.create(null) as Record<string, unknown>, { a: 1 });
    expect(accepted(value).extras).toEqual({ a: 1 });
  });

  it.each([
    ['a list', []],
    ['a list', [{ a: 1 }]],
    ['text', '{"a": 1}'],
    ['a number', 3],
    ['true or false', true],
    ['null', null],
    ['nothing', undefined],
    ['another kind of object', new Date(0)],
    ['another kind of object', new Map([['a', 1]])],
  ])('refuses %s at the top level as not-an-object', (words, value) => {
    const violations = violationsOf(value);
    expect(brief(violations)).toEqual([{ path: EXTRAS_ROOT_PATH, rule: 'not-an-object' }]);
    expect(violations[0]?.message).toBe(
      `Extras must be a dictionary of named values (a JSON object in { }), but this is ${words}.`,
    );
  });

  it('never throws, whatever it is given', () => {
    for (const value of [Symbol('x'), () => 1, 10n, { a: Symbol('x') }, { a: 10n }]) {
      expect(() => validateExtras(value)).not.toThrow();
    }
  });
});

describe('rule 1: no nested lists', () => {
  it('accepts a flat list and an empty list, at the top and in a dictionary', () => {
    const value = { tags: ['a', 'b'], none: [], contact: { days: [], phones: ['1', '2'] } };
    expect(accepted(value).extras).toEqual(value);
  });

  it('refuses a list in a list, naming the item', () => {
    const violations = violationsOf({ tags: ['a', 'b', ['c']] });
    expect(brief(violations)).toEqual([{ path: 'tags[2]', rule: 'nested-list' }]);
    expect(violations[0]?.message).toBe(
      '“tags[2]” puts a list inside a list; lists in extras may not contain other lists.',
    );
  });

  it('refuses an empty list in a list', () => {
    expect(brief(violationsOf({ tags: [[]] }))).toEqual([{ path: 'tags[0]', rule: 'nested-list' }]);
  });

  it('refuses a list in a list inside a dictionary', () => {
    expect(brief(violationsOf({ contact: { phones: [['1']] } }))).toEqual([
      { path: 'contact.phones[0]', rule: 'nested-list' },
    ]);
  });

  it('reports a deeply nested list once, at the outermost offending item', () => {
    expect(brief(violationsOf({ tags: [[[['deep']]]] }))).toEqual([
      { path: 'tags[0]', rule: 'nested-list' },
    ]);
  });
});

describe('rule 2: no dictionaries inside lists', () => {
  it('refuses a dictionary in a list, naming the item', () => {
    const violations = violationsOf({ visits: ['2024-01-01', { date: '2024-02-01' }] });
    expect(brief(violations)).toEqual([{ path: 'visits[1]', rule: 'dict-in-list' }]);
    expect(violations[0]?.message).toBe(
      '“visits[1]” puts a dictionary inside a list; lists in extras may not contain dictionaries.',
    );
  });

  it('refuses an empty dictionary in a list', () => {
    expect(brief(violationsOf({ visits: [{}] }))).toEqual([
      { path: 'visits[0]', rule: 'dict-in-list' },
    ]);
  });

  it('refuses a dictionary in a list inside a dictionary', () => {
    expect(brief(violationsOf({ contact: { phones: [{ home: '1' }] } }))).toEqual([
      { path: 'contact.phones[0]', rule: 'dict-in-list' },
    ]);
  });

  it('refuses a dictionary in a list even when it holds only ignored keys', () => {
    expect(brief(violationsOf({ visits: [{ _draft: true }] }))).toEqual([
      { path: 'visits[0]', rule: 'dict-in-list' },
    ]);
  });
});

describe('rule 3: dictionaries nest one level only', () => {
  it('accepts a dictionary of scalars and lists inside extras, and an empty one', () => {
    const value = { contact: { phone: '1', days: ['Mon'] }, empty: {} };
    expect(accepted(value).extras).toEqual(value);
  });

  it('refuses a dictionary inside a dictionary, in the contract’s words', () => {
    const violations = violationsOf({ contact: { address: { city: 'Pune' } } });
    expect(brief(violations)).toEqual([{ path: 'contact.address', rule: 'too-deep' }]);
    expect(violations[0]?.message).toBe(
      '“contact.address” nests a dictionary inside a dictionary inside extras; dictionaries may nest one level only.',
    );
  });

  it('refuses an empty dictionary inside a dictionary', () => {
    expect(brief(violationsOf({ contact: { address: {} } }))).toEqual([
      { path: 'contact.address', rule: 'too-deep' },
    ]);
  });

  it('reports a deep dictionary once and does not look inside it', () => {
    const deep = { contact: { address: { city: { name: [['x']] }, ['k'.repeat(20)]: 1 } } };
    expect(brief(violationsOf(deep))).toEqual([{ path: 'contact.address', rule: 'too-deep' }]);
  });
});

describe('rule 4: keys are 1 to 16 characters', () => {
  const sixteen = 'a'.repeat(EXTRAS_MAX_KEY_LENGTH);
  const seventeen = 'a'.repeat(EXTRAS_MAX_KEY_LENGTH + 1);

  it('accepts a key of exactly 16 characters, at the top and in a dictionary', () => {
    const value = { [sixteen]: 1, contact: { [sixteen]: 2 } };
    expect(accepted(value).extras).toEqual(value);
  });

  it('accepts a key of 1 character', () => {
    expect(accepted({ a: 1 }).extras).toEqual({ a: 1 });
  });

  it('refuses a key of 17 characters at the top level', () => {
    const violations = violationsOf({ [seventeen]: 1 });
    expect(brief(violations)).toEqual([{ path: seventeen, rule: 'key-too-long' }]);
    expect(violations[0]?.message).toBe(
      `The key “${seventeen}” is 17 characters long; keys may be at most 16 characters.`,
    );
  });

  it('refuses a key of 17 characters in a dictionary, naming the dictionary', () => {
    const violations = violationsOf({ contact: { [seventeen]: 1 } });
    expect(brief(violations)).toEqual([{ path: `contact.${seventeen}`, rule: 'key-too-long' }]);
    expect(violations[0]?.message).toBe(
      `The key “${seventeen}” in “contact” is 17 characters long; keys may be at most 16 characters.`,
    );
  });

  it('refuses an empty key, at the top and in a dictionary', () => {
    const violations = violationsOf({ '': 1, contact: { '': 2 } });
    expect(brief(violations)).toEqual([
      { path: '[""]', rule: 'key-too-long' },
      { path: 'contact[""]', rule: 'key-too-long' },
    ]);
    expect(violations.map((v) => v.message)).toEqual([
      'Extras has a key with no name; every key needs a name of 1 to 16 characters.',
      '“contact” has a key with no name; every key needs a name of 1 to 16 characters.',
    ]);
  });

  it('still checks the value of a key that is too long', () => {
    expect(brief(violationsOf({ [seventeen]: [[1]] }))).toEqual([
      { path: seventeen, rule: 'key-too-long' },
      { path: `${seventeen}[0]`, rule: 'nested-list' },
    ]);
  });

  it('counts Unicode code points: 16 emoji or 16 accented letters fit', () => {
    const emoji = '😀'.repeat(16); // 32 UTF-16 units, 16 code points
    const accented = 'é'.repeat(16); // precomposed U+00E9
    expect(emoji.length).toBe(32);
    expect(extrasKeyLength(emoji)).toBe(16);
    expect(accepted({ [emoji]: 1, [accented]: 2 }).extras).toEqual({ [emoji]: 1, [accented]: 2 });
  });

  it('counts a letter typed with a combining accent as two, and says why', () => {
    const decomposed = 'e\u0301'.repeat(9); // looks like 9 letters, is 18 code points
    const violations = violationsOf({ [decomposed]: 1 });
    expect(brief(violations)).toEqual([{ path: decomposed, rule: 'key-too-long' }]);
    expect(violations[0]?.message).toContain('is 18 characters long (accented letters typed');
  });

  it('does not trim or normalise keys', () => {
    expect(accepted({ ' a ': 1 }).extras).toEqual({ ' a ': 1 });
    expect(violationsOf({ [` ${'a'.repeat(16)}`]: 1 })[0]?.rule).toBe('key-too-long');
  });
});

describe('rule 5: keys beginning with _ are ignored', () => {
  it('drops them from the cleaned extras and lists them as ignored', () => {
    const result = accepted({ _internal: 1, name: 'Asha', contact: { _note: 'x', phone: '1' } });
    expect(result.extras).toEqual({ name: 'Asha', contact: { phone: '1' } });
    expect(result.ignored).toEqual(['_internal', 'contact._note']);
  });

  it('does not check their values, however invalid', () => {
    const result = accepted({
      _lists: [[1], [[2]]],
      _dicts: [{ a: 1 }],
      _deep: { a: { b: { c: {} } } },
      _nan: NaN,
      _fn: () => 1,
      contact: { _deep: { a: {} }, _inf: Infinity },
    });
    expect(result.extras).toEqual({ contact: {} });
  });

  it('does not check their own length', () => {
    const key = `_${'a'.repeat(40)}`;
    expect(accepted({ [key]: 1, contact: { [key]: 2 } }).extras).toEqual({ contact: {} });
  });

  it('ignores a key that is only an underscore', () => {
    expect(accepted({ _: 1 }).extras).toEqual({});
  });

  it('is about the first character only', () => {
    expect(isIgnoredExtrasKey('_a')).toBe(true);
    expect(isIgnoredExtrasKey('a_')).toBe(false);
    expect(isIgnoredExtrasKey(' _a')).toBe(false);
    expect(accepted({ a_: 1 }).extras).toEqual({ a_: 1 });
  });

  it('keeps a dictionary whose keys are all ignored, as an empty dictionary', () => {
    expect(accepted({ contact: { _a: 1 } }).extras).toEqual({ contact: {} });
  });

  it('is safe against a __proto__ key from JSON', () => {
    const value: unknown = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}');
    const { extras } = accepted(value);
    expect(extras).toEqual({ a: 1 });
    expect(Object.getPrototypeOf(extras)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('bad values', () => {
  it.each([
    [NaN, '“weight” is “not a number” (NaN), which cannot be saved'],
    [Infinity, '“weight” is infinity, which cannot be saved'],
    [-Infinity, '“weight” is minus infinity, which cannot be saved'],
  ])('refuses %s', (number, words) => {
    const violations = violationsOf({ weight: number });
    expect(brief(violations)).toEqual([{ path: 'weight', rule: 'bad-value' }]);
    expect(violations[0]?.message).toBe(`${words}; numbers must be ordinary finite numbers.`);
  });

  it('refuses NaN and Infinity in lists and dictionaries', () => {
    expect(brief(violationsOf({ list: [1, NaN], contact: { x: Infinity } }))).toEqual([
      { path: 'list[1]', rule: 'bad-value' },
      { path: 'contact.x', rule: 'bad-value' },
    ]);
  });

  it('refuses undefined and holes in lists as missing values', () => {
    // eslint-disable-next-line no-sparse-arrays
    const violations = violationsOf({ a: undefined, list: [1, , 3] });
    expect(brief(violations)).toEqual([
      { path: 'a', rule: 'bad-value' },
      { path: 'list[1]', rule: 'bad-value' },
    ]);
    expect(violations[0]?.message).toBe('“a” has no value; use null for an empty value.');
  });

  it('refuses values that are not JSON data', () => {
    const violations = violationsOf({
      date: new Date(0),
      big: 10n,
      list: [() => 1],
      contact: { map: new Map() },
    });
    expect(brief(violations)).toEqual([
      { path: 'date', rule: 'bad-value' },
      { path: 'big', rule: 'bad-value' },
      { path: 'list[0]', rule: 'bad-value' },
      { path: 'contact.map', rule: 'bad-value' },
    ]);
    expect(violations[0]?.message).toBe(
      '“date” holds a kind of value extras cannot store; use text, a number, true/false, null, a list or a dictionary.',
    );
    expect(violations[2]?.message).toBe(
      '“list[0]” holds a kind of value extras cannot store; items of a list must be text, numbers, true/false or null.',
    );
  });
});

describe('several violations at once', () => {
  it('reports all of them, in document order, and returns no extras', () => {
    const result = validateExtras({
      ok: 'fine',
      tags: [['a'], { b: 1 }, 'c', NaN],
      contact: { address: { city: 'Pune' }, ['p'.repeat(17)]: '1' },
      ['k'.repeat(17)]: 1,
      '': 2,
      _ignored: [[{}]],
    });
    expect(result.ok).toBe(false);
    expect('extras' in result).toBe(false);
    if (result.ok) return;
    expect(brief(result.violations)).toEqual([
      { path: 'tags[0]', rule: 'nested-list' },
      { path: 'tags[1]', rule: 'dict-in-list' },
      { path: 'tags[3]', rule: 'bad-value' },
      { path: 'contact.address', rule: 'too-deep' },
      { path: `contact.${'p'.repeat(17)}`, rule: 'key-too-long' },
      { path: 'k'.repeat(17), rule: 'key-too-long' },
      { path: '[""]', rule: 'key-too-long' },
    ]);
  });
});

describe('formatExtrasPath', () => {
  it('writes plain keys with dots and list items with brackets', () => {
    expect(formatExtrasPath(['allergies'])).toBe('allergies');
    expect(formatExtrasPath(['contact', 'phone'])).toBe('contact.phone');
    expect(formatExtrasPath(['tags', 2])).toBe('tags[2]');
    expect(formatExtrasPath(['contact', 'days', 0])).toBe('contact.days[0]');
    expect(formatExtrasPath(['home phone'])).toBe('home phone');
    expect(formatExtrasPath(['2'])).toBe('2');
  });

  it('quotes keys that would be ambiguous', () => {
    expect(formatExtrasPath(['a.b'])).toBe('["a.b"]');
    expect(formatExtrasPath(['contact', 'x[1]'])).toBe('contact["x[1]"]');
    expect(formatExtrasPath(['contact', ''])).toBe('contact[""]');
    expect(formatExtrasPath([' a'])).toBe('[" a"]');
    expect(formatExtrasPath(['say "hi"'])).toBe('["say \\"hi\\""]');
    expect(formatExtrasPath(['tab\there'])).toBe('["tab\\there"]');
  });

  it('is the empty string for extras itself', () => {
    expect(formatExtrasPath([])).toBe(EXTRAS_ROOT_PATH);
  });
});

describe('EXTRAS_RULES', () => {
  it('lists the contract’s five rules in its order', () => {
    expect(EXTRAS_RULES.map((rule) => rule.id)).toEqual([
      'nested-list',
      'dict-in-list',
      'too-deep',
      'key-too-long',
      'ignored-key',
    ]);
    expect(EXTRAS_RULES[3].text).toBe('Keys are 1 to 16 characters long.');
    for (const rule of EXTRAS_RULES) expect(rule.text).toMatch(/^[A-Z].*\.$/);
  });
});

describe('ExtrasSchema', () => {
  it('parses to the cleaned extras', () => {
    expect(ExtrasSchema.parse({ a: 1, _b: 2 })).toEqual({ a: 1 });
  });

  it('fails with one issue per violation, carrying the messages', () => {
    const parsed = ExtrasSchema.safeParse({ tags: [[1]], contact: { a: { b: 1 } } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      '“tags[0]” puts a list inside a list; lists in extras may not contain other lists.',
      '“contact.a” nests a dictionary inside a dictionary inside extras; dictionaries may nest one level only.',
    ]);
  });

  it('refuses a value that is not a dictionary', () => {
    expect(ExtrasSchema.safeParse([]).success).toBe(false);
    expect(ExtrasSchema.safeParse('x').success).toBe(false);
  });
});
