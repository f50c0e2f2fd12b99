import { describe, expect, it } from 'vitest';
import {
  MEDICINE_INPUT_MESSAGES as M,
  readCourse,
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
  ])('%s is the pattern %s', (typed, expected) => {
    expect(readFrequency(typed)).toEqual(pattern(expected));
  });

  it.each([
    ['OD', '1-0-0', 'OD'],
    ['bd', '1-0-1', 'BD'],
    ['BID', '1-0-1', 'BD'],
    ['TDS', '1-1-1', 'TDS'],
    ['tid.', '1-1-1', 'TDS'],
    ['QID', '1-1-1-1', 'QID'],
    ['HS', '0-0-1', 'HS'],
  ])('%s is the pattern %s, its short form kept (%s)', (typed, expected, shorthand) => {
    expect(readFrequency(typed)).toEqual({
      ok: true,
      value: { kind: 'pattern', pattern: expected, shorthand },
    });
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

  it('reads STAT, every N hours or days and alternate days', () => {
    expect(readFrequency('STAT')).toEqual({ ok: true, value: { kind: 'stat' } });
    for (const typed of ['Q6H', 'q 6 h', 'every 6 hours', '6 hourly', '6-hourly'])
      expect(readFrequency(typed), typed).toEqual({
        ok: true,
        value: { kind: 'every', value: 6, unit: 'hours' },
      });
    expect(readFrequency('alternate  days')).toEqual({
      ok: true,
      value: { kind: 'every', value: 2, unit: 'days' },
    });
    expect(readFrequency('every 3 days')).toEqual({
      ok: true,
      value: { kind: 'every', value: 3, unit: 'days' },
    });
    expect(readFrequency('subah-shaam')).toEqual(pattern('1-0-1-0'));
    expect(readFrequency('8-0-6')).toEqual(pattern('8-0-6'));
    expect(readFrequency('Q73H').ok && readFrequency('Q73H')).toEqual({
      ok: true,
      value: { kind: 'text', text: 'Q73H' },
    });
  });

  it('keeps anything else as written, and nothing typed as nothing', () => {
    expect(readFrequency('as  directed')).toEqual({
      ok: true,
      value: { kind: 'text', text: 'as directed' },
    });
    expect(readFrequency('   ')).toEqual({ ok: true, value: null });
    expect(readFrequency('x'.repeat(201))).toEqual({ ok: false, message: M.frequencyLong });
  });

  it('refuses what looks like a pattern but is not one', () => {
    for (const slip of ['1-0', '1-0-1-0-1', '1--1', '1-0-a1', '12345-0-0']) {
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
    ['8 U', { value: '8', unit: 'unit' }],
    ['10u', { value: '10', unit: 'unit' }],
    ['8 IU', { value: '8', unit: 'unit' }],
    ['60000 IU', { value: '60000', unit: 'unit' }],
    ['60,000 IU', { value: '60000', unit: 'unit' }],
    ['1000000 units', { value: '1000000', unit: 'unit' }],
    ['1/3 tab', { value: '1/3', unit: 'tablet' }],
    ['1 1/2 tab', { value: '1.5', unit: 'tablet' }],
    ['50 µg', { value: '50', unit: 'mcg' }],
    ['5 cc', { value: '5', unit: 'ml' }],
    ['units', { unit: 'unit' }],
    ['tab', { unit: 'tablet' }],
  ])('%s is %o', (typed, dose) => {
    expect(readDose(typed)).toEqual({ ok: true, value: dose });
  });

  it("takes the drug's form as the unit when none is typed", () => {
    expect(readDose('1', 'Tablet')).toEqual({ ok: true, value: { value: '1', unit: 'tablet' } });
    expect(readDose('1')).toEqual({ ok: false, message: M.doseUnit });
    // An injection has no counting unit: "8" alone is asked, never "8 injections".
    expect(readDose('8', 'Injection')).toEqual({ ok: false, message: M.doseUnit });
  });

  it('refuses what is not a dose, and reads nothing typed as nothing', () => {
    expect(readDose('one tablet')).toEqual({ ok: false, message: M.dose });
    expect(readDose('0 tablet')).toEqual({ ok: false, message: M.dose });
    expect(readDose('12345678 mg')).toEqual({ ok: false, message: M.dose });
    expect(readDose('9999999 units').ok).toBe(true);
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
    ['3 mths', { value: 3, unit: 'months' }],
    ['1 wk', { value: 1, unit: 'weeks' }],
    ['x 1 wk', { value: 1, unit: 'weeks' }],
    ['for 3 days', { value: 3, unit: 'days' }],
    ['1 year', { value: 1, unit: 'years' }],
    ['24 hrs', { value: 24, unit: 'hours' }],
    ['5/7', { value: 5, unit: 'days' }],
    ['2/52', { value: 2, unit: 'weeks' }],
    ['999', { value: 999, unit: 'days' }],
  ])('%s is %o', (typed, duration) => {
    expect(readDuration(typed)).toEqual({ ok: true, value: duration });
  });

  it('refuses 0, fractions, unknown units and words', () => {
    for (const bad of ['0', '0 days', '1.5 days', '5 fortnights', 'five days', '1000', '5/8']) {
      expect(readDuration(bad), bad).toEqual({ ok: false, message: M.duration });
    }
    expect(readDuration(' ')).toEqual({ ok: true, value: null });
  });

  it('reads till review and continue as open courses (readCourse), not durations', () => {
    expect(readCourse('till review')).toBe('till-review');
    expect(readCourse('Continue')).toBe('continue');
    expect(readCourse('5 days')).toBeUndefined();
    expect(readDuration('till review').ok).toBe(false);
  });
});
