import type { CheckOverride, CheckRule, PrescribingWarning } from './check-types';
import { openWarnings } from './check-prescription';

/*
 * What Finalize says of the prescribing warnings still open (neither fixed nor overridden), and
 * where: one key per medicine row a warning shows beside (its first medicine),
 * `medicines.<localId>.check`, so the pad marks the row and the list of problems takes the doctor
 * to the warning's actions. The words name the kind of check only, never the medicines or the
 * allergies (the row beside the key says those): refusals are error messages, and no patient data
 * goes into one.
 */

/** Each rule in a few words, as Finalize names it ("a warning about <words>"). */
export const CHECK_RULE_WORDS: Record<CheckRule, string> = {
  allergy: 'a recorded allergy',
  duplicate: 'the same medicine twice',
  interaction: 'an interaction',
  'child-dose': 'a child’s dose',
  'adult-max-dose': 'the most in a day',
  'adult-strength': 'an adult strength for a child',
  pregnancy: 'pregnancy',
  'weight-needed': 'a weight the check needs',
};

/** The Finalize key of the warnings shown beside a medicine's row. */
export const checkKey = (localId: string): string => `medicines.${localId}.check`;

/** The open warnings by the row they show beside (their first medicine), in the checks' order. */
export function openWarningsByRow(
  warnings: readonly PrescribingWarning[],
  overrides: readonly CheckOverride[] | undefined,
): Map<string, PrescribingWarning[]> {
  const byRow = new Map<string, PrescribingWarning[]>();
  for (const warning of openWarnings(warnings, overrides)) {
    const [row] = warning.medicineIds;
    if (row === undefined) continue;
    byRow.set(row, [...(byRow.get(row) ?? []), warning]);
  }
  return byRow;
}

/** Finalize's words for a row's open warnings. */
export function checkRefusal(open: readonly PrescribingWarning[]): string {
  const kinds = [...new Set(open.map((warning) => CHECK_RULE_WORDS[warning.rule]))];
  if (open.length === 1) {
    return `A warning about ${kinds[0]} waits: change the line, or go ahead with a reason.`;
  }
  return `${open.length} warnings on this line wait (${kinds.join('; ')}): change the line, or go ahead with a reason for each.`;
}

/** Finalize's refusals for every open warning, keyed by the row each shows beside. */
export function checkRefusals(
  warnings: readonly PrescribingWarning[],
  overrides: readonly CheckOverride[] | undefined,
): Record<string, string> {
  const refusals: Record<string, string> = {};
  for (const [row, open] of openWarningsByRow(warnings, overrides)) {
    refusals[checkKey(row)] = checkRefusal(open);
  }
  return refusals;
}
