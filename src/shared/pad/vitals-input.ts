import type { VitalDefinition } from './vitals-catalogue';
import { PLAIN_DECIMAL } from './vitals-decimal';
import { flagOf, rangeWords, withUnit, type FlagOptions, type VitalFlag } from './vitals-flags';

/*
 * What the doctor types into a vital's field, checked as they type and again at the boundary.
 *
 * The value kept is the typed text, trimmed and nothing else: "98.40" stays "98.40", because
 * its trailing zero is the precision measured (FHIR asks that a Quantity's precision be kept).
 * So anything that would need rewriting to become a plain decimal is refused with a message
 * saying how to write it, never silently changed:
 *
 * - Comma as decimal separator ("98,4"): refused. Indian usage writes decimals with a point
 *   and uses commas to group thousands, so "98,4" is more likely a slip than a decimal, and
 *   accepting it would mean storing text other than what was typed. The message shows the
 *   value with a point, so the fix is one keystroke.
 * - Leading zeros ("072"): refused. A FHIR decimal has none, and "072" is as likely a slip for
 *   "72" as for "172"; the message shows "72".
 * - A leading "+", exponents ("1e2"), a point with no digit before or after it (".5", "98."),
 *   digits other than 0-9, spaces or invisible characters inside (from pasting), a unit typed
 *   after the number, two numbers ("120/80") and negative numbers (no vital is negative):
 *   refused, each in its words.
 * - Empty (after trimming): accepted, meaning "not recorded".
 * - 0 where it cannot be a living patient's reading (blood pressure, pulse, respiratory rate,
 *   SpO2, weight, temperature: every vital whose smallest accepted value is above 0): refused in
 *   its own words, since "0" is usually typed for "not measured".
 * - Outside the physiological limits (the catalogue's `accept`): refused, saying the limits.
 */

export type VitalInputProblem =
  | 'unknown-vital'
  | 'calculated'
  | 'hidden-characters'
  | 'spaces'
  | 'unit-typed'
  | 'two-numbers'
  | 'other-digits'
  | 'comma'
  | 'plus-sign'
  | 'negative'
  | 'exponent'
  | 'point-first'
  | 'point-last'
  | 'leading-zero'
  | 'not-a-number'
  | 'too-many-decimals'
  | 'zero'
  | 'out-of-range';

export type VitalInputCheck =
  /** Nothing typed: the vital is not recorded. */
  | { ok: true; empty: true }
  | {
      ok: true;
      empty: false;
      /** What to store: the typed text, trimmed. */
      value: string;
      /** For comparisons and display only; never store it (it loses trailing zeros). */
      number: number;
      flag?: VitalFlag;
    }
  | { ok: false; problem: VitalInputProblem; message: string };

/** Invisible characters that are not spaces: controls, zero-width space, BOM, direction marks. */
const HIDDEN = /(?!\s)[\p{Cc}\p{Cf}]/u;
const MINUS = /^[-\u2212\u2013]/;
/** Digits of other scripts (Devanagari, full-width...): \p{Nd} that is not 0-9. */
const OTHER_DIGITS = /(?![0-9])\p{Nd}/u;

function refuse(problem: VitalInputProblem, message: string): VitalInputCheck {
  return { ok: false, problem, message };
}

/**
 * Checks the text typed for `vital`. `alternatives` are the same measure in other units (°F for
 * °C): when a value is out of range but fits another unit, the message says so.
 */
export function checkVitalText(
  vital: VitalDefinition,
  text: string,
  alternatives: readonly VitalDefinition[] = [],
  options: FlagOptions = {},
): VitalInputCheck {
  if (vital.calculated !== false) {
    return refuse(
      'calculated',
      `${vital.name} is calculated from height and weight; it cannot be typed.`,
    );
  }
  const typed = text.trim();
  if (typed === '') return { ok: true, empty: true };
  const like = `like ${vital.example}`;
  const problem = syntaxProblem(vital, typed, like);
  if (problem !== undefined) return problem;

  const [, fraction = ''] = typed.split('.');
  if (fraction.length > vital.decimals) {
    return refuse(
      'too-many-decimals',
      vital.decimals === 0
        ? `${vital.name} is a whole number.`
        : `${vital.name} takes at most ${vital.decimals} ${vital.decimals === 1 ? 'digit' : 'digits'} after the point, ${like}.`,
    );
  }
  const number = Number(typed);
  const { min, max } = vital.accept;
  if (number === 0 && min > 0) {
    return refuse(
      'zero',
      `${vital.name} cannot be 0 in a living patient: leave the field empty if it was not measured.`,
    );
  }
  if (number < min || number > max) {
    const shown = typed.length <= 12 ? withUnit(typed, vital.unitLabel) : 'This value';
    const limits = rangeWords({ low: min, high: max }, vital.unitLabel);
    const other = alternatives.find((alt) => number >= alt.accept.min && number <= alt.accept.max);
    const hint = other
      ? ` Check the unit: ${typed} is a likely value in ${other.unitLabel}.`
      : alternatives.length > 0
        ? ' Check the unit.'
        : ' Check for a typo.';
    return refuse('out-of-range', `${shown} is outside what can be measured (${limits}).${hint}`);
  }
  const flag = flagOf(vital, number, options);
  return { ok: true, empty: false, value: typed, number, ...(flag ? { flag } : {}) };
}

/** Why trimmed, non-empty text is not a plain decimal, or undefined when it is one. */
function syntaxProblem(
  vital: VitalDefinition,
  typed: string,
  like: string,
): VitalInputCheck | undefined {
  if (PLAIN_DECIMAL.test(typed)) return undefined;
  if (HIDDEN.test(typed)) {
    return refuse(
      'hidden-characters',
      'The value holds hidden characters (often left by copy and paste). Type the number again.',
    );
  }
  // A number then non-digits to the end ("98.4 °F", "72bpm"); "1e2" ends in a digit.
  if (/^[-+\u2212\u2013]?[\d.,]*\d[\d.,]*\s*[^\d\s.,]+$/u.test(typed)) {
    return refuse(
      'unit-typed',
      `Enter only the number: the unit (${vital.unitLabel}) is already beside the field.`,
    );
  }
  if (/^\d+(\.\d+)?\s*[-/\u2013]\s*\d+(\.\d+)?$/.test(typed)) {
    return refuse('two-numbers', 'Enter one number only: each reading has its own field.');
  }
  if (/\s/.test(typed)) {
    return refuse('spaces', 'Remove the spaces or line breaks inside the number.');
  }
  if (OTHER_DIGITS.test(typed)) {
    return refuse('other-digits', `Type the number with the digits 0–9, ${like}.`);
  }
  if (MINUS.test(typed) && /\d/.test(typed)) {
    return refuse('negative', `${vital.name} cannot be negative.`);
  }
  if (/^\+\d/.test(typed)) return refuse('plus-sign', 'Enter the number without a plus sign.');
  const comma = /^(\d+),(\d{1,2})$/.exec(typed);
  if (comma) {
    const [, whole = '', fraction = ''] = comma;
    return refuse(
      'comma',
      `Use a point for decimals: write ${whole}.${fraction}, not ${whole},${fraction}.`,
    );
  }
  if (/^\d[\d,]*,[\d,]*$/.test(typed)) {
    return refuse('comma', 'Enter the number without commas.');
  }
  if (/^(\d+\.?\d*|\.\d+)e[-+]?\d+$/i.test(typed)) {
    return refuse('exponent', `Enter the number in plain digits, ${like} (not ${typed}).`);
  }
  if (/^\.\d+$/.test(typed)) {
    return refuse('point-first', `Write a 0 before the point: 0${typed}.`);
  }
  if (/^\d+\.$/.test(typed)) {
    return refuse('point-last', 'Add the digits after the point, or remove the point.');
  }
  if (/^0\d+(\.\d+)?$/.test(typed)) {
    const fixed = typed.replace(/^0+(?=\d)/, '');
    return refuse('leading-zero', `Remove the leading zero: write ${fixed}.`);
  }
  return refuse('not-a-number', `Enter a number, ${like}.`);
}
