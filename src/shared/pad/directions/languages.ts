import { z } from 'zod';

/*
 * The languages a prescription's directions can be printed in: English, and the Indian languages
 * whose templates are written (docs/printout-languages.md). Each is a BCP 47 tag, as the printout
 * writes it in its `lang` attribute.
 */

export const PRINT_LANGUAGES = ['en', 'hi', 'mr', 'ta'] as const;
export type PrintLanguage = (typeof PRINT_LANGUAGES)[number];
export const PrintLanguageSchema = z.enum(PRINT_LANGUAGES);

/** The languages that have a template (every language but English). */
export type TemplateLanguage = Exclude<PrintLanguage, 'en'>;

/** Each language's name in English, as the doctor picks it and as the printout's notes say it. */
export const LANGUAGE_NAMES: Record<PrintLanguage, string> = {
  en: 'English',
  hi: 'Hindi',
  mr: 'Marathi',
  ta: 'Tamil',
};

/** Each language's name in its own script, shown beside the English name in a picker. */
export const LANGUAGE_OWN_NAMES: Record<PrintLanguage, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
  ta: 'தமிழ்',
};

/** "Hindi (हिन्दी)", "English". */
export function languageLabel(language: PrintLanguage): string {
  const own = LANGUAGE_OWN_NAMES[language];
  const name = LANGUAGE_NAMES[language];
  return own === name ? name : `${name} (${own})`;
}

/** A stored value read back: a known language, else undefined (never guessed). */
export function printLanguageOf(value: unknown): PrintLanguage | undefined {
  const parsed = PrintLanguageSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
