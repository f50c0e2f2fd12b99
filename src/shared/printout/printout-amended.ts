import { printedDate } from './printed-date';

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * "Amended 28 Nov 2026, 14:05": when a finalized amendment was finalized, on this computer's
 * calendar and 24-hour clock (the printout's one date format, printed-date.ts).
 */
export function amendedWords(iso: string): string {
  const at = new Date(iso);
  const day = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  return `Amended ${printedDate(day)}, ${two(at.getHours())}:${two(at.getMinutes())}`;
}

/**
 * The line under the visit on an amendment's printout: this paper replaces an earlier one of
 * the same visit. Nothing for a prescription that amends nothing.
 */
export function amendedHtml(words: string | undefined): string {
  if (words === undefined) return '';
  const text = words.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<p class="amended"><strong>${text}</strong></p>`;
}
