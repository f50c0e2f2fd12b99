import { describe, expect, it } from 'vitest';
import {
  MEDICINE_INPUT_MESSAGES as M,
  readDose,
  readDuration,
  readFrequency,
} from '../../../../src/shared/pad/medicine-input';

const pattern = (p: string) => ({ ok: true, value: { kind: 'pattern', pattern: p } });

describe('readFrequency', () => {
  it.each([
    ['1-0-1', '1-0-1'],
    [' 1 - 1 - 1 ', '1-1-1'],
    ['0–0–1', '0-0-1'],
    ['1-0-0-1', '1-0-0-1'],
    ['1/2-0-1/2', '½-0-½'],
    ['0.5-0-0.5', '½-0-½'],
    ['½-0-½', '½-0-½'],
    ['1.5-0-0', '1½-0-0'],
    ['OD', '1-0-0'],
    ['bd', '1-0-1'],
    ['BID', '1-0-1'],
    ['TDS', '1-1-1'],
    ['tid.', '1-1-1'],
    ['QID', '1-1-1-1'],
    ['HS', '0-0-1'],
  ])('%s is the pattern %s', (typed, expected) => {
    expect(readFrequency(typed)).toEqual(pattern(expected));
  });

  it('reads SOS, PRN and weekly forms', () => {
    expect(readFrequency('SOS')).toEqual({ ok: true, value: { kind: 'sos' } });
    expect(readFrequency('prn')).toEqual({ ok: true, value: { kind: 'sos' } });
    expect(readFrequency('weekly')).toEqual({
      ok: true,
      value: { kind: 'weekly', timesPerWeek: 1 },
    });
    expect(readFrequency('Once a week')).toEqual({
      ok: true,
      value: { kind: 'weekly', timesPerWeek: 1 },
    });
    expect(readFrequency('twice a week')).toEqual({
      ok: true,
      value: { kind: 'weekly', timesPerWeek: 2 },
    });
    expect(readFrequency('thrice per week')).toEqual({
      ok: true,
      value: { kind: 'weekly', timesPerWeek: 3 },
    });
    expect(readFrequency('4 times a week')).toEqual({
      ok: true,
      value: { kind: 'weekly', timesPerWeek: 4 },
    });
  });

  it('keeps anything else as written, and nothing typed as nothing', () => {
    expect(readFrequency('alternate  days')).toEqual({
      ok: true,
      value: { kind: 'text', text: 'alternate days' },
    });
    expect(readFrequency('   ')).toEqual({ ok: true, value: null });
    expect(readFrequency('x'.repeat(201))).toEqual({ ok: false, message: M.frequencyLong });
  });

  it('refuses what looks like a pattern but is not one', () => {
    for (const slip of ['1-0', '1-0-1-0-1', '1--1', '1-0-a1', '2/3-0-0']) {
      expect(readFrequency(slip), slip).toEqual(
        slip === '1-0-a1'
          ? { ok: true, value: { kind: 'text', text: slip } }
          : { ok: false, message: M.pattern },
      );
    }
  });
});

describe('readDose', () => {
  it.each([
    ['1 tablet', { value: '1', unit: 'tablet' }],
    ['1 tab', { value: '1', unit: 'tablet' }],
    ['2 Tabs', { value: '2', unit: 'tablet' }],
    ['½ tablet', { value: '0.5', unit: 'tablet' }],
    ['1/2 tab', { value: '0.5', unit: 'tablet' }],
    ['.5 tab', { value: '0.5', unit: 'tablet' }],
    ['1½ tablets', { value: '1.5', unit: 'tablet' }],
    ['5 ml', { value: '5', unit: 'ml' }],
    ['5ml', { value: '5', unit: 'ml' }],
    ['2 puffs', { value: '2', unit: 'puff' }],
    ['1 cap', { value: '1', unit: 'capsule' }],
    ['10 units', { value: '10', unit: 'unit' }],
    ['1 scoop', { value: '1', unit: 'scoop' }],
  ])('%s is %o', (typed, dose) => {
    expect(readDose(typed)).toEqual({ ok: true, value: dose });
  });

  it("takes the drug's form as the unit when none is typed", () => {
    expect(readDose('1', 'Tablet')).toEqual({ ok: true, value: { value: '1', unit: 'tablet' } });
    expect(readDose('1')).toEqual({ ok: false, message: M.doseUnit });
  });

  it('refuses what is not a dose, and reads nothing typed as nothing', () => {
    expect(readDose('one tablet')).toEqual({ ok: false, message: M.dose });
    expect(readDose('0 tablet')).toEqual({ ok: false, message: M.dose });
    expect(readDose('12345 mg')).toEqual({ ok: false, message: M.dose });
    expect(readDose('')).toEqual({ ok: true, value: null });
  });
});

describe('readDuration', () => {
  it.each([
    ['5', { value: 5, unit: 'days' }],
    ['5 days', { value: 5, unit: 'days' }],
    ['1 day', { value: 1, unit: 'days' }],
    ['5d', { value: 5, unit: 'days' }],
    ['2 wk', { value: 2, unit: 'weeks' }],
    ['1 week', { value: 1, unit: 'weeks' }],
    ['3 Months', { value: 3, unit: 'months' }],
    ['1 mo', { value: 1, unit: 'months' }],
  ])('%s is %o', (typed, duration) => {
    expect(readDuration(typed)).toEqual({ ok: true, value: duration });
  });

  it('refuses 0, fractions, unknown units and words', () => {
    for (const bad of ['0', '0 days', '1.5 days', '5 years', 'five days', '1000']) {
      expect(readDuration(bad), bad).toEqual({ ok: false, message: M.duration });
    }
    expect(readDuration(' ')).toEqual({ ok: true, value: null });
  });
});
