import type { VoiceCatalogueView, VoiceModelView } from './recording';
import { AUTO_DETECT_LANGUAGE } from './voice';

/** A language code in words ("ta" → "Tamil"); the code itself when the runtime does not know it. */
export function languageName(code: string): string {
  if (code === AUTO_DETECT_LANGUAGE) return 'Detect automatically';
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(code);
    return name ?? code;
  } catch {
    return code;
  }
}

/** The chosen languages the model does not speak (auto detection is every model's). */
export function languagesNotSpoken(
  model: VoiceModelView | undefined,
  languageHint: readonly string[],
): string[] {
  if (!model) return [];
  return languageHint.filter(
    (code) => code !== AUTO_DETECT_LANGUAGE && !model.languages.includes(code),
  );
}

/**
 * The warning for a model that does not offer a chosen language, naming a model that does, in
 * words; undefined when there is nothing to warn about.
 */
export function languageWarning(
  catalogue: Pick<VoiceCatalogueView, 'models'>,
  modelId: string,
  languageHint: readonly string[],
): string | undefined {
  const model = catalogue.models.find((candidate) => candidate.id === modelId);
  const missing = languagesNotSpoken(model, languageHint);
  if (!model || missing.length === 0) return undefined;
  const names = missing.map(languageName).join(' and ');
  const other = catalogue.models.find(
    (candidate) =>
      candidate.id !== model.id && languagesNotSpoken(candidate, languageHint).length === 0,
  );
  return `${model.name} does not transcribe ${names}.${
    other ? ` Choose ${other.name}, or another language.` : ' Choose another language.'
  }`;
}
