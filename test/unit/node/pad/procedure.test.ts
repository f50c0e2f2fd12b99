import { describe, expect, it } from 'vitest';
import {
  DATE_PROPERTY_GROUP_ID as DATE_ID,
  NOTE_PROPERTY_GROUP_ID as NOTE_ID,
} from '../../../../src/shared/properties';
import { DATE_MESSAGES } from '../../../../src/shared/pad/date';
import type { Validated } from '../../../../src/shared/pad/problems';
import {
  ProcedureSchema,
  createProcedure,
  readDate,
  readProcedureNote,
  writeDate,
  writeProcedureNote,
  type Procedure,
} from '../../../../src/shared/pad/procedure';
import { FUTURE_ID, FUTURE_VALUE, PROCEDURE_ID, deepFreeze, procedure } from './fixtures';

function written<T>(result: Validated<T>): T {
  if (!result.ok) throw new Error(`expected a write, got ${JSON.stringify(result.problems)}`);
  return result.value;
}

/** The four ways a procedure can hold a date. */
const DATE_CASES = [
  {
    name: 'group only',
    procedure: () => procedure({ properties: { [DATE_ID]: '2025-03-14' } }),
    reads: { value: '2025-03-14', origin: 'group', date: '2025-03-14' },
    afterClear: undefined,
    clearedMark: false,
  },
  {
    name: 'legacy only',
    procedure: () => procedure({ date: '2024-11-02' }),
    reads: { value: '2024-11-02', origin: 'legacy', date: '2024-11-02' },
    afterClear: undefined,
    clearedMark: true,
  },
  {
    name: 'both',
    procedure: () => procedure({ properties: { [DATE_ID]: '2025-03-14' }, date: '2024-11-02' }),
    reads: { value: '2025-03-14', origin: 'group', date: '2025-03-14' },
    afterClear: undefined,
    clearedMark: true,
  },
  {
    name: 'neither',
    procedure: () => procedure(),
    reads: undefined,
    afterClear: undefined,
    clearedMark: false,
  },
] as const;

describe.each(DATE_CASES)('procedure date, $name', (c) => {
  it('reads the group first, then the legacy date', () => {
    expect(readDate(c.procedure())).toEqual(c.reads);
  });

  it('writes the group and leaves the legacy date as it was', () => {
    const before = deepFreeze(c.procedure());
    const after = written(writeDate(before, '2025-06-01'));
    expect(after.properties[DATE_ID]).toBe('2025-06-01');
    expect(readDate(after)).toEqual({ value: '2025-06-01', origin: 'group', date: '2025-06-01' });
    expect(after.date).toBe(before.date);
    expect(Object.hasOwn(after, 'date')).toBe(Object.hasOwn(before, 'date'));
    expect({ ...after, properties: before.properties }).toEqual(before);
  });

  it('clears: removes the group key, or over a legacy date writes the cleared mark', () => {
    const before = deepFreeze(c.procedure());
    const after = written(writeDate(before, ''));
    if (c.clearedMark) expect(after.properties[DATE_ID]).toBe('');
    else expect(Object.hasOwn(after.properties, DATE_ID)).toBe(false);
    expect(after.date).toBe(before.date);
    expect(readDate(after)).toEqual(c.afterClear);
  });

  it('refuses an impossible date and changes nothing', () => {
    const before = deepFreeze(c.procedure());
    expect(writeDate(before, '2025-02-30')).toEqual({
      ok: false,
      problems: [{ field: 'date', message: DATE_MESSAGES.day(2025, 2, 30) }],
    });
  });
});

describe('procedure date: legacy free text and unreadable groups', () => {
  it('shows legacy text that is not a calendar date as written, with no date', () => {
    expect(readDate(procedure({ date: ' 12/03/2024 ' }))).toEqual({
      value: '12/03/2024',
      origin: 'legacy',
      date: undefined,
    });
    expect(readDate(procedure({ date: '2024-03-12T20:00:00Z' }))?.date).toBeUndefined();
    expect(readDate(procedure({ date: '2024-02-30' }))?.date).toBeUndefined();
  });

  it('blank legacy text reads as no date', () => {
    expect(readDate(procedure({ date: '   ' }))).toBeUndefined();
  });

  it.each(['', ' '])('a group holding %j is the cleared mark: no date, legacy or not', (value) => {
    expect(
      readDate(procedure({ properties: { [DATE_ID]: value }, date: 'last week' })),
    ).toBeUndefined();
  });

  it.each(['2025-02-30', '14/03/2025', 20250314, null, { date: '2025-03-14' }])(
    'a group holding %j falls back to the legacy date',
    (value) => {
      expect(readDate(procedure({ properties: { [DATE_ID]: value }, date: 'last week' }))).toEqual({
        value: 'last week',
        origin: 'legacy',
        date: undefined,
      });
      expect(readDate(procedure({ properties: { [DATE_ID]: value } }))).toBeUndefined();
    },
  );
});

/** Procedures have no legacy note; "legacy" here is the legacy date, which is not a note. */
const NOTE_CASES = [
  {
    name: 'group only',
    procedure: () => procedure({ properties: { [NOTE_ID]: 'under local anaesthesia' } }),
    reads: { value: 'under local anaesthesia', origin: 'group' },
  },
  {
    name: 'legacy only',
    procedure: () => procedure({ date: '2024-11-02' }),
    reads: undefined,
  },
  {
    name: 'both',
    procedure: () =>
      procedure({ properties: { [NOTE_ID]: 'under local anaesthesia' }, date: '2024-11-02' }),
    reads: { value: 'under local anaesthesia', origin: 'group' },
  },
  { name: 'neither', procedure: () => procedure(), reads: undefined },
] as const;

describe.each(NOTE_CASES)('procedure note, $name', (c) => {
  it('reads the Note group only', () => {
    expect(readProcedureNote(c.procedure())).toEqual(c.reads);
  });

  it('writes the group; the legacy date and the Date group stay as they were', () => {
    const before = deepFreeze(c.procedure());
    const after = written(writeProcedureNote(before, 'sutures out in 7 days'));
    expect(readProcedureNote(after)).toEqual({ value: 'sutures out in 7 days', origin: 'group' });
    expect(after.date).toBe(before.date);
    expect(readDate(after)).toEqual(readDate(before));
  });

  it('clears by removing the group key', () => {
    const before = deepFreeze(c.procedure());
    const after = written(writeProcedureNote(before, '\n'));
    expect(Object.hasOwn(after.properties, NOTE_ID)).toBe(false);
    expect(readProcedureNote(after)).toBeUndefined();
    expect(after.date).toBe(before.date);
  });
});

describe('procedures: unknown groups and immutability', () => {
  const start = () =>
    deepFreeze(
      procedure({
        properties: { [FUTURE_ID]: FUTURE_VALUE, [DATE_ID]: '2025-01-01', [NOTE_ID]: 'n' },
        date: 'legacy',
      }),
    );
  const writes: [string, (p: Procedure) => Validated<Procedure>][] = [
    ['write date', (p) => writeDate(p, '2025-02-02')],
    ['clear date', (p) => writeDate(p, null)],
    ['write note', (p) => writeProcedureNote(p, 'm')],
    ['clear note', (p) => writeProcedureNote(p, '')],
  ];

  it.each(writes)('%s keeps unknown groups and returns new objects', (_name, write) => {
    const before = start();
    const copy = structuredClone(before);
    const after = written(write(before));
    expect(after.properties[FUTURE_ID]).toBe(before.properties[FUTURE_ID]);
    expect(after).not.toBe(before);
    expect(after.properties).not.toBe(before.properties);
    expect(before).toEqual(copy);
  });

  it('after every write and clear, only the unknown group is left', () => {
    let p = start();
    for (const [, write] of writes) p = written(write(p));
    // The date was cleared over a legacy date, so its group holds the cleared mark.
    expect(p.properties).toEqual({ [FUTURE_ID]: FUTURE_VALUE, [DATE_ID]: '' });
    expect(p.date).toBe('legacy');
  });
});

describe('ProcedureSchema', () => {
  it('reads a record written before properties existed', () => {
    expect(
      ProcedureSchema.parse({ localId: PROCEDURE_ID, name: 'Dressing', date: '02/11/2024' }),
    ).toEqual({ localId: PROCEDURE_ID, name: 'Dressing', date: '02/11/2024', properties: {} });
  });

  it('creates procedures with no groups', () => {
    expect(createProcedure({ localId: PROCEDURE_ID, name: 'ECG', id: 'proc-ecg' })).toEqual({
      localId: PROCEDURE_ID,
      id: 'proc-ecg',
      name: 'ECG',
      properties: {},
    });
    expect(ProcedureSchema.parse(createProcedure({ localId: PROCEDURE_ID, name: 'ECG' }))).toEqual({
      localId: PROCEDURE_ID,
      name: 'ECG',
      properties: {},
    });
  });

  it('refuses a procedure without a name or with a bad local id', () => {
    expect(ProcedureSchema.safeParse({ ...procedure(), name: '' }).success).toBe(false);
    expect(ProcedureSchema.safeParse({ ...procedure(), localId: 'p1' }).success).toBe(false);
  });
});
