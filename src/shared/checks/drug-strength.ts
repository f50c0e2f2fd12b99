/*
 * A line's strength as amounts (docs/prescribing-checks.md, "How a dose becomes mg"): "650 mg"
 * (each tablet), "250 mg/5 ml" (each 5 ml), "100 mcg" (each puff), "500 mg + 125 mg" or
 * "500/125 mg" (two ingredients, in the order the generic name gives them). Amounts are in mg.
 * Anything else ("0.5%", "60,000 IU", "1:1000") is not read: a dose is then not turned into mg.
 */

export interface Strength {
  /** mg of each ingredient in one unit (a tablet, a puff) or in `perMl` ml. */
  amounts: readonly number[];
  /** The volume the amounts are in, for a liquid ("250 mg/5 ml": 5). */
  perMl?: number;
}

const MG: Record<string, number> = {
  mg: 1,
  g: 1000,
  gm: 1000,
  gram: 1000,
  grams: 1000,
  mcg: 0.001,
  µg: 0.001,
  μg: 0.001,
  microgram: 0.001,
  micrograms: 0.001,
};

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const UNIT = String.raw`(mg|g|gm|grams?|mcg|µg|μg|micrograms?)`;
const VOLUME = String.raw`(?:\s*(?:\/|per|in|each)\s*${NUMBER}?\s*(?:ml|mls|millilitres?))?`;

function num(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

function withVolume(
  amounts: number[],
  volumeMatched: boolean,
  volume: string | undefined,
): Strength {
  if (!volumeMatched) return { amounts };
  return { amounts, perMl: num(volume) ?? 1 };
}

/** A strength as written, in mg, or undefined when it is not one the checks read. */
export function parseStrength(text: string | undefined): Strength | undefined {
  if (text === undefined) return undefined;
  const t = text.trim().toLowerCase().replace(/,/g, '').replace(/\s+/g, ' ');
  // "500 mg + 125 mg", "200 mg + 28.5 mg/5 ml"
  let match = new RegExp(`^${NUMBER}\\s*${UNIT}\\s*\\+\\s*${NUMBER}\\s*${UNIT}(${VOLUME})$`).exec(
    t,
  );
  if (match) {
    const [, a, ua, b, ub, vol, volume] = match;
    const amounts = [Number(a) * (MG[ua!] ?? Number.NaN), Number(b) * (MG[ub!] ?? Number.NaN)];
    if (amounts.some((x) => !(x > 0))) return undefined;
    return withVolume(amounts, vol !== undefined && vol !== '', volume);
  }
  // "500/125 mg", "200/28.5 mg per 5 ml"
  match = new RegExp(`^${NUMBER}\\s*\\/\\s*${NUMBER}\\s*${UNIT}(${VOLUME})$`).exec(t);
  if (match) {
    const [, a, b, unit, vol, volume] = match;
    const factor = MG[unit!] ?? Number.NaN;
    const amounts = [Number(a) * factor, Number(b) * factor];
    if (amounts.some((x) => !(x > 0))) return undefined;
    return withVolume(amounts, vol !== undefined && vol !== '', volume);
  }
  // "650 mg", "250 mg/5 ml", "2 mg/ml", "100 mcg"
  match = new RegExp(`^${NUMBER}\\s*${UNIT}(${VOLUME})$`).exec(t);
  if (match) {
    const [, a, unit, vol, volume] = match;
    const amount = Number(a) * (MG[unit!] ?? Number.NaN);
    if (!(amount > 0)) return undefined;
    return withVolume([amount], vol !== undefined && vol !== '', volume);
  }
  return undefined;
}

/** "650 mg", "250 mg/5 ml", "500 mg + 125 mg" as words. */
export function strengthWords(strength: Strength): string {
  const amounts = strength.amounts.map((mg) => `${round(mg)} mg`).join(' + ');
  if (strength.perMl === undefined) return amounts;
  return `${amounts}/${strength.perMl === 1 ? '' : `${round(strength.perMl)} `}ml`;
}

/** A number as the warnings say it: at most 2 decimals (or `decimals`), no trailing zeros. */
export function round(value: number, decimals = 2): string {
  return String(Number(value.toFixed(decimals)));
}
