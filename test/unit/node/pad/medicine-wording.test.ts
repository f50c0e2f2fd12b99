import { describe, expect, it } from 'vitest';
import type { Frequency, Medicine } from '../../../../src/shared/pad/medicine';
import {
  amountWords,
  doseAndFrequencyWords,
  durationWords,
  frequencyWords,
  medicineDirections,
  timingWords,
} from '../../../../src/shared/pad/medicine-wording';

const pattern = (p: string): Frequency => ({ kind: 'pattern', pattern: p });
const tablet = { value: '1', unit: 'tablet' };

describe('the whole line', () => {
  it('reads dose, frequency, timing and duration as a doctor would say them', () => {
    const medicine: Medicine = {
      localId: '00000000-0000-4000-8000-000000000001',
      name: 'PARACETAMOL 650',
      dose: tablet,
      frequency: pattern('1-0-1'),
      timing: 'after-food',
      duration: { value: 5, unit: 'days' },
    };
    expect(medicineDirections(medicine)).toBe(
      '1 tablet, morning and night, after food, for 5 days',
    );
  });

  it('leaves out what is not written', () => {
    const base = { localId: '00000000-0000-4000-8000-000000000001', name: 'ORS' };
    expect(medicineDirections(base)).toBe('');
    expect(medicineDirections({ ...base, frequency: { kind: 'sos' } })).toBe('when needed');
    expect(medicineDirections({ ...base, duration: { value: 1, unit: 'weeks' } })).toBe(
      'for 1 week',
    );
    expect(
      medicineDirections({ ...base, dose: { value: '1', unit: 'sachet' }, timing: 'bedtime' }),
    ).toBe('1 sachet, at bedtime');
  });
});

describe('frequency patterns', () => {
  it.each([
    ['1-0-1', 'morning and night'],
    ['1-1-1', 'morning, afternoon and night'],
    ['0-0-1', 'at night'],
    ['1-0-0', 'in the morning'],
    ['0-1-0', 'in the afternoon'],
    ['1-1-0', 'morning and afternoon'],
    ['1-0-0-1', 'morning and night'],
    ['1-1-1-1', 'morning, afternoon, evening and night'],
    ['0-0-1-0', 'in the evening'],
    ['½-0-½', 'morning and night'],
    ['0-0-0', 'no dose at any time'],
  ])('%s is "%s"', (p, words) => {
    expect(frequencyWords(pattern(p))).toBe(words);
  });

  it.each([
    ['1-0-1', tablet, '1 tablet, morning and night'],
    ['1-1-1', tablet, '1 tablet, morning, afternoon and night'],
    ['0-0-1', tablet, '1 tablet at night'],
    ['1-0-0', tablet, '1 tablet in the morning'],
    ['½-0-½', tablet, 'half a tablet, morning and night'],
    ['0-0-½', tablet, 'half a tablet at night'],
    ['¼-0-¼', tablet, 'a quarter of a tablet, morning and night'],
    ['¾-0-0', tablet, 'three quarters of a tablet in the morning'],
    ['1½-0-1½', tablet, '1½ tablets, morning and night'],
    ['2-0-2', tablet, '2 tablets, morning and night'],
    ['1-0-2', tablet, '1 tablet in the morning and 2 tablets at night'],
    ['1-1-1', { value: '5', unit: 'ml' }, '5 ml, morning, afternoon and night'],
    ['1-0-1', { value: '2', unit: 'puff' }, '2 puffs, morning and night'],
    ['0.5-0-0.5', { value: '10', unit: 'ml' }, '5 ml, morning and night'],
    ['1-0-1', { value: '1.0', unit: 'tablet' }, '1 tablet, morning and night'],
  ])('%s with %o is "%s"', (p, dose, words) => {
    expect(doseAndFrequencyWords(dose, pattern(p))).toBe(words);
  });

  it('without a dose, says the amounts when they differ', () => {
    expect(doseAndFrequencyWords(undefined, pattern('1-0-1'))).toBe('morning and night');
    expect(doseAndFrequencyWords(undefined, pattern('0-0-1'))).toBe('at night');
    expect(doseAndFrequencyWords(undefined, pattern('½-0-1'))).toBe(
      '0.5 in the morning and 1 at night',
    );
  });
});

describe('other frequencies', () => {
  it.each([
    [{ kind: 'sos' } as const, 'when needed'],
    [{ kind: 'weekly', timesPerWeek: 1 } as const, 'once a week'],
    [{ kind: 'weekly', timesPerWeek: 2 } as const, 'twice a week'],
    [{ kind: 'weekly', timesPerWeek: 3 } as const, '3 times a week'],
    [{ kind: 'text', text: 'alternate days' } as const, 'alternate days'],
  ])('%o is "%s"', (frequency, words) => {
    expect(frequencyWords(frequency)).toBe(words);
    expect(doseAndFrequencyWords(tablet, frequency)).toBe(`1 tablet, ${words}`);
  });
});

describe('amounts and units', () => {
  it.each([
    [1, 'tablet', '1 tablet'],
    [2, 'tablet', '2 tablets'],
    [2, 'tablets', '2 tablets'],
    [1, 'Capsule', '1 capsule'],
    [3, 'capsule', '3 capsules'],
    [0.5, 'tablet', 'half a tablet'],
    [2.5, 'tablet', '2½ tablets'],
    [5, 'ml', '5 ml'],
    [0.5, 'ml', '0.5 ml'],
    [2.5, 'ml', '2.5 ml'],
    [500, 'mg', '500 mg'],
    [10, 'unit', '10 units'],
    [2, 'drop', '2 drops'],
    [1, 'sachet', '1 sachet'],
    [1, 'application', '1 application'],
    [2, 'suppository', '2 suppositories'],
    [2, 'scoop', '2 scoop'],
  ])('%d %s is "%s"', (amount, unit, words) => {
    expect(amountWords(amount, unit)).toBe(words);
  });
});

describe('timing and duration', () => {
  it.each([
    ['before-food', 'before food'],
    ['after-food', 'after food'],
    ['with-food', 'with food'],
    ['empty-stomach', 'on an empty stomach'],
    ['bedtime', 'at bedtime'],
  ] as const)('%s is "%s"', (timing, words) => {
    expect(timingWords(timing)).toBe(words);
  });

  it.each([
    [1, 'days', 'for 1 day'],
    [5, 'days', 'for 5 days'],
    [1, 'weeks', 'for 1 week'],
    [2, 'weeks', 'for 2 weeks'],
    [1, 'months', 'for 1 month'],
    [2, 'months', 'for 2 months'],
  ] as const)('%d %s is "%s"', (value, unit, words) => {
    expect(durationWords({ value, unit })).toBe(words);
  });
});
