import type { Medicine } from '../pad/medicine';
import { warningId } from './check-ids';
import type { CheckRule, CheckSource, PrescribingWarning } from './check-types';
import { identify, type DrugIdentity } from './drug-identity';
import { nameWords } from './drug-words';

/** One warning, its id made from the rule, the detail key and the lines as they stand. */
export function makeWarning(
  rule: CheckRule,
  detail: string,
  level: PrescribingWarning['level'],
  lines: readonly Medicine[],
  words: string,
  reason: string,
  source: CheckSource,
): PrescribingWarning {
  return {
    id: warningId(rule, detail, lines),
    rule,
    level,
    medicineIds: lines.map((line) => line.localId),
    words,
    reason,
    source,
  };
}

export interface IdentifiedLine {
  medicine: Medicine;
  identity: DrugIdentity;
}

/** The lines the checks can read, each with what it gives, in list order. */
export function identifiedLines(medicines: readonly Medicine[]): IdentifiedLine[] {
  return medicines.flatMap((medicine) => {
    const identity = identify(medicine);
    return identity === undefined ? [] : [{ medicine, identity }];
  });
}

/** "Dolo 650 (paracetamol)": the line as the doctor wrote it, with its generics when they differ. */
export function lineWords(line: IdentifiedLine, generic?: string): string {
  const name = line.medicine.name;
  const generics =
    generic === undefined ? line.identity.ingredients.map((i) => i.generic) : [generic];
  const words = ` ${nameWords(name).join(' ')} `;
  const missing = generics.filter((g) => !words.includes(` ${nameWords(g).join(' ')} `));
  return missing.length === 0 ? name : `${name} (${missing.join(' + ')})`;
}

/** The first letter in capitals. */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
