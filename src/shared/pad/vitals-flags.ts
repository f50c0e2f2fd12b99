import type { VitalDefinition, VitalNormalRange } from './vitals-catalogue';

/*
 * Abnormal flags. WCAG 1.4.1: a flag is never shown by colour alone, so each carries words and
 * an icon name; the UI may add colour on top. Ranges are inclusive (see vitals-catalogue.ts):
 * a value equal to a bound is within the range.
 */

export type VitalFlagLevel = 'low' | 'high';

/** Icon names the UI maps to its icon set; arrows read the same to colour-blind users. */
export const VITAL_FLAG_ICONS = { low: 'arrow-down', high: 'arrow-up' } as const;

export interface VitalFlag {
  level: VitalFlagLevel;
  /** One word for a badge: "Low" or "High". */
  label: 'Low' | 'High';
  /** The sentence for the doctor and screen readers: "Above the adult range (60–100 bpm)". */
  words: string;
  icon: (typeof VITAL_FLAG_ICONS)[VitalFlagLevel];
}

export type PatientSex = 'male' | 'female';

export interface FlagOptions {
  /** Chooses sex-specific cut-offs where the catalogue has them (waist). */
  sex?: PatientSex | undefined;
  /**
   * The patient's age in whole years. The catalogue's ranges are adults': a child (under 18) is
   * not flagged against them (a child's pulse of 110 is not high), and the hint says why.
   */
  ageYears?: number | undefined;
}

/** Below this age the adult ranges do not apply. */
export const ADULT_FROM_YEARS = 18;

/** The patient of a pad, as far as flags need them. */
export interface PadPatient {
  sex?: 'male' | 'female' | 'other' | undefined;
  ageYears?: number | undefined;
}

/** Flag options for a patient: sex-specific cut-offs only for male and female. */
export function flagOptionsFor(patient: PadPatient | null | undefined): FlagOptions {
  if (!patient) return {};
  return {
    ...(patient.sex === 'male' || patient.sex === 'female' ? { sex: patient.sex } : {}),
    ...(patient.ageYears === undefined ? {} : { ageYears: patient.ageYears }),
  };
}

/** "72 bpm", "98%": the value with its unit as shown (a space, except before %). */
export function withUnit(value: string | number, unitLabel: string): string {
  return unitLabel === '%' ? `${value}%` : `${value} ${unitLabel}`;
}

/** "60–100 bpm", "95% or more", "up to 90 cm". */
export function rangeWords(range: VitalNormalRange, unitLabel: string): string {
  const { low, high } = range;
  if (low !== null && high !== null) {
    return unitLabel === '%' ? `${low}–${high}%` : `${low}–${high} ${unitLabel}`;
  }
  if (low !== null) return `${withUnit(low, unitLabel)} or more`;
  return `up to ${withUnit(high ?? '', unitLabel)}`;
}

/** The range a value is judged against, or undefined when the vital is never flagged. */
export function normalRangeFor(
  vital: VitalDefinition,
  options: FlagOptions = {},
): { range: VitalNormalRange; whose: string } | undefined {
  if (options.ageYears !== undefined && options.ageYears < ADULT_FROM_YEARS) return undefined;
  const bySex = options.sex === undefined ? undefined : vital.adultNormalBySex?.[options.sex];
  if (bySex !== undefined) {
    return { range: bySex, whose: options.sex === 'male' ? 'adult men' : 'adult women' };
  }
  return vital.adultNormal === null ? undefined : { range: vital.adultNormal, whose: 'adults' };
}

/**
 * The flag for a value of this vital: low below the range, high above it, undefined within it
 * or when the vital has no range (height, or waist when the patient's sex is not known).
 */
export function flagOf(
  vital: VitalDefinition,
  value: number,
  options: FlagOptions = {},
): VitalFlag | undefined {
  const normal = normalRangeFor(vital, options);
  if (normal === undefined || !Number.isFinite(value)) return undefined;
  const { range, whose } = normal;
  let level: VitalFlagLevel;
  if (range.low !== null && value < range.low) level = 'low';
  else if (range.high !== null && value > range.high) level = 'high';
  else return undefined;
  const note = vital.adultNormalNote === undefined ? '' : `; ${vital.adultNormalNote}`;
  const which = whose === 'adults' ? 'the adult range' : `the range for ${whose}`;
  const side = level === 'low' ? 'Below' : 'Above';
  return {
    level,
    label: level === 'low' ? 'Low' : 'High',
    words: `${side} ${which} (${rangeWords(range, vital.unitLabel)}${note})`,
    icon: VITAL_FLAG_ICONS[level],
  };
}
