import { describe, expect, it } from 'vitest';
import {
  VitalEntriesSchema,
  VitalEntrySchema,
  calculateBmi,
  checkFinalVital,
  explainBmi,
  temperatureInOtherUnit,
  type VitalEntry,
} from '../../../../src/shared/pad/vitals';
import { bmiText, convertTemperatureText } from '../../../../src/shared/pad/vitals-derived';
import {
  divideRounded,
  formatScaled,
  parseDecimal,
} from '../../../../src/shared/pad/vitals-decimal';

const height = (value: string): VitalEntry => ({ vitalId: 'height', value });
const weight = (value: string): VitalEntry => ({ vitalId: 'weight', value });

describe('BMI', () => {
  it.each([
    ['170', '65', '22.5'],
    ['170.0', '65.00', '22.5'],
    ['180', '80', '24.7'],
    ['152.4', '45.36', '19.5'],
    ['160', '51.2', '20.0'],
    ['50', '3.2', '12.8'],
  ])('height %s cm and weight %s kg give %s', (h, w, bmi) => {
    expect(calculateBmi(height(h), weight(w))).toBe(bmi);
  });

  it('rounds half up on the exact quotient, where floating point would round down', () => {
    // 89.8 / 2² is exactly 22.45; as binary floats it is 22.4499999..., which toFixed makes 22.4.
    expect((89.8 / 2 ** 2).toFixed(1)).toBe('22.4');
    expect(calculateBmi(height('200'), weight('89.8'))).toBe('22.5');
    expect(calculateBmi(height('200'), weight('89.78'))).toBe('22.4');
    expect(bmiText('200', '90.2', 1)).toBe('22.6');
  });

  it('flags the calculated value', () => {
    expect(explainBmi(height('170'), weight('67'))).toMatchObject({
      ok: true,
      value: '23.2',
      flag: {
        level: 'high',
        words: 'Above the adult range (18.5–22.9 kg/m²; Asian-Indian cut-offs)',
      },
    });
    const normal = explainBmi(height('170'), weight('60'));
    expect(normal).toEqual({ ok: true, value: '20.8', number: 20.8 });
  });

  it('is cleared when height or weight is missing or empty', () => {
    expect(calculateBmi(undefined, weight('65'))).toBeUndefined();
    expect(calculateBmi(height('170'), undefined)).toBeUndefined();
    expect(calculateBmi(height(''), weight('65'))).toBeUndefined();
    expect(explainBmi(height('170'), weight('  '))).toEqual({
      ok: false,
      reason: 'missing',
      message: 'Enter height and weight to see the BMI.',
    });
  });

  it('is not calculated from an invalid height or weight', () => {
    expect(explainBmi(height('170'), weight('65,5'))).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Correct the weight to see the BMI.',
    });
    expect(explainBmi(height('5'), weight('65'))).toMatchObject({ reason: 'invalid' });
    expect(calculateBmi(height('1.7e2'), weight('65'))).toBeUndefined();
    expect(explainBmi(weight('65'), weight('65'))).toMatchObject({ reason: 'invalid' });
  });

  it('refuses an implausible result (a height typed in inches, a newborn weight on an adult height)', () => {
    expect(explainBmi(height('67'), weight('65'))).toEqual({
      ok: false,
      reason: 'implausible',
      message: 'A BMI of 144.8 kg/m² is not plausible: check the height and weight.',
    });
    // A weight of 0 is refused at the field (not a living reading): the BMI says
    // to correct it; a real but mismatched pair is still implausible.
    expect(explainBmi(height('170'), weight('0'))).toMatchObject({ reason: 'invalid' });
    expect(explainBmi(height('170'), weight('3.250'))).toMatchObject({ reason: 'implausible' });
  });
});

describe('temperature in the other unit (display only)', () => {
  it.each([
    ['temperature-f', '98.4', 'temperature-c', '36.9', '°C'],
    ['temperature-f', '98.60', 'temperature-c', '37.0', '°C'],
    ['temperature-f', '100', 'temperature-c', '37.8', '°C'],
    ['temperature-c', '37', 'temperature-f', '98.6', '°F'],
    ['temperature-c', '38.25', 'temperature-f', '100.9', '°F'],
  ])('%s %s is %s %s', (vitalId, value, otherId, converted, unitLabel) => {
    expect(temperatureInOtherUnit({ vitalId, value })).toEqual({
      vitalId: otherId,
      value: converted,
      unitLabel,
    });
  });

  it('converts nothing that is not a valid temperature', () => {
    expect(temperatureInOtherUnit({ vitalId: 'temperature-f', value: '' })).toBeUndefined();
    expect(temperatureInOtherUnit({ vitalId: 'temperature-f', value: '37' })).toBeUndefined();
    expect(temperatureInOtherUnit({ vitalId: 'pulse', value: '72' })).toBeUndefined();
  });

  it('is exact both ways', () => {
    expect(convertTemperatureText('32', '[degF]', 'Cel', 2)).toBe('0.00');
    expect(convertTemperatureText('77', '[degF]', 'Cel', 1)).toBe('25.0');
    expect(convertTemperatureText('0', 'Cel', '[degF]', 0)).toBe('32');
    expect(convertTemperatureText('14', '[degF]', 'Cel', 1)).toBe('-10.0');
  });
});

describe('exact decimals', () => {
  it('reads, divides and formats without floats', () => {
    expect(parseDecimal('98.40')).toEqual({ units: 9840n, scale: 2 });
    expect(() => parseDecimal('1e2')).toThrow('Not a plain decimal');
    expect(divideRounded(1n, 8n, 2)).toBe('0.13');
    expect(divideRounded(-1n, 8n, 2)).toBe('-0.13');
    expect(divideRounded(1n, 3n, 0)).toBe('0');
    expect(formatScaled(5n, 2)).toBe('0.05');
    expect(() => divideRounded(1n, 0n, 1)).toThrow('Division by zero');
  });
});

describe('stored entries', () => {
  it('keep the text as typed, even text that is not a value yet', () => {
    for (const value of ['98.40', ' 72', '98,4', 'abc', '400', '72.5']) {
      const entry = {
        vitalId: value === '98.40' || value === '98,4' ? 'temperature-f' : 'pulse',
        value,
      };
      expect(VitalEntrySchema.parse(entry)).toEqual(entry);
    }
  });

  it.each<[unknown, string]>([
    [{ vitalId: 'pulse', value: '' }, 'leave it out'],
    [{ vitalId: 'pulse', value: '   ' }, 'leave it out'],
    [{ vitalId: 'pulse', value: '7'.repeat(51) }, 'longer than 50 characters'],
    [{ vitalId: 'bmi', value: '22.5' }, 'calculated'],
    [{ vitalId: 'pulse-pressure', value: '40' }, 'not in the catalogue'],
    [{ vitalId: 'pulse', value: 72 }, 'string'],
    [{ vitalId: 'pulse', value: '72', unit: 'bpm' }, 'unit'],
  ])('refuse %j', (entry, mentions) => {
    const result = VitalEntrySchema.safeParse(entry);
    expect(result.success).toBe(false);
    expect(result.error?.message).toContain(mentions);
  });

  it.each<[VitalEntry, { ok: true; entry: VitalEntry } | { ok: false; message: RegExp }]>([
    [
      { vitalId: 'temperature-f', value: '98.40' },
      { ok: true, entry: { vitalId: 'temperature-f', value: '98.40' } },
    ],
    [
      { vitalId: 'pulse', value: ' 72 ' },
      { ok: true, entry: { vitalId: 'pulse', value: '72' } },
    ],
    [
      { vitalId: 'pulse', value: '72.5' },
      { ok: false, message: /Pulse is a whole number/ },
    ],
    [
      { vitalId: 'temperature-f', value: '98,4' },
      { ok: false, message: /write 98\.4/ },
    ],
    [
      { vitalId: 'pulse', value: 'abc' },
      { ok: false, message: /./ },
    ],
  ])('are checked for finalizing: %j', (entry, expected) => {
    const result = checkFinalVital(entry);
    if (expected.ok) expect(result).toEqual(expected);
    else expect(result.ok ? '' : result.message).toMatch(expected.message);
  });

  it('hold each vital once, and one temperature unit only', () => {
    expect(
      VitalEntriesSchema.safeParse([
        { vitalId: 'pulse', value: '72' },
        { vitalId: 'temperature-c', value: '36.9' },
      ]).success,
    ).toBe(true);
    const twice = VitalEntriesSchema.safeParse([
      { vitalId: 'temperature-f', value: '98.4' },
      { vitalId: 'temperature-c', value: '36.9' },
    ]);
    expect(twice.error?.message).toContain('the same vital as entry 0 (LOINC 8310-5)');
    expect(
      VitalEntriesSchema.safeParse([
        { vitalId: 'pulse', value: '72' },
        { vitalId: 'pulse', value: '74' },
      ]).success,
    ).toBe(false);
  });
});
