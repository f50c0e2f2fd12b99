import { unitName } from './medicine-amount';
import {
  COURSE_PHRASES,
  MEAL_PHRASES,
  ROUTE_PHRASES,
  SITE_PHRASES,
  TIMING_PHRASES,
} from './medicine-phrases';
import {
  MASS,
  DISPENSE_UNITS,
  FILLERS,
  DURATION_WORDS,
  OVER,
  type Cursor,
  phraseAt,
  FORMS_IN_LINE,
  FREQUENCIES_AND_TIMES,
  patternOf,
  type Step,
  type Reading,
  amountAt,
  strengthWords,
} from './medicine-line-words';

/*
 * The fields of one segment of a line (a taper's step is a segment): duration, open course,
 * frequency, form, timing, route, site, strength, dose, a quantity to dispense; unknown words are
 * kept as instructions (medicine-line-read.ts explains the grammar).
 */

/** Reads the fields from word i of one segment into the step and the reading. */
export function readFields(
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
    if (pattern === null) {
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
    const form = phraseAt(c, i, FORMS_IN_LINE);
    if (form) {
      r.form ??= form[0];
      took(form[1]);
      continue;
    }
    const frequency = phraseAt(c, i, FREQUENCIES_AND_TIMES);
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
