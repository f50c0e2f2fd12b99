import { checkPrescription } from '../../../shared/checks/check-prescription';
import { checkRefusals } from '../../../shared/checks/check-refusals';
import {
  prescribingPatient,
  type PrescribingPatientInput,
} from '../../../shared/checks/prescribing-patient';
import type { Pad } from '../../../shared/pad/pad';

/*
 * Finalize runs the checks at the point of prescribing (docs/prescribing-checks.md) as the pad
 * runs them: the same function over the same medicines, for the patient built the same way, here
 * from the patient's record and alerts as this computer keeps them (the consultations and patients
 * features answer, wired in core.ts). A warning neither fixed nor overridden with a reason refuses
 * Finalize under `medicines.<localId>.check`; the overrides stay with the pad (audit data), and
 * nothing of them is printed or sent.
 */

/** The pad's patient as the checks read them; absent for a pad that has no patient. */
export type PrescribingSource = Omit<PrescribingPatientInput, 'pad'>;

/** Adds a refusal per row with an open warning to `problems` (the first problem of a key kept). */
export function checkPrescribing(
  pad: Pad,
  source: PrescribingSource | undefined,
  problems: Record<string, string>,
): void {
  const patient = prescribingPatient({ ...source, pad });
  const warnings = checkPrescription(patient, pad.medicines);
  for (const [key, message] of Object.entries(checkRefusals(warnings, pad.checkOverrides))) {
    problems[key] ??= message;
  }
}
