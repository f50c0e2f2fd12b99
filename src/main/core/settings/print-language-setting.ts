import { printLanguageOf, type PrintLanguage } from '../../../shared/pad/directions/languages';
import type { DefaultPrintLanguageView } from '../../../shared/print-language-view';
import type { SettingsRepository } from './settings-repository';

/*
 * The doctor's default language for the printout's directions (docs/printout-languages.md), one
 * plain setting. A patient's own choice (the patients feature) wins over it; English when unset.
 */

export const PRINT_LANGUAGE_SETTING = 'printout.language';

export interface DefaultPrintLanguage {
  /** The default as saved; English when none is, or when what is saved is no known language. */
  get(): PrintLanguage;
  save(language: PrintLanguage): DefaultPrintLanguageView;
}

export function createDefaultPrintLanguage(
  repository: Pick<SettingsRepository, 'get' | 'write'>,
): DefaultPrintLanguage {
  const get = (): PrintLanguage => printLanguageOf(repository.get(PRINT_LANGUAGE_SETTING)) ?? 'en';
  return {
    get,
    save(language) {
      repository.write({ values: { [PRINT_LANGUAGE_SETTING]: language } });
      return { language: get() };
    },
  };
}
