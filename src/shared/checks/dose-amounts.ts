import { unitName } from '../pad/medicine-amount';
import type { Frequency, Medicine } from '../pad/medicine';
import { stepMeaning, stepsOf } from '../pad/medicine-meaning';
import type { DrugIdentity } from './drug-identity';
import { strengthWords } from './drug-strength';

/*
 * How much of one ingredient a line gives (docs/prescribing-checks.md, "How a dose becomes mg"),
 * read through the pad's own model: stepMeaning gives the amount at each time of day (a slot of
 * 1-0-1 is the amount at that time; nothing is multiplied by a slot). An amount becomes mg from
 * the dose's unit and the strength: tablets x "650 mg", ml x "250 mg/5 ml", mg as written. A day
 * counts the amounts of a pattern, 24/N doses for every N hours, one dose for STAT, every N days
 * or weekly. When-needed lines have no day's total. A taper's largest step is the one checked.
 */

export type Amount = { known: true; value: number } | { known: false; why: string };

export interface LineAmounts {
  /** The largest single dose, in the measure asked for. */
  perDose: Amount;
  /** The largest day's total; `whenNeeded` when the line is taken when needed (no total). */
  perDay: Amount | { known: false; whenNeeded: true; why: string };
}

/** Units counted one by one, each holding the strength ("1 tablet" of 650 mg). */
const COUNTED = new Set([
  'tablet',
  'capsule',
  'sachet',
  'puff',
  'respule',
  'rotacap',
  'suppository',
  'lozenge',
  'inhalation',
  'spray',
]);
const MG_FACTOR: Record<string, number> = { mg: 1, g: 1000, mcg: 0.001 };

const unknown = (why: string): Amount => ({ known: false, why });

function doseIn(
  amount: number,
  unit: string | undefined,
  identity: DrugIdentity,
  index: number,
  measure: 'mg' | 'ml',
): Amount {
  if (unit === undefined) {
    // A brand's product or the name's form word can say what a slot counts ("Pan 40 1-0-0").
    const counted =
      identity.formKind === 'tablet'
        ? 'tablet'
        : identity.formKind === 'inhaler'
          ? 'puff'
          : undefined;
    if (counted === undefined) return unknown('the dose has no unit');
    return doseIn(amount, counted, identity, index, measure);
  }
  const name = unitName(unit) ?? unit.toLowerCase();
  if (measure === 'ml')
    return name === 'ml'
      ? { known: true, value: amount }
      : unknown(`the dose is in ${name}s, not ml`);
  const factor = MG_FACTOR[name];
  if (factor !== undefined) {
    if (identity.ingredients.length > 1)
      return unknown(`a dose in ${name} of a combination does not say how much of each ingredient`);
    return { known: true, value: amount * factor };
  }
  const strength = identity.strength;
  const each = strength?.amounts[index];
  if (name === 'ml' || COUNTED.has(name)) {
    if (strength === undefined || each === undefined)
      return unknown(identity.strengthMissing ?? 'the strength is not known');
    if (name === 'ml') {
      if (strength.perMl === undefined)
        return unknown(`the strength ${strengthWords(strength)} is not per ml`);
      return { known: true, value: (amount * each) / strength.perMl };
    }
    if (strength.perMl !== undefined)
      return unknown(`the strength ${strengthWords(strength)} is per ml, the dose in ${name}s`);
    return { known: true, value: amount * each };
  }
  return unknown(`the dose is in ${name}s`);
}

/** How many doses a frequency gives in a day, or why it cannot be counted. */
function dosesInADay(
  frequency: Frequency | undefined,
): number | { whenNeeded: true } | { why: string } {
  if (frequency === undefined) return { why: 'how often is not written' };
  switch (frequency.kind) {
    case 'every':
      return frequency.unit === 'hours' ? Math.ceil(24 / frequency.value - 1e-9) : 1;
    case 'weekly':
    case 'stat':
      return 1;
    case 'sos':
      return { whenNeeded: true };
    case 'text':
      return { why: 'how often is written in words' };
    case 'pattern':
      return { why: 'how often is not read' };
  }
}

/** The amounts one ingredient of a line gives, or 'unsettled' while the line asks a question. */
export function lineAmounts(
  medicine: Medicine,
  identity: DrugIdentity,
  index: number,
  measure: 'mg' | 'ml',
): LineAmounts | 'unsettled' {
  let perDose: Amount | undefined;
  let perDay: LineAmounts['perDay'] | undefined;
  const worse = <T extends { known: boolean }>(
    a: T | undefined,
    b: T,
    value: (x: T) => number,
  ): T => {
    if (a === undefined) return b;
    if (!a.known) return a;
    if (!b.known) return b;
    return value(b) > value(a) ? b : a;
  };
  for (const step of stepsOf(medicine)) {
    const meaning = stepMeaning(step, medicine);
    let stepDose: Amount;
    let stepDay: LineAmounts['perDay'];
    if (meaning.kind === 'dose-and-pattern' || meaning.kind === 'no-unit') return 'unsettled';
    if (meaning.kind === 'per-time') {
      const doses = meaning.times.map((time) =>
        doseIn(time.amount, meaning.unit, identity, index, measure),
      );
      const missing = doses.find((dose) => !dose.known);
      if (missing !== undefined || doses.length === 0) {
        stepDose = missing ?? unknown('the pattern gives no dose');
        stepDay = stepDose;
      } else {
        const values = doses.map((dose) => (dose.known ? dose.value : 0));
        stepDose = { known: true, value: Math.max(...values) };
        stepDay = { known: true, value: values.reduce((sum, value) => sum + value, 0) };
      }
    } else {
      stepDose =
        meaning.amount === undefined
          ? unknown('how much each time is not written')
          : doseIn(meaning.amount, meaning.unit, identity, index, measure);
      const count = dosesInADay(meaning.frequency);
      if (!stepDose.known) stepDay = stepDose;
      else if (typeof count === 'number') stepDay = { known: true, value: stepDose.value * count };
      else if ('whenNeeded' in count) {
        stepDay = { known: false, whenNeeded: true, why: 'it is taken when needed' };
      } else stepDay = unknown(count.why);
    }
    perDose = worse(perDose, stepDose, (x) => (x.known ? x.value : 0));
    perDay = worse(perDay, stepDay, (x) => (x.known ? x.value : 0));
  }
  return {
    perDose: perDose ?? unknown('no dose is written'),
    perDay: perDay ?? unknown('no dose is written'),
  };
}
