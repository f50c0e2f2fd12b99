import type { MedicineLine } from '../medicine-meaning';
import { directionsOf as englishDirections } from '../medicine-wording';
import { HINDI } from './hindi';
import { LANGUAGE_NAMES, type PrintLanguage, type TemplateLanguage } from './languages';
import { localDirections } from './local-directions';
import { MARATHI } from './marathi';
import { TAMIL } from './tamil';
import type { DirectionsTemplate } from './template';

/*
 * The directions a printout writes for a line in the patient's language, with the English kept
 * beside them; a line the language's template cannot say whole prints in English only, and says
 * so (docs/printout-languages.md).
 */

export const TEMPLATES: Record<TemplateLanguage, DirectionsTemplate> = {
  hi: HINDI,
  mr: MARATHI,
  ta: TAMIL,
};

export type PrintedDirections =
  /** English was asked for. */
  | { language: 'en'; english: string }
  /** Said in the language, the English beside it. */
  | { language: TemplateLanguage; local: string; english: string }
  /** The language's template cannot say this line: English only, and a note in both languages. */
  | { language: TemplateLanguage; english: string; fellBack: { note: string; english: string } };

/** What is printed under a line the template cannot say, in English. */
export function fallbackEnglish(language: TemplateLanguage): string {
  return `Directions in English only: the ${LANGUAGE_NAMES[language]} template cannot say this line.`;
}

export function printedDirections(line: MedicineLine, language: PrintLanguage): PrintedDirections {
  const english = englishDirections(line);
  if (language === 'en') return { language, english };
  const template = TEMPLATES[language];
  const local = localDirections(line, template);
  if (local.ok) return { language, local: local.text, english };
  return {
    language,
    english,
    fellBack: { note: template.fallbackNote, english: fallbackEnglish(language) },
  };
}

/** The directions in one language: the template's words, or English where it cannot say them. */
export function directionsIn(line: MedicineLine, language: PrintLanguage): string {
  const printed = printedDirections(line, language);
  return 'local' in printed ? printed.local : printed.english;
}
