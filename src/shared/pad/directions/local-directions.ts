import { numberWords, unitWords } from '../medicine-amount';
import type { Dose, Frequency } from '../medicine';
import {
  stepDurations,
  stepMeaning,
  stepsOf,
  type MedicineLine,
  type Slot,
  type StepMeaning,
} from '../medicine-meaning';
import { ROUTE_PHRASES } from '../medicine-phrases';
import { bedtimeInTimes, medicineQuestions } from '../medicine-wording';
import { TEMPLATE_ROUTES, type DirectionsTemplate, type TemplateRoute } from './template';

/*
 * A medicine's directions in another language, put together from the line's structured fields
 * and one language's template (never from the English words, never machine-translated):
 *
 *   [route], amount and times of day, [site], [food], [duration], [open course]
 *
 * the same pieces, in the same order, as the English directions (medicine-wording.ts), with the
 * route said first when it is not by mouth (English says it on the line below). Numbers keep
 * Western digits. A piece the template has no words for (a frequency written out, a unit or route
 * it does not know, a question still open) leaves the whole line unsaid: it prints in English.
 */

export type LocalDirections = { ok: true; text: string } | { ok: false; reason: string };

class Unsaid extends Error {}
const unsaid = (reason: string): never => {
  throw new Unsaid(reason);
};

/** Measures stay as on the pack, the syringe and the measuring cup (Latin letters). */
const MEASURES = new Set(['mg', 'mcg', 'g', 'ml']);
const near = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6;
const ROUTES = new Map(ROUTE_PHRASES);

function list(t: DirectionsTemplate, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${t.and} ${items.at(-1) ?? ''}`;
}

/**
 * "1 गोली", "2 गोलियाँ", "आधी गोली", "1½ गोली", "2.5 ml", "8 यूनिट". One application is said by
 * the route ("त्वचा पर लगाएँ", `applied`): the amount is then empty; without it, unsaid.
 */
export function amountIn(
  t: DirectionsTemplate,
  amount: number,
  unit: string | undefined,
  applied = false,
): string {
  if (unit === undefined) return unsaid('an amount with no unit');
  const name = unitWords(unit);
  if (MEASURES.has(name)) {
    // Thirds have no exact decimal: English writes them as fractions; the templates do not.
    if (!near(amount * 1000, Math.round(amount * 1000))) return unsaid('a third of a measure');
    return `${numberWords(amount)} ${name}`;
  }
  if (name === 'application') {
    if (near(amount, 1) && applied) return '';
    return unsaid('an application not on the skin, or more than one');
  }
  const words = t.units[name] ?? unsaid(`the unit ${name}`);
  if (near(amount, 0.5)) return words.half ?? unsaid(`half a ${name}`);
  const whole = Math.floor(amount + 1e-9);
  const part = amount - whole;
  const noun = t.many(amount) ? words.many : words.one;
  if (near(part, 0) && whole >= 1) return `${numberWords(whole)} ${noun}`;
  if (near(part, 0.5) && whole >= 1) return `${numberWords(whole)}½ ${noun}`;
  return unsaid(`a fraction of a ${name}`);
}

export function frequencyIn(t: DirectionsTemplate, frequency: Frequency): string {
  const f = t.frequency;
  switch (frequency.kind) {
    case 'sos':
      return f.sos;
    case 'stat':
      return f.stat;
    case 'every':
      if (frequency.unit === 'days') {
        if (frequency.value === 1) return f.everyDay;
        return frequency.value === 2 ? f.alternateDays : f.everyDays(frequency.value);
      }
      return frequency.value === 1 ? f.everyHour : f.everyHours(frequency.value);
    case 'weekly':
      return f.weekly(frequency.timesPerWeek);
    case 'pattern':
      return unsaid('a pattern with no amounts');
    case 'text':
      return unsaid('a frequency written out');
  }
}

function meaningIn(
  t: DirectionsTemplate,
  meaning: StepMeaning,
  bedtime: boolean,
  applied: boolean,
): string {
  switch (meaning.kind) {
    case 'per-time': {
      const { times, unit } = meaning;
      if (times.length === 0) return unsaid('no dose at any time');
      const at = (slot: Slot): string =>
        bedtime && slot === 'night' ? t.timing.bedtime : t.slots[slot];
      const amounts = new Set(times.map((x) => x.amount));
      if (amounts.size === 1) {
        const [amount = 1] = amounts;
        const when = list(
          t,
          times.map((x) => at(x.slot)),
        );
        if (unit === undefined) return amount === 1 ? when : unsaid('an amount with no unit');
        const what = amountIn(t, amount, unit, applied);
        return what === '' ? when : `${what}, ${when}`;
      }
      return list(
        t,
        times.map((x) => `${at(x.slot)} ${amountIn(t, x.amount, unit, applied)}`),
      );
    }
    case 'each': {
      const parts = [
        meaning.amount === undefined ? '' : amountIn(t, meaning.amount, meaning.unit, applied),
        meaning.frequency === undefined ? '' : frequencyIn(t, meaning.frequency),
      ];
      return parts.filter((part) => part !== '').join(', ');
    }
    case 'dose-and-pattern':
    case 'no-unit':
      return unsaid('a question is still open');
  }
}

function doseIn(t: DirectionsTemplate, dose: Dose, line: MedicineLine, applied: boolean): string {
  const meaning = stepMeaning({ dose }, line);
  if (meaning.kind !== 'each' || meaning.amount === undefined) return unsaid('a unit alone');
  return amountIn(t, meaning.amount, meaning.unit, applied);
}

/** The route as the printout names it ("Subcutaneous"); by mouth and none are empty. */
function routeNamed(line: MedicineLine): string {
  const typed = line.route?.trim();
  if (typed === undefined || typed === '') return '';
  const named =
    ROUTES.get(typed.toLowerCase()) ?? `${typed.charAt(0).toUpperCase()}${typed.slice(1)}`;
  return named === 'Oral' ? '' : named;
}

/** The route first, when it is not by mouth and the site does not say it already. */
function routeIn(t: DirectionsTemplate, line: MedicineLine, named: string): string {
  if (named === '') return '';
  if (!(TEMPLATE_ROUTES as readonly string[]).includes(named)) return unsaid('a route as typed');
  if (line.site?.includes(named.toLowerCase()) === true) return '';
  return t.route[named as TemplateRoute];
}

function settledIn(t: DirectionsTemplate, line: MedicineLine): string {
  const bedtime = bedtimeInTimes(line);
  const named = routeNamed(line);
  const route = routeIn(t, line, named);
  // "Apply on the skin" says one application: its amount is not said again.
  const applied = named === 'Topical';
  const site = line.site === undefined ? '' : t.site[line.site];
  const timing = line.timing === undefined || bedtime ? '' : t.timing[line.timing];
  const end = line.course === undefined ? '' : t.course[line.course];
  const steps = stepsOf(line);
  const durations = stepDurations(line);
  const stepWords = steps.map((step, i) => {
    const what =
      step.frequency === undefined && step.dose !== undefined
        ? doseIn(t, step.dose, line, applied)
        : meaningIn(t, stepMeaning(step, line), bedtime, applied);
    const duration = durations[i];
    return { what, duration: duration === undefined ? '' : t.duration(duration) };
  });
  if (stepWords.length === 1) {
    const [{ what, duration }] = stepWords as [{ what: string; duration: string }];
    return [route, what, site, timing, duration, end].filter((p) => p !== '').join(', ');
  }
  const course = stepWords
    .map(({ what, duration }) => [what, duration].filter((p) => p !== '').join(' '))
    .join(t.then);
  return [route, course, site, timing, end].filter((p) => p !== '').join(', ');
}

/** The line's directions in the template's language, or why it cannot say them. */
export function localDirections(line: MedicineLine, t: DirectionsTemplate): LocalDirections {
  if (medicineQuestions(line).length > 0) return { ok: false, reason: 'a question is still open' };
  try {
    return { ok: true, text: settledIn(t, line) };
  } catch (error) {
    if (error instanceof Unsaid) return { ok: false, reason: error.message };
    throw error;
  }
}
