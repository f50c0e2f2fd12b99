import { describe, expect, it } from 'vitest';
import { checkVitalInput, flagFor } from '../../../../src/shared/pad/vitals';

/*
 * The physiological hard limits, each at its edge: accepted at the limit, refused one step
 * past it, in words, the text kept (the check never rewrites it). 0 is refused where it cannot be
 * a living patient's reading.
 */

const accepted = (vitalId: string, text: string) => {
  const check = checkVitalInput(vitalId, text);
  expect(check, `${vitalId} ${text}`).toMatchObject({ ok: true, empty: false, value: text });
};
const refused = (vitalId: string, text: string, problem: string) => {
  const check = checkVitalInput(vitalId, text);
  expect(check, `${vitalId} ${text}`).toMatchObject({ ok: false, problem });
  return check.ok ? '' : check.message;
};

/** [vital, highest accepted, one step past it]. */
const HIGHEST: [string, string, string][] = [
  ['bp-systolic', '300', '301'],
  ['bp-diastolic', '200', '201'],
  ['pulse', '300', '301'],
  ['temperature-c', '46', '46.01'],
  ['temperature-f', '115', '115.01'],
  ['weight', '400', '400.001'],
];

/** [vital, lowest accepted, one step below it]. */
const LOWEST: [string, string, string][] = [
  ['temperature-c', '25', '24.99'],
  ['temperature-f', '77', '76.99'],
  ['weight', '0.3', '0.299'],
];

describe('physiological hard limits', () => {
  it.each(HIGHEST)('%s: %s accepted, %s refused', (vitalId, limit, past) => {
    accepted(vitalId, limit);
    expect(refused(vitalId, past, 'out-of-range')).toMatch(/outside what can be measured/);
  });

  it.each(LOWEST)('%s: %s accepted, %s refused', (vitalId, limit, past) => {
    accepted(vitalId, limit);
    expect(refused(vitalId, past, 'out-of-range')).toMatch(/outside what can be measured/);
  });

  it('takes the readings main refused: BP 260/160, pulse 250, 110 °F, a newborn’s 3.250 kg', () => {
    accepted('bp-systolic', '260');
    accepted('bp-diastolic', '160');
    accepted('pulse', '250');
    accepted('temperature-f', '110');
    accepted('weight', '3.250');
    refused('weight', '3.2505', 'too-many-decimals');
  });

  it.each([
    ['bp-systolic', 'Systolic blood pressure'],
    ['bp-diastolic', 'Diastolic blood pressure'],
    ['pulse', 'Pulse'],
    ['spo2', 'SpO2'],
    ['weight', 'Weight'],
    ['respiratory-rate', 'Respiratory rate'],
    ['temperature-c', 'Temperature'],
    ['temperature-f', 'Temperature'],
  ])('refuses 0 for %s: no living patient reads 0; 1 step up is taken', (vitalId, name) => {
    expect(refused(vitalId, '0', 'zero')).toBe(
      `${name} cannot be 0 in a living patient: leave the field empty if it was not measured.`,
    );
    if (!vitalId.startsWith('temperature') && vitalId !== 'weight') accepted(vitalId, '1');
  });

  it('refuses 0.0 and 0.000 as 0', () => {
    refused('weight', '0.000', 'zero');
    refused('temperature-c', '0.0', 'zero');
  });

  it('judges an adult’s respiratory rate against 12-20', () => {
    expect(flagFor('respiratory-rate', 11)?.level).toBe('low');
    expect(flagFor('respiratory-rate', 12)).toBeUndefined();
    expect(flagFor('respiratory-rate', 20)).toBeUndefined();
    expect(flagFor('respiratory-rate', 21)?.words).toBe('Above the adult range (12–20 /min)');
  });
});
