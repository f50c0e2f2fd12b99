import { z } from 'zod';
import {
  MAX_AUDIO_CHUNK_BYTES,
  MAX_CHUNK_DURATION_SECONDS,
  MAX_FILE_SEQUENCE,
  MAX_VOICE_TEMPLATES,
  VOICE_MODELS,
  LanguageHintSchema,
  VoiceTemplateIdSchema,
  type UserStatus,
  type VoiceModel,
} from './voice';

/**
 * Recording sessions as the renderer and the core see them (the wire side is in ./voice).
 *
 * A session's local id is also the `session_id` the app asks the platform to use, so every step
 * (create, `user_status`, chunks, end) can be queued while offline and sent later in order,
 * without waiting for the platform to name the session first.
 */

/** Chunks the app records: 16 kHz mono 16-bit PCM WAV, each file decodable on its own. */
export const RECORDING_MEDIA_TYPES = ['audio/wav'] as const;
export type RecordingMediaType = (typeof RECORDING_MEDIA_TYPES)[number];

/** 32 lowercase hex digits: within the platform's 16 to 32 URL-safe characters. */
export const RecordingSessionIdSchema = z
  .string()
  .regex(/^[0-9a-f]{32}$/, 'is not a recording session id');

/**
 * Where a session stands, in the user's terms.
 * - `recording`: audio is arriving (or the app stopped while it was: see `interrupted`).
 * - `sending`: stopped; the remaining chunks, `commit` and the end wait in the outbox.
 * - `processing`: the platform has the whole session and is transcribing; the app polls.
 * - `completed` / `partial`: the result is kept (`partial`: a template failed).
 * - `expired`, `cancelled`, `not_found`: the platform will not transcribe it.
 * - `failed`: checking the transcription gave up (repeated errors, the deadline, signed out):
 *   the user can try again.
 */
export const RECORDING_PHASES = [
  'recording',
  'sending',
  'processing',
  'completed',
  'partial',
  'expired',
  'cancelled',
  'not_found',
  'failed',
] as const;
export type RecordingPhase = (typeof RECORDING_PHASES)[number];

/** Phases in which the session will not change any more without the user. */
export const SETTLED_RECORDING_PHASES: readonly RecordingPhase[] = [
  'completed',
  'partial',
  'expired',
  'cancelled',
  'not_found',
  'failed',
];

export const RecordingTemplatesSchema = z
  .array(VoiceTemplateIdSchema)
  .max(MAX_VOICE_TEMPLATES, `at most ${MAX_VOICE_TEMPLATES} templates`)
  .refine((ids) => new Set(ids).size === ids.length, 'names a template twice');

/** The languages a session is recorded in: codes, or `auto_detect` alone; empty sends none. */
export const RecordingLanguagesSchema = z
  .array(LanguageHintSchema)
  .max(11, 'at most 11 languages')
  .refine((codes) => new Set(codes).size === codes.length, 'names a language twice')
  .refine(
    (codes) => !codes.includes('auto_detect') || codes.length === 1,
    'auto_detect stands alone: choose it or languages, not both',
  );

export const RecordingSettingsInputSchema = z
  .object({
    model: z.enum(VOICE_MODELS),
    templates: RecordingTemplatesSchema,
    languageHint: RecordingLanguagesSchema.optional(),
  })
  .strict();
export type RecordingSettingsInput = z.infer<typeof RecordingSettingsInputSchema>;

export interface RecordingSettingsView {
  model: VoiceModel;
  templates: string[];
  /** Sent as the session's `language_hint`; empty sends none. */
  languageHint: string[];
  /** The longest chunk the recorder makes, in milliseconds (20 s unless set lower). */
  maxChunkMs: number;
}

export const RecordingIdInputSchema = z.object({ sessionId: RecordingSessionIdSchema }).strict();

/** A recording is made inside a consultation: its patient's details go with it to the platform. */
export const RecordingStartInputSchema = z
  .object({ consultationId: z.string().min(1).max(100).optional() })
  .strict();

/** The recordings of one consultation, or (without it) the latest of all. */
export const RecordingListInputSchema = z
  .object({ consultationId: z.string().min(1).max(100).optional() })
  .strict();

/** The longest chunk the core accepts: the 20 s limit and a second of slack for the encoder. */
export const MAX_CHUNK_DURATION_MS = MAX_CHUNK_DURATION_SECONDS * 1000 + 1000;

/**
 * One chunk as the renderer hands it over: the WAV bytes (structured-cloned over IPC) and the
 * sequence it was given. The core answers once the chunk is durable; the renderer keeps it until
 * then, and sends it again (same sequence, same bytes) if the answer does not come.
 */
export const RecordingChunkInputSchema = z
  .object({
    sessionId: RecordingSessionIdSchema,
    sequence: z.number().int().min(0).max(MAX_FILE_SEQUENCE),
    bytes: z
      .custom<Uint8Array>((value) => value instanceof Uint8Array, {
        message: 'The audio did not arrive.',
      })
      .refine((bytes) => bytes.byteLength > 0, 'The audio chunk is empty.')
      // The message is written when a chunk is refused: formatting the number with the en-IN
      // locale loads locale data, which the core's start should not pay for (about 10 ms).
      .refine((bytes) => bytes.byteLength <= MAX_AUDIO_CHUNK_BYTES, {
        error: () =>
          `An audio chunk may be at most ${MAX_AUDIO_CHUNK_BYTES.toLocaleString('en-IN')} bytes.`,
      }),
    durationMs: z.number().int().min(1).max(MAX_CHUNK_DURATION_MS),
    mediaType: z.enum(RECORDING_MEDIA_TYPES),
  })
  .strict();
export type RecordingChunkInput = z.input<typeof RecordingChunkInputSchema>;

export interface RecordingChunkSaved {
  sessionId: string;
  sequence: number;
  /** Chunks of the session now kept on this computer. */
  savedChunks: number;
  /** True when this exact chunk was already saved (a re-send after a lost answer). */
  alreadySaved: boolean;
}

export interface RecordingPollView {
  attempt: number;
  /** The HTTP status of the last answer, when there was one. */
  lastStatus?: number;
  lastError?: string;
  nextAttemptAt?: string;
}

export interface RecordingSessionView {
  id: string;
  /** The consultation it was made in (none for recordings made before consultations). */
  consultationId?: string;
  phase: RecordingPhase;
  model: VoiceModel;
  templates: string[];
  createdAt: string;
  stoppedAt?: string;
  completedAt?: string;
  /** Audio saved, in milliseconds (the sum of the chunks). */
  durationMs: number;
  /** `late`: parts the platform refused because the session was already closed. */
  chunks: { saved: number; uploaded: number; bytes: number; late: number };
  /** The last `user_status` the platform accepted for this session. */
  userStatus?: UserStatus;
  /** The app closed or crashed while recording: the session was ended with the audio saved. */
  interrupted: boolean;
  /** Why the session is stuck or failed, in words, without patient data. */
  problem?: string;
  /** Checking the transcription can be started again. */
  canRetry: boolean;
  poll?: RecordingPollView;
  /** Recorded while signed in to another account: it is sent to that account only. */
  otherAccount: boolean;
  hasResult: boolean;
}

export interface RecordingTemplateView {
  templateId: string;
  status: 'success' | 'failed' | 'processing';
  /** The template's output as text (its `text` field, or its JSON). */
  text?: string;
  error?: string;
}

/** The transcription the platform returned, kept sealed on this computer. */
export interface RecordingResultView {
  sessionId: string;
  status: 'completed' | 'partial';
  transcript: string;
  templates: RecordingTemplateView[];
  receivedAt: string;
}

export interface RecordingSessionDetail {
  session: RecordingSessionView;
  result?: RecordingResultView;
}

/**
 * `GET /voice/api/v1/sessions/{id}` as the platform reports it, fetched on request. Each field is
 * null when the platform's answer did not carry it.
 */
export interface RecordingPlatformDetailsView {
  sessionId: string;
  status: string | null;
  userStatus: string | null;
  createdAt: string | null;
  audioFilesReceived: number | null;
  /** Documents the platform made from the session (template outputs). */
  documents: number;
  fetchedAt: string;
}

/** A transcription template as the platform lists it. */
export interface VoiceTemplateView {
  id: string;
  /** The platform's title; the id when it gave none. */
  title: string;
  description?: string;
  isDefault: boolean;
  isFavorite: boolean;
}

/** A model as the discovery document describes it. */
export interface VoiceModelView {
  id: VoiceModel;
  name: string;
  /** Language codes the model speaks. */
  languages: string[];
  maxSessionSeconds: number;
}

/**
 * What the platform offers for recordings: models, languages and templates, from the discovery
 * document and the template list, read live or from the copy saved for offline use.
 */
export interface VoiceCatalogueView {
  models: VoiceModelView[];
  /** Every language code any model speaks. */
  languages: string[];
  autoDetect: boolean;
  templates: VoiceTemplateView[];
  /** When what is shown was read from the platform; absent when it never was. */
  fetchedAt?: string;
  /** Why the saved copy (or the built-in defaults) is shown instead of a fresh one. */
  stale?: string;
}
