/*
 * Amounts and units on a prescription, read and written (docs/medicine-lines.md).
 *
 * Read: "1", "0.5", ".5" (0.5), "½", "1½", "1/2", "1 1/2", "1/3", "60000", "60,000",
 * "1,00,000". Units: the doctor's short forms ("tab", "caps", "u", "IU", "µg", "cc") as the
 * unit's one name.
 *
 * Written (ISMP's list of error-prone abbreviations): "units", never U or IU; "mcg", never µg;
 * "ml", never cc; a leading zero always (0.25 mg); no trailing zero (5 mg, not 5.0 mg); large
 * numbers grouped the Indian way (60,000; 1,00,000); halves, quarters and thirds of a
 * countable form in words ("half a tablet", "1½ tablets", "one third of a tablet").
 */

const VULGAR: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };

/** An amount as a number, or undefined when the text is not one amount. */
export function amountValue(text: string): number | undefined {
  const t = text.trim().replace(/(\d),(?=\d)/g, '$1');
  let match = /^(\d{1,7})?([½¼¾⅓⅔])$/.exec(t);
  if (match) return Number(match[1] ?? 0) + (VULGAR[match[2]!] ?? 0);
  match = /^(?:(\d{1,3})\s+)?(\d{1,2})\/(\d{1,2})$/.exec(t);
  if (match) {
    const [, whole, num, den] = match;
    if (Number(den) === 0) return undefined;
    return Number(whole ?? 0) + Number(num) / Number(den);
  }
  if (/^(?:\d{1,7}(?:\.\d{1,3})?|\.\d{1,3})$/.test(t)) return Number(t);
  return undefined;
}

/**
 * The stored text of an amount typed ("½" -> "0.5", "1½" -> "1.5", "1/3" and "1 1/3" kept as
 * fractions, "60,000" -> "60000", ".5" -> "0.5"), or undefined when it is not one.
 */
export function amountText(text: string): string | undefined {
  const t = text.trim().replace(/(\d),(?=\d)/g, '$1');
  const value = amountValue(t);
  if (value === undefined || !(value > 0)) return undefined;
  const thirds = /^(?:(\d{1,3})\s+)?(\d{1,2})\/(\d{1,2})$/.exec(t) ?? /^(\d{0,3})([⅓⅔])$/.exec(t);
  if (thirds && !Number.isInteger(value * 4)) {
    // A fraction that is no decimal (1/3) is kept as a fraction.
    if (thirds[2] === '⅓' || thirds[2] === '⅔') {
      const whole = thirds[1] ? `${thirds[1]} ` : '';
      return `${whole}${thirds[2] === '⅓' ? '1/3' : '2/3'}`;
    }
    return thirds[1]
      ? `${Number(thirds[1])} ${thirds[2]}/${thirds[3]}`
      : `${thirds[2]}/${thirds[3]}`;
  }
  return String(Number(value.toFixed(3)));
}

/** A number grouped the Indian way, with no trailing zeros and a leading zero: 60,000; 0.25. */
export function numberWords(value: number): string {
  const fixed = Number(value.toFixed(3));
  const [whole = '0', decimals] = String(fixed).split('.');
  const digits = whole.replace('-', '');
  let grouped = digits;
  if (digits.length > 3) {
    const last = digits.slice(-3);
    const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
    grouped = `${rest},${last}`;
  }
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/** Countable forms and their plurals; a measure (ml, mg) is never pluralised. */
export const COUNTABLE: Record<string, string> = {
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
  respule: 'respules',
  rotacap: 'rotacaps',
  scoop: 'scoops',
  pen: 'pens',
  bottle: 'bottles',
  tube: 'tubes',
};

/** Forms counted out one by one when dispensing (a tablet, not a bottle of syrup). */
export const DISPENSED_BY_COUNT = new Set([
  'tablet',
  'capsule',
  'sachet',
  'injection',
  'ampoule',
  'vial',
  'suppository',
  'lozenge',
  'patch',
  'rotacap',
  'respule',
]);

/** The doctor's words for a unit, as its one name. */
const UNIT_WORDS: Record<string, string> = {
  tab: 'tablet',
  'tab.': 'tablet',
  tabs: 'tablet',
  cap: 'capsule',
  'cap.': 'capsule',
  caps: 'capsule',
  ml: 'ml',
  mls: 'ml',
  'ml.': 'ml',
  cc: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  gtt: 'drop',
  gtts: 'drop',
  tsp: 'teaspoon',
  tbsp: 'tablespoon',
  u: 'unit',
  iu: 'unit',
  'i.u.': 'unit',
  'i.u': 'unit',
  mg: 'mg',
  mgs: 'mg',
  mcg: 'mcg',
  µg: 'mcg',
  μg: 'mcg',
  ug: 'mcg',
  microgram: 'mcg',
  micrograms: 'mcg',
  g: 'g',
  gm: 'g',
  gms: 'g',
  gram: 'g',
  grams: 'g',
  inj: 'injection',
  amp: 'ampoule',
  amps: 'ampoule',
  supp: 'suppository',
};

/** The unit's one name ("tabs" -> "tablet", "IU" -> "unit"), or undefined when not a unit. */
export function unitName(word: string): string | undefined {
  const lower = word.trim().toLowerCase();
  if (lower === '') return undefined;
  const known = UNIT_WORDS[lower];
  if (known !== undefined) return known;
  if (lower in COUNTABLE) return lower;
  const plural = Object.entries(COUNTABLE).find(([, p]) => p === lower);
  return plural?.[0];
}

/** A unit as printed: the ISMP-safe name of one the app knows, else as the doctor wrote it. */
export function unitWords(unit: string): string {
  return unitName(unit) ?? unit;
}

const FRACTION_WORDS: [number, string][] = [
  [0.5, 'half a'],
  [0.25, 'a quarter of a'],
  [0.75, 'three quarters of a'],
  [1 / 3, 'one third of a'],
  [2 / 3, 'two thirds of a'],
];

const near = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6;

/** An amount of a unit in words: "1 tablet", "2 tablets", "half a tablet", "1½ tablets", "5 ml". */
export function amountWords(amount: number, unit: string | undefined): string {
  const count = numberWords(amount);
  if (unit === undefined) return count;
  const name = unitWords(unit);
  const plural = COUNTABLE[name];
  if (plural === undefined) {
    if (!Number.isInteger(amount) && !Number.isInteger(Number(amount.toFixed(3)))) {
      const third = thirdsText(amount);
      if (third !== undefined) return `${third} ${name}`;
    }
    return `${count} ${name}`;
  }
  for (const [value, words] of FRACTION_WORDS) {
    if (near(amount, value)) return `${words} ${name}`;
  }
  if (near(amount, 1)) return `1 ${name}`;
  const whole = Math.floor(amount + 1e-9);
  const part = amount - whole;
  if (whole >= 1 && near(part, 0.5)) return `${whole}½ ${plural}`;
  const third = thirdsText(amount);
  if (third !== undefined) return `${third} ${plural}`;
  return `${count} ${amount < 1 ? name : plural}`;
}

/** "1 1/3" for amounts in thirds (no decimal writes them exactly), else undefined. */
function thirdsText(amount: number): string | undefined {
  const whole = Math.floor(amount + 1e-9);
  const part = amount - whole;
  const third = near(part, 1 / 3) ? '1/3' : near(part, 2 / 3) ? '2/3' : undefined;
  if (third === undefined) return undefined;
  return whole === 0 ? third : `${whole} ${third}`;
}
