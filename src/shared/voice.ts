import { z } from 'zod';

/**
 * Recording sessions, the second-generation transcription API as the platform publishes it
 * (`spec/published/voice-v2.json`): paths, limits and the bodies the app writes. Request schemas
 * are strict and conform to the published request schemas (tests validate them there); the
 * tolerant readers of the platform's answers are in ./voice-answers.
 */

export const VOICE_DISCOVERY_PATH = '/voice/v1/.well-known/medscribealliance';
export const VOICE_SESSIONS_PATH = '/voice/v1/sessions';
export const VOICE_SESSION_DETAILS_PATH = '/voice/api/v1/sessions';
export const VOICE_TEMPLATES_PATH = '/voice/api/v1/template';

/** The audio file extensions the platform reads the audio type from, by the app's media type. */
export const AUDIO_EXTENSIONS = {
  'audio/wav': 'wav',
  'audio/webm;codecs=opus': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/m4a': 'm4a',
  'audio/mp3': 'mp3',
} as const;
export type AudioMediaType = keyof typeof AUDIO_EXTENSIONS;
export type AudioExtension = (typeof AUDIO_EXTENSIONS)[AudioMediaType];

/**
 * `{file_sequence}` is a file name with its extension (`audio_0.wav`): the platform takes the
 * audio type from the extension. The name is fixed by the chunk's sequence, so a re-send names
 * the same file.
 */
export function audioChunkFileName(sequence: number, extension: AudioExtension): string {
  return `audio_${sequence}.${extension}`;
}

/** `audio_<n>.<ext>` back to its parts; undefined for any other name. */
export function parseAudioChunkFileName(
  name: string,
): { sequence: number; extension: AudioExtension } | undefined {
  const match = /^audio_(0|[1-9]\d{0,5})\.([a-z0-9]{2,4})$/.exec(name);
  if (!match) return undefined;
  const extension = match[2] as AudioExtension;
  if (!(Object.values(AUDIO_EXTENSIONS) as string[]).includes(extension)) return undefined;
  return { sequence: Number(match[1]), extension };
}

/** `POST` a chunk here: `/voice/v1/sessions/{id}/audio/{file_sequence}`. */
export function voiceAudioPath(sessionId: string, fileName: string): string {
  return `${voiceSessionPath(sessionId)}/audio/${encodeURIComponent(fileName)}`;
}

/** `GET` (poll) and `PATCH` (update) a session. */
export function voiceSessionPath(sessionId: string): string {
  return `${VOICE_SESSIONS_PATH}/${encodeURIComponent(sessionId)}`;
}

export function voiceEndPath(sessionId: string): string {
  return `${voiceSessionPath(sessionId)}/end`;
}

export function voiceDetailsPath(sessionId: string): string {
  return `${VOICE_SESSION_DETAILS_PATH}/${encodeURIComponent(sessionId)}`;
}

/**
 * "At most 10 MB" per chunk. As for documents (`MAX_DOCUMENT_BYTES`), the smaller reading is
 * taken: 10,000,000 bytes, so a chunk the app sends is never refused for its size.
 */
export const MAX_AUDIO_CHUNK_BYTES = 10_000_000;
/** Recommended longest chunk, as the discovery document states it. */
export const MAX_CHUNK_DURATION_SECONDS = 20;
export const MAX_VOICE_TEMPLATES = 2;
/** Largest chunk sequence the app makes; far beyond 3600 s in 20 s chunks. */
export const MAX_FILE_SEQUENCE = 999_999;

export const VOICE_UPLOAD_TYPES = ['single', 'chunked', 'stream'] as const;
export type VoiceUploadType = (typeof VOICE_UPLOAD_TYPES)[number];
export const VOICE_MODELS = ['lite', 'pro'] as const;
export type VoiceModel = (typeof VOICE_MODELS)[number];
/**
 * Longest session each model transcribes, in seconds, as published; the discovery document's
 * own figures take over once it has been read.
 */
export const VOICE_MODEL_MAX_SECONDS: Readonly<Record<VoiceModel, number>> = {
  lite: 600,
  pro: 3600,
};
export const DEFAULT_VOICE_MODEL: VoiceModel = 'lite';
/** `session_mode`, set by PATCH (it is not a create field). */
export const VOICE_MODES = ['consultation', 'dictation'] as const;
export type VoiceMode = (typeof VOICE_MODES)[number];
export const DEFAULT_VOICE_MODE: VoiceMode = 'consultation';
/** The `language_hint` that asks the platform to detect the language itself. */
export const AUTO_DETECT_LANGUAGE = 'auto_detect';

/** `init`, `recording_started` and `commit` are the contract's; servers also know the last two. */
export const USER_STATUSES = [
  'init',
  'recording_started',
  'commit',
  'stopped',
  'cancelled',
] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Client-chosen ids travel in paths: 16 to 32 URL-safe characters (the published limits). */
export const VoiceSessionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,32}$/, 'must be 16 to 32 letters, digits, - or _');

export const VoiceTemplateIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1 to 64 letters, digits, ., - or _');

/** A language code ("en", "hi") or `auto_detect`. */
export const LanguageHintSchema = z
  .string()
  .regex(/^([a-z]{2,3}(-[A-Za-z]{2,4})?|auto_detect)$/, 'must be a language code or auto_detect');

const JsonObject = z.record(z.string(), z.unknown());

const TemplateIds = z
  .array(VoiceTemplateIdSchema)
  .max(MAX_VOICE_TEMPLATES)
  .refine((ids) => new Set(ids).size === ids.length, 'must not name a template twice');

/** `CreateSessionRequest`: `upload_type` required; no `mode` (that is `session_mode`, by PATCH). */
export const CreateVoiceSessionRequestSchema = z.strictObject({
  upload_type: z.enum(VOICE_UPLOAD_TYPES),
  model: z.enum(VOICE_MODELS).optional(),
  language_hint: z.array(LanguageHintSchema).min(1).max(11).optional(),
  templates: TemplateIds.optional(),
  session_id: VoiceSessionIdSchema.optional(),
  additional_data: JsonObject.optional(),
  patient_details: JsonObject.optional(),
});
export type CreateVoiceSessionRequest = z.infer<typeof CreateVoiceSessionRequestSchema>;

/** `PatchSessionRequest`: the published schema refuses unknown fields (422), and so does this. */
export const UpdateVoiceSessionRequestSchema = z
  .strictObject({
    user_status: z.enum(USER_STATUSES).optional(),
    processing_status: z.string().min(1).max(64).optional(),
    patient_details: JsonObject.optional(),
    additional_data: JsonObject.optional(),
    templates: TemplateIds.optional(),
    language_hint: z.array(LanguageHintSchema).min(1).max(11).optional(),
    session_mode: z.enum(VOICE_MODES).optional(),
    model: z.enum(VOICE_MODELS).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'the body names nothing to update');
export type UpdateVoiceSessionRequest = z.infer<typeof UpdateVoiceSessionRequestSchema>;

/** The body of `POST .../end` (it may also be absent). */
export const EndVoiceSessionRequestSchema = z.strictObject({
  audio_files_sent: z.number().int().min(0).optional(),
});
export type EndVoiceSessionRequest = z.infer<typeof EndVoiceSessionRequestSchema>;

/** The platform's error code for a chunk that arrives after the session was committed. */
export const SESSION_ENDED_CODE = 'session_ended';
