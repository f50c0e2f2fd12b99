import { z } from 'zod';
import { VoiceTemplateIdSchema } from '../shared/voice';

/** How the sandbox's simulated transcription behaves; switchable at runtime like the faults. */
export interface VoiceSettings {
  /** How long an ended session answers 202 processing before its result is ready. */
  transcriptionDelayMs: number;
  /** How long after creation a session that was never ended expires (410). */
  voiceSessionTtlMs: number;
  /** Template ids whose generation fails; a session asking for one completes 206 partial. */
  failingTemplates: string[];
}

export const DEFAULT_VOICE_SETTINGS: Readonly<VoiceSettings> = Object.freeze({
  transcriptionDelayMs: 1500,
  voiceSessionTtlMs: 60 * 60 * 1000,
  failingTemplates: [],
});

const HOUR_MS = 60 * 60 * 1000;

/** A partial update, as accepted by options, `sandbox.voice.set` and `POST /__sandbox/voice`. */
export const VoiceSettingsUpdateSchema = z
  .strictObject({
    transcriptionDelayMs: z.number().int().min(0).max(HOUR_MS),
    voiceSessionTtlMs: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * HOUR_MS),
    failingTemplates: z.array(VoiceTemplateIdSchema).max(100),
  })
  .partial();

/**
 * Runtime switchboard of the transcription simulation. A change applies to what happens next:
 * the delay and failing templates are fixed for a session when it ends, the expiry when it is
 * created. `reset` returns to the values this sandbox was started with.
 */
export class VoiceSettingsController {
  private settings: VoiceSettings;

  constructor(private readonly initial: Readonly<VoiceSettings>) {
    this.settings = copy(initial);
  }

  get(): VoiceSettings {
    return copy(this.settings);
  }

  /** Validates and merges `update`. Throws on bad input. */
  set(update: Partial<VoiceSettings>): VoiceSettings {
    const valid = VoiceSettingsUpdateSchema.parse(update);
    this.settings = { ...this.settings, ...valid };
    return this.get();
  }

  reset(): VoiceSettings {
    this.settings = copy(this.initial);
    return this.get();
  }
}

function copy(settings: Readonly<VoiceSettings>): VoiceSettings {
  return { ...settings, failingTemplates: [...settings.failingTemplates] };
}
