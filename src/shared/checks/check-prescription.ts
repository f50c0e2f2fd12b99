import type { Medicine } from '../pad/medicine';
import type { CheckRuleFunction } from './check-rule';
import type { CheckOverride, PrescribingPatient, PrescribingWarning } from './check-types';
import { drugAllergy } from './rule-allergy';
import { adultMaxDose, adultStrength } from './rule-adult-dose';
import { childDose, weightNeededForChildDose } from './rule-child-dose';
import { duplicateClass } from './rule-duplicate-class';
import { interactions } from './rule-interaction';
import { pregnancy } from './rule-pregnancy';
import { sameGenericTwice } from './rule-same-generic';

/*
 * The checks at the point of prescribing, run over the whole list of the pad's medicines
 * (docs/prescribing-checks.md). Each rule is a function of the patient and the medicines, in its
 * own file; the pad's screen shows the warnings beside their rows, and Finalize (main process)
 * runs the same function and refuses while any warning is neither fixed nor overridden.
 */

export type { CheckRuleFunction } from './check-rule';
export { lineFingerprint, shortHash, warningId } from './check-ids';
export { genericNamesOf } from './rule-same-generic';

/** Every rule, in the order their warnings are shown. */
export const CHECK_RULE_FUNCTIONS: readonly CheckRuleFunction[] = [
  drugAllergy,
  sameGenericTwice,
  duplicateClass,
  interactions,
  weightNeededForChildDose,
  childDose,
  adultStrength,
  adultMaxDose,
  pregnancy,
];

/** Every warning for this patient and these medicines (lines still asking a question included). */
export function checkPrescription(
  patient: PrescribingPatient,
  medicines: readonly Medicine[],
): PrescribingWarning[] {
  return CHECK_RULE_FUNCTIONS.flatMap((rule) => rule(patient, medicines));
}

/** The warnings not yet overridden (an override applies to the warning id it was given for). */
export function openWarnings(
  warnings: readonly PrescribingWarning[],
  overrides: readonly CheckOverride[] | undefined,
): PrescribingWarning[] {
  const overridden = new Set((overrides ?? []).map((override) => override.warningId));
  return warnings.filter((warning) => !overridden.has(warning.id));
}
