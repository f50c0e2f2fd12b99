import { describe, expect, it } from 'vitest';
import { NOTE_PROPERTY_GROUP_ID as NOTE_ID } from '../../../../src/shared/properties';
import {
  ExaminationFindingSchema,
  createFinding,
  findingKind,
  readNote,
  readSince,
  sourceOfKind,
  writeNote,
  writeSince,
  type ExaminationFinding,
} from '../../../../src/shared/pad/finding';
import { NOTE_MESSAGES } from '../../../../src/shared/pad/note';
import type { Validated } from '../../../../src/shared/pad/problems';
import { SINCE_MESSAGES } from '../../../../src/shared/pad/since';
import { FINDING_ID, FUTURE_ID, FUTURE_VALUE, SINCE_ID, deepFreeze, finding } from './fixtures';

function written<T>(result: Validated<T>): T {
  if (!result.ok) throw new Error(`expected a write, got ${JSON.stringify(result.problems)}`);
  return result.value;
}

/** The four ways a finding can hold a note. */
const NOTE_CASES = [
  {
    name: 'group only',
    finding: () => finding({ properties: { [NOTE_ID]: 'from the group' } }),
    reads: { value: 'from the group', origin: 'group' },
    afterClear: undefined,
    clearedMark: false,
  },
  {
    name: 'legacy only',
    finding: () => finding({ notes: 'legacy text' }),
    reads: { value: 'legacy text', origin: 'legacy' },
    afterClear: undefined,
    clearedMark: true,
  },
  {
    name: 'both',
    finding: () => finding({ properties: { [NOTE_ID]: 'from the group' }, notes: 'legacy text' }),
    reads: { value: 'from the group', origin: 'group' },
    afterClear: undefined,
    clearedMark: true,
  },
  {
    name: 'neither',
    finding: () => finding(),
    reads: undefined,
    afterClear: undefined,
    clearedMark: false,
  },
] as const;

describe.each(NOTE_CASES)('finding note, $name', (c) => {
  it('reads the group first, then the legacy notes', () => {
    expect(readNote(c.finding())).toEqual(c.reads);
  });

  it('writes the group and leaves legacy notes as they were', () => {
    const before = deepFreeze(c.finding());
    const after = written(writeNote(before, 'new note'));
    expect(after.properties[NOTE_ID]).toBe('new note');
    expect(readNote(after)).toEqual({ value: 'new note', origin: 'group' });
    expect(after.notes).toBe(before.notes);
    expect(Object.hasOwn(after, 'notes')).toBe(Object.hasOwn(before, 'notes'));
    expect({ ...after, properties: before.properties }).toEqual(before);
  });

  it('clears: removes the group key, or over legacy notes writes the cleared mark', () => {
    const before = deepFreeze(c.finding());
    const after = written(writeNote(before, '  '));
    if (c.clearedMark) expect(after.properties[NOTE_ID]).toBe('');
    else expect(Object.hasOwn(after.properties, NOTE_ID)).toBe(false);
    expect(after.notes).toBe(before.notes);
    // What the doctor deleted stays deleted: the legacy text does not read again.
    expect(readNote(after)).toEqual(c.afterClear);
  });

  it('refuses a bad note and changes nothing', () => {
    const before = deepFreeze(c.finding());
    expect(writeNote(before, 'x'.repeat(10_000))).toEqual({
      ok: false,
      problems: [{ field: 'note', message: NOTE_MESSAGES.tooLong(10_000) }],
    });
  });
});

describe('finding note: group values that cannot be read', () => {
  it.each(['', '   '])(
    'a group holding %j is the cleared mark: no note, legacy or not',
    (value) => {
      expect(
        readNote(finding({ properties: { [NOTE_ID]: value }, notes: 'legacy' })),
      ).toBeUndefined();
      expect(readNote(finding({ properties: { [NOTE_ID]: value } }))).toBeUndefined();
    },
  );

  it.each([42, { text: 'x' }, null, ['a']])(
    'a group holding %j falls back to the legacy notes',
    (value) => {
      expect(readNote(finding({ properties: { [NOTE_ID]: value }, notes: 'legacy' }))).toEqual({
        value: 'legacy',
        origin: 'legacy',
      });
      expect(readNote(finding({ properties: { [NOTE_ID]: value } }))).toBeUndefined();
    },
  );

  it('blank legacy notes read as no note', () => {
    expect(readNote(finding({ notes: ' \n ' }))).toBeUndefined();
  });

  it('writing replaces an unreadable group value', () => {
    const after = written(writeNote(finding({ properties: { [NOTE_ID]: 42 } }), 'fixed'));
    expect(after.properties).toEqual({ [NOTE_ID]: 'fixed' });
  });
});

describe('finding since (group only; there is no legacy since)', () => {
  it('group only: reads the value', () => {
    const f = finding({ properties: { [SINCE_ID]: { value: 3, unit: 'Day' } } });
    expect(readSince(f, SINCE_ID)).toEqual({ value: 3, unit: 'Day' });
  });

  it('neither: reads nothing', () => {
    expect(readSince(finding(), SINCE_ID)).toBeUndefined();
  });

  it('reads only under the id it is given', () => {
    const f = finding({ properties: { 'pg-other-since': { value: 3, unit: 'Day' } } });
    expect(readSince(f, SINCE_ID)).toBeUndefined();
    expect(readSince(f, 'pg-other-since')).toEqual({ value: 3, unit: 'Day' });
  });

  it('a group value of the wrong shape reads as nothing', () => {
    const f = finding({ properties: { [SINCE_ID]: { value: 'three', unit: 'Day' } } });
    expect(readSince(f, SINCE_ID)).toBeUndefined();
  });

  it('writes the group from typed input, legacy notes untouched', () => {
    const before = deepFreeze(finding({ notes: 'legacy' }));
    const after = written(writeSince(before, SINCE_ID, { value: '2', unit: 'Week' }));
    expect(after.properties).toEqual({ [SINCE_ID]: { value: 2, unit: 'Week' } });
    expect(after.notes).toBe('legacy');
    expect(readSince(after, SINCE_ID)).toEqual({ value: 2, unit: 'Week' });
  });

  it('overwrites an existing value', () => {
    const before = deepFreeze(finding({ properties: { [SINCE_ID]: { value: 3, unit: 'Day' } } }));
    const after = written(writeSince(before, SINCE_ID, { value: 1, unit: 'Month' }));
    expect(readSince(after, SINCE_ID)).toEqual({ value: 1, unit: 'Month' });
  });

  it.each([null, { value: '', unit: '' }])('clears with %j by removing the group key', (input) => {
    const before = deepFreeze(finding({ properties: { [SINCE_ID]: { value: 3, unit: 'Day' } } }));
    const after = written(writeSince(before, SINCE_ID, input));
    expect(Object.hasOwn(after.properties, SINCE_ID)).toBe(false);
    expect(readSince(after, SINCE_ID)).toBeUndefined();
  });

  it('refuses bad input with the problems of each part', () => {
    const before = deepFreeze(finding());
    expect(writeSince(before, SINCE_ID, { value: '0', unit: 'Fortnight' })).toEqual({
      ok: false,
      problems: [
        { field: 'since.value', message: SINCE_MESSAGES.notPositive },
        { field: 'since.unit', message: SINCE_MESSAGES.noUnit },
      ],
    });
  });
});

describe('unknown property groups survive every write', () => {
  const start = () =>
    deepFreeze(
      finding({
        properties: {
          [FUTURE_ID]: FUTURE_VALUE,
          'pg-sandbox-severity': 'Moderate',
          [NOTE_ID]: 'old',
          [SINCE_ID]: { value: 3, unit: 'Day' },
        },
        notes: 'legacy',
      }),
    );

  const writes: [string, (f: ExaminationFinding) => Validated<ExaminationFinding>][] = [
    ['write note', (f) => writeNote(f, 'new')],
    ['clear note', (f) => writeNote(f, '')],
    ['write since', (f) => writeSince(f, SINCE_ID, { value: 5, unit: 'Hour' })],
    ['clear since', (f) => writeSince(f, SINCE_ID, null)],
  ];

  it.each(writes)('%s', (_name, write) => {
    const before = start();
    const after = written(write(before));
    expect(after.properties[FUTURE_ID]).toBe(before.properties[FUTURE_ID]);
    expect(after.properties[FUTURE_ID]).toEqual({
      laterality: ['left', 'right'],
      score: 3.25,
      confirmed: null,
    });
    expect(after.properties['pg-sandbox-severity']).toBe('Moderate');
  });

  it('after a chain of writes and clears, only the written groups changed', () => {
    let f = start();
    for (const [, write] of writes) f = written(write(f));
    // The note was cleared over legacy notes, so its group holds the cleared mark.
    expect(f.properties).toEqual({
      [FUTURE_ID]: FUTURE_VALUE,
      'pg-sandbox-severity': 'Moderate',
      [NOTE_ID]: '',
    });
    expect(f.notes).toBe('legacy');
  });

  it('a group named "__proto__" stays data', () => {
    const raw = JSON.parse(
      `{"localId":"${FINDING_ID}","name":"Fever","properties":{"__proto__":{"polluted":true}}}`,
    ) as ExaminationFinding;
    const after = written(writeNote(raw, 'n'));
    expect(Object.getPrototypeOf(after.properties)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a parse of the stored shape keeps unknown groups', () => {
    const parsed = ExaminationFindingSchema.parse(JSON.parse(JSON.stringify(start())));
    expect(parsed.properties[FUTURE_ID]).toEqual(FUTURE_VALUE);
  });
});

describe('writers are immutable', () => {
  it('return a new finding and a new properties object, the input unchanged', () => {
    const before = deepFreeze(finding({ properties: { [FUTURE_ID]: FUTURE_VALUE }, notes: 'l' }));
    const copy = structuredClone(before);
    for (const result of [
      writeNote(before, 'n'),
      writeNote(before, ''),
      writeSince(before, SINCE_ID, { value: 1, unit: 'Day' }),
      writeSince(before, SINCE_ID, null),
    ]) {
      const after = written(result);
      expect(after).not.toBe(before);
      expect(after.properties).not.toBe(before.properties);
    }
    expect(before).toEqual(copy);
  });
});

describe('kind and source', () => {
  it('reads the kind from source; no source is an examination finding', () => {
    expect(findingKind({ source: 'symptom' })).toBe('symptom');
    expect(findingKind({ source: 'diagnosis' })).toBe('diagnosis');
    expect(findingKind({})).toBe('examination');
    expect(sourceOfKind('examination')).toBeUndefined();
  });

  it('creates findings whose source records their kind', () => {
    const base = { localId: FINDING_ID, name: 'Pallor' };
    expect(createFinding({ ...base, kind: 'examination' })).toEqual({ ...base, properties: {} });
    expect(createFinding({ ...base, kind: 'symptom', id: 'sym-x' })).toEqual({
      ...base,
      id: 'sym-x',
      source: 'symptom',
      properties: {},
    });
    expect(createFinding({ ...base, kind: 'diagnosis' }).source).toBe('diagnosis');
  });
});

describe('ExaminationFindingSchema', () => {
  it('reads a record written before properties and source existed', () => {
    expect(
      ExaminationFindingSchema.parse({ localId: FINDING_ID, name: 'Pallor', notes: 'mild' }),
    ).toEqual({ localId: FINDING_ID, name: 'Pallor', notes: 'mild', properties: {} });
  });

  it.each([
    ['a source the contract does not name', { source: 'exam' }],
    ['a local id that is not a UUID', { localId: 'f1' }],
    ['no name', { name: '' }],
    ['a group value that is not JSON data', { properties: { [NOTE_ID]: undefined } }],
    ['an empty group id', { properties: { '': 'x' } }],
  ])('refuses %s', (_name, over) => {
    expect(ExaminationFindingSchema.safeParse({ ...finding(), ...over }).success).toBe(false);
  });
});
