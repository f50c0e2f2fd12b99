import { describe, expect, it } from 'vitest';
import type { Dose, Frequency } from '../../../../src/shared/pad/medicine';
import type { MedicineLine } from '../../../../src/shared/pad/medicine-meaning';
import {
  amountWords,
  directionsOf,
  doseWords,
  durationWords,
  frequencyWords,
  medicineQuestions,
  numberWords,
  timingWords,
} from '../../../../src/shared/pad/medicine-wording';

const pattern = (p: string): Extract<Frequency, { kind: 'pattern' }> => ({
  kind: 'pattern',
  pattern: p,
});
const tablet: Dose = { value: '1', unit: 'tablet' };
const line = (fields: Partial<MedicineLine>): MedicineLine => ({ name: 'X', ...fields });

describe('the whole line', () => {
  it('reads dose, frequency, timing and duration as a doctor would say them', () => {
    expect(
      directionsOf(
        line({
          dose: tablet,
          frequency: pattern('1-0-1'),
          timing: 'after-food',
          duration: { value: 5, unit: 'days' },
        }),
      ),
    ).toBe('1 tablet, morning and night, after food, for 5 days');
  });

  it('leaves out what is not written', () => {
    expect(directionsOf(line({}))).toBe('');
    expect(directionsOf(line({ frequency: { kind: 'sos' } }))).toBe('when needed');
    expect(directionsOf(line({ duration: { value: 1, unit: 'weeks' } }))).toBe('for 1 week');
    expect(directionsOf(line({ dose: { value: '1', unit: 'sachet' }, timing: 'bedtime' }))).toBe(
      '1 sachet, at bedtime',
    );
  });
});

describe('the decision table (a dose is never multiplied by a slot)', () => {
  it.each([
    // Dose field empty: each slot is the amount, in the form's unit.
    [undefined, '1-0-1', 'tablet', '1 tablet, morning and night'],
    [undefined, '2-0-2', 'tablet', '2 tablets, morning and night'],
    [undefined, '1-0-2', 'tablet', '1 tablet in the morning and 2 tablets at night'],
    [undefined, '½-0-½', 'tablet', 'half a tablet, morning and night'],
    // A unit only: the slots are amounts in that unit.
    [{ unit: 'unit' }, '8-0-6', 'injection', '8 units in the morning and 6 units at night'],
    [{ unit: 'ml' }, '5-5-5', 'syrup', '5 ml, morning, afternoon and night'],
    // N unit with a pattern of 0 and 1: N at each marked time.
    [{ value: '2', unit: 'tablet' }, '1-0-1', 'tablet', '2 tablets, morning and night'],
    [{ value: '8', unit: 'unit' }, '1-0-1', 'injection', '8 units, morning and night'],
    [{ value: '0.5', unit: 'tablet' }, '0-0-1', 'tablet', 'half a tablet at night'],
    [{ value: '5', unit: 'ml' }, '1-1-1', 'syrup', '5 ml, morning, afternoon and night'],
    [{ value: '2', unit: 'puff' }, '1-0-1', 'inhaler', '2 puffs, morning and night'],
    // N unit where every non-zero slot is N: N at each marked time (never N x N).
    [{ value: '2', unit: 'tablet' }, '2-0-2', 'tablet', '2 tablets, morning and night'],
    [{ value: '8', unit: 'unit' }, '8-0-8', 'injection', '8 units, morning and night'],
  ] as const)('%o with %s (%s) is "%s"', (dose, p, form, words) => {
    const medicine = line({ form, frequency: pattern(p), ...(dose ? { dose } : {}) });
    expect(directionsOf(medicine)).toBe(words);
    expect(medicineQuestions(medicine)).toEqual([]);
  });

  it.each([
    [{ value: '8', unit: 'unit' }, '8-0-6', '8 units in the morning and 6 units at night'],
    [{ value: '1', unit: 'tablet' }, '2-0-2', '2 tablets, morning and night'],
    [{ value: '2', unit: 'tablet' }, '1-0-2', '1 tablet in the morning and 2 tablets at night'],
    [{ value: '1', unit: 'tablet' }, '½-0-½', 'half a tablet, morning and night'],
  ] as const)('%o with %s asks, the likely reading first', (dose, p, likely) => {
    const medicine = line({ form: 'tablet', dose, frequency: pattern(p) });
    const [question, ...others] = medicineQuestions(medicine);
    expect(others).toEqual([]);
    expect(question?.text).toContain(`Is it ${likely}?`);
    expect(question?.readings[0]?.label).toBe(likely);
    expect(question?.readings).toHaveLength(2);
    expect(directionsOf(medicine)).toMatch(/^Not settled: /);
    // Neither reading is the dose multiplied by the slots.
    const multiplied = new RegExp(`\\b(64|48|4 tablets)\\b`);
    for (const reading of question?.readings ?? []) {
      expect(reading.label).not.toMatch(multiplied);
      expect(directionsOf(reading.medicine)).toBe(reading.label);
      expect(medicineQuestions(reading.medicine)).toEqual([]);
    }
  });

  it('asks the unit of an injectable pattern, offering units only for an insulin', () => {
    const insulin = medicineQuestions(
      line({ name: 'Insulin glargine', form: 'injection', frequency: pattern('8-0-6') }),
    );
    expect(insulin[0]?.readings.map((r) => r.label)).toEqual([
      '8 units in the morning and 6 units at night',
    ]);
    const other = medicineQuestions(
      line({ name: 'Ondansetron', form: 'injection', frequency: pattern('1-0-1') }),
    );
    expect(other[0]?.text).toContain('in which unit?');
    expect(other[0]?.readings).toEqual([]);
  });
});

describe('frequencies', () => {
  it.each([
    [pattern('1-0-1'), 'morning and night'],
    [pattern('1-1-1'), 'morning, afternoon and night'],
    [pattern('0-0-1'), 'at night'],
    [pattern('1-0-0'), 'in the morning'],
    [pattern('1-0-0-1'), 'morning and night'],
    [pattern('1-0-1-0'), 'morning and evening'],
    [pattern('1-1-1-1'), 'morning, afternoon, evening and night'],
    [pattern('0-0-0'), 'no dose at any time'],
    [{ kind: 'sos' } as const, 'when needed'],
    [{ kind: 'stat' } as const, 'once, immediately'],
    [{ kind: 'every', value: 8, unit: 'hours' } as const, 'every 8 hours'],
    [{ kind: 'every', value: 2, unit: 'days' } as const, 'on alternate days'],
    [{ kind: 'every', value: 3, unit: 'days' } as const, 'every 3 days'],
    [{ kind: 'weekly', timesPerWeek: 1 } as const, 'once a week'],
    [{ kind: 'weekly', timesPerWeek: 2 } as const, 'twice a week'],
    [{ kind: 'weekly', timesPerWeek: 3 } as const, '3 times a week'],
    [{ kind: 'text', text: 'as directed' } as const, 'as directed'],
  ])('%o is "%s"', (frequency, words) => {
    expect(frequencyWords(frequency)).toBe(words);
  });

  it('says "at bedtime" once for a night dose at bedtime, and asks when OD says morning', () => {
    expect(
      directionsOf(line({ dose: tablet, frequency: pattern('0-0-1'), timing: 'bedtime' })),
    ).toBe('1 tablet at bedtime');
    const od = line({
      dose: tablet,
      frequency: { ...pattern('1-0-0'), shorthand: 'OD' },
      timing: 'bedtime',
    });
    const [question] = medicineQuestions(od);
    expect(question?.field).toBe('timing');
    expect(question?.readings.map((r) => r.label)).toEqual([
      '1 tablet at bedtime',
      '1 tablet in the morning',
    ]);
  });

  it('asks what OD means for an eye or ear medicine, and only then', () => {
    const eye = line({
      form: 'eye drops',
      route: 'Eye',
      dose: { value: '1', unit: 'drop' },
      frequency: { ...pattern('1-0-0'), shorthand: 'OD' },
    });
    expect(medicineQuestions(eye)[0]?.text).toContain('OD can mean once a day or the right eye');
    const oral = line({
      form: 'tablet',
      dose: tablet,
      frequency: { ...pattern('1-0-0'), shorthand: 'OD' },
    });
    expect(medicineQuestions(oral)).toEqual([]);
    expect(medicineQuestions({ ...eye, frequency: pattern('1-0-0') })).toEqual([]);
  });
});

describe('numbers and units (ISMP)', () => {
  it.each([
    [1, 'tablet', '1 tablet'],
    [2, 'tablets', '2 tablets'],
    [1, 'Capsule', '1 capsule'],
    [0.5, 'tablet', 'half a tablet'],
    [1 / 3, 'tablet', 'one third of a tablet'],
    [2.5, 'tablet', '2½ tablets'],
    [0.5, 'ml', '0.5 ml'],
    [0.25, 'mg', '0.25 mg'],
    [500, 'mg', '500 mg'],
    [10, 'unit', '10 units'],
    [10, 'U', '10 units'],
    [10, 'IU', '10 units'],
    [60000, 'IU', '60,000 units'],
    [100000, 'units', '1,00,000 units'],
    [50, 'µg', '50 mcg'],
    [5, 'cc', '5 ml'],
    [2, 'suppository', '2 suppositories'],
    [2, 'scoop', '2 scoops'],
    [2, 'dollop', '2 dollop'],
  ])('%d %s is "%s"', (amount, unit, words) => {
    expect(amountWords(amount, unit)).toBe(words);
  });

  it('drops trailing zeros, keeps a leading zero, groups the Indian way', () => {
    expect(numberWords(5.0)).toBe('5');
    expect(numberWords(0.25)).toBe('0.25');
    expect(numberWords(1000)).toBe('1,000');
    expect(numberWords(60000)).toBe('60,000');
    expect(numberWords(100000)).toBe('1,00,000');
    expect(numberWords(1234567)).toBe('12,34,567');
    expect(numberWords(999)).toBe('999');
    expect(
      directionsOf(line({ dose: { value: '1.0', unit: 'tablet' }, frequency: pattern('1-0-1') })),
    ).toBe('1 tablet, morning and night');
  });
});

describe('timing, duration, course and taper', () => {
  it.each([
    ['before-food', 'before food'],
    ['after-food', 'after food'],
    ['with-food', 'with food'],
    ['empty-stomach', 'on an empty stomach'],
    ['before-breakfast', 'before breakfast'],
    ['bedtime', 'at bedtime'],
  ] as const)('%s is "%s"', (timing, words) => {
    expect(timingWords(timing)).toBe(words);
  });

  it.each([
    [24, 'hours', 'for 24 hours'],
    [1, 'days', 'for 1 day'],
    [5, 'days', 'for 5 days'],
    [1, 'weeks', 'for 1 week'],
    [3, 'months', 'for 3 months'],
    [1, 'years', 'for 1 year'],
  ] as const)('%d %s is "%s"', (value, unit, words) => {
    expect(durationWords({ value, unit })).toBe(words);
  });

  it('says a taper as one medicine with steps, the frequency carried on', () => {
    const taper = line({
      form: 'tablet',
      dose: { value: '40', unit: 'mg' },
      frequency: pattern('1-0-0'),
      duration: { value: 3, unit: 'days' },
      then: [
        { dose: { value: '30', unit: 'mg' }, duration: { value: 3, unit: 'days' } },
        { dose: { value: '20', unit: 'mg' }, duration: { value: 3, unit: 'days' } },
      ],
      timing: 'after-food',
    });
    expect(directionsOf(taper)).toBe(
      '40 mg in the morning for 3 days, then 30 mg in the morning for 3 days, then 20 mg in the morning for 3 days, after food',
    );
  });

  it('says an open course, and asks when a duration is written too', () => {
    expect(
      directionsOf(line({ dose: tablet, frequency: pattern('1-0-0'), course: 'till-review' })),
    ).toBe('1 tablet in the morning, until review');
    const both = line({
      dose: tablet,
      frequency: pattern('1-0-0'),
      course: 'continue',
      duration: { value: 5, unit: 'days' },
    });
    expect(medicineQuestions(both)[0]?.field).toBe('duration');
  });
});

describe('a weekly medicine written daily (methotrexate)', () => {
  it('asks once a week first; the daily reading, once chosen, is not asked again', () => {
    const daily = line({
      name: 'Methotrexate',
      form: 'tablet',
      strength: '7.5 mg',
      frequency: pattern('1-0-0'),
    });
    const [question] = medicineQuestions(daily);
    expect(question?.readings.map((r) => r.label)).toEqual([
      '1 tablet, once a week',
      '1 tablet in the morning (every day, as written)',
    ]);
    expect(medicineQuestions(question!.readings[1]!.medicine)).toEqual([]);
    expect(medicineQuestions(question!.readings[0]!.medicine)).toEqual([]);
    expect(
      medicineQuestions({
        ...daily,
        dose: { value: '1', unit: 'tablet' },
        frequency: { kind: 'weekly', timesPerWeek: 1 },
      }),
    ).toEqual([]);
    expect(medicineQuestions({ ...daily, name: 'Folic acid' })).toEqual([]);
  });
});

describe('a dose that is a unit only', () => {
  it('is said in the plural of the unit, as the slots count in it', () => {
    expect(doseWords({ unit: 'unit' })).toBe('units');
    expect(doseWords({ unit: 'IU' })).toBe('units');
    expect(doseWords({ unit: 'ml' })).toBe('ml');
    expect(doseWords({ value: '1', unit: 'tablet' })).toBe('1 tablet');
  });
});
