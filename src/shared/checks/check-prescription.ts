import type { Medicine } from '../pad/medicine';
import { normaliseMedicineName } from '../pad/medicine-duplicates';
import type { CheckOverride, PrescribingPatient, PrescribingWarning } from './check-types';

/*
 * The checks at the point of prescribing, run over the whole list of the pad's medicines
 * (docs/prescribing-checks.md). Each rule is a function of the patient and the medicines; the
 * pad's screen shows the warnings beside their rows, and Finalize (main process) runs the same
 * function and refuses while any warning is neither fixed nor overridden.
 */

export type CheckRuleFunction = (
  patient: PrescribingPatient,
  medicines: readonly Medicine[],
) => PrescribingWarning[];

/** The parts of a line a warning depends on: a change to any gives the warning a new id. */
export function lineFingerprint(medicine: Medicine): string {
  const { name, genericName, strength, form, dose, frequency, duration, route, then } = medicine;
  return JSON.stringify([
    name,
    genericName,
    strength,
    form,
    dose,
    frequency,
    duration,
    route,
    then,
  ]);
}

/** A short, stable hash (FNV-1a, 32 bits, hex) for warning ids. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** A warning's id: its rule, its detail key, and the lines it is about as they stand. */
export function warningId(rule: string, detail: string, lines: readonly Medicine[]): string {
  return `${rule}:${detail}:${lines.map((line) => `${line.localId}@${shortHash(lineFingerprint(line))}`).join(',')}`;
}

/** The generic names of a line's ingredients, lower case ("amoxicillin", "clavulanic acid"). */
export function genericNamesOf(medicine: Medicine): string[] {
  if (medicine.genericName === undefined) return [];
  return medicine.genericName
    .split(/\s*(?:\+|,|\band\b)\s*/i)
    .map((part) => normaliseMedicineName(part.replace(/\d.*$/, '')))
    .filter((part) => part !== '');
}

/** Duplicate therapy, first part: the same generic ingredient on two lines. */
const sameGenericTwice: CheckRuleFunction = (_patient, medicines) => {
  const byGeneric = new Map<string, Medicine[]>();
  for (const medicine of medicines) {
    for (const generic of new Set(genericNamesOf(medicine))) {
      byGeneric.set(generic, [...(byGeneric.get(generic) ?? []), medicine]);
    }
  }
  return [...byGeneric.entries()]
    .filter(([, lines]) => lines.length > 1)
    .map(([generic, lines]) => ({
      id: warningId('duplicate', generic, lines),
      rule: 'duplicate' as const,
      level: 'caution' as const,
      medicineIds: lines.map((line) => line.localId),
      words: `${lines.length} lines give ${generic}: ${lines.map((line) => line.name).join(', ')}.`,
      reason: 'The same ingredient on two lines adds up to a larger dose than either line says.',
      source: {
        title: 'WHO, Medication Without Harm: duplication of therapy',
        url: 'https://www.who.int/initiatives/medication-without-harm',
      },
    }));
};

/** Every rule, in the order their warnings are shown. */
export const CHECK_RULE_FUNCTIONS: readonly CheckRuleFunction[] = [sameGenericTwice];

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
