import { checkVitalInput, type VitalEntry } from './vitals';

/*
 * Systolic is always higher than diastolic (docs/clinical-conventions.md). A pair the other way round
 * (84/128) is most often typed, or dictated, in the wrong boxes: the app never swaps it on its
 * own. The blood-pressure row asks in words, offering the swap; Finalize refuses the pad while
 * the question stands (key BP_QUESTION_KEY). Equal readings cannot be swapped into sense, so the
 * row asks for both to be checked. Only two valid readings are compared: a reading still being
 * typed, or refused for its own reason, is the field's business.
 */

export const SYSTOLIC_ID = 'bp-systolic';
export const DIASTOLIC_ID = 'bp-diastolic';
/** The key of a refused Finalize for the pair (pad-checks.ts, padFields.ts). */
export const BP_QUESTION_KEY = 'vitals.blood-pressure.question';

export interface BloodPressureQuestion {
  /** The question in words, quoting the two readings as typed. */
  words: string;
  /** The pair swapped, when swapping makes sense (systolic below diastolic). */
  swapped?: { systolic: string; diastolic: string };
}

/** The question a pair of typed readings raises, or undefined when systolic is above diastolic. */
export function bloodPressureQuestion(
  systolicText: string,
  diastolicText: string,
): BloodPressureQuestion | undefined {
  const systolic = checkVitalInput(SYSTOLIC_ID, systolicText);
  const diastolic = checkVitalInput(DIASTOLIC_ID, diastolicText);
  if (!systolic.ok || systolic.empty || !diastolic.ok || diastolic.empty) return undefined;
  if (systolic.number > diastolic.number) return undefined;
  if (systolic.number === diastolic.number) {
    return {
      words: `Systolic ${systolic.value} is not above diastolic ${diastolic.value}: check both readings.`,
    };
  }
  return {
    words: `Systolic ${systolic.value} is below diastolic ${diastolic.value}: did you mean ${diastolic.value}/${systolic.value}?`,
    swapped: { systolic: diastolic.value, diastolic: systolic.value },
  };
}

/** The question for a pad's vitals (the stored texts), if its blood pressure raises one. */
export function padBloodPressureQuestion(
  vitals: readonly VitalEntry[],
): BloodPressureQuestion | undefined {
  const text = (id: string) => vitals.find((entry) => entry.vitalId === id)?.value ?? '';
  return bloodPressureQuestion(text(SYSTOLIC_ID), text(DIASTOLIC_ID));
}
