import {
  RecordingLanguagesSchema,
  RecordingTemplatesSchema,
  type RecordingSettingsInput,
  type RecordingSettingsView,
} from '../../../shared/recording';
import {
  DEFAULT_VOICE_MODEL,
  MAX_CHUNK_DURATION_SECONDS,
  VOICE_MODELS,
  type VoiceModel,
} from '../../../shared/voice';
import type { ZodType } from 'zod';
import { explainStorageError } from '../db/db-errors';
import type { SettingsRepository } from '../settings/settings-repository';

export const RECORDING_MODEL_SETTING = 'recording.model';
export const RECORDING_TEMPLATES_SETTING = 'recording.templates';
export const RECORDING_LANGUAGES_SETTING = 'recording.language-hint';

/** A stored JSON list; a damaged setting reads as empty, so recording still works. */
function storedList(text: string | undefined, schema: ZodType<string[]>): string[] {
  try {
    const parsed = schema.safeParse(JSON.parse(text ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The recording settings kept in the settings table: model, templates and languages. */
export function createRecordingSettings(deps: {
  settings: SettingsRepository;
  maxChunkMs: number;
}) {
  function read(): RecordingSettingsView {
    const model = deps.settings.get(RECORDING_MODEL_SETTING);
    return {
      model: (VOICE_MODELS as readonly string[]).includes(model ?? '')
        ? (model as VoiceModel)
        : DEFAULT_VOICE_MODEL,
      templates: storedList(
        deps.settings.get(RECORDING_TEMPLATES_SETTING),
        RecordingTemplatesSchema,
      ),
      languageHint: storedList(
        deps.settings.get(RECORDING_LANGUAGES_SETTING),
        RecordingLanguagesSchema,
      ),
      maxChunkMs: Math.min(deps.maxChunkMs, MAX_CHUNK_DURATION_SECONDS * 1000),
    };
  }

  function save(input: RecordingSettingsInput): RecordingSettingsView {
    try {
      deps.settings.write({
        values: {
          [RECORDING_MODEL_SETTING]: input.model,
          [RECORDING_TEMPLATES_SETTING]: JSON.stringify(input.templates),
          ...(input.languageHint
            ? { [RECORDING_LANGUAGES_SETTING]: JSON.stringify(input.languageHint) }
            : {}),
        },
      });
    } catch (error) {
      throw explainStorageError(error);
    }
    return read();
  }

  return { read, save };
}
