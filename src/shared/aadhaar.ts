/**
 * Aadhaar numbers as the identity network takes them: 12 digits, the first not 0 or 1, the last a
 * Verhoeff check digit. Shared by the form (instant feedback) and the core (which checks again).
 * Nothing here logs, stores or echoes a number: callers show `maskAadhaar` only.
 */

// Verhoeff's dihedral-group tables: multiplication, position permutation.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const;

function checksum(digits: string, offset: number): number {
  let c = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    c = D[c]![P[(i + offset) % 8]![digit]!]!;
  }
  return c;
}

/** True when the last digit is the Verhoeff check digit of the others. */
export function verhoeffValid(digits: string): boolean {
  return /^\d+$/.test(digits) && checksum(digits, 0) === 0;
}

/** The Verhoeff check digit to append to `digits`. */
export function verhoeffCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error('Only digits have a Verhoeff check digit.');
  return INV[checksum(digits, 1)]!;
}

/** Digits only: spaces and dashes people type between groups are dropped. */
export function normalizeAadhaar(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export type AadhaarProblem = 'empty' | 'not-digits' | 'length' | 'first-digit' | 'check-digit';

/** Why a typed number cannot be an Aadhaar number, in words that never repeat the number. */
export const AADHAAR_PROBLEMS: Record<AadhaarProblem, string> = {
  empty: 'Enter the 12-digit Aadhaar number.',
  'not-digits': 'An Aadhaar number has digits only.',
  length: 'An Aadhaar number has exactly 12 digits.',
  'first-digit': 'An Aadhaar number never starts with 0 or 1.',
  'check-digit':
    'This is not a valid Aadhaar number: its last digit does not match (check for a typo).',
};

export function aadhaarProblem(input: string): AadhaarProblem | undefined {
  const digits = normalizeAadhaar(input);
  if (digits === '') return 'empty';
  if (!/^\d+$/.test(digits)) return 'not-digits';
  if (digits.length !== 12) return 'length';
  if (digits[0] === '0' || digits[0] === '1') return 'first-digit';
  if (!verhoeffValid(digits)) return 'check-digit';
  return undefined;
}

/** All but the last four digits hidden: "XXXX XXXX 1234". */
export function maskAadhaar(input: string): string {
  const digits = normalizeAadhaar(input);
  const last = digits.slice(-4);
  return `XXXX XXXX ${last.padStart(4, 'X')}`;
}
