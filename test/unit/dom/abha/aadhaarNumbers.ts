import { verhoeffCheckDigit } from '../../../../src/shared/aadhaar';

const BASE = '23412341234';

/** A number that passes every rule, the check digit included: 12 digits ending in 6. */
export const VALID_AADHAAR = `${BASE}${verhoeffCheckDigit(BASE)}`;

/** The same number with its last digit wrong. */
export const WRONG_CHECK_DIGIT = `${BASE}${(verhoeffCheckDigit(BASE) + 1) % 10}`;

/** How the app may show it: all but the last four digits hidden. */
export const VALID_MASKED = `XXXX XXXX ${VALID_AADHAAR.slice(-4)}`;

/** The text the element's `aria-describedby` points to, as a screen reader would read it. */
export function describedText(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
