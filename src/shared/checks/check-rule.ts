import type { Medicine } from '../pad/medicine';
import type { PrescribingPatient, PrescribingWarning } from './check-types';

/** A rule: a function of the patient and the pad's medicines, giving warnings in words. */
export type CheckRuleFunction = (
  patient: PrescribingPatient,
  medicines: readonly Medicine[],
) => PrescribingWarning[];
