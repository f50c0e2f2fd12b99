import type { VitalDefinition } from './vitals-catalogue';
import { divideRounded, parseDecimal, pow10 } from './vitals-decimal';
import { flagOf, withUnit, type FlagOptions, type VitalFlag } from './vitals-flags';
import { checkVitalText } from './vitals-input';

/*
 * Values derived from typed vitals: BMI (stored nowhere, recalculated whenever height or weight
 * changes) and a temperature shown in the other unit. Both are computed exactly from the typed
 * decimals (see vitals-decimal.ts) and rounded once, half up, at the end.
 */

export type BmiResult =
  | { ok: true; value: string; number: number; flag?: VitalFlag }
  | { ok: false; reason: 'missing' | 'invalid' | 'implausible'; message: string };

/**
 * weight (kg) / (height (m))², from the typed texts, with `decimals` places, rounded half up on
 * the exact quotient: 170 cm and 65 kg give 22.491... -> "22.5".
 */
export function bmiText(heightCm: string, weightKg: string, decimals: number): string {
  const height = parseDecimal(heightCm);
  const weight = parseDecimal(weightKg);
  // weight / (height / 100)² = W·10^-b / (H·10^-a / 100)² = W·10^(4+2a) / (H²·10^b)
  const numerator = weight.units * pow10(4 + 2 * height.scale);
  const denominator = height.units * height.units * pow10(weight.scale);
  return divideRounded(numerator, denominator, decimals);
}

export interface BmiInputs {
  /** The catalogue's calculated BMI vital and the vitals its formula reads. */
  bmi: VitalDefinition;
  height: VitalDefinition;
  weight: VitalDefinition;
  /** The stored texts; undefined or empty means not recorded. */
  heightText: string | undefined;
  weightText: string | undefined;
  options?: FlagOptions;
}

/** The BMI and its flag, or why there is none, in words for the pad. */
export function explainBmiFrom(inputs: BmiInputs): BmiResult {
  const { bmi, height, weight, heightText, weightText, options } = inputs;
  const h = heightText === undefined ? undefined : checkVitalText(height, heightText);
  const w = weightText === undefined ? undefined : checkVitalText(weight, weightText);
  if (h === undefined || w === undefined || (h.ok && h.empty) || (w.ok && w.empty)) {
    return { ok: false, reason: 'missing', message: 'Enter height and weight to see the BMI.' };
  }
  if (!h.ok || h.empty || !w.ok || w.empty) {
    const which = !h.ok || h.empty ? 'height' : 'weight';
    return { ok: false, reason: 'invalid', message: `Correct the ${which} to see the BMI.` };
  }
  const value = bmiText(h.value, w.value, bmi.decimals);
  const number = Number(value);
  if (number < bmi.accept.min || number > bmi.accept.max) {
    return {
      ok: false,
      reason: 'implausible',
      message: `A BMI of ${withUnit(value, bmi.unitLabel)} is not plausible: check the height and weight.`,
    };
  }
  const flag = flagOf(bmi, number, options);
  return { ok: true, value, number, ...(flag ? { flag } : {}) };
}

/** UCUM codes of temperature with their conversion to and from °C as exact fractions. */
const TEMPERATURE_UNITS = ['Cel', '[degF]'] as const;
type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];

export function isTemperatureUnit(ucum: string): ucum is TemperatureUnit {
  return (TEMPERATURE_UNITS as readonly string[]).includes(ucum);
}

/**
 * A typed temperature in the other unit, for display beside the value only (the entry keeps
 * the unit typed): °F = °C × 9/5 + 32, °C = (°F − 32) × 5/9, rounded half up to `decimals`.
 */
export function convertTemperatureText(
  text: string,
  from: TemperatureUnit,
  to: TemperatureUnit,
  decimals: number,
): string {
  const { units, scale } = parseDecimal(text);
  if (from === to) return divideRounded(units, pow10(scale), decimals);
  if (from === 'Cel')
    return divideRounded(units * 9n + 160n * pow10(scale), 5n * pow10(scale), decimals);
  return divideRounded((units - 32n * pow10(scale)) * 5n, 9n * pow10(scale), decimals);
}
