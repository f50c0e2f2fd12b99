import { describe, expect, it } from 'vitest';
import {
  dateProblem,
  dateText,
  noteProblem,
  noteText,
  setDate,
  setNote,
  setSince,
  setVital,
  sinceFields,
  sinceProblems,
  switchVitalUnit,
  vitalProblem,
  vitalText,
} from '../../../../src/shared/pad/draft';
import { readNote } from '../../../../src/shared/pad/finding';
import { readDate } from '../../../../src/shared/pad/procedure';
import { DATE_PROPERTY_GROUP_ID, NOTE_PROPERTY_GROUP_ID } from '../../../../src/shared/properties';
import { FUTURE_ID, FUTURE_VALUE, SINCE_ID, deepFreeze, finding, procedure } from './fixtures';

describe('note fields', () => {
  it('show the group, else the legacy notes, and keep text the checks refuse', () => {
    expect(noteText(finding({ notes: 'legacy' }))).toBe('legacy');
    const pasted = 'Pain\u0007 since morning';
    const f = setNote(deepFreeze(finding({ notes: 'legacy' })), pasted);
    expect(noteText(f)).toBe(pasted);
    expect(f.notes).toBe('legacy');
    expect(noteProblem(pasted)).toMatch(/control characters.*character 5/);
    expect(noteProblem('x'.repeat(10_000))).toMatch(
      /longer than 2,000 characters \(it has 10,000\)/,
    );
    expect(noteProblem('fine')).toBeUndefined();
  });

  it('clear to the cleared mark over legacy notes, and remove the group otherwise', () => {
    const overLegacy = setNote(finding({ notes: 'legacy' }), '  ');
    expect(overLegacy.properties[NOTE_PROPERTY_GROUP_ID]).toBe('');
    expect(noteText(overLegacy)).toBe('');
    expect(readNote(overLegacy)).toBeUndefined();
    const plain = setNote(finding({ properties: { [NOTE_PROPERTY_GROUP_ID]: 'x' } }), '');
    expect(plain.properties).toEqual({});
    expect(setNote(procedure(), '').properties).toEqual({});
  });

  it('store line breaks as \\n, as the finalize check expects', () => {
    expect(setNote(procedure(), 'a\r\nb').properties[NOTE_PROPERTY_GROUP_ID]).toBe('a\nb');
  });
});

describe('date fields', () => {
  it('keep a half-typed date, and say what is wrong with it', () => {
    const p = setDate(procedure({ date: 'last week' }), '2025-02-3');
    expect(dateText(p)).toBe('2025-02-3');
    expect(dateProblem('2025-02-3')).toMatch(/year-month-day/);
    expect(dateProblem('2025-02-30')).toMatch(/February 2025 has 28 days/);
    expect(dateProblem(' 2025-03-14 ')).toBeUndefined();
    expect(readDate(setDate(procedure(), ' 2025-03-14 '))).toMatchObject({ date: '2025-03-14' });
  });

  it('clear over a legacy date without bringing it back', () => {
    const p = setDate(procedure({ date: 'last week' }), '');
    expect(p.properties[DATE_PROPERTY_GROUP_ID]).toBe('');
    expect(dateText(p)).toBe('');
    expect(dateText(procedure({ date: 'last week' }))).toBe('last week');
  });
});

describe('since fields', () => {
  it('store a whole number as a number and keep other text as typed', () => {
    const f = setSince(deepFreeze(finding()), SINCE_ID, { valueText: '3', unit: 'Day' });
    expect(f.properties[SINCE_ID]).toEqual({ value: 3, unit: 'Day' });
    const half = setSince(finding(), SINCE_ID, { valueText: '1.5', unit: '' });
    expect(half.properties[SINCE_ID]).toEqual({ value: '1.5' });
    expect(sinceFields(half, SINCE_ID)).toEqual({ valueText: '1.5', unit: '' });
  });

  it('say a Since without a unit needs one, and remove the group when both are empty', () => {
    expect(sinceProblems({ valueText: '3', unit: '' })).toEqual({
      unit: 'Choose a unit: hours, days, weeks, months or years.',
    });
    expect(sinceProblems({ valueText: 'abc', unit: 'Day' }).value).toMatch(/as a number/);
    expect(sinceProblems({ valueText: '', unit: '' })).toEqual({});
    const kept = finding({
      properties: { [SINCE_ID]: { value: 3, unit: 'Day' }, [FUTURE_ID]: FUTURE_VALUE },
    });
    expect(setSince(kept, SINCE_ID, { valueText: ' ', unit: '' }).properties).toEqual({
      [FUTURE_ID]: FUTURE_VALUE,
    });
  });

  it('read anything else in the group as empty fields', () => {
    expect(sinceFields(finding({ properties: { [SINCE_ID]: '3 days' } }), SINCE_ID)).toEqual({
      valueText: '',
      unit: '',
    });
  });
});

describe('vital fields', () => {
  it('keep text as typed, in place, and remove a cleared one', () => {
    let vitals = setVital([], 'pulse', '72');
    vitals = setVital(vitals, 'temperature-f', '98,4');
    vitals = setVital(vitals, 'pulse', '7');
    expect(vitals).toEqual([
      { vitalId: 'pulse', value: '7' },
      { vitalId: 'temperature-f', value: '98,4' },
    ]);
    expect(vitalText(vitals, 'temperature-f')).toBe('98,4');
    expect(vitalProblem('temperature-f', '98,4')).toMatch(/write 98\.4/);
    expect(vitalProblem('pulse', '72')).toBeUndefined();
    expect(setVital(vitals, 'pulse', ' ')).toEqual([{ vitalId: 'temperature-f', value: '98,4' }]);
  });

  it('move a temperature to the other unit without converting it', () => {
    const vitals = [
      { vitalId: 'pulse', value: '72' },
      { vitalId: 'temperature-f', value: '37.2' },
    ];
    expect(switchVitalUnit(vitals, 'temperature-f', 'temperature-c')).toEqual([
      { vitalId: 'pulse', value: '72' },
      { vitalId: 'temperature-c', value: '37.2' },
    ]);
    expect(switchVitalUnit(vitals, 'temperature-c', 'temperature-f')).toEqual(vitals);
  });
});
