import { amountText, amountValue, numberWords, unitName } from './medicine-amount';
import type { Dose, Duration, Frequency, OpenCourse, Site, TaperStep, Timing } from './medicine';
import { FREQUENCY_PATTERN } from './medicine';
import {
  COURSE_PHRASES,
  FORM_WORDS,
  FREQUENCY_PHRASES,
  MEAL_PHRASES,
  ROUTE_PHRASES,
  SITE_PHRASES,
  TIMING_PHRASES,
  type FormRead,
  type FrequencyRead,
} from './medicine-phrases';
import { patternSlots, type MedicineLine } from './medicine-meaning';

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

const FRACTION_CHARS = '½¼¾⅓⅔';
const SLOT_TOKEN = new RegExp(`^[\\d${FRACTION_CHARS}./]+$`);
const MASS = new Set(['mg', 'mcg', 'g']);
const DISPENSE_UNITS: Record<string, string> = {
  bottle: 'bottle',
  bottles: 'bottle',
  tube: 'tube',
  tubes: 'tube',
  strip: 'strip',
  strips: 'strip',
  pen: 'pen',
  pens: 'pen',
};
const FILLERS = new Set([
  'in',
  'into',
  'the',
  'a',
  'an',
  'of',
  'and',
  'to',
  'at',
  'x',
  'for',
  '-',
  'each',
  'time',
  'per',
  'dose',
]);
const DURATION_WORDS: Record<string, Duration['unit']> = {
  h: 'hours',
  hr: 'hours',
  hrs: 'hours',
  hour: 'hours',
  hours: 'hours',
  d: 'days',
  day: 'days',
  days: 'days',
  din: 'days',
  w: 'weeks',
  wk: 'weeks',
  wks: 'weeks',
  week: 'weeks',
  weeks: 'weeks',
  hafte: 'weeks',
  m: 'months',
  mo: 'months',
  mth: 'months',
  mths: 'months',
  month: 'months',
  months: 'months',
  mahine: 'months',
  y: 'years',
  yr: 'years',
  yrs: 'years',
  year: 'years',
  years: 'years',
};
/** "5/7" days, "2/52" weeks, "3/12" months, as British-trained doctors write them. */
const OVER: Record<string, Duration['unit']> = { '7': 'days', '52': 'weeks', '12': 'months' };

const SLOT_WORDS: Record<string, string> = {
  '1/2': '½',
  '0.5': '½',
  '.5': '½',
  '1/4': '¼',
  '0.25': '¼',
  '3/4': '¾',
  '0.75': '¾',
  '1.5': '1½',
  '1 1/2': '1½',
};

const TIME_PHRASES: [string, FrequencyRead][] = [
  ['morning and night', { kind: 'pattern', pattern: '1-0-1' }],
  ['morning and evening', { kind: 'pattern', pattern: '1-0-1-0' }],
  ['in the morning', { kind: 'pattern', pattern: '1-0-0' }],
  ['at night', { kind: 'pattern', pattern: '0-0-1' }],
  ['morning', { kind: 'pattern', pattern: '1-0-0' }],
  ['night', { kind: 'pattern', pattern: '0-0-1' }],
];

function normalise(input: string): string {
  return input
    .normalize('NFC')
    .replace(/[×✕]/g, ' x ')
    .replace(/[–—]/g, '-')
    .replace(new RegExp(`([\\d${FRACTION_CHARS}])\\s*-\\s*(?=[\\d${FRACTION_CHARS}])`, 'g'), '$1-')
    .replace(/\bq\s*(\d{1,2})\s*h(?:rs?|ourly)?\b/gi, ' every $1 hours ')
    .replace(/\b(\d{1,2})\s*(?:-\s*)?(?:hourly|hrly)\b/gi, ' every $1 hours ')
    .replace(/\bx(?=\d)/gi, 'x ')
    .replace(
      /(\d)(mg|mcg|µg|μg|ug|gm?|ml|iu|u|units?|tabs?|caps?|days?|d|wks?|weeks?|w|mths?|months?|yrs?|years?|hrs?|hours?)(?![a-z])/gi,
      '$1 $2',
    )
    .replace(/;|,(?!\d{2})|(?<!\d),/g, (mark) => ` ${mark} `)
    .replace(/\s+/g, ' ')
    .trim();
}

interface Cursor {
  words: string[];
  lower: string[];
}

/** The longest phrase of the list starting at i: its value and length in words. */
function phraseAt<T>(c: Cursor, i: number, list: readonly [string, T][]): [T, number] | undefined {
  let best: [T, number] | undefined;
  for (const [phrase, value] of list) {
    const parts = phrase.split(' ');
    if (best !== undefined && parts.length <= best[1]) continue;
    const match = parts.every((part, k) => {
      const word = c.lower[i + k];
      return (
        word !== undefined && (word === part || word.replace(/\.$/, '') === part.replace(/\.$/, ''))
      );
    });
    if (match) best = [value, parts.length];
  }
  return best;
}

function patternOf(token: string): string | 'bad' | undefined {
  if (!token.includes('-')) return undefined;
  const slots = token.split('-');
  if (!slots.every((slot) => SLOT_TOKEN.test(slot) && slot !== '')) return undefined;
  const pattern = slots.map((slot) => SLOT_WORDS[slot] ?? slot).join('-');
  return FREQUENCY_PATTERN.test(pattern) ? pattern : 'bad';
}

interface Step {
  dose?: Dose;
  frequencies: FrequencyRead[];
  duration?: Duration;
}

interface Reading {
  form?: FormRead;
  name: string[];
  strength?: string;
  strengthMass?: { value: string; unit: string };
  nameNumberSmall?: string;
  steps: Step[];
  timing?: Timing;
  route?: string;
  site?: Site;
  course?: OpenCourse;
  dispense?: { value: number; unit: string };
  extra: string[][];
  problem?: string;
  /** "After lunch": after food, at that meal's time (checked against the frequency). */
  meal?: { slot: 'morning' | 'afternoon' | 'night'; words: string };
  /** A pattern was typed in digits (its slots are amounts: no dose is hidden in the name). */
  digitPattern?: boolean;
}

/** An amount at i ("1", "½", "1 1/2", "60,000"): its stored text and how many words it took. */
function amountAt(c: Cursor, i: number): [string, number] | undefined {
  const word = c.lower[i];
  if (word === undefined) return undefined;
  const next = c.lower[i + 1];
  if (/^\d{1,3}$/.test(word) && next !== undefined && /^\d{1,2}\/\d{1,2}$/.test(next)) {
    const text = amountText(`${word} ${next}`);
    if (text !== undefined) return [text, 2];
  }
  const text = amountText(word);
  return text === undefined ? undefined : [text, 1];
}

function strengthWords(value: string, unit: string): string {
  const amount = amountValue(value) ?? 0;
  return `${numberWords(amount)} ${unit === 'unit' ? 'units' : unit}`;
}

/** Reads the fields from word i of one segment into the step and the reading. */
function readFields(
  c: Cursor,
  from: number,
  to: number,
  step: Step,
  r: Reading,
  first: boolean,
): void {
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0 && !run.every((w) => FILLERS.has(w.toLowerCase()))) r.extra.push(run);
    run = [];
  };
  let fieldsSeen = 0;
  for (let i = from; i < to;) {
    const word = c.lower[i]!;
    const took = (n: number) => {
      flush();
      fieldsSeen += 1;
      i += n;
    };
    // Duration: "x 5 days", "for 1 wk", "5 d", "x 5/7", "x 5".
    const lead = word === 'x' || word === 'for' ? 1 : 0;
    const number = c.lower[i + lead];
    const unitWord = c.lower[i + lead + 1];
    const durationUnit =
      unitWord === undefined ? undefined : DURATION_WORDS[unitWord.replace(/\.$/, '')];
    if (
      number !== undefined &&
      /^[\d,.]+$/.test(number) &&
      (durationUnit !== undefined || lead === 1) &&
      !/^[1-9]\d{0,2}$/.test(number) &&
      !/^\d{1,3}\/(7|52|12)$/.test(number)
    ) {
      // "x 1000 days", "x 0 days", "x 1.5 weeks": never read as a dose of 1000.
      r.problem ??=
        'Write the duration as a whole number from 1 to 999 (days, weeks, months or years).';
      took(lead + (durationUnit === undefined ? 1 : 2));
      continue;
    }
    if (number !== undefined && /^\d{1,3}$/.test(number)) {
      const unit = unitWord === undefined ? undefined : DURATION_WORDS[unitWord.replace(/\.$/, '')];
      if (unit !== undefined) {
        step.duration = { value: Number(number), unit };
        took(lead + 2);
        continue;
      }
      if (
        lead === 1 &&
        (unitWord === undefined || !/^[a-z]/i.test(unitWord) || FILLERS.has(unitWord))
      ) {
        step.duration = { value: Number(number), unit: 'days' };
        took(lead + 1);
        continue;
      }
    }
    if (lead === 1 && number !== undefined) {
      const over = /^(\d{1,3})\/(7|52|12)$/.exec(number);
      if (over) {
        step.duration = { value: Number(over[1]), unit: OVER[over[2]!]! };
        took(2);
        continue;
      }
    }
    const course = phraseAt(c, i, COURSE_PHRASES);
    if (course) {
      r.course = course[0];
      took(course[1]);
      continue;
    }
    const every = /^every$/.test(word) ? /^(\d{1,2})$/.exec(c.lower[i + 1] ?? '') : null;
    if (every && c.lower[i + 2] !== undefined && /^(hours?|days?)$/.test(c.lower[i + 2]!)) {
      const value = Number(every[1]);
      const unit = c.lower[i + 2]!.startsWith('hour') ? 'hours' : 'days';
      if (value >= 1 && value <= 72) step.frequencies.push({ kind: 'every', value, unit });
      else r.problem ??= 'Write how often as every 1 to 72 hours or days.';
      took(3);
      continue;
    }
    const pattern = patternOf(word);
    if (pattern === 'bad') {
      r.problem ??=
        'The pattern needs three or four times of day, for example 1-0-1 or 1-0-0-1 (halves as ½).';
      took(1);
      continue;
    }
    if (pattern !== undefined) {
      step.frequencies.push({ kind: 'pattern', pattern });
      r.digitPattern = true;
      took(1);
      continue;
    }
    const form = phraseAt(
      c,
      i,
      FORM_WORDS.filter(([w]) => w.includes(' ') || w.includes('/')),
    );
    if (form) {
      r.form ??= form[0];
      took(form[1]);
      continue;
    }
    const frequency = phraseAt(c, i, [...FREQUENCY_PHRASES, ...TIME_PHRASES]);
    const meal = phraseAt(c, i, MEAL_PHRASES);
    if (meal) {
      r.meal ??= { slot: meal[0], words: c.words.slice(i, i + meal[1]).join(' ') };
      took(meal[1]);
      continue;
    }
    const timing = phraseAt(c, i, TIMING_PHRASES);
    if (timing && (!frequency || timing[1] >= frequency[1])) {
      r.timing ??= timing[0];
      took(timing[1]);
      continue;
    }
    if (frequency) {
      step.frequencies.push(frequency[0]);
      took(frequency[1]);
      continue;
    }
    const route = phraseAt(c, i, ROUTE_PHRASES);
    if (route) {
      r.route ??= route[0];
      took(route[1]);
      continue;
    }
    const site = phraseAt(c, i, SITE_PHRASES);
    if (site) {
      r.site ??= site[0];
      took(site[1]);
      continue;
    }
    const amount = amountAt(c, i);
    if (amount !== undefined) {
      const [value, n] = amount;
      const after = c.lower[i + n];
      const slash = after === undefined ? null : /^(mg|mcg|g)\/(\d*\.?\d*)$/.exec(after);
      if (slash) {
        // "250 mg/5 ml", "250 mg/5ml": a strength per volume.
        const per = slash[2] !== '' ? slash[2] : (c.lower[i + n + 1] ?? '');
        const skip = slash[2] !== '' ? (c.lower[i + n + 1] === 'ml' ? 2 : 1) : 2;
        r.strength ??=
          `${strengthWords(value, slash[1]!)}/${per === '' ? '' : `${per} `}ml`.replace(
            '/ml',
            '/ml',
          );
        took(n + skip);
        continue;
      }
      const dispense = after === undefined ? undefined : DISPENSE_UNITS[after];
      if (dispense !== undefined && /^\d+$/.test(value)) {
        r.dispense = { value: Number(value), unit: dispense };
        took(n + 1);
        continue;
      }
      const unit = after === undefined ? undefined : unitName(after);
      if (unit !== undefined) {
        const solid =
          r.form?.unit !== undefined && r.form.unit !== 'ml' && r.form.form !== 'injection';
        const atName = first && fieldsSeen === 0;
        if (atName && solid && (MASS.has(unit) || unit === 'unit') && r.strength === undefined) {
          r.strength = strengthWords(value, unit);
          r.strengthMass = { value, unit };
        } else if (step.dose === undefined) step.dose = { value, unit };
        else r.problem ??= 'The line has two doses: keep one, or write a taper with “then”.';
        took(n + 1);
        continue;
      }
      if (step.dose === undefined) {
        const formUnit = r.form?.unit;
        // A bare number after the frequency is no dose ("1-0-1 5": 5 days? 5 tablets?): asked.
        if (formUnit === undefined || step.frequencies.length > 0) {
          r.problem ??= `${value} of what? Write the unit after the number, for example ${value} tablet or ${value} ml.`;
        } else step.dose = { value, unit: formUnit };
        took(n);
        continue;
      }
    }
    const unitAlone = unitName(word);
    if (
      unitAlone !== undefined &&
      !MASS.has(unitAlone) &&
      step.dose === undefined &&
      fieldsSeen > 0
    ) {
      step.dose = { unit: unitAlone };
      took(1);
      continue;
    }
    if (word === ',' || word === ';') {
      flush();
      i += 1;
      continue;
    }
    run.push(c.words[i]!);
    i += 1;
  }
  flush();
}

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
      phraseHere(FORM_WORDS.filter(([w]) => w.includes(' '))) ||
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
    const { bedtime: _b, ...frequency } = f as FrequencyRead & { bedtime?: true };
    return frequency as Frequency;
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
