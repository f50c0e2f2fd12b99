import { z } from 'zod';

/**
 * Readers of the transcription API's answers (`spec/published/voice-v2.json`). Each takes the
 * fields the app needs and nothing more: unknown fields are ignored, fields the app can do
 * without may be absent or null, and a missing field it needs fails with its path named. Every
 * published example of these answers parses (test/integration/published).
 */

const Text = z.string();
const Count = z.number().int().min(0);
/** A JSON object, whatever it holds. */
const AnyObject = z.record(z.string(), z.unknown());

/** `201` to `POST /voice/v1/sessions`: the session's id is all the app needs. */
export const CreateSessionAnswerSchema = z.object({ session_id: Text.min(1) });
export type CreateSessionAnswer = z.infer<typeof CreateSessionAnswerSchema>;

/** `200` to a chunk upload: `{session_id, success, original_filename}`. */
export const ChunkAnswerSchema = z.object({
  session_id: Text.nullish(),
  success: z.boolean().nullish(),
  original_filename: Text.nullish(),
});
export type ChunkAnswer = z.infer<typeof ChunkAnswerSchema>;

/** `200` to PATCH: `{session_id, status: "success", message}`. */
export const PatchAnswerSchema = z.object({
  session_id: Text.nullish(),
  status: Text.nullish(),
  message: Text.nullish(),
});
export type PatchAnswer = z.infer<typeof PatchAnswerSchema>;

/** `202` to `POST .../end`. */
export const EndAnswerSchema = z.object({
  session_id: Text.nullish(),
  status: Text.nullish(),
  audio_files_received: Count.nullish(),
});
export type EndAnswer = z.infer<typeof EndAnswerSchema>;

/** One template's output in a poll answer: `{status, document_id, data, ...}`. */
export const TemplateOutputSchema = z.object({
  status: Text.nullish(),
  document_id: Text.nullish(),
  data: z.unknown().optional(),
  error: z.unknown().optional(),
});
export type TemplateOutput = z.infer<typeof TemplateOutputSchema>;

/**
 * `templates` as published: a list of single-key objects `{<template_id>: {...}}` (200, 206), or
 * one object keyed by template id (the 410 schema). Both read as `[templateId, output]` pairs.
 */
const TemplateOutputsSchema = z
  .union([
    z.array(z.record(z.string(), TemplateOutputSchema)),
    z.record(z.string(), TemplateOutputSchema),
  ])
  .transform((value) =>
    (Array.isArray(value) ? value : [value]).flatMap((entry) => Object.entries(entry)),
  );

/**
 * The poll answer (`GET /voice/v1/sessions/{id}`) for 200, 202, 206 and 410. The HTTP status is
 * the signal; the body is read for the transcript and the templates' outputs.
 */
export const PollAnswerSchema = z.object({
  session_id: Text.nullish(),
  status: Text.nullish(),
  message: Text.nullish(),
  audio_files_received: Count.nullish(),
  transcript: Text.nullish(),
  templates: TemplateOutputsSchema.nullish(),
  processing_errors: z.array(AnyObject).nullish(),
});
export type PollAnswer = z.infer<typeof PollAnswerSchema>;

/** `GET /voice/api/v1/sessions/{id}`: the session is under `data`. */
export const SessionDetailsAnswerSchema = z.object({
  data: z.object({
    session_id: Text.nullish(),
    status: Text.nullish(),
    /** The contract says the details carry it; the published schema does not list it. */
    user_status: Text.nullish(),
    created_at: z.unknown().optional(),
    expires_at: z.unknown().optional(),
    committed_at: z.unknown().optional(),
    processed_at: z.unknown().optional(),
    audio_files_received: Count.nullish(),
    documents: z.array(AnyObject).nullish(),
  }),
});
export type SessionDetailsAnswer = z.infer<typeof SessionDetailsAnswerSchema>;

/** One template of `GET /voice/api/v1/template`. */
export const VoiceTemplateSchema = z.object({
  id: Text.min(1),
  title: Text.nullish(),
  desc: Text.nullish(),
  default: z.boolean().nullish(),
  is_favorite: z.boolean().nullish(),
});
export type VoiceTemplate = z.infer<typeof VoiceTemplateSchema>;

/** The list, read item by item: an entry without an id is left out rather than failing the rest. */
export const TemplatesAnswerSchema = z
  .object({ items: z.array(z.unknown()) })
  .transform(({ items }) =>
    items.flatMap((item) => {
      const parsed = VoiceTemplateSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );

const DiscoveryModelSchema = z.object({
  id: Text.min(1),
  display_name: Text.nullish(),
  languages: z.array(Text).nullish(),
  max_session_duration_seconds: z.number().positive().nullish(),
});

/** The discovery document: models with their languages and limits, and the languages overall. */
export const DiscoveryAnswerSchema = z.object({
  capabilities: z
    .object({
      max_chunk_duration_seconds: z.number().positive().nullish(),
      audio_formats: z.array(Text).nullish(),
    })
    .nullish(),
  models: z.array(z.unknown()).transform((models) =>
    models.flatMap((model) => {
      const parsed = DiscoveryModelSchema.safeParse(model);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
  languages: z
    .object({ supported: z.array(Text).nullish(), auto_detection: z.boolean().nullish() })
    .nullish(),
});
export type DiscoveryAnswer = z.infer<typeof DiscoveryAnswerSchema>;
