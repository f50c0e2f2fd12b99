import type { Medicine } from '../pad/medicine';
import type { CheckRuleFunction } from './check-rule';
import type { PrescribingPatient, PrescribingWarning } from './check-types';
import { CHILD_DOSE_ROWS } from './child-dose-table';
import type { ChildDoseRow, DoseLimit } from './child-dose-types';
import { identifiedLines, lineWords, makeWarning, type IdentifiedLine } from './check-warning';
import { lineAmounts, type Amount } from './dose-amounts';
import { round } from './drug-strength';
import { YEAR, ageRange, ageWords, inAgeBand } from './patient-age';

/*
 * Children's doses (docs/prescribing-checks.md, "Age and weight"), for patients under 18 years:
 * each line's ingredient against the row of CHILD_DOSE_ROWS for its age band and route, per dose
 * and per day. A row in mg/kg needs the weight: without it the line gets "weight needed for this
 * check", never silence. A dose that cannot be turned into mg says so and what it could not be
 * checked against. A line still asking a question (8 units with 8-0-6) is checked once settled.
 */

interface Limit {
  value: number;
  words: string;
}

function limitOf(
  limit: DoseLimit,
  unit: string,
  per: string,
  weightKg: number | undefined,
): Limit | 'needs-weight' {
  if (limit.perKg !== undefined) {
    if (weightKg === undefined) return 'needs-weight';
    const byWeight = limit.perKg * weightKg;
    const capped = limit.max !== undefined && byWeight > limit.max;
    const value = capped ? limit.max! : byWeight;
    const cap = capped
      ? `, the most at any weight`
      : limit.max === undefined
        ? ''
        : `, at most ${round(limit.max)} ${unit}`;
    return {
      value,
      words: `${round(limit.perKg)} ${unit}/kg ${per} (${round(value)} ${unit} for ${round(weightKg)} kg${cap})`,
    };
  }
  return {
    value: limit.fixed ?? Number.POSITIVE_INFINITY,
    words: `${round(limit.fixed ?? 0)} ${unit} ${per} at this age`,
  };
}

function needsWeight(row: ChildDoseRow): boolean {
  return row.perDose?.perKg !== undefined || row.perDay?.perKg !== undefined;
}

function courseOf(medicine: Medicine): 'single' | 'repeated' {
  if (medicine.frequency?.kind === 'stat') return 'single';
  const oneDay = medicine.duration?.value === 1 && medicine.duration.unit === 'days';
  return oneDay && medicine.then === undefined ? 'single' : 'repeated';
}

function rowsFor(line: IdentifiedLine, generic: string): ChildDoseRow[] {
  const generics = line.identity.ingredients.map((i) => i.generic);
  return CHILD_DOSE_ROWS.filter(
    (row) =>
      row.generic === generic &&
      (row.with === undefined || generics.includes(row.with)) &&
      (row.without === undefined || !generics.includes(row.without)) &&
      row.routes.includes(line.identity.route) &&
      (row.course === undefined || row.course === courseOf(line.medicine)),
  );
}

function checkAmount(
  line: IdentifiedLine,
  generic: string,
  row: ChildDoseRow,
  amount: Amount | { known: false; whenNeeded: true; why: string },
  limit: Limit,
  per: 'dose' | 'day',
  weightKg: number | undefined,
): PrescribingWarning | undefined {
  const unit = row.measure;
  const said = lineWords(line, generic);
  const perWords = per === 'dose' ? 'a dose' : 'a day';
  if (!amount.known) {
    if ('whenNeeded' in amount) return undefined;
    return makeWarning(
      'child-dose',
      `${row.id}:${per}-unknown`,
      'caution',
      [line.medicine],
      `${said}: dose in ${unit} not known (${amount.why}): cannot check against ${limit.words}.`,
      `The children's dose table checks ${generic} in ${unit} ${perWords}; this line does not say how many ${unit} it gives.`,
      row.source,
    );
  }
  if (amount.value <= limit.value + 1e-9) return undefined;
  const perKg = weightKg === undefined ? '' : ` (${round(amount.value / weightKg, 3)} ${unit}/kg)`;
  return makeWarning(
    'child-dose',
    `${row.id}:${per}:${weightKg ?? '-'}`,
    amount.value >= 1.5 * limit.value ? 'avoid' : 'caution',
    [line.medicine],
    `${said}: ${round(amount.value)} ${unit} ${perWords}${perKg} is more than ${limit.words}.`,
    `Children's dose of ${generic} from ${ageWords(row.fromDays)} to ${ageWords(row.toDays)}: ${limit.words}.`,
    row.source,
  );
}

function checkRow(
  line: IdentifiedLine,
  index: number,
  generic: string,
  row: ChildDoseRow,
  weightKg: number | undefined,
): PrescribingWarning[] {
  if (row.notForAge !== undefined) {
    return [
      makeWarning(
        'child-dose',
        `${row.id}:age`,
        'caution',
        [line.medicine],
        `${lineWords(line, generic)}: ${row.notForAge}.`,
        `No children's dose of ${generic} for this age and route in the source.`,
        row.source,
      ),
    ];
  }
  const amounts = lineAmounts(line.medicine, line.identity, index, row.measure);
  if (amounts === 'unsettled') return [];
  const out: PrescribingWarning[] = [];
  for (const [per, limit, amount] of [
    ['dose', row.perDose, amounts.perDose],
    ['day', row.perDay, amounts.perDay],
  ] as const) {
    if (limit === undefined) continue;
    const value = limitOf(limit, row.measure, per === 'dose' ? 'a dose' : 'a day', weightKg);
    if (value === 'needs-weight') continue;
    const byWeight = limit.perKg === undefined ? undefined : weightKg;
    const warning = checkAmount(line, generic, row, amount, value, per, byWeight);
    if (warning !== undefined) out.push(warning);
  }
  return out;
}

function childDoseWarnings(
  patient: PrescribingPatient,
  medicines: readonly Medicine[],
  weightNeeded: boolean,
): PrescribingWarning[] {
  const age = ageRange(patient);
  if (age === undefined || inAgeBand(age, 0, 18 * YEAR) !== true) return [];
  const weightKg =
    patient.weightKg !== undefined && patient.weightKg > 0 ? patient.weightKg : undefined;
  const out: PrescribingWarning[] = [];
  for (const line of identifiedLines(medicines)) {
    if (!line.identity.systemic) continue;
    const needing: { words: string; row: ChildDoseRow }[] = [];
    for (const [index, { generic }] of line.identity.ingredients.entries()) {
      const rows = rowsFor(line, generic);
      const sure = rows.filter((row) => inAgeBand(age, row.fromDays, row.toDays) === true);
      if (sure.length === 0) {
        const unsure = rows.find((row) => inAgeBand(age, row.fromDays, row.toDays) === undefined);
        if (unsure !== undefined && !weightNeeded) {
          out.push(
            makeWarning(
              'child-dose',
              `${unsure.id}:age-unknown`,
              'caution',
              [line.medicine],
              `${lineWords(line, generic)}: the age in months is needed to choose the dose band (${ageWords(unsure.fromDays)} to ${ageWords(unsure.toDays)}).`,
              'The dose bands change within the year of age recorded; the date of birth gives the age in months.',
              unsure.source,
            ),
          );
        }
        continue;
      }
      for (const row of sure) {
        if (needsWeight(row) && weightKg === undefined)
          needing.push({ words: `${generic} is checked in ${row.measure}/kg`, row });
        else if (!weightNeeded) out.push(...checkRow(line, index, generic, row, weightKg));
      }
    }
    if (weightNeeded && needing.length > 0) {
      out.push(
        makeWarning(
          'weight-needed',
          'weight',
          'caution',
          [line.medicine],
          `Weight needed for this check: ${needing.map((need) => need.words).join('; ')}.`,
          "A child's dose is checked against the weight; write today's weight in the vitals.",
          needing[0]!.row.source,
        ),
      );
    }
  }
  return out;
}

export const childDose: CheckRuleFunction = (patient, medicines) =>
  childDoseWarnings(patient, medicines, false);

export const weightNeededForChildDose: CheckRuleFunction = (patient, medicines) =>
  childDoseWarnings(patient, medicines, true);
