import { ageParts } from '../age';
import { NO_ALERTS, type PatientAlerts } from '../patient-alerts';
import { isRealDate, type PatientView } from '../patients-view';
import { padDay } from '../pad/follow-up';
import type { Pad } from '../pad/pad';
import { VITALS, checkVitalInput, type VitalEntry } from '../pad/vitals';
import type { PrescribingPatient } from './check-types';

/*
 * The patient as the prescribing checks read them (check-types.ts), built the same way on the pad
 * (renderer) and at Finalize (main process): from the patient's record (date of birth or age as
 * given, sex), the patient's alerts (allergies), and the pad itself (today's weight, the pregnant
 * mark). Nothing is guessed: a value that is not known, or does not read, is left out, and the
 * checks that need it say so in words ("weight needed for this check").
 */

/** What the checks read of the patient's record (the renderer's and the core's PatientView). */
export type CheckPerson = Partial<Pick<PatientView, 'birthDate' | 'ageYears' | 'sex'>>;

/** LOINC 29463-7, "Body weight": the pad's weight vital, in kg (the catalogue's UCUM `kg`). */
export const BODY_WEIGHT_LOINC = '29463-7';

const dayNumber = (day: string): number => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** Whole days from a date of birth to `day` (both year-month-day); undefined if not a real date or after `day`. */
export function ageInDays(birthDate: string | undefined, day: string): number | undefined {
  if (birthDate === undefined || !isRealDate(birthDate) || !isRealDate(day)) return undefined;
  const days = dayNumber(day) - dayNumber(birthDate);
  return days < 0 ? undefined : days;
}

/** Whole years from a date of birth to `day` (birthdays counted as ageParts counts them). */
export function ageInYears(birthDate: string | undefined, day: string): number | undefined {
  if (ageInDays(birthDate, day) === undefined) return undefined;
  return ageParts(birthDate!, day).years;
}

/**
 * The weight in kg written in the pad's vitals, when it reads as a weight (the vitals' own reader:
 * its decimals and limits) and is above 0. A weight typed that does not read is not a weight: the
 * vitals field says why, and the checks treat the weight as not known.
 */
export function weightKgOf(vitals: readonly VitalEntry[] | undefined): number | undefined {
  const weightIds = new Set(
    VITALS.filter((vital) => vital.loinc.code === BODY_WEIGHT_LOINC && vital.ucum === 'kg').map(
      (vital) => vital.id,
    ),
  );
  const entry = (vitals ?? []).find((v) => weightIds.has(v.vitalId));
  if (entry === undefined) return undefined;
  const read = checkVitalInput(entry.vitalId, entry.value);
  return read.ok && !read.empty && read.number > 0 ? read.number : undefined;
}

/** What the pad gives the checks: its day, its vitals and the pregnant mark. */
export type CheckPad = Pick<Pad, 'createdAt' | 'vitals' | 'pregnant'>;

export interface PrescribingPatientInput {
  /** The pad's patient, when the pad has one (a pad without a consultation has none). */
  person?: CheckPerson | undefined;
  /** The patient's alerts; absent (not read, or no patient): nothing recorded ("not asked"). */
  alerts?: PatientAlerts | undefined;
  pad: CheckPad;
}

/**
 * The patient for the checks. The age is worked out on the pad's day from the date of birth (a
 * reopened pad keeps the age of its day); without one, the age in years as given (no age in days).
 */
export function prescribingPatient({
  person,
  alerts,
  pad,
}: PrescribingPatientInput): PrescribingPatient {
  const day = padDay(pad);
  const fromBirth = person?.birthDate !== undefined && isRealDate(person.birthDate);
  const ageDays = fromBirth ? ageInDays(person.birthDate, day) : undefined;
  const ageYears = fromBirth ? ageInYears(person.birthDate, day) : person?.ageYears;
  const weightKg = weightKgOf(pad.vitals);
  const known = alerts ?? NO_ALERTS;
  return {
    ...(ageDays === undefined ? {} : { ageDays }),
    ...(ageYears === undefined ? {} : { ageYears }),
    ...(person?.sex === undefined ? {} : { sex: person.sex }),
    ...(weightKg === undefined ? {} : { weightKg }),
    ...(pad.pregnant === true ? { pregnant: true } : {}),
    allergyStatus: known.allergyStatus,
    allergies: known.allergies,
  };
}

/** Women of 12 to 50 years (inclusive) are offered the pregnant mark first; any patient may be marked. */
export const PREGNANCY_OFFER_YEARS = { from: 12, to: 50 } as const;

/** Whether the pad offers the pregnant mark prominently for this patient. */
export function offersPregnancy(person: CheckPerson | null | undefined, day: string): boolean {
  if (person?.sex !== 'female') return false;
  const years =
    person.birthDate !== undefined && isRealDate(person.birthDate)
      ? ageInYears(person.birthDate, day)
      : person.ageYears;
  // A woman whose age is not known is offered it too: the doctor knows better than the record.
  if (years === undefined) return true;
  return years >= PREGNANCY_OFFER_YEARS.from && years <= PREGNANCY_OFFER_YEARS.to;
}
