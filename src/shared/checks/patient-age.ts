import type { PrescribingPatient } from './check-types';

/*
 * The patient's age as the checks use it: in days when the date of birth gives them, else in
 * whole years (a child "8 years" is between 8 years and 8 years 364 days). A band of the tables
 * is [from, to) in days; whether the patient is in it can be unknown when only years are known
 * and the band's edge falls inside that year (6 months, for a child written as 0 years).
 */

export const DAYS_PER_YEAR = 365.25;
export const YEAR = DAYS_PER_YEAR;
export const MONTH = DAYS_PER_YEAR / 12;

export interface AgeRange {
  /** The youngest the patient can be, in days. */
  low: number;
  /** The oldest the patient can be, in days. */
  high: number;
}

export function ageRange(patient: PrescribingPatient): AgeRange | undefined {
  if (patient.ageDays !== undefined && patient.ageDays >= 0)
    return { low: patient.ageDays, high: patient.ageDays };
  if (patient.ageYears !== undefined && patient.ageYears >= 0) {
    return {
      low: patient.ageYears * DAYS_PER_YEAR,
      high: (patient.ageYears + 1) * DAYS_PER_YEAR - 1,
    };
  }
  return undefined;
}

/** Whether the patient is in [fromDays, toDays): true, false, or undefined when not known. */
export function inAgeBand(
  age: AgeRange,
  fromDays: number,
  toDays = Number.POSITIVE_INFINITY,
): boolean | undefined {
  const lowIn = age.low >= fromDays && age.low < toDays;
  const highIn = age.high >= fromDays && age.high < toDays;
  if (lowIn && highIn) return true;
  if (age.high < fromDays || age.low >= toDays) return false;
  return undefined;
}

/** "6 months", "2 years", as the tables' bands are said. */
export function ageWords(days: number): string {
  if (days === 0) return 'birth';
  if (days < 60) return `${Math.round(days)} days`;
  if (days < 183 && Number.isInteger(days / 7)) return `${days / 7} weeks`;
  if (days < 2 * YEAR - 1) return `${Math.round(days / MONTH)} months`;
  return `${Math.round(days / YEAR)} years`;
}
