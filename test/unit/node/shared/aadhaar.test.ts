import { describe, expect, it } from 'vitest';
import {
  aadhaarProblem,
  maskAadhaar,
  normalizeAadhaar,
  verhoeffCheckDigit,
  verhoeffValid,
} from '../../../../src/shared/aadhaar';
import { mulberry32 } from '../../../../src/sandbox/faults';

describe('Verhoeff', () => {
  it('matches the published example (236 -> 3) and its check', () => {
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
  });

  it('catches every single-digit error and every adjacent transposition of valid numbers', () => {
    const random = mulberry32(12);
    for (let n = 0; n < 300; n += 1) {
      const base = `${2 + Math.floor(random() * 8)}${Array.from({ length: 10 }, () => Math.floor(random() * 10)).join('')}`;
      const valid = `${base}${verhoeffCheckDigit(base)}`;
      expect(verhoeffValid(valid)).toBe(true);
      for (let i = 0; i < valid.length; i += 1) {
        for (let d = 0; d <= 9; d += 1) {
          if (String(d) === valid[i]) continue;
          expect(verhoeffValid(valid.slice(0, i) + d + valid.slice(i + 1))).toBe(false);
        }
        if (i + 1 < valid.length && valid[i] !== valid[i + 1]) {
          const swapped = valid.slice(0, i) + valid[i + 1] + valid[i] + valid.slice(i + 2);
          expect(verhoeffValid(swapped)).toBe(false);
        }
      }
    }
  });
});

describe('Aadhaar input', () => {
  const valid = `23412341234${verhoeffCheckDigit('23412341234')}`;

  it('accepts 12 digits with a good check digit, typed with spaces or dashes', () => {
    expect(aadhaarProblem(valid)).toBeUndefined();
    expect(
      aadhaarProblem(`${valid.slice(0, 4)} ${valid.slice(4, 8)}-${valid.slice(8)}`),
    ).toBeUndefined();
    expect(normalizeAadhaar(' 2341 2341-2341 ')).toBe('234123412341');
  });

  it('says what is wrong without repeating the number', () => {
    expect(aadhaarProblem('')).toBe('empty');
    expect(aadhaarProblem('2341a2341234')).toBe('not-digits');
    expect(aadhaarProblem('23412341234')).toBe('length');
    expect(aadhaarProblem(`0${valid.slice(1)}`)).toBe('first-digit');
    expect(aadhaarProblem(`1${valid.slice(1)}`)).toBe('first-digit');
    const wrongLast = valid.slice(0, 11) + String((Number(valid[11]) + 1) % 10);
    expect(aadhaarProblem(wrongLast)).toBe('check-digit');
  });

  it('masks all but the last four digits', () => {
    expect(maskAadhaar(valid)).toBe(`XXXX XXXX ${valid.slice(8)}`);
    expect(maskAadhaar('12')).toBe('XXXX XXXX XX12');
  });
});
