import { describe, expect, it } from 'vitest';
import {
  directionsOf,
  dispenseQuantity,
  dispenseWords,
  printedName,
  readMedicineLine,
} from '../../../../src/shared/pad/medicine-line';
import { CORPUS, type CorpusLine } from './corpus/medicine-lines';

/*
 * Every line of the corpus through the three names kept for the checks outside the repository:
 * readMedicineLine, directionsOf, printedName (and what to dispense).
 */

function check(entry: CorpusLine): void {
  const read = readMedicineLine(entry.text);
  if (entry.refused !== undefined || entry.asks !== undefined) {
    expect(read.ok, 'a line that can mean two things, or none, is never read on a guess').toBe(
      false,
    );
    if (read.ok) return;
    expect(read.question).toContain(entry.refused ?? entry.asks);
    if (entry.likely !== undefined) expect(read.readings[0]?.label).toBe(entry.likely);
    if (entry.refused !== undefined) expect(read.readings).toEqual([]);
    for (const reading of read.readings) {
      expect(reading.label).not.toMatch(/\b(64|48)\b/);
    }
    return;
  }
  expect(read.ok ? 'read' : read.question).toBe('read');
  if (!read.ok) return;
  expect(printedName(read.line)).toBe(entry.name);
  expect(directionsOf(read.line)).toBe(entry.directions);
  const quantity = dispenseQuantity(read.line);
  expect(quantity === undefined ? undefined : dispenseWords(quantity)).toBe(entry.quantity);
}

describe('the corpus of medicine lines', () => {
  it('holds at least 150 lines, none twice', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CORPUS.map((e) => e.text)).size).toBe(CORPUS.length);
  });

  it.each(CORPUS.map((entry) => [entry.text, entry] as const))('%j', (_text, entry) => {
    check(entry);
  });
});
