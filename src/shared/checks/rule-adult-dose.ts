import type { CheckRuleFunction } from './check-rule';
import type { PrescribingWarning } from './check-types';
import { ADULT_MAX_ROWS, ADULT_STRENGTH_ROWS } from './adult-dose-table';
import { identifiedLines, lineWords, makeWarning, type IdentifiedLine } from './check-warning';
import { lineAmounts } from './dose-amounts';
import { round } from './drug-strength';
import { YEAR, ageRange, inAgeBand } from './patient-age';

/*
 * Adult-strength tablets for children, and adults' maximum daily doses
 * (docs/prescribing-checks.md, "Age and weight"). The maximum is checked for patients 18 and
 * over and for patients whose age is not known, on lines taken by mouth, adding up the lines that
 * give the same generic. A line whose day cannot be counted (when needed, written in words) is
 * left out of the sum: for adults that is not warned.
 */

export const adultStrength: CheckRuleFunction = (patient, medicines) => {
  const age = ageRange(patient);
  if (age === undefined) return [];
  const out: PrescribingWarning[] = [];
  for (const line of identifiedLines(medicines)) {
    const { identity } = line;
    if (
      identity.formKind !== 'tablet' ||
      identity.strength === undefined ||
      identity.strength.perMl !== undefined
    )
      continue;
    for (const [index, { generic }] of identity.ingredients.entries()) {
      const mg = identity.strength.amounts[index];
      if (mg === undefined) continue;
      const row = ADULT_STRENGTH_ROWS.find(
        (candidate) =>
          candidate.generic === generic &&
          mg >= candidate.fromMg &&
          (candidate.belowMg === undefined || mg < candidate.belowMg) &&
          inAgeBand(age, 0, candidate.underDays) === true,
      );
      if (row === undefined) continue;
      out.push(
        makeWarning(
          'adult-strength',
          row.id,
          row.level,
          [line.medicine],
          `${lineWords(line, generic)} is an adult-strength tablet (${generic} ${round(mg)} mg); its label gives it from ${row.fromAge}.`,
          'A tablet made for adults is hard to divide into a child’s dose; a children’s form is safer.',
          row.source,
        ),
      );
    }
  }
  return out;
};

export const adultMaxDose: CheckRuleFunction = (patient, medicines) => {
  const age = ageRange(patient);
  if (age !== undefined && inAgeBand(age, 18 * YEAR) !== true) return [];
  const byGeneric = new Map<string, { line: IdentifiedLine; mg: number }[]>();
  for (const line of identifiedLines(medicines)) {
    if (line.identity.route !== 'oral') continue;
    for (const [index, { generic }] of line.identity.ingredients.entries()) {
      if (!ADULT_MAX_ROWS.some((row) => row.generic === generic)) continue;
      const amounts = lineAmounts(line.medicine, line.identity, index, 'mg');
      if (amounts === 'unsettled' || !amounts.perDay.known) continue;
      byGeneric.set(generic, [
        ...(byGeneric.get(generic) ?? []),
        { line, mg: amounts.perDay.value },
      ]);
    }
  }
  const out: PrescribingWarning[] = [];
  for (const [generic, lines] of byGeneric) {
    const total = lines.reduce((sum, line) => sum + line.mg, 0);
    const row = ADULT_MAX_ROWS.filter(
      (candidate) => candidate.generic === generic && total > candidate.maxPerDay + 1e-9,
    ).sort((a, b) => b.maxPerDay - a.maxPerDay)[0];
    if (row === undefined) continue;
    const said =
      lines.length === 1
        ? lineWords(lines[0]!.line, generic)
        : lines.map((l) => `${lineWords(l.line, generic)} ${round(l.mg)} mg`).join(' + ');
    out.push(
      makeWarning(
        'adult-max-dose',
        `${row.id}:${round(total)}`,
        row.level,
        lines.map((l) => l.line.medicine),
        `${said}: ${round(total)} mg of ${generic} a day is more than the most for an adult, ${round(row.maxPerDay)} mg a day.`,
        `The adult maximum of ${generic} is ${round(row.maxPerDay)} mg a day; the lines add up to ${round(total)} mg.`,
        row.source,
      ),
    );
  }
  return out;
};
