import type { Dose, Duration, Frequency, Medicine, Timing } from './medicine';

/*
 * A medicine's directions in plain words, for the printout and the screen:
 *   dose 1 tablet, 1-0-1, after food, 5 days -> "1 tablet, morning and night, after food, for 5 days"
 *
 * Decisions:
 * - A frequency pattern gives the number of doses at each time of day: three slots are morning,
 *   afternoon and night; four are morning, afternoon, evening and night. The amount at a time is
 *   the slot's number times the dose (a dose of 1 when none is written): with 1 tablet, `½-0-½`
 *   is "half a tablet, morning and night". When the times take different amounts each is said
 *   with its time ("1 tablet in the morning and 2 tablets at night").
 * - Numbers are written without trailing zeros ("1.0" -> "1", as the regulator asks: no "5.0 mg").
 *   Halves and quarters of countable forms are said in words ("half a tablet", "1½ tablets");
 *   measures (ml, mg, g, mcg, IU) keep the number and are never pluralised ("0.5 ml", "5 ml").
 * - Countable forms (tablet, capsule, drop, puff, sachet, ...) are pluralised for more than one;
 *   a unit the app does not know is written as the doctor typed it.
 * - Written-out frequencies are shown as written.
 */

const THREE_SLOTS = ['morning', 'afternoon', 'night'] as const;
const FOUR_SLOTS = ['morning', 'afternoon', 'evening', 'night'] as const;
type Slot = (typeof FOUR_SLOTS)[number];

const AT_SLOT: Record<Slot, string> = {
  morning: 'in the morning',
  afternoon: 'in the afternoon',
  evening: 'in the evening',
  night: 'at night',
};

/** Countable forms and their plurals; anything else is a measure or written as typed. */
const COUNTABLE: Record<string, string> = {
  tablet: 'tablets',
  capsule: 'capsules',
  drop: 'drops',
  puff: 'puffs',
  sachet: 'sachets',
  unit: 'units',
  application: 'applications',
  teaspoon: 'teaspoons',
  tablespoon: 'tablespoons',
  spoon: 'spoons',
  injection: 'injections',
  ampoule: 'ampoules',
  vial: 'vials',
  suppository: 'suppositories',
  lozenge: 'lozenges',
  patch: 'patches',
  strip: 'strips',
  spray: 'sprays',
  inhalation: 'inhalations',
};

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '1½': 1.5 };

/** A slot of a pattern ("1", "0.5", "½", "1½") as a number. */
export function slotAmount(text: string): number {
  return FRACTIONS[text] ?? Number(text);
}

/** A number as the prescription writes it: no trailing zeros, at most 3 decimals. */
export function numberWords(value: number): string {
  return String(Number(value.toFixed(3)));
}

function singularOf(unit: string): string | undefined {
  const lower = unit.toLowerCase();
  if (lower in COUNTABLE) return lower;
  const found = Object.entries(COUNTABLE).find(([, plural]) => plural === lower);
  return found?.[0];
}

/** An amount of a unit in words: "1 tablet", "2 tablets", "half a tablet", "1½ tablets", "5 ml". */
export function amountWords(amount: number, unit: string | undefined): string {
  const count = numberWords(amount);
  if (unit === undefined) return count;
  const singular = singularOf(unit);
  if (singular === undefined) return `${count} ${unit}`;
  const plural = COUNTABLE[singular] ?? singular;
  if (amount === 0.5) return `half a ${singular}`;
  if (amount === 0.25) return `a quarter of a ${singular}`;
  if (amount === 0.75) return `three quarters of a ${singular}`;
  if (amount === 1) return `1 ${singular}`;
  if (amount > 1 && Number.isInteger(amount - 0.5)) return `${Math.floor(amount)}½ ${plural}`;
  return `${count} ${amount < 1 ? singular : plural}`;
}

export function doseWords(dose: Dose): string {
  return amountWords(Number(dose.value), dose.unit);
}

/** "morning", "morning and night", "morning, afternoon and night". */
function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** The times of day a pattern names, each with its amount (slots of 0 left out). */
export function patternSlots(pattern: string): { slot: Slot; amount: number }[] {
  const parts = pattern.split('-');
  const names: readonly Slot[] = parts.length === 4 ? FOUR_SLOTS : THREE_SLOTS;
  return parts.flatMap((part, i) => {
    const amount = slotAmount(part);
    const slot = names[i];
    return slot === undefined || !(amount > 0) ? [] : [{ slot, amount }];
  });
}

/**
 * Dose and frequency together: "1 tablet, morning and night", "half a tablet at night", "5 ml,
 * when needed", "1 tablet in the morning and 2 tablets at night".
 */
export function doseAndFrequencyWords(
  dose: Dose | undefined,
  frequency: Frequency | undefined,
): string {
  const dosePart = dose === undefined ? undefined : doseWords(dose);
  if (frequency === undefined) return dosePart ?? '';
  if (frequency.kind !== 'pattern') {
    return [dosePart, frequencyWords(frequency)].filter(Boolean).join(', ');
  }
  const each = dose === undefined ? 1 : Number(dose.value);
  const slots = patternSlots(frequency.pattern);
  if (slots.length === 0) return [dosePart, 'no dose at any time'].filter(Boolean).join(', ');
  const amounts = new Set(slots.map((s) => s.amount));
  if (amounts.size === 1) {
    const [amount = 1] = amounts;
    const what = amount === 1 ? dosePart : amountWords(amount * each, dose?.unit);
    const when = slots.length === 1 ? AT_SLOT[slots[0]!.slot] : listWords(slots.map((s) => s.slot));
    return what === undefined ? when : slots.length === 1 ? `${what} ${when}` : `${what}, ${when}`;
  }
  return listWords(
    slots.map((s) => `${amountWords(s.amount * each, dose?.unit)} ${AT_SLOT[s.slot]}`),
  );
}

/** The frequency alone: "morning and night", "when needed", "once a week", or as written. */
export function frequencyWords(frequency: Frequency): string {
  switch (frequency.kind) {
    case 'pattern': {
      const slots = patternSlots(frequency.pattern);
      if (slots.length === 1) return AT_SLOT[slots[0]!.slot];
      return slots.length === 0 ? 'no dose at any time' : listWords(slots.map((s) => s.slot));
    }
    case 'sos':
      return 'when needed';
    case 'weekly':
      return frequency.timesPerWeek === 1
        ? 'once a week'
        : frequency.timesPerWeek === 2
          ? 'twice a week'
          : `${frequency.timesPerWeek} times a week`;
    case 'text':
      return frequency.text;
  }
}

const TIMING_WORDS: Record<Timing, string> = {
  'before-food': 'before food',
  'after-food': 'after food',
  'with-food': 'with food',
  'empty-stomach': 'on an empty stomach',
  bedtime: 'at bedtime',
};

export function timingWords(timing: Timing): string {
  return TIMING_WORDS[timing];
}

const DURATION_NAMES = { days: 'day', weeks: 'week', months: 'month' } as const;

/** "for 1 day", "for 5 days", "for 1 week", "for 2 months". */
export function durationWords(duration: Duration): string {
  const name = DURATION_NAMES[duration.unit];
  return `for ${duration.value} ${duration.value === 1 ? name : `${name}s`}`;
}

/**
 * The directions of a medicine in one line (dose and frequency, timing, duration), e.g.
 * "1 tablet, morning and night, after food, for 5 days". Route and instructions are separate
 * columns of the printout; empty when nothing but the name is written.
 */
export function medicineDirections(medicine: Medicine): string {
  return [
    doseAndFrequencyWords(medicine.dose, medicine.frequency),
    medicine.timing === undefined ? '' : timingWords(medicine.timing),
    medicine.duration === undefined ? '' : durationWords(medicine.duration),
  ]
    .filter((part) => part !== '')
    .join(', ');
}
