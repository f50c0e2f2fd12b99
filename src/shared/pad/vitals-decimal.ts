/**
 * Exact decimal arithmetic on the text the doctor typed. A vital is stored as its typed text
 * (98.40 stays "98.40"); anything derived from it (BMI, a temperature shown in the other unit)
 * is computed here with integers, so no binary-float error can move a result across a rounding
 * boundary.
 */

/** A plain decimal as the pad stores it: digits, optionally one point and more digits. */
export const PLAIN_DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;

/** A decimal as an integer and a power of ten: "98.40" is 9840 / 10^2. */
export interface ScaledDecimal {
  units: bigint;
  scale: number;
}

/** Reads a plain decimal (see PLAIN_DECIMAL); throws on anything else, which is a caller's bug. */
export function parseDecimal(text: string): ScaledDecimal {
  if (!PLAIN_DECIMAL.test(text)) throw new Error(`Not a plain decimal: ${JSON.stringify(text)}`);
  const [whole = '', fraction = ''] = text.split('.');
  return { units: BigInt(whole + fraction), scale: fraction.length };
}

export function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/**
 * numerator / denominator written with `decimals` places, rounded half away from zero (for the
 * positive values of vitals this is the usual "half up": 22.45 -> 22.5, 22.44 -> 22.4).
 */
export function divideRounded(numerator: bigint, denominator: bigint, decimals: number): string {
  if (denominator === 0n) throw new Error('Division by zero.');
  const negative = numerator < 0n !== denominator < 0n && numerator !== 0n;
  const num = numerator < 0n ? -numerator : numerator;
  const den = denominator < 0n ? -denominator : denominator;
  const scaled = (num * pow10(decimals) * 2n + den) / (2n * den);
  return formatScaled(negative && scaled !== 0n ? -scaled : scaled, decimals);
}

/** An integer count of 10^-decimals as text: (225n, 1) -> "22.5", (5n, 2) -> "0.05". */
export function formatScaled(value: bigint, decimals: number): string {
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0');
  if (decimals === 0) return sign + digits;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** Digits after the point of a JSON number as written (109.4 -> 1); exponent forms count as many. */
export function decimalPlacesOf(value: number): number {
  const text = String(value);
  if (/e/i.test(text)) return Number.POSITIVE_INFINITY;
  return text.split('.')[1]?.length ?? 0;
}
