import { amountText, unitName } from './medicine-amount';
import {
  DurationSchema,
  FREQUENCY_PATTERN,
  type Dose,
  type Duration,
  type Frequency,
  type OpenCourse,
} from './medicine';
import { COURSE_PHRASES, FREQUENCY_PHRASES } from './medicine-phrases';
import { formRead } from './medicine-forms';

/*
 * A medicine's dose, frequency and duration as the doctor types them field by field, read into
 * the model's shapes with the same words as a whole line (medicine-phrases.ts,
 * medicine-amount.ts; docs/medicine-lines.md). Each reader returns the value, null for nothing
 * typed, or a message in words; none quotes what was typed.
 *
 * - Frequency: a pattern of 3 or 4 slots ("1-0-1", "8-0-6", "1-0-0-1"; "1/2" and "0.5" read as
 *   ½, spaces and en dashes allowed); the short forms and phrases of a line (OD, BD, TDS, QID,
 *   HS, SOS, STAT, "alternate days", "once a week", "subah-shaam", ...); Q6H, "every 8 hours",
 *   "6 hourly", "every 3 days"; "N times a week"; anything else is kept as written. Something
 *   that looks like a pattern but is not one is refused: "1-0" is a slip, not an instruction.
 * - Dose: an amount (½, 1/2, 0.5, 1½, 1 1/2, 1/3, 60000, 60,000) and a unit ("tab", "u", "IU"
 *   read as tablet and units); a unit alone ("units") means the pattern's slots are amounts;
 *   with no unit, the drug's form's unit when it has one.
 * - Duration: a whole number of hours, days, weeks, months or years ("5", "5 d", "1 wk",
 *   "3 mths", "1 year", "24 hrs", "x 5 days", "for 5 days", "5/7"); no unit means days.
 *   "till review" and "continue" are open courses (readCourse).
 */

export type InputRead<T> = { ok: true; value: T | null } | { ok: false; message: string };

export const MEDICINE_INPUT_MESSAGES = {
  pattern:
    'Write the frequency as doses per time of day, for example 1-0-1 (morning, afternoon, night) or 1-0-0-1; halves as ½.',
  frequencyLong: 'The frequency is too long: at most 200 characters.',
  dose: 'Write the dose as a number and a unit, for example 1 tablet, ½ tablet, 5 ml or 8 units.',
  doseUnit: 'Add the dose’s unit, for example tablet, ml or units.',
  doseOnly:
    'Write only the dose here, for example 5 ml or 2 puffs; how often goes in the frequency field.',
  duration:
    'Write the duration as a whole number of hours, days, weeks, months or years (for example 5 days), or till review, or continue.',
} as const;

const SLOT_WORDS: Record<string, string> = {
  '1/2': '½',
  '0.5': '½',
  '.5': '½',
  '1/4': '¼',
  '0.25': '¼',
  '3/4': '¾',
  '0.75': '¾',
  '1.5': '1½',
};

const WEEKLY_WORDS: Record<string, number> = { once: 1, twice: 2, thrice: 3 };

export function readFrequency(input: string): InputRead<Frequency> {
  const text = input.replace(/\s+/g, ' ').trim();
  if (text === '') return { ok: true, value: null };
  const lower = text.toLowerCase();
  const bare = lower.replace(/\.$/, '');
  const phrase = FREQUENCY_PHRASES.find(([words]) => words === lower || words === bare);
  if (phrase !== undefined) {
    const { bedtime: _b, ...frequency } = phrase[1];
    return { ok: true, value: structuredClone<Frequency>(frequency) };
  }
  const weekly = /^(once|twice|thrice|[1-7] times) (a|per) week$/.exec(bare);
  if (weekly) {
    const word = weekly[1] ?? '';
    const timesPerWeek = WEEKLY_WORDS[word] ?? Number(word.slice(0, 1));
    return { ok: true, value: { kind: 'weekly', timesPerWeek } };
  }
  const hours =
    /^q\s*(\d{1,2})\s*h(?:rs?|ourly)?$/.exec(bare) ??
    /^every (\d{1,2}) (?:hours?|hrs?)$/.exec(bare) ??
    /^(\d{1,2})[ -]?(?:hourly|hrly)$/.exec(bare);
  if (hours) {
    const value = Number(hours[1]);
    if (value >= 1 && value <= 72)
      return { ok: true, value: { kind: 'every', value, unit: 'hours' } };
  }
  const days = /^every (\d{1,2}) days?$/.exec(bare);
  if (days && Number(days[1]) >= 1) {
    return { ok: true, value: { kind: 'every', value: Number(days[1]), unit: 'days' } };
  }
  if (/^[\d½¼¾⅓⅔./ –-]+$/.test(text) && /[-–]/.test(text)) {
    const pattern = text
      .split(/\s*[-–]\s*/)
      .map((slot) => SLOT_WORDS[slot.trim()] ?? slot.trim())
      .join('-');
    return FREQUENCY_PATTERN.test(pattern)
      ? { ok: true, value: { kind: 'pattern', pattern } }
      : { ok: false, message: MEDICINE_INPUT_MESSAGES.pattern };
  }
  if (text.length > 200) return { ok: false, message: MEDICINE_INPUT_MESSAGES.frequencyLong };
  return { ok: true, value: { kind: 'text', text } };
}

/** The dose typed; `form` (the drug's, e.g. "Tablet") gives the unit when none is typed. */
export function readDose(input: string, form?: string): InputRead<Dose> {
  const text = input
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(\d)([a-zµμ])/gi, '$1 $2');
  if (text === '') return { ok: true, value: null };
  const unitOnly = unitName(text);
  if (unitOnly !== undefined) return { ok: true, value: { unit: unitOnly } };
  const match =
    /^((?:\d{1,3} )?\d{1,2}\/\d{1,2}|\d{0,7}[½¼¾⅓⅔]|[\d,]{1,9}(?:\.\d{1,3})?|\.\d{1,3})\s*(.*)$/.exec(
      text,
    );
  if (!match) return { ok: false, message: MEDICINE_INPUT_MESSAGES.dose };
  const [, amount = '', rest = ''] = match;
  const value = amountText(amount);
  if (value === undefined) return { ok: false, message: MEDICINE_INPUT_MESSAGES.dose };
  const typedUnit = rest.trim();
  // One unit, one word: "5 ml TDS" is a dose and a frequency, never the unit "ml TDS".
  if (typedUnit !== '' && unitName(typedUnit) === undefined && !/^[a-z]{1,20}\.?$/i.test(typedUnit))
    return { ok: false, message: MEDICINE_INPUT_MESSAGES.doseOnly };
  // With no unit typed, the form's counting unit; an injection has none and is asked.
  const known = formRead(form);
  const unit =
    typedUnit !== ''
      ? (unitName(typedUnit) ?? typedUnit)
      : known !== undefined
        ? known.unit
        : form?.trim().toLowerCase();
  if (unit === undefined || unit === '')
    return { ok: false, message: MEDICINE_INPUT_MESSAGES.doseUnit };
  if (unit.length > 40) return { ok: false, message: MEDICINE_INPUT_MESSAGES.dose };
  return { ok: true, value: { value, unit } };
}

const DURATION_WORDS: Record<string, Duration['unit']> = {
  '': 'days',
  h: 'hours',
  hr: 'hours',
  hrs: 'hours',
  hour: 'hours',
  hours: 'hours',
  d: 'days',
  day: 'days',
  days: 'days',
  w: 'weeks',
  wk: 'weeks',
  wks: 'weeks',
  week: 'weeks',
  weeks: 'weeks',
  m: 'months',
  mo: 'months',
  mth: 'months',
  mths: 'months',
  month: 'months',
  months: 'months',
  y: 'years',
  yr: 'years',
  yrs: 'years',
  year: 'years',
  years: 'years',
};

const OVER: Record<string, Duration['unit']> = { '7': 'days', '52': 'weeks', '12': 'months' };

export function readDuration(input: string): InputRead<Duration> {
  const text = input
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/^(?:x|×|for)\s*/, '');
  if (text === '') return { ok: true, value: null };
  const over = /^(\d{1,3})\/(7|52|12)$/.exec(text);
  const match = over ? null : /^(\d{1,3})\s*([a-z]*)\.?$/.exec(text);
  const unit = over ? OVER[over[2]!] : match ? DURATION_WORDS[match[2] ?? ''] : undefined;
  const parsed = DurationSchema.safeParse({ value: Number((over ?? match)?.[1]), unit });
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: MEDICINE_INPUT_MESSAGES.duration };
}

/** "till review", "continue" and their kin as an open course; undefined for anything else. */
export function readCourse(input: string): OpenCourse | undefined {
  const text = input.replace(/\s+/g, ' ').trim().toLowerCase();
  return COURSE_PHRASES.find(([words]) => words === text)?.[1];
}
