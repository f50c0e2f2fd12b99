import type { Medicine } from '../pad/medicine';
import { normaliseMedicineName } from '../pad/medicine-duplicates';
import type { CheckRuleFunction } from './check-rule';
import { makeWarning } from './check-warning';
import { identify } from './drug-identity';

/** The generic names of a line's ingredients, lower case ("amoxicillin", "clavulanic acid"). */
export function genericNamesOf(medicine: Medicine): string[] {
  if (medicine.genericName === undefined) return [];
  return medicine.genericName
    .split(/\s*(?:\+|,|\band\b)\s*/i)
    .map((part) => normaliseMedicineName(part.replace(/\d.*$/, '')))
    .filter((part) => part !== '');
}

/** A line's ingredients: as the checks read it (brands included), else its generic name's parts. */
function ingredientsOf(medicine: Medicine): string[] {
  const identity = identify(medicine);
  if (identity !== undefined) return identity.ingredients.map((ingredient) => ingredient.generic);
  return genericNamesOf(medicine);
}

/** Duplicate therapy, first part: the same generic ingredient on two lines. */
export const sameGenericTwice: CheckRuleFunction = (_patient, medicines) => {
  const byGeneric = new Map<string, Medicine[]>();
  for (const medicine of medicines) {
    for (const generic of new Set(ingredientsOf(medicine))) {
      byGeneric.set(generic, [...(byGeneric.get(generic) ?? []), medicine]);
    }
  }
  return [...byGeneric.entries()]
    .filter(([, lines]) => lines.length > 1)
    .map(([generic, lines]) =>
      makeWarning(
        'duplicate',
        generic,
        'caution',
        lines,
        `${lines.length} lines give ${generic}: ${lines.map((line) => line.name).join(', ')}.`,
        'The same ingredient on two lines adds up to a larger dose than either line says.',
        {
          title: 'WHO, Medication Without Harm: duplication of therapy',
          url: 'https://www.who.int/initiatives/medication-without-harm',
        },
      ),
    );
};
