import { z } from 'zod';

/**
 * Recording sessions, the second-generation transcription API (platform-facts.md "Recording
 * sessions"): paths, limits and the wire bodies, shared by the sandbox that answers them and the
 * app that sends them. Request schemas are strict (a misspelt field is refused, not dropped);
 * response schemas accept fields they do not name, as the platform may add some.
 */

export const VOICE_DISCOVERY_PATH = '/voice/v1/.well-known/medscribealliance';
export const VOICE_SESSIONS_PATH = '/voice/v1/sessions';
export const VOICE_SESSION_DETAILS_PATH = '/voice/api/v1/sessions';

/** `POST` a chunk here: `/voice/v1/sessions/{id}/audio/{file_sequence}`. */
export function voiceAudioPath(sessionId: string, fileSequence: number): string {
  return `${VOICE_SESSIONS_PATH}/${encodeURIComponent(sessionId)}/audio/${fileSequence}`;
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
/** Largest `file_sequence` the sandbox takes; far beyond 3600 s in 20 s chunks. */
export const MAX_FILE_SEQUENCE = 999_999;

/** The audio formats of the discovery document, spelt as platform-facts.md lists them. */
export const VOICE_AUDIO_FORMATS = ['webm/opus', 'wav', 'ogg', 'mp4', 'm4a', 'mp3'] as const;
export const VOICE_UPLOAD_TYPES = ['chunked', 'single', 'stream'] as const;
export type VoiceUploadType = (typeof VOICE_UPLOAD_TYPES)[number];
export const VOICE_MODELS = ['lite', 'pro'] as const;
export type VoiceModel = (typeof VOICE_MODELS)[number];
/** Longest session each model transcribes, in seconds. */
export const VOICE_MODEL_MAX_SECONDS: Readonly<Record<VoiceModel, number>> = {
  lite: 600,
  pro: 3600,
};
export const DEFAULT_VOICE_MODEL: VoiceModel = 'lite';
/** ASSUMPTION: the "mode" that may not change after commit; the facts name no values. */
export const VOICE_MODES = ['consultation', 'dictation'] as const;
export type VoiceMode = (typeof VOICE_MODES)[number];
export const DEFAULT_VOICE_MODE: VoiceMode = 'consultation';

/** `init`, `recording_started` and `commit` are the contract's; servers also know the last two. */
export const USER_STATUSES = [
  'init',
  'recording_started',
  'commit',
  'stopped',
  'cancelled',
] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * A session's `status`: `created` (no audio yet), `recording` (audio arriving), `processing`
 * (ended, transcribing), `completed`, `partial`, `failed`, `expired` (never ended in time),
 * `cancelled` (user_status `cancelled` before the end).
 */
export const VOICE_SESSION_STATUSES = [
  'created',
  'recording',
  'processing',
  'completed',
  'partial',
  'failed',
  'expired',
  'cancelled',
] as const;
export type VoiceSessionStatus = (typeof VOICE_SESSION_STATUSES)[number];

export const TEMPLATE_RESULT_STATUSES = ['success', 'failed', 'processing'] as const;

/** Client-chosen ids travel in paths: 16 to 32 URL-safe characters. */
export const VoiceSessionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,32}$/, 'must be 16 to 32 letters, digits, - or _');

export const VoiceTemplateIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1 to 64 letters, digits, ., - or _');

/** ISO 639-1 codes ("en", "hi"). */
const LanguageCode = z.string().regex(/^[a-z]{2}$/, 'must be a two-letter ISO 639-1 code');

const JsonObject = z.record(z.string(), z.unknown());

export const CreateVoiceSessionRequestSchema = z.strictObject({
  upload_type: z.enum(VOICE_UPLOAD_TYPES),
  model: z.enum(VOICE_MODELS).optional(),
  mode: z.enum(VOICE_MODES).optional(),
  language_hint: z.array(LanguageCode).max(10).optional(),
  templates: z
    .array(VoiceTemplateIdSchema)
    .max(MAX_VOICE_TEMPLATES)
    .refine((ids) => new Set(ids).size === ids.length, 'must not name a template twice')
    .optional(),
  session_id: VoiceSessionIdSchema.optional(),
  additional_data: JsonObject.optional(),
  patient_details: JsonObject.optional(),
});
export type CreateVoiceSessionRequest = z.infer<typeof CreateVoiceSessionRequestSchema>;

const IsoTime = z.string();

export const CreateVoiceSessionResponseSchema = z.object({
  session_id: z.string(),
  status: z.literal('created'),
  created_at: IsoTime,
  expires_at: IsoTime,
  upload_url: z.string(),
  upload_type: z.enum(VOICE_UPLOAD_TYPES),
  model: z.enum(VOICE_MODELS),
  mode: z.enum(VOICE_MODES),
  language_hint: z.array(z.string()),
  templates: z.array(z.string()),
});
export type CreateVoiceSessionResponse = z.infer<typeof CreateVoiceSessionResponseSchema>;

/** The answer to a chunk upload, first delivery or identical re-send. */
export const AudioChunkReceiptSchema = z.object({
  session_id: z.string(),
  file_sequence: z.number().int(),
  file_name: z.string(),
  size_bytes: z.number().int(),
  sha256: z.string(),
  /** `received` the first time; `already_received` for the same bytes sent again. */
  status: z.enum(['received', 'already_received']),
});
export type AudioChunkReceipt = z.infer<typeof AudioChunkReceiptSchema>;

/** The transaction-status update: every field optional, at least one given. */
export const UpdateVoiceSessionRequestSchema = z
  .strictObject({
    user_status: z.enum(USER_STATUSES).optional(),
    processing_status: z.string().min(1).max(64).optional(),
    patient_details: JsonObject.optional(),
    additional_data: JsonObject.optional(),
    model: z.enum(VOICE_MODELS).optional(),
    mode: z.enum(VOICE_MODES).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'the body names nothing to update');
export type UpdateVoiceSessionRequest = z.infer<typeof UpdateVoiceSessionRequestSchema>;

/** The body of `POST .../end` (it may also be absent). */
export const EndVoiceSessionRequestSchema = z.strictObject({
  audio_files_sent: z.number().int().min(0).optional(),
});
export type EndVoiceSessionRequest = z.infer<typeof EndVoiceSessionRequestSchema>;

export const EndVoiceSessionResponseSchema = z.object({
  session_id: z.string(),
  status: z.enum(['processing', 'completed', 'partial']),
  message: z.string(),
  audio_files_received: z.number().int(),
  audio_files: z.array(z.string()),
  /** Echoed when the request gave it. */
  audio_files_sent: z.number().int().optional(),
  /** Sequences below the highest one expected (received, or `audio_files_sent - 1`) that never arrived. */
  missing_file_sequences: z.array(z.number().int()),
});
export type EndVoiceSessionResponse = z.infer<typeof EndVoiceSessionResponseSchema>;

export const TemplateResultSchema = z.object({
  status: z.enum(TEMPLATE_RESULT_STATUSES),
  document_id: z.string().nullable().optional(),
  data: z.unknown().optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type TemplateResult = z.infer<typeof TemplateResultSchema>;

/** `[{<template_id>: {status, document_id, data}}]`: one single-key object per template. */
export const TemplateResultsSchema = z.array(z.record(z.string(), TemplateResultSchema));

export const ProcessingErrorSchema = z.object({
  type: z.string(),
  message: z.string(),
  file: z.string().optional(),
  template_id: z.string().optional(),
});

/**
 * The poll answer. The HTTP status is the signal: 202 (`created`, `recording`, `processing`),
 * 200 `completed`, 206 `partial`, 410 `expired` or `cancelled` (those also carry the platform's
 * `error`). `transcript` and `templates` come with 200 and 206.
 */
export const VoiceSessionResultSchema = z.object({
  session_id: z.string(),
  status: z.enum(VOICE_SESSION_STATUSES),
  created_at: IsoTime,
  expires_at: IsoTime,
  ended_at: IsoTime.nullable(),
  completed_at: IsoTime.nullable().optional(),
  model_used: z.enum(VOICE_MODELS).optional(),
  audio_files_received: z.number().int(),
  audio_files: z.array(z.string()),
  additional_data: JsonObject.nullable(),
  transcript: z.string().optional(),
  templates: TemplateResultsSchema.optional(),
  processing_errors: z.array(ProcessingErrorSchema).optional(),
  message: z.string().optional(),
  error: z.object({ message: z.string(), code: z.string() }).optional(),
});
export type VoiceSessionResult = z.infer<typeof VoiceSessionResultSchema>;

/** `GET /voice/api/v1/sessions/{id}` and the answer to PATCH. */
export const VoiceSessionDetailsSchema = z.object({
  session_id: z.string(),
  status: z.enum(VOICE_SESSION_STATUSES),
  user_status: z.enum(USER_STATUSES).nullable(),
  processing_status: z.string().nullable(),
  created_at: IsoTime,
  /** When a session never ended expires; once ended, it no longer does. */
  expires_at: IsoTime,
  ended_at: IsoTime.nullable(),
  upload_type: z.enum(VOICE_UPLOAD_TYPES),
  model: z.enum(VOICE_MODELS),
  mode: z.enum(VOICE_MODES),
  language_hint: z.array(z.string()),
  templates: z.array(z.string()),
  patient_details: JsonObject.nullable(),
  additional_data: JsonObject.nullable(),
  audio_files_received: z.number().int(),
  audio_files: z.array(z.string()),
});
export type VoiceSessionDetails = z.infer<typeof VoiceSessionDetailsSchema>;

export const VoiceDiscoveryDocumentSchema = z.object({
  protocol: z.literal('medscribealliance'),
  protocol_version: z.string(),
  service: z.object({ name: z.string() }),
  endpoints: z.object({ base_url: z.string() }),
  capabilities: z.object({
    audio_formats: z.array(z.string()),
    max_chunk_duration_seconds: z.number(),
    max_chunk_bytes: z.number().int().optional(),
    upload_methods: z.array(z.string()),
  }),
  models: z.array(
    z.object({
      id: z.string(),
      display_name: z.string(),
      max_session_duration_seconds: z.number(),
      languages: z.array(z.string()).optional(),
    }),
  ),
});
export type VoiceDiscoveryDocument = z.infer<typeof VoiceDiscoveryDocumentSchema>;
