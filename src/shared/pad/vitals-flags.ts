import { ageParts } from '../age';
import type { VitalDefinition, VitalNormalRange } from './vitals-catalogue';
import { childRangeFor, isChildAge, type ChildAge } from './vitals-child-ranges';

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
   * judged against the band of their age (vitals-child-ranges.ts), never against an adult range.
   */
  ageYears?: number | undefined;
  /** Days since birth, when the date of birth is known: chooses between newborn and infant bands. */
  ageDays?: number | undefined;
  /** Whole months since birth, when the date of birth is known. */
  ageMonths?: number | undefined;
}

/** Below this age the adult ranges do not apply. */
export const ADULT_FROM_YEARS = 18;

/** The patient of a pad, as far as flags need them. */
export interface PadPatient {
  sex?: 'male' | 'female' | 'other' | undefined;
  ageYears?: number | undefined;
  /** From the date of birth, when it is known (see patientAgeOn). */
  ageDays?: number | undefined;
  ageMonths?: number | undefined;
}

/**
 * The age fields of a pad's patient on `today` (year-month-day): days and months from the date of
 * birth when it is known and not after today, with the whole years given.
 */
export function patientAgeOn(
  birthDate: string | undefined,
  ageYears: number | undefined,
  today: string,
): Pick<PadPatient, 'ageYears' | 'ageDays' | 'ageMonths'> {
  const years = ageYears === undefined ? {} : { ageYears };
  if (birthDate === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || birthDate > today) {
    return years;
  }
  const parts = ageParts(birthDate, today);
  const day = (text: string) => Date.parse(`${text}T00:00:00Z`) / 86_400_000;
  const ageDays = day(today) - day(birthDate);
  if (!Number.isInteger(ageDays)) return years;
  return { ageYears: parts.years, ageMonths: parts.years * 12 + parts.months, ageDays };
}

/** Flag options for a patient: sex-specific cut-offs only for male and female. */
export function flagOptionsFor(patient: PadPatient | null | undefined): FlagOptions {
  if (!patient) return {};
  return {
    ...(patient.sex === 'male' || patient.sex === 'female' ? { sex: patient.sex } : {}),
    ...(patient.ageYears === undefined ? {} : { ageYears: patient.ageYears }),
    ...(patient.ageDays === undefined ? {} : { ageDays: patient.ageDays }),
    ...(patient.ageMonths === undefined ? {} : { ageMonths: patient.ageMonths }),
  };
}

/** Is the patient of these options a child (under 18)? False when the age is not known. */
export function isChild(options: FlagOptions): boolean {
  return isChildAge(childAge(options)) === true;
}

const childAge = (options: FlagOptions): ChildAge => ({
  days: options.ageDays,
  months: options.ageMonths,
  years: options.ageYears,
});

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

/** A range as numbers only: "60–100", "95 or more", "up to 90". */
export function rangeNumbers(range: VitalNormalRange): string {
  const { low, high } = range;
  if (low !== null && high !== null) return `${low}–${high}`;
  if (low !== null) return `${low} or more`;
  return `up to ${high ?? ''}`;
}

/** The range judging a value, with whose it is ("adults", "children 1–2 years") and its note. */
export interface NormalRange {
  range: VitalNormalRange;
  whose: string;
  /** The catalogue's note on adult cut-offs ("Asian-Indian cut-offs"). */
  note?: string;
  /** True for a child's band. */
  child: boolean;
}

export type RangeChoice =
  | { kind: 'range'; normal: NormalRange }
  /** A child's vital with bands, but the age known does not say which (0 years, no birth date). */
  | { kind: 'age-needed' }
  /** A child's vital with an adult range and no child band (BMI, waist, glucose): not flagged. */
  | { kind: 'adult-only' }
  /** Never flagged (height), or waist without the patient's sex. */
  | { kind: 'none' };

/** The range a value of this vital is judged against for the patient, or why there is none. */
export function rangeChoiceFor(vital: VitalDefinition, options: FlagOptions = {}): RangeChoice {
  if (isChild(options)) {
    const child = childRangeFor(vital.id, childAge(options));
    if (child.kind === 'band') {
      const { range, whose } = child.band;
      return { kind: 'range', normal: { range, whose, child: true } };
    }
    if (child.kind === 'age-needed') return { kind: 'age-needed' };
    const adult = vital.adultNormal !== null || vital.adultNormalBySex !== undefined;
    return adult ? { kind: 'adult-only' } : { kind: 'none' };
  }
  const note = vital.adultNormalNote === undefined ? {} : { note: vital.adultNormalNote };
  const bySex = options.sex === undefined ? undefined : vital.adultNormalBySex?.[options.sex];
  if (bySex !== undefined) {
    const whose = options.sex === 'male' ? 'adult men' : 'adult women';
    return { kind: 'range', normal: { range: bySex, whose, child: false, ...note } };
  }
  if (vital.adultNormal === null) return { kind: 'none' };
  return {
    kind: 'range',
    normal: { range: vital.adultNormal, whose: 'adults', child: false, ...note },
  };
}

/** The range a value is judged against, or undefined when the vital is not flagged for them. */
export function normalRangeFor(
  vital: VitalDefinition,
  options: FlagOptions = {},
): NormalRange | undefined {
  const choice = rangeChoiceFor(vital, options);
  return choice.kind === 'range' ? choice.normal : undefined;
}

/** What the field says under the vital's name when nothing is typed wrong. */
export const RANGE_WORDS = {
  ageNeeded: 'The range for babies depends on the age in days: add the date of birth.',
  adultOnly: 'Not flagged: the adult cut-offs do not apply to children.',
} as const;

/**
 * The hint under a vital's name: "normal 60–100" for adults (as before), "normal 80–120
 * (children 3–5 years)" for a child, or why a child's value is not flagged; undefined for a vital
 * never flagged. Never an adult range for a child.
 */
export function rangeHint(vital: VitalDefinition, options: FlagOptions = {}): string | undefined {
  const choice = rangeChoiceFor(vital, options);
  switch (choice.kind) {
    case 'range': {
      const { range, whose, note, child } = choice.normal;
      if (child) return `normal ${rangeNumbers(range)} (${whose})`;
      const sex = whose === 'adults' ? '' : ` ${whose.replace('adult ', '')}`;
      return `normal ${rangeNumbers(range)}${sex}${note ? ` (${note})` : ''}`;
    }
    case 'age-needed':
      return RANGE_WORDS.ageNeeded;
    case 'adult-only':
      return RANGE_WORDS.adultOnly;
    case 'none': {
      // Waist without the patient's sex: both adult cut-offs, as before.
      const bySex = isChild(options) ? undefined : vital.adultNormalBySex;
      if (bySex === undefined) return undefined;
      const note = vital.adultNormalNote === undefined ? '' : ` (${vital.adultNormalNote})`;
      return `normal ${rangeNumbers(bySex.male)} men, ${rangeNumbers(bySex.female)} women${note}`;
    }
  }
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
  const note = normal.note === undefined ? '' : `; ${normal.note}`;
  const which = whose === 'adults' ? 'the adult range' : `the range for ${whose}`;
  const side = level === 'low' ? 'Below' : 'Above';
  return {
    level,
    label: level === 'low' ? 'Low' : 'High',
    words: `${side} ${which} (${rangeWords(range, vital.unitLabel)}${note})`,
    icon: VITAL_FLAG_ICONS[level],
  };
}
