import {
  DoseSchema,
  DurationSchema,
  FREQUENCY_PATTERN,
  type Dose,
  type Duration,
  type Frequency,
} from './medicine';

/*
 * A medicine's dose, frequency and duration as the doctor types them, read into the model's
 * shapes (for the pad's screen, and for the scribe's text). Each reader returns the value, null
 * for nothing typed, or a message in words; none quotes what was typed.
 *
 * Decisions:
 * - Frequency: a pattern of 3 or 4 slots ("1-0-1", "1-0-0-1"; "1/2" and "0.5" read as ½, spaces
 *   and en dashes allowed); the Latin short forms clinics still write, as the pattern they mean:
 *   OD 1-0-0, BD/BID 1-0-1, TDS/TID 1-1-1, QID/QDS 1-1-1-1, HS 0-0-1; SOS/PRN when needed;
 *   "once a week", "twice a week", "thrice a week", "3 times a week", "weekly"; anything else is
 *   kept as written. Something that looks like a pattern but is not one is refused, not kept as
 *   text: "1-0" is a slip, not an instruction.
 * - Dose: a number (½, 1/2, 0.5, 1½) and a unit ("tab", "cap", "ml" and plurals read as the
 *   form's singular); with no unit, the drug's form when given.
 * - Duration: a whole number and days, weeks or months ("5", "5 days", "5d", "2 wk", "1 month");
 *   no unit means days.
 */

export type InputRead<T> = { ok: true; value: T | null } | { ok: false; message: string };

export const MEDICINE_INPUT_MESSAGES = {
  pattern:
    'Write the frequency as doses per time of day, for example 1-0-1 (morning, afternoon, night) or 1-0-0-1; halves as ½.',
  frequencyLong: 'The frequency is too long: at most 200 characters.',
  dose: 'Write the dose as a number and a unit, for example 1 tablet, ½ tablet or 5 ml.',
  doseUnit: 'Add the dose’s unit, for example tablet or ml.',
  duration: 'Write the duration as a whole number of days, weeks or months, for example 5 days.',
} as const;

const SHORT_FORMS: Record<string, Frequency> = {
  od: { kind: 'pattern', pattern: '1-0-0' },
  bd: { kind: 'pattern', pattern: '1-0-1' },
  bid: { kind: 'pattern', pattern: '1-0-1' },
  tds: { kind: 'pattern', pattern: '1-1-1' },
  tid: { kind: 'pattern', pattern: '1-1-1' },
  qid: { kind: 'pattern', pattern: '1-1-1-1' },
  qds: { kind: 'pattern', pattern: '1-1-1-1' },
  hs: { kind: 'pattern', pattern: '0-0-1' },
  sos: { kind: 'sos' },
  prn: { kind: 'sos' },
};

const WEEKLY_WORDS: Record<string, number> = { once: 1, twice: 2, thrice: 3 };

/** "1/2", "0.5" and "½" as the pattern's ½ (and ¼, ¾, 1½ likewise). */
function slotText(text: string): string {
  const map: Record<string, string> = {
    '1/2': '½',
    '0.5': '½',
    '.5': '½',
    '1/4': '¼',
    '0.25': '¼',
    '3/4': '¾',
    '0.75': '¾',
    '1.5': '1½',
  };
  return map[text] ?? text;
}

export function readFrequency(input: string): InputRead<Frequency> {
  const text = input.replace(/\s+/g, ' ').trim();
  if (text === '') return { ok: true, value: null };
  const lower = text.toLowerCase().replace(/\.$/, '');
  const short = SHORT_FORMS[lower];
  if (short !== undefined) return { ok: true, value: structuredClone(short) };
  if (lower === 'weekly') return { ok: true, value: { kind: 'weekly', timesPerWeek: 1 } };
  const weekly = /^(once|twice|thrice|[1-7] times) (a|per) week$/.exec(lower);
  if (weekly) {
    const word = weekly[1] ?? '';
    const timesPerWeek = WEEKLY_WORDS[word] ?? Number(word.slice(0, 1));
    return { ok: true, value: { kind: 'weekly', timesPerWeek } };
  }
  if (/^[\d½¼¾./ –-]+$/.test(text) && /[-–]/.test(text)) {
    const pattern = text
      .split(/\s*[-–]\s*/)
      .map((slot) => slotText(slot.trim()))
      .join('-');
    return FREQUENCY_PATTERN.test(pattern)
      ? { ok: true, value: { kind: 'pattern', pattern } }
      : { ok: false, message: MEDICINE_INPUT_MESSAGES.pattern };
  }
  if (text.length > 200) return { ok: false, message: MEDICINE_INPUT_MESSAGES.frequencyLong };
  return { ok: true, value: { kind: 'text', text } };
}

const UNIT_WORDS: Record<string, string> = {
  tab: 'tablet',
  tabs: 'tablet',
  tablet: 'tablet',
  tablets: 'tablet',
  cap: 'capsule',
  caps: 'capsule',
  capsule: 'capsule',
  capsules: 'capsule',
  ml: 'ml',
  drop: 'drop',
  drops: 'drop',
  puff: 'puff',
  puffs: 'puff',
  sachet: 'sachet',
  sachets: 'sachet',
  tsp: 'teaspoon',
  teaspoon: 'teaspoon',
  teaspoons: 'teaspoon',
  unit: 'unit',
  units: 'unit',
};

const AMOUNTS: Record<string, string> = { '½': '0.5', '¼': '0.25', '¾': '0.75', '1½': '1.5' };

/** The dose typed; `form` (the drug's, e.g. "Tablet") is the unit when none is typed. */
export function readDose(input: string, form?: string): InputRead<Dose> {
  const text = input.replace(/\s+/g, ' ').trim();
  if (text === '') return { ok: true, value: null };
  const match = /^(\d+\/\d+|1½|½|¼|¾|\d+(?:\.\d+)?|\.\d+)\s*(.*)$/.exec(text);
  if (!match) return { ok: false, message: MEDICINE_INPUT_MESSAGES.dose };
  const [, amount = '', rest = ''] = match;
  const fraction = /^(\d+)\/(\d+)$/.exec(amount);
  const value = fraction
    ? String(Number(fraction[1]) / Number(fraction[2]))
    : (AMOUNTS[amount] ?? (amount.startsWith('.') ? `0${amount}` : amount));
  const typedUnit = rest.trim();
  const unit =
    typedUnit === ''
      ? form?.trim().toLowerCase()
      : (UNIT_WORDS[typedUnit.toLowerCase()] ?? typedUnit);
  if (unit === undefined || unit === '')
    return { ok: false, message: MEDICINE_INPUT_MESSAGES.doseUnit };
  const parsed = DoseSchema.safeParse({ value, unit });
  return parsed.success && Number(value) > 0
    ? { ok: true, value: parsed.data }
    : { ok: false, message: MEDICINE_INPUT_MESSAGES.dose };
}

const DURATION_WORDS: Record<string, Duration['unit']> = {
  '': 'days',
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
  month: 'months',
  months: 'months',
};

export function readDuration(input: string): InputRead<Duration> {
  const text = input.replace(/\s+/g, ' ').trim().toLowerCase();
  if (text === '') return { ok: true, value: null };
  const match = /^(\d{1,3})\s*([a-z]*)$/.exec(text);
  const unit = match ? DURATION_WORDS[match[2] ?? ''] : undefined;
  const parsed = DurationSchema.safeParse({ value: Number(match?.[1]), unit });
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: MEDICINE_INPUT_MESSAGES.duration };
}
