import { amountText, unitName } from './medicine-amount';
import type { Frequency, TaperStep } from './medicine';
import {
  COURSE_PHRASES,
  FREQUENCY_PHRASES,
  ROUTE_PHRASES,
  TIMING_PHRASES,
} from './medicine-phrases';
import { FORM_WORDS } from './medicine-forms';
import { patternSlots, type MedicineLine } from './medicine-meaning';
import {
  MASS,
  normalise,
  type Cursor,
  phraseAt,
  TWO_WORD_FORMS,
  patternOf,
  type Step,
  type Reading,
  amountAt,
} from './medicine-line-words';
import { readFields } from './medicine-line-fields';

/*
 * A whole medicine line as doctors type it, read into the medicine's fields:
 *   "Tab Paracetamol 650 1-0-1 x 5 days after food"
 *   "Inj Actrapid 8-0-6 units SC before food"
 *   "Tab Prednisolone 40 mg OD x 3 days, then 30 mg OD x 3 days"
 * The grammar (docs/medicine-lines.md, "How a line is read"): an optional form, the name (words,
 * each word may carry one number: "Pan 40", "Dolo 650"), then fields in any order: strength or
 * dose, pattern or frequency, timing, route, site, duration or open course, a quantity to
 * dispense; "then" starts a taper's next step. Words the reader does not know are kept, in
 * order, as the instructions: nothing typed is dropped.
 *
 * This file only reads; whether the fields can mean two things is medicine-questions.ts's.
 */

export type LineRead =
  | {
      ok: true;
      line: MedicineLine;
      /** The name ends in a small number that may be the dose ("Tab Amaryl 2 OD"). */
      nameNumberMayBeDose: boolean;
    }
  | { ok: false; problem: string; line?: MedicineLine };

/** Reads the line's words; a problem is a refusal in words (the raw text stays with the pad). */
export function readLineWords(input: string): LineRead {
  const text = normalise(input);
  if (text === '')
    return {
      ok: false,
      problem: 'Type a medicine line, for example Tab Paracetamol 650 1-0-1 x 5 days after food.',
    };
  const words = text.split(' ');
  const c: Cursor = { words, lower: words.map((w) => w.toLowerCase()) };
  const r: Reading = { name: [], steps: [], extra: [] };
  // Segments: "then" / "followed by" / ";" start a taper's next step.
  const cuts: [number, number][] = [];
  let start = 0;
  for (let i = 0; i < words.length; i += 1) {
    const w = c.lower[i];
    const isThen = w === 'then' || (w === 'followed' && c.lower[i + 1] === 'by');
    if (isThen || w === ';') {
      cuts.push([start, i]);
      start = i + (w === 'followed' ? 2 : 1);
      if (w === 'followed') i += 1;
    }
  }
  cuts.push([start, words.length]);
  const [[from0, to0]] = cuts as [[number, number]];
  let i = from0;
  const form = phraseAt(c, i, FORM_WORDS);
  if (form) {
    r.form = form[0];
    i += form[1];
  }
  // The name: words, each followed by at most one number ("Pan 40", "Ecosprin AV 75/10").
  let lastWasWord = false;
  for (; i < to0; i += 1) {
    const word = c.lower[i]!;
    const phraseHere = (list: readonly [string, unknown][]) => phraseAt(c, i, list) !== undefined;
    const startsField =
      patternOf(word) !== undefined ||
      phraseHere(FREQUENCY_PHRASES) ||
      phraseHere(TIMING_PHRASES) ||
      phraseHere(ROUTE_PHRASES) ||
      phraseHere(COURSE_PHRASES) ||
      phraseHere(TWO_WORD_FORMS) ||
      word === 'x' ||
      word === 'every' ||
      word === ',' ||
      word === ';';
    if (r.name.length > 0 && startsField) break;
    // A name starts with a word: "1-0-1 x 5 days" or "Tab 650" names no medicine.
    if (r.name.length === 0 && !/[a-z]/i.test(word)) break;
    const isNumber = /^[\d.,/½¼¾]+$/.test(word);
    if (isNumber) {
      const next = c.lower[i + 1];
      const amount = amountAt(c, i);
      const after = c.lower[i + (amount?.[1] ?? 1)];
      const unitNext =
        (next !== undefined && (unitName(next) !== undefined || /^(mg|mcg|g)\//.test(next))) ||
        (amount?.[1] === 2 && after !== undefined && unitName(after) !== undefined);
      if (!lastWasWord || unitNext) break;
      r.name.push(c.words[i]!);
      lastWasWord = false;
      if (/^(?:[1-4]|½|¼|¾|1\/2)$/.test(word)) r.nameNumberSmall = word;
      else r.nameNumberSmall = undefined;
      continue;
    }
    r.name.push(c.words[i]!);
    r.nameNumberSmall = undefined;
    lastWasWord = true;
  }
  if (r.name.length === 0) {
    return {
      ok: false,
      problem: 'Write the medicine’s name first, for example Tab Paracetamol 650 1-0-1.',
    };
  }
  cuts.forEach(([from, to], index) => {
    const step: Step = { frequencies: [] };
    readFields(c, index === 0 ? i : from, to, step, r, index === 0);
    r.steps.push(step);
  });
  return finish(r);
}

function finish(r: Reading): LineRead {
  const [first, ...later] = r.steps as [Step, ...Step[]];
  // A taper's amounts are doses: a mass after the name was the first step's dose, not a strength.
  if (
    later.some((s) => s.dose !== undefined && MASS.has(s.dose.unit)) &&
    first.dose === undefined &&
    r.strengthMass
  ) {
    first.dose = { ...r.strengthMass };
    delete r.strength;
  }
  const frequencyOf = (step: Step, index: number): Frequency | undefined => {
    const eyeOrEar = /eye|ear/i.test(
      `${r.route ?? ''} ${r.form?.form ?? ''} ${r.form?.route ?? ''}`,
    );
    let list = step.frequencies;
    if (list.length > 1 && eyeOrEar) {
      const od = list.find((f) => f.kind === 'pattern' && f.shorthand === 'OD');
      if (od !== undefined) {
        // OD beside another frequency, for the eye or ear: the right eye (ear), never twice a dose.
        r.site ??= /ear/i.test(`${r.route ?? ''} ${r.form?.form ?? ''}`)
          ? 'right ear'
          : 'right eye';
        list = list.filter((f) => f !== od);
      }
    }
    if (list.length > 1) {
      r.problem ??= `Step ${index + 1} has two frequencies: keep one.`;
    }
    const [f] = list;
    if (f === undefined) return undefined;
    if ('bedtime' in f && f.bedtime) r.timing ??= 'bedtime';
    const { bedtime: _b, ...frequency } = f;
    return frequency;
  };
  let firstFrequency = frequencyOf(first, 0);
  if (r.meal !== undefined) {
    const placed = atMeal(firstFrequency, r.meal.slot, r.digitPattern === true);
    if (placed === 'clash')
      r.problem ??= `“${r.meal.words}” is not one of the times in the frequency: write after food, or give the dose at that meal’s time (for example 0-1-0 after lunch).`;
    else if (placed === undefined) r.extra.push([r.meal.words]);
    else {
      firstFrequency = placed;
      r.timing ??= 'after-food';
    }
  }
  const then: TaperStep[] = later.map((step, index) => {
    const frequency = frequencyOf(step, index + 1);
    return {
      ...(step.dose === undefined ? {} : { dose: step.dose }),
      ...(frequency === undefined ? {} : { frequency }),
      ...(step.duration === undefined ? {} : { duration: step.duration }),
    };
  });
  const route = r.route ?? r.form?.route;
  const instructions = r.extra.map((run) => run.join(' ')).join('; ');
  const line: MedicineLine = {
    name: r.name.join(' ').slice(0, 300),
    ...(r.form === undefined ? {} : { form: r.form.form }),
    ...(r.strength === undefined ? {} : { strength: r.strength }),
    ...(first.dose === undefined ? {} : { dose: first.dose }),
    ...(firstFrequency === undefined ? {} : { frequency: firstFrequency }),
    ...(r.timing === undefined ? {} : { timing: r.timing }),
    ...(first.duration === undefined ? {} : { duration: first.duration }),
    ...(r.course === undefined ? {} : { course: r.course }),
    ...(then.length === 0 ? {} : { then }),
    ...(route === undefined ? {} : { route }),
    ...(r.site === undefined ? {} : { site: r.site }),
    ...(r.dispense === undefined ? {} : { dispense: r.dispense }),
    ...(instructions === '' ? {} : { instructions: instructions.slice(0, 500) }),
  };
  if (r.problem !== undefined) return { ok: false, problem: r.problem, line };
  const nameNumberMayBeDose =
    r.nameNumberSmall !== undefined &&
    r.digitPattern !== true &&
    line.dose === undefined &&
    line.strength === undefined &&
    then.length === 0;
  return { ok: true, line, nameNumberMayBeDose };
}

const MEAL_INDEX = { morning: 0, afternoon: 1, night: -1 } as const;

/**
 * A frequency after a named meal: a once-a-day short form is given at that meal's time ("OD
 * after lunch" -> 0-1-0); a typed pattern must already be at that time; undefined with no
 * frequency (the meal is then kept as written).
 */
function atMeal(
  frequency: Frequency | undefined,
  slot: 'morning' | 'afternoon' | 'night',
  typed: boolean,
): Frequency | 'clash' | undefined {
  if (frequency === undefined) return undefined;
  if (frequency.kind !== 'pattern') return 'clash';
  const slots = patternSlots(frequency.pattern);
  if (slots.length === 1 && slots[0]!.slot === slot) return frequency;
  if (typed || slots.length !== 1) return 'clash';
  const parts = frequency.pattern.split('-').map(() => '0');
  const index = MEAL_INDEX[slot] < 0 ? parts.length - 1 : MEAL_INDEX[slot];
  parts[index] = frequency.pattern.split('-').find((p) => p !== '0') ?? '1';
  return { kind: 'pattern', pattern: parts.join('-') };
}

/** The line read with the name's last small number as a dose instead ("Amaryl 2" -> 2 tablets). */
export function nameNumberAsDose(line: MedicineLine): MedicineLine | undefined {
  const words = line.name.split(' ');
  const last = words.at(-1);
  if (words.length < 2 || last === undefined || !/^(?:[1-4]|½|¼|¾|1\/2)$/.test(last))
    return undefined;
  const unit =
    line.form === undefined
      ? undefined
      : FORM_WORDS.find(([, f]) => f.form === line.form)?.[1].unit;
  const value = amountText(last);
  if (unit === undefined || value === undefined || line.form === 'injection') return undefined;
  return { ...line, name: words.slice(0, -1).join(' '), dose: { value, unit } };
}
