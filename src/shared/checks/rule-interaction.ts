import type { CheckRuleFunction } from './check-rule';
import type { PrescribingWarning } from './check-types';
import { identifiedLines, lineWords, makeWarning, type IdentifiedLine } from './check-warning';
import { genericRow } from './drug-generics';
import { INTERACTIONS } from './interaction-table';
import type { InteractionRow, InteractionSide } from './interaction-types';

/*
 * Interactions (docs/drug-interactions.md): every pair of lines taken into the body, against the
 * curated table, in either order. Two ingredients of one line (a fixed combination) are not
 * checked against each other; the same generic on both sides is the duplicate rule's business.
 */

/** The generics of a line that this side names. */
function sideGenerics(side: InteractionSide, line: IdentifiedLine): string[] {
  return line.identity.ingredients
    .map((ingredient) => ingredient.generic)
    .filter((generic) =>
      'generic' in side
        ? generic === side.generic
        : (genericRow(generic)?.classes.includes(side.class) ?? false),
    );
}

/** The two generics a row joins across these lines (first side on the first line), if any. */
function rowMatch(
  row: InteractionRow,
  first: IdentifiedLine,
  second: IdentifiedLine,
): [string, string] | undefined {
  for (const a of sideGenerics(row.a, first)) {
    for (const b of sideGenerics(row.b, second)) if (a !== b) return [a, b];
  }
  return undefined;
}

export const interactions: CheckRuleFunction = (_patient, medicines) => {
  const lines = identifiedLines(medicines).filter((line) => line.identity.systemic);
  const warnings: PrescribingWarning[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    for (let j = i + 1; j < lines.length; j += 1) {
      const [x, y] = [lines[i]!, lines[j]!];
      const groups = new Set<string>();
      for (const row of INTERACTIONS) {
        if (row.group !== undefined && groups.has(row.group)) continue;
        const forward = rowMatch(row, x, y);
        const backward = forward === undefined ? rowMatch(row, y, x) : undefined;
        if (forward === undefined && backward === undefined) continue;
        if (row.group !== undefined) groups.add(row.group);
        const [onX, onY] = forward ?? [backward![1], backward![0]];
        warnings.push(
          makeWarning(
            'interaction',
            row.id,
            row.level,
            [x.medicine, y.medicine],
            `${lineWords(x, onX)} with ${lineWords(y, onY)}: ${row.words}`,
            `A known interaction between ${onX} and ${onY} (the interaction table, row ${row.id}).`,
            row.source,
          ),
        );
      }
    }
  }
  return warnings;
};
