import type { Allergy } from '../patient-alerts';
import type { Medicine } from '../pad/medicine';
import { CROSS_REACTIONS } from './allergy-cross';
import type { CheckRuleFunction } from './check-rule';
import { dailyMed } from './check-sources';
import type { PrescribingWarning } from './check-types';
import { capital, makeWarning } from './check-warning';
import { DRUG_CLASSES, drugClass } from './drug-class-table';
import type { ClassId } from './drug-classes';
import { genericRow } from './drug-generics';
import { identify } from './drug-identity';
import { FORM_AND_UNIT_WORDS, nameWords, readGenericName } from './drug-words';

/*
 * Drug-allergy (docs/prescribing-checks.md, "Allergies"): each recorded drug allergy is read as
 * generics (its picked drug's generic name, else its substance read like a line: "Augmentin" is
 * amoxicillin and clavulanic acid) and classes (its substance or the platform's action_class
 * naming a class: "Penicillin", "Sulfa drugs", "NSAIDs"; the classes of its generics). A line
 * giving the same generic, or a generic of the same class, is "avoid" (an intolerance:
 * "caution"); a class that cross-reacts is "caution" ("avoid" after a severe reaction). Every
 * line is checked, local ones too (an eye drop can cause a reaction). Food and environment
 * allergies are not compared with medicines.
 */

interface AllergyReading {
  allergy: Allergy;
  generics: Set<string>;
  classes: Set<ClassId>;
  /** The substance's words, for a product no table knows ("Novaclox"). */
  nameKey: string;
}

function nameKey(text: string): string {
  return nameWords(text)
    .filter((word) => !/^\d/.test(word) && !FORM_AND_UNIT_WORDS.has(word))
    .join(' ');
}

function hasPhrase(words: readonly string[], phrase: string): boolean {
  return ` ${words.join(' ')} `.includes(` ${phrase} `);
}

/** Each allergy class with its aliases as word phrases, read once. */
const CLASS_PHRASES = DRUG_CLASSES.filter((c) => c.allergy).map((c) => ({
  id: c.id,
  phrases: c.aliases.map((alias) => nameWords(alias).join(' ')),
}));

function classesNamedIn(text: string | undefined): ClassId[] {
  if (text === undefined) return [];
  const words = nameWords(text);
  return CLASS_PHRASES.filter((c) => c.phrases.some((phrase) => hasPhrase(words, phrase))).map(
    (c) => c.id,
  );
}

function readAllergy(allergy: Allergy): AllergyReading | undefined {
  if (allergy.category === 'food' || allergy.category === 'environment') return undefined;
  const generics = new Set<string>();
  const picked = allergy.drug?.genericName;
  const fromGeneric = picked === undefined ? [] : readGenericName(picked).map((i) => i.generic);
  const asLine = identify({ localId: '', name: allergy.substance });
  const fromSubstance = asLine?.ingredients.map((i) => i.generic) ?? [];
  for (const generic of [...fromGeneric, ...fromSubstance]) generics.add(generic);
  const classes = new Set<ClassId>([
    ...classesNamedIn(allergy.substance),
    ...classesNamedIn(allergy.drug?.actionClass),
  ]);
  for (const generic of generics) {
    for (const id of genericRow(generic)?.classes ?? []) if (drugClass(id).allergy) classes.add(id);
  }
  return { allergy, generics, classes, nameKey: nameKey(allergy.substance) };
}

function recorded(allergy: Allergy): string {
  const kind = allergy.type === 'intolerance' ? 'intolerance' : 'allergy';
  const reaction =
    allergy.reaction === undefined || allergy.reaction === '' ? '' : ` (${allergy.reaction})`;
  return `${kind} recorded: ${allergy.substance}${reaction}`;
}

function checkLine(reading: AllergyReading, medicine: Medicine): PrescribingWarning | undefined {
  const { allergy } = reading;
  const direct = allergy.type === 'intolerance' ? 'caution' : 'avoid';
  const identity = identify(medicine);
  const ingredients = identity?.ingredients.map((i) => i.generic) ?? [];
  const same = ingredients.find((generic) => reading.generics.has(generic));
  const sameName = reading.nameKey !== '' && nameKey(medicine.name) === reading.nameKey;
  if (same !== undefined || sameName) {
    const what = same ?? medicine.name;
    return makeWarning(
      'allergy',
      `${allergy.id}:same:${what}`,
      direct,
      [medicine],
      `${medicine.name} gives ${what}; ${recorded(allergy)}.`,
      'The line gives the drug the patient is recorded as allergic to.',
      same === undefined
        ? dailyMed(what, '4 Contraindications (hypersensitivity)')
        : (genericRow(same)?.source ?? dailyMed(same, '4 Contraindications')),
    );
  }
  for (const generic of ingredients) {
    const classes = genericRow(generic)?.classes ?? [];
    const shared = classes.find((id) => reading.classes.has(id));
    if (shared !== undefined) {
      const c = drugClass(shared);
      return makeWarning(
        'allergy',
        `${allergy.id}:class:${shared}:${generic}`,
        direct,
        [medicine],
        `${capital(generic)} is ${c.one}; ${recorded(allergy)}.`,
        `An allergy to one of the ${c.many} is taken as an allergy to all of them.`,
        c.source,
      );
    }
    for (const id of classes) {
      const cross = CROSS_REACTIONS.find((row) => row.to === id && reading.classes.has(row.from));
      if (cross === undefined) continue;
      const level = allergy.severity === 'severe' ? cross.severe : 'caution';
      return makeWarning(
        'allergy',
        `${allergy.id}:cross:${cross.from}:${generic}`,
        level,
        [medicine],
        `${capital(generic)} is ${drugClass(id).one}; ${recorded(allergy)}, and ${drugClass(cross.from).many} can cross-react.`,
        cross.words,
        cross.source,
      );
    }
  }
  return undefined;
}

export const drugAllergy: CheckRuleFunction = (patient, medicines) => {
  if (patient.allergyStatus !== 'recorded') return [];
  const readings = patient.allergies.flatMap((allergy) => {
    const reading = readAllergy(allergy);
    return reading === undefined ? [] : [reading];
  });
  return medicines.flatMap((medicine) =>
    readings.flatMap((reading) => {
      const warning = checkLine(reading, medicine);
      return warning === undefined ? [] : [warning];
    }),
  );
};
