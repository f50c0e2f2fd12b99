import type { CheckRuleFunction } from './check-rule';
import { capital, identifiedLines, lineWords, makeWarning } from './check-warning';
import { genericRow } from './drug-generics';
import { PREGNANCY_ROWS } from './pregnancy-table';

/*
 * Pregnancy (docs/prescribing-checks.md, "Pregnancy"): only when the doctor marks the patient
 * pregnant on the pad. Lines taken into the body; a local form (a cream, an eye drop) is not
 * checked here.
 */

export const pregnancy: CheckRuleFunction = (patient, medicines) => {
  if (patient.pregnant !== true) return [];
  return identifiedLines(medicines)
    .filter((line) => line.identity.systemic)
    .flatMap((line) =>
      PREGNANCY_ROWS.flatMap((row) => {
        const generic = line.identity.ingredients
          .map((ingredient) => ingredient.generic)
          .find((name) =>
            'generic' in row.side
              ? name === row.side.generic
              : (genericRow(name)?.classes.includes(row.side.class) ?? false),
          );
        if (generic === undefined) return [];
        return [
          makeWarning(
            'pregnancy',
            row.id,
            row.level,
            [line.medicine],
            `${lineWords(line, generic)} in pregnancy: ${row.words}.`,
            `${capital(generic)} is on the pregnancy list as "${row.level}"; the patient is marked pregnant on this pad.`,
            row.source,
          ),
        ];
      }),
    );
};
