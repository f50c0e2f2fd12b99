import type { CheckRuleFunction } from './check-rule';
import { identifiedLines, makeWarning, type IdentifiedLine } from './check-warning';
import { DRUG_CLASSES } from './drug-class-table';
import { genericRow } from './drug-generics';

/*
 * Duplicate therapy, second part (docs/prescribing-checks.md, "Duplicate therapy"): two lines
 * giving two different drugs of one class (two NSAIDs, two PPIs, two ACE inhibitors). The same
 * generic on two lines is the first part's warning, not repeated here. Lines taken into the body
 * only: a diclofenac gel beside an oral NSAID is not flagged here.
 */

export const duplicateClass: CheckRuleFunction = (_patient, medicines) => {
  const lines = identifiedLines(medicines).filter((line) => line.identity.systemic);
  return DRUG_CLASSES.filter((c) => c.duplicate).flatMap((c) => {
    const members: { line: IdentifiedLine; generic: string }[] = [];
    for (const line of lines) {
      const generic = line.identity.ingredients.find((i) =>
        genericRow(i.generic)?.classes.includes(c.id),
      )?.generic;
      if (generic !== undefined) members.push({ line, generic });
    }
    const generics = [...new Set(members.map((member) => member.generic))];
    if (members.length < 2 || generics.length < 2) return [];
    const said = members
      .map((member) => `${member.line.medicine.name} (${member.generic})`)
      .join(', ');
    return [
      makeWarning(
        'duplicate',
        `class:${c.id}`,
        'caution',
        members.map((member) => member.line.medicine),
        `${members.length} lines give ${c.many}: ${said}.`,
        `Two ${c.many} together add their side effects without adding much benefit; usually one is meant.`,
        c.source,
      ),
    ];
  });
};
