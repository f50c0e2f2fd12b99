import { describe, expect, it } from 'vitest';
import { VITALS, checkVitalInput, flagFor } from '../../../../src/shared/pad/vitals';

/** [vital, a value, the flag level expected (undefined: no flag)], at and just past each bound. */
const BOUNDARIES: [string, number, 'low' | 'high' | undefined][] = [
  ['bp-systolic', 89, 'low'],
  ['bp-systolic', 90, undefined],
  ['bp-systolic', 120, undefined],
  ['bp-systolic', 121, 'high'],
  ['bp-diastolic', 59, 'low'],
  ['bp-diastolic', 60, undefined],
  ['bp-diastolic', 80, undefined],
  ['bp-diastolic', 81, 'high'],
  ['pulse', 59, 'low'],
  ['pulse', 60, undefined],
  ['pulse', 100, undefined],
  ['pulse', 101, 'high'],
  ['temperature-c', 34.99, 'low'],
  ['temperature-c', 35, undefined],
  ['temperature-c', 37.5, undefined],
  ['temperature-c', 37.51, 'high'],
  ['temperature-f', 94.99, 'low'],
  ['temperature-f', 95, undefined],
  ['temperature-f', 99.5, undefined],
  ['temperature-f', 99.51, 'high'],
  ['respiratory-rate', 11, 'low'],
  ['respiratory-rate', 12, undefined],
  // Adult respiratory rate 12-20 (it was 12-30 before).
  ['respiratory-rate', 20, undefined],
  ['respiratory-rate', 21, 'high'],
  ['spo2', 94, 'low'],
  ['spo2', 95, undefined],
  ['spo2', 100, undefined],
  ['bmi', 18.4, 'low'],
  ['bmi', 18.5, undefined],
  ['bmi', 22.9, undefined],
  ['bmi', 23, 'high'],
  ['capillary-blood-glucose', 69.9, 'low'],
  ['capillary-blood-glucose', 70, undefined],
  ['capillary-blood-glucose', 199.9, undefined],
  ['capillary-blood-glucose', 200, 'high'],
  ['height', 272, undefined],
  ['weight', 250, undefined],
  ['head-circumference', 70, undefined],
  ['hip-circumference', 200, undefined],
];

describe('flags', () => {
  it.each(BOUNDARIES)('%s at %d: %s', (vitalId, value, level) => {
    expect(flagFor(vitalId, value)?.level).toBe(level);
  });

  it('says it in words and with an icon, never by colour alone', () => {
    expect(flagFor('pulse', 101)).toEqual({
      level: 'high',
      label: 'High',
      words: 'Above the adult range (60–100 bpm)',
      icon: 'arrow-up',
    });
    expect(flagFor('spo2', 92)).toEqual({
      level: 'low',
      label: 'Low',
      words: 'Below the adult range (95% or more)',
      icon: 'arrow-down',
    });
    expect(flagFor('bmi', 25.1)?.words).toBe(
      'Above the adult range (18.5–22.9 kg/m²; Asian-Indian cut-offs)',
    );
  });

  it('gives every flag of every vital words and an icon', () => {
    for (const vital of VITALS) {
      for (const value of [vital.accept.min, vital.accept.max]) {
        const flag = flagFor(vital.id, value);
        if (flag === undefined) continue;
        expect(flag.words, vital.id).toMatch(/^(Above|Below) the adult range \(.+\)$/);
        expect(['arrow-up', 'arrow-down']).toContain(flag.icon);
      }
    }
  });

  it('uses the cut-offs of the patient’s sex for waist, and none when it is not known', () => {
    expect(flagFor('waist-circumference', 85)).toBeUndefined();
    expect(flagFor('waist-circumference', 85, { sex: 'male' })).toBeUndefined();
    expect(flagFor('waist-circumference', 90, { sex: 'male' })).toBeUndefined();
    expect(flagFor('waist-circumference', 90.1, { sex: 'male' })?.level).toBe('high');
    expect(flagFor('waist-circumference', 80, { sex: 'female' })).toBeUndefined();
    expect(flagFor('waist-circumference', 80.1, { sex: 'female' })).toEqual({
      level: 'high',
      label: 'High',
      words: 'Above the range for adult women (up to 80 cm; Asian-Indian cut-offs)',
      icon: 'arrow-up',
    });
    // A sex-specific range applies only where the catalogue has one.
    expect(flagFor('pulse', 101, { sex: 'female' })?.words).toBe(
      'Above the adult range (60–100 bpm)',
    );
  });

  it('comes with an accepted value', () => {
    const check = checkVitalInput('temperature-f', '100.40');
    expect(check).toMatchObject({ ok: true, value: '100.40', flag: { level: 'high' } });
    const normal = checkVitalInput('temperature-f', '98.40');
    expect(normal.ok && !normal.empty && normal.flag).toBe(undefined);
    expect(checkVitalInput('waist-circumference', '95', { sex: 'male' })).toMatchObject({
      flag: { level: 'high' },
    });
  });

  it('is undefined for an unknown vital or a value that is not a number', () => {
    expect(flagFor('nope', 1)).toBeUndefined();
    expect(flagFor('pulse', Number.NaN)).toBeUndefined();
  });
});
