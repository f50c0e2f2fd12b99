import { describe, expect, it } from 'vitest';
import { glucoseFlag } from '../../../../src/shared/pad/glucose';
import { checkVitalInput, VitalEntriesSchema } from '../../../../src/shared/pad/vitals';
import { flagOptionsFor } from '../../../../src/shared/pad/vitals-flags';
import { waistHipRatio } from '../../../../src/shared/pad/waist-hip';

const flagOf = (vitalId: string, text: string, patient: Parameters<typeof flagOptionsFor>[0]) => {
  const check = checkVitalInput(vitalId, text, flagOptionsFor(patient));
  return check.ok && !check.empty ? check.flag : undefined;
};

describe('flags for the patient on the pad', () => {
  it('uses the cut-off of the patient’s sex where the catalogue has one (waist)', () => {
    expect(flagOf('waist-circumference', '85', { sex: 'female', ageYears: 40 })?.level).toBe(
      'high',
    );
    expect(flagOf('waist-circumference', '85', { sex: 'male', ageYears: 40 })).toBeUndefined();
    // Sex not known (or other): no sex-specific cut-off is guessed.
    expect(flagOf('waist-circumference', '85', { sex: 'other', ageYears: 40 })).toBeUndefined();
  });

  it('does not flag a child against the adult ranges, but against the band of their age', () => {
    expect(flagOf('pulse', '110', { sex: 'male', ageYears: 40 })?.level).toBe('high');
    expect(flagOf('pulse', '110', { sex: 'male', ageYears: 6 })).toBeUndefined();
    expect(flagOf('pulse', '110', null)?.level).toBe('high');
    // A child is flagged against their band (children 6-11 years: 75-118).
    expect(flagOf('pulse', '120', { sex: 'male', ageYears: 6 })?.words).toBe(
      'Above the range for children 6–11 years (75–118 bpm)',
    );
  });
});

describe('the waist-hip ratio', () => {
  it('is derived from the waist and the hip, and flagged by the cut-off for the patient’s sex', () => {
    expect(waistHipRatio('88', '100', { sex: 'female', ageYears: 45 })).toMatchObject({
      ok: true,
      value: '0.88',
      flag: { level: 'high', words: 'At or above the cut-off for women (0.85; WHO)' },
    });
    expect(waistHipRatio('88', '100', { sex: 'male', ageYears: 45 })).toMatchObject({
      ok: true,
      value: '0.88',
      flag: undefined,
    });
    expect(waistHipRatio('90', '100', { sex: 'male', ageYears: 45 })).toMatchObject({
      flag: { level: 'high' },
    });
  });

  it('says why it is not flagged, or why there is none', () => {
    expect(waistHipRatio('88', '100', undefined)).toMatchObject({
      ok: true,
      note: 'Not flagged: the cut-off depends on the patient’s sex.',
    });
    expect(waistHipRatio('70', '80', { sex: 'female', ageYears: 10 })).toMatchObject({
      note: 'Not flagged: the cut-offs are for adults.',
    });
    expect(waistHipRatio('88', '', undefined)).toMatchObject({ ok: false, reason: 'missing' });
    expect(waistHipRatio('88', 'abc', undefined)).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

describe('blood glucose by when it was taken', () => {
  it('without a context, flags only the absolute limits: below 70 low, 200 or more high', () => {
    expect(glucoseFlag(40, undefined)).toEqual({
      level: 'low',
      label: 'Low',
      words: 'Below 70 mg/dL (hypoglycaemia), whenever taken',
      icon: 'arrow-down',
    });
    expect(glucoseFlag(69.9, undefined)?.level).toBe('low');
    expect(glucoseFlag(70, undefined)).toBeUndefined();
    expect(glucoseFlag(199.9, undefined)).toBeUndefined();
    expect(glucoseFlag(200, undefined)?.words).toBe('At or above 200 mg/dL, whenever taken');
  });

  it('flags by the cut-offs of its context; between the absolute limits, only with one', () => {
    expect(glucoseFlag(110, 'fasting')?.words).toBe(
      'Fasting, 100–125 mg/dL (the prediabetes range)',
    );
    expect(glucoseFlag(126, 'fasting')?.words).toBe(
      'Fasting, at or above 126 mg/dL (the diabetes range)',
    );
    expect(glucoseFlag(110, 'random')).toBeUndefined();
    expect(glucoseFlag(150, 'post_meal')?.words).toBe(
      'After a meal, 140–199 mg/dL (impaired tolerance)',
    );
    expect(glucoseFlag(200, 'random')?.level).toBe('high');
    expect(glucoseFlag(65, 'random')?.level).toBe('low');
    expect(glucoseFlag(180, undefined)).toBeUndefined();
  });

  it('a pad saved before glucose had a context still reads; an unknown context is refused', () => {
    expect(
      VitalEntriesSchema.safeParse([{ vitalId: 'capillary-blood-glucose', value: '110' }]).success,
    ).toBe(true);
    expect(
      VitalEntriesSchema.safeParse([
        { vitalId: 'capillary-blood-glucose', value: '110', context: 'fasting' },
      ]).success,
    ).toBe(true);
    expect(
      VitalEntriesSchema.safeParse([
        { vitalId: 'capillary-blood-glucose', value: '110', context: 'teatime' },
      ]).success,
    ).toBe(false);
  });
});
