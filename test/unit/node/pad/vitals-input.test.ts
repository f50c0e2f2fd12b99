import { describe, expect, it } from 'vitest';
import {
  VITALS,
  checkVitalInput,
  type VitalInputCheck,
  type VitalInputProblem,
} from '../../../../src/shared/pad/vitals';

function refused(check: VitalInputCheck): { problem: VitalInputProblem; message: string } {
  if (check.ok) throw new Error(`expected a refusal, got ${JSON.stringify(check)}`);
  return { problem: check.problem, message: check.message };
}

function accepted(check: VitalInputCheck): { value: string; number: number } {
  if (!check.ok || check.empty) throw new Error(`expected a value, got ${JSON.stringify(check)}`);
  return check;
}

describe('precision', () => {
  it('keeps exactly the text typed: 98.40 stays "98.40"', () => {
    const check = accepted(checkVitalInput('temperature-f', '98.40'));
    expect(check.value).toBe('98.40');
    expect(check.number).toBe(98.4);
    expect(accepted(checkVitalInput('weight', '65.50')).value).toBe('65.50');
    expect(accepted(checkVitalInput('height', '170.0')).value).toBe('170.0');
    expect(accepted(checkVitalInput('capillary-blood-glucose', '110.0')).value).toBe('110.0');
  });

  it('only trims', () => {
    expect(accepted(checkVitalInput('pulse', '  72\t')).value).toBe('72');
    expect(accepted(checkVitalInput('temperature-c', '\u00a036.90\n')).value).toBe('36.90');
    // A byte-order mark is whitespace to String.prototype.trim.
    expect(accepted(checkVitalInput('temperature-c', '\ufeff36.9')).value).toBe('36.9');
  });

  it('treats empty input as not recorded', () => {
    expect(checkVitalInput('pulse', '')).toEqual({ ok: true, empty: true });
    expect(checkVitalInput('weight', '   ')).toEqual({ ok: true, empty: true });
  });

  it('refuses leading zeros and shows the number without them', () => {
    expect(refused(checkVitalInput('pulse', '072'))).toEqual({
      problem: 'leading-zero',
      message: 'Remove the leading zero: write 72.',
    });
    expect(refused(checkVitalInput('weight', '00.5')).message).toBe(
      'Remove the leading zero: write 0.5.',
    );
    expect(accepted(checkVitalInput('weight', '0.5')).value).toBe('0.5');
  });
});

/** One vital of each kind of field: whole numbers, one decimal, two decimals, a percentage. */
const KINDS = ['pulse', 'height', 'temperature-f', 'spo2', 'capillary-blood-glucose'] as const;

describe.each(KINDS)('bad input for %s', (vitalId) => {
  it.each<[string, VitalInputProblem]>([
    ['abc', 'not-a-number'],
    ['9.8.4', 'not-a-number'],
    ['NaN', 'not-a-number'],
    ['Infinity', 'not-a-number'],
    ['98,4', 'comma'],
    ['1,200', 'comma'],
    ['+72', 'plus-sign'],
    ['1e2', 'exponent'],
    ['1.5E+1', 'exponent'],
    ['-5', 'negative'],
    ['\u22125', 'negative'],
    ['.5', 'point-first'],
    ['72.', 'point-last'],
    ['7 2', 'spaces'],
    ['7\u00a02', 'spaces'],
    ['7\n2', 'spaces'],
    ['72\u200b', 'hidden-characters'],
    ['\u200b72', 'hidden-characters'],
    ['7\u00002', 'hidden-characters'],
    ['\u202e72', 'hidden-characters'],
    ['72 kg', 'unit-typed'],
    ['72°', 'unit-typed'],
    ['120/80', 'two-numbers'],
    ['\u0967\u0966\u0966', 'other-digits'],
    ['\uff17\uff12', 'other-digits'],
  ])('refuses %j (%s)', (text, problem) => {
    const check = refused(checkVitalInput(vitalId, text));
    expect(check.problem).toBe(problem);
    expect(check.message).toMatch(/^[A-Z0-9].*\.$/);
  });
});

describe('messages', () => {
  it('asks for a number in words, with an example of the vital', () => {
    expect(refused(checkVitalInput('temperature-f', 'abc')).message).toBe(
      'Enter a number, like 98.4.',
    );
    expect(refused(checkVitalInput('pulse', 'seventy')).message).toBe('Enter a number, like 72.');
  });

  it('says how many decimals a vital takes', () => {
    expect(refused(checkVitalInput('pulse', '72.5'))).toEqual({
      problem: 'too-many-decimals',
      message: 'Pulse is a whole number.',
    });
    expect(refused(checkVitalInput('pulse', '72.0')).problem).toBe('too-many-decimals');
    expect(refused(checkVitalInput('height', '170.25')).message).toBe(
      'Height takes at most 1 digit after the point, like 165.5.',
    );
    expect(refused(checkVitalInput('temperature-f', '98.444')).message).toBe(
      'Temperature takes at most 2 digits after the point, like 98.4.',
    );
  });

  it('shows a comma value with a point', () => {
    expect(refused(checkVitalInput('temperature-f', '98,4')).message).toBe(
      'Use a point for decimals: write 98.4, not 98,4.',
    );
  });

  it('names the vital that cannot be negative', () => {
    expect(refused(checkVitalInput('weight', '-65')).message).toBe('Weight cannot be negative.');
  });

  it('names the unit when one is typed', () => {
    expect(refused(checkVitalInput('bp-systolic', '120 mmHg')).message).toBe(
      'Enter only the number: the unit (mmHg) is already beside the field.',
    );
  });

  it('refuses a typed BMI: it is calculated', () => {
    expect(refused(checkVitalInput('bmi', '22.5'))).toEqual({
      problem: 'calculated',
      message: 'BMI is calculated from height and weight; it cannot be typed.',
    });
    expect(refused(checkVitalInput('bmi', '')).problem).toBe('calculated');
  });

  it('refuses a vital the catalogue does not have', () => {
    expect(refused(checkVitalInput('pulse-pressure', '40')).problem).toBe('unknown-vital');
  });
});

describe('the accepted range', () => {
  it.each(VITALS.filter((vital) => vital.calculated === false))(
    'accepts $id at its limits and refuses just outside them',
    (vital) => {
      const step = 10 ** -vital.decimals;
      const { min, max } = vital.accept;
      expect(accepted(checkVitalInput(vital.id, String(min))).number).toBe(min);
      expect(accepted(checkVitalInput(vital.id, String(max))).number).toBe(max);
      const above = (max + step).toFixed(vital.decimals);
      expect(refused(checkVitalInput(vital.id, above)).problem).toBe('out-of-range');
      if (min > 0) {
        const below = (min - step).toFixed(vital.decimals);
        // One step below 1 is 0: refused as no living reading, in its own words.
        const problem = Number(below) === 0 ? 'zero' : 'out-of-range';
        expect(refused(checkVitalInput(vital.id, below)).problem).toBe(problem);
      }
    },
  );

  it('says what can be measured and suggests the other unit when the value fits it', () => {
    expect(refused(checkVitalInput('temperature-c', '120')).message).toBe(
      '120 °C is outside what can be measured (25–46 °C). Check the unit.',
    );
    expect(refused(checkVitalInput('temperature-c', '98.4')).message).toBe(
      '98.4 °C is outside what can be measured (25–46 °C). Check the unit: 98.4 is a likely value in °F.',
    );
    expect(refused(checkVitalInput('temperature-f', '37.2')).message).toBe(
      '37.2 °F is outside what can be measured (77–115 °F). Check the unit: 37.2 is a likely value in °C.',
    );
    expect(refused(checkVitalInput('pulse', '320')).message).toBe(
      '320 bpm is outside what can be measured (1–300 bpm). Check for a typo.',
    );
    expect(refused(checkVitalInput('spo2', '101')).message).toBe(
      '101% is outside what can be measured (1–100%). Check for a typo.',
    );
  });

  it('does not echo a very long pasted number', () => {
    const message = refused(checkVitalInput('pulse', '9'.repeat(400))).message;
    expect(message).toBe(
      'This value is outside what can be measured (1–300 bpm). Check for a typo.',
    );
  });
});
