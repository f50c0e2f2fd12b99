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

/** A line with, for each generic and class it gives ("class:nsaids"), the generics that give it. */
interface KeyedLine extends IdentifiedLine {
  keys: Map<string, string[]>;
}

function keyed(line: IdentifiedLine): KeyedLine {
  const keys = new Map<string, string[]>();
  const add = (key: string, generic: string) => keys.set(key, [...(keys.get(key) ?? []), generic]);
  for (const { generic } of line.identity.ingredients) {
    add(generic, generic);
    for (const id of genericRow(generic)?.classes ?? []) add(`class:${id}`, generic);
  }
  return { ...line, keys };
}

const sideKey = (side: InteractionSide) =>
  'generic' in side ? side.generic : `class:${side.class}`;

/** The two generics a row joins across these lines (first side on the first line), if any. */
function rowMatch(
  row: InteractionRow,
  first: KeyedLine,
  second: KeyedLine,
): [string, string] | undefined {
  for (const a of first.keys.get(sideKey(row.a)) ?? []) {
    for (const b of second.keys.get(sideKey(row.b)) ?? []) if (a !== b) return [a, b];
  }
  return undefined;
}

/** The rows that can concern a line at all (one of their sides is among its keys). */
function rowsFor(line: KeyedLine): Set<InteractionRow> {
  return new Set(
    INTERACTIONS.filter((row) => line.keys.has(sideKey(row.a)) || line.keys.has(sideKey(row.b))),
  );
}

export const interactions: CheckRuleFunction = (_patient, medicines) => {
  const lines = identifiedLines(medicines)
    .filter((line) => line.identity.systemic)
    .map(keyed);
  const relevant = lines.map(rowsFor);
  const warnings: PrescribingWarning[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    for (let j = i + 1; j < lines.length; j += 1) {
      const [x, y] = [lines[i]!, lines[j]!];
      const groups = new Set<string>();
      for (const row of INTERACTIONS) {
        if (!relevant[i]!.has(row) || !relevant[j]!.has(row)) continue;
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
