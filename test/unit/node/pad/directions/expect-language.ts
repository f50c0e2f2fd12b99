import { expect, it } from 'vitest';
import type { TemplateLanguage } from '../../../../../src/shared/pad/directions/languages';
import { TEMPLATES } from '../../../../../src/shared/pad/directions/printed-directions';
import { SITES } from '../../../../../src/shared/pad/medicine';
import { directionsOf, printedDirections } from '../../../../../src/shared/pad/medicine-line';
import { LINES, type Piece } from './lines';

/** The script a template's words are written in (digits, Latin units and punctuation aside). */
const SCRIPTS: Record<TemplateLanguage, RegExp> = {
  hi: /^[\u0900-\u097F\s,.।½0-9a-z]+$/,
  mr: /^[\u0900-\u097F\s,.½0-9a-z]+$/,
  ta: /^[\u0B80-\u0BFF\s,.½0-9a-z]+$/,
};

/** One test for each piece of a line: the language's words exactly, the English beside them. */
export function expectEveryPiece(
  language: TemplateLanguage,
  expected: Record<Piece, string>,
): void {
  for (const [piece, words] of Object.entries(expected) as [Piece, string][]) {
    it(`${piece}: "${words}"`, () => {
      const line = LINES[piece];
      expect(directionsOf(line, language)).toBe(words);
      // The English is kept beside the words, as the English printout says it.
      expect(printedDirections(line, language)).toEqual({
        language,
        local: words,
        english: directionsOf(line),
      });
    });
  }

  it('has words in its own script for every site and route, and a note for the fallback', () => {
    const template = TEMPLATES[language];
    const words = [
      ...SITES.map((site) => template.site[site]),
      ...Object.values(template.route),
      ...Object.values(template.timing),
      ...Object.values(template.slots),
      template.fallbackNote,
      template.heading,
    ];
    for (const word of words) expect(word).toMatch(SCRIPTS[language]);
  });
}
