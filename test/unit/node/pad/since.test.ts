import { describe, expect, it } from 'vitest';
import { SINCE_UNITS, SINCE_UNIT_UCUM } from '../../../../src/shared/properties';
import {
  SINCE_MAX,
  SINCE_MESSAGES,
  SinceSchema,
  findSinceGroupId,
  formatSince,
  parseSince,
  sinceFromStored,
  sinceToDuration,
  type SinceInput,
} from '../../../../src/shared/pad/since';
import type { FieldProblem } from '../../../../src/shared/pad/problems';
import { loadPropertiesCatalogue } from '../../../../src/sandbox/properties-catalogue';

function problemsOf(input: SinceInput): FieldProblem[] {
  const result = parseSince(input);
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.value)}`);
  return result.problems;
}

const valueProblem = (message: string) => [{ field: 'since.value', message }];

describe('parseSince: accepted', () => {
  it.each([
    [
      { value: 3, unit: 'Day' },
      { value: 3, unit: 'Day' },
    ],
    [
      { value: '3', unit: 'Day' },
      { value: 3, unit: 'Day' },
    ],
    [
      { value: ' 12 ', unit: 'Hour' },
      { value: 12, unit: 'Hour' },
    ],
    [
      { value: '3.0', unit: 'Week' },
      { value: 3, unit: 'Week' },
    ],
    [
      { value: '+2', unit: 'Month' },
      { value: 2, unit: 'Month' },
    ],
    [
      { value: 1, unit: 'Year' },
      { value: 1, unit: 'Year' },
    ],
  ])('%j -> %j', (input, expected) => {
    expect(parseSince(input)).toEqual({ ok: true, value: expected });
  });

  it('reads both parts empty, or no input, as "no Since" (null)', () => {
    expect(parseSince({ value: '', unit: '' })).toEqual({ ok: true, value: null });
    expect(parseSince({ value: '  ', unit: undefined })).toEqual({ ok: true, value: null });
    expect(parseSince(null)).toEqual({ ok: true, value: null });
    expect(parseSince(undefined)).toEqual({ ok: true, value: null });
  });

  it('accepts each unit up to 120 years in that unit, and refuses one more', () => {
    expect(SINCE_MAX).toEqual({
      Hour: 1_051_920,
      Day: 43_830,
      Week: 6_261,
      Month: 1_440,
      Year: 120,
    });
    for (const unit of SINCE_UNITS) {
      expect(parseSince({ value: SINCE_MAX[unit], unit })).toEqual({
        ok: true,
        value: { value: SINCE_MAX[unit], unit },
      });
      expect(problemsOf({ value: SINCE_MAX[unit] + 1, unit })).toEqual(
        valueProblem(SINCE_MESSAGES.tooLong),
      );
    }
  });
});

describe('parseSince: refused, with the field and a message in words', () => {
  it('a missing unit', () => {
    expect(problemsOf({ value: '3', unit: '' })).toEqual([
      { field: 'since.unit', message: 'Choose a unit: hours, days, weeks, months or years.' },
    ]);
    expect(problemsOf({ value: 3, unit: undefined })).toEqual([
      { field: 'since.unit', message: SINCE_MESSAGES.noUnit },
    ]);
  });

  it.each(['days', 'day', 'DAY', 'Days', 'Minute', 'd', 3, {}])('an unknown unit %j', (unit) => {
    expect(problemsOf({ value: 3, unit })).toEqual([
      { field: 'since.unit', message: SINCE_MESSAGES.noUnit },
    ]);
  });

  it('a missing number', () => {
    expect(problemsOf({ value: '', unit: 'Day' })).toEqual(
      valueProblem('Enter how long, as a number.'),
    );
    expect(problemsOf({ value: null, unit: 'Day' })).toEqual(
      valueProblem(SINCE_MESSAGES.notANumber),
    );
  });

  it.each([0, '0', '00', -0, -2, '-2', '-0.5'])('zero or negative %j', (value) => {
    expect(problemsOf({ value, unit: 'Day' })).toEqual(
      valueProblem('Enter how long as 1 or more.'),
    );
  });

  it.each([NaN, Infinity, -Infinity, 'NaN', 'Infinity'])('not a finite number: %j', (value) => {
    expect(problemsOf({ value, unit: 'Day' })).toEqual(valueProblem(SINCE_MESSAGES.notANumber));
  });

  it.each(['abc', 'three', '3 days', '3x', '1e3', '0x10', '3,5', '1/2', '.5', '5.', true, {}, [3]])(
    'letters or other text %j',
    (value) => {
      expect(problemsOf({ value, unit: 'Day' })).toEqual(valueProblem(SINCE_MESSAGES.notANumber));
    },
  );

  it.each([1.5, '1.5', 0.5, '2.25'])('a fraction %j (whole numbers only)', (value) => {
    expect(problemsOf({ value, unit: 'Day' })).toEqual(valueProblem(SINCE_MESSAGES.notWhole));
    expect(SINCE_MESSAGES.notWhole).toContain('36 hours');
  });

  it.each([
    [121, 'Year'],
    [1_000_000, 'Day'],
    ['1000000000000000000000', 'Hour'],
    [Number.MAX_VALUE, 'Week'],
    [Number.MAX_SAFE_INTEGER + 2, 'Month'],
  ])('a huge number %j %s', (value, unit) => {
    expect(problemsOf({ value, unit })).toEqual(
      valueProblem('That is more than 120 years; check the number and the unit.'),
    );
  });

  it('reports both parts when both are wrong, number first', () => {
    expect(problemsOf({ value: 'abc', unit: 'Fortnight' })).toEqual([
      { field: 'since.value', message: SINCE_MESSAGES.notANumber },
      { field: 'since.unit', message: SINCE_MESSAGES.noUnit },
    ]);
    expect(problemsOf({ value: '', unit: 'Fortnight' }).map((p) => p.field)).toEqual([
      'since.value',
      'since.unit',
    ]);
  });

  it('never throws on odd input', () => {
    const odd = [Symbol('x'), 10n, () => 3, Object.create(null) as object, new Date(0)];
    for (const value of odd) {
      expect(() => parseSince({ value, unit: value })).not.toThrow();
      expect(parseSince({ value, unit: value }).ok).toBe(false);
    }
  });
});

describe('stored Since values', () => {
  it('reads any positive finite number with a known unit, decimals included', () => {
    expect(sinceFromStored({ value: 1.5, unit: 'Year' })).toEqual({ value: 1.5, unit: 'Year' });
    expect(SinceSchema.safeParse({ value: 2, unit: 'Hour' }).success).toBe(true);
  });

  it.each([
    undefined,
    null,
    '3 days',
    3,
    { value: 3 },
    { unit: 'Day' },
    { value: '3', unit: 'Day' },
    { value: 0, unit: 'Day' },
    { value: -1, unit: 'Day' },
    { value: 3, unit: 'day' },
  ])('reads %j as absent', (raw) => {
    expect(sinceFromStored(raw)).toBeUndefined();
  });
});

describe('sinceToDuration', () => {
  it.each([
    [{ value: 3, unit: 'Hour' }, 'hours', 'h'],
    [{ value: 3, unit: 'Day' }, 'days', 'd'],
    [{ value: 2, unit: 'Week' }, 'weeks', 'wk'],
    [{ value: 6, unit: 'Month' }, 'months', 'mo'],
    [{ value: 10, unit: 'Year' }, 'years', 'a'],
  ] as const)('%j -> %s, UCUM %s', (since, unit, code) => {
    expect(sinceToDuration(since)).toEqual({
      value: since.value,
      unit,
      system: 'http://unitsofmeasure.org',
      code,
    });
  });

  it('uses the singular for one', () => {
    expect(sinceToDuration({ value: 1, unit: 'Day' }).unit).toBe('day');
  });

  it('agrees with the UCUM table of properties.ts for every unit', () => {
    for (const unit of SINCE_UNITS) {
      expect(sinceToDuration({ value: 2, unit }).code).toBe(SINCE_UNIT_UCUM[unit]);
    }
  });
});

describe('formatSince', () => {
  it('writes the number and the unit in words', () => {
    expect(formatSince({ value: 1, unit: 'Hour' })).toBe('1 hour');
    expect(formatSince({ value: 3, unit: 'Day' })).toBe('3 days');
    expect(formatSince({ value: 43_830, unit: 'Day' })).toBe('43,830 days');
  });

  it('shows a stored decimal as it is, not rounded', () => {
    expect(formatSince({ value: 1.5, unit: 'Year' })).toBe('1.5 years');
    expect(formatSince({ value: 0.25, unit: 'Day' })).toBe('0.25 days');
  });
});

describe('findSinceGroupId', () => {
  it('finds the group by kind, whatever its id', () => {
    expect(
      findSinceGroupId([
        { id: 'pg-5243973452', name: 'Note', kind: 'note' },
        { id: 'pg-live-since', name: 'Since', kind: 'since', units: ['Day', 'Week'] },
      ]),
    ).toBe('pg-live-since');
    expect(findSinceGroupId([{ id: 'pg-31705165', name: 'Date', kind: 'date' }])).toBeUndefined();
  });

  it("finds the sandbox catalogue's Since group on every symptom", () => {
    const symptoms = loadPropertiesCatalogue().filter((entry) => entry.category === 'symptom');
    expect(symptoms.length).toBeGreaterThan(0);
    for (const entry of symptoms) {
      expect(findSinceGroupId(entry.property_groups)).toBe('pg-sandbox-since');
    }
  });
});
