import {
  ChunkAnswerSchema,
  CreateSessionAnswerSchema,
  DiscoveryAnswerSchema,
  EndAnswerSchema,
  PatchAnswerSchema,
  PollAnswerSchema,
  SessionDetailsAnswerSchema,
  TemplatesAnswerSchema,
  type DiscoveryAnswer,
  type PollAnswer,
  type SessionDetailsAnswer,
  type VoiceTemplate,
} from '../../../shared/voice-answers';
import {
  CreateVoiceSessionRequestSchema,
  EndVoiceSessionRequestSchema,
  SESSION_ENDED_CODE,
  UpdateVoiceSessionRequestSchema,
  VOICE_DISCOVERY_PATH,
  VOICE_SESSIONS_PATH,
  VOICE_TEMPLATES_PATH,
  voiceAudioPath,
  voiceDetailsPath,
  voiceEndPath,
  voiceSessionPath,
  type AudioMediaType,
  type CreateVoiceSessionRequest,
  type UpdateVoiceSessionRequest,
} from '../../../shared/voice';
import type { PlatformClient } from './client';
import { PlatformError, namesAnotherRecord } from './errors';

/** The status call's own time limit (docs/platform.md: raised from 16 s to 20 s). */
export const STATUS_CALL_TIMEOUT_MS = 20_000;

export interface VoiceCallOptions {
  signal?: AbortSignal;
  /** Every call that changes something carries one. */
  idempotencyKey?: string;
  timeoutMs?: number;
}

/** A poll answered 200, 202 or 206 (410 and 404 are PlatformErrors). */
export interface PollResult {
  httpStatus: 200 | 202 | 206;
  body: PollAnswer;
}

/** The transcription API as the app uses it: one function per published operation. */
export interface VoiceApi {
  discovery(options?: VoiceCallOptions): Promise<DiscoveryAnswer>;
  templates(options?: VoiceCallOptions): Promise<VoiceTemplate[]>;
  /** Resolves to the session's id as the platform names it. */
  createSession(body: CreateVoiceSessionRequest, options?: VoiceCallOptions): Promise<string>;
  updateSession(
    sessionId: string,
    body: UpdateVoiceSessionRequest,
    options?: VoiceCallOptions,
  ): Promise<void>;
  /**
   * Uploads one chunk as `fileName` (`audio_<n>.<ext>`). A 200 that says it failed, or that names
   * another file, does not count as received.
   */
  uploadChunk(
    sessionId: string,
    chunk: { fileName: string; mediaType: AudioMediaType; bytes: Uint8Array },
    options?: VoiceCallOptions,
  ): Promise<void>;
  /** Resolves to the number of audio files the platform says it received, when it says. */
  endSession(
    sessionId: string,
    audioFilesSent: number,
    options?: VoiceCallOptions,
  ): Promise<number | undefined>;
  /** 410 becomes a PlatformError with platform code `SESSION_CANCELLED` or `SESSION_EXPIRED`. */
  poll(sessionId: string, options?: VoiceCallOptions): Promise<PollResult>;
  details(sessionId: string, options?: VoiceCallOptions): Promise<SessionDetailsAnswer['data']>;
}

/** A chunk refused because the session was already committed: it came too late. */
export function isSessionEnded(error: unknown): error is PlatformError {
  return (
    error instanceof PlatformError &&
    error.status === 400 &&
    (error.platformCode?.toLowerCase() === SESSION_ENDED_CODE ||
      /session[ _]ended/i.test(error.reason ?? ''))
  );
}

function common(options: VoiceCallOptions | undefined): {
  signal?: AbortSignal;
  timeoutMs?: number;
  headers: Record<string, string>;
} {
  return {
    ...(options?.signal ? { signal: options.signal } : {}),
    ...(options?.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    headers: options?.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {},
  };
}

export function createVoiceApi(client: PlatformClient): VoiceApi {
  return {
    discovery: (options) =>
      client.request({
        method: 'GET',
        path: VOICE_DISCOVERY_PATH,
        schema: DiscoveryAnswerSchema,
        what: "Reading the transcription service's models and languages",
        ...common(options),
      }),

    templates: (options) =>
      client.request({
        method: 'GET',
        path: VOICE_TEMPLATES_PATH,
        schema: TemplatesAnswerSchema,
        what: 'Reading the transcription templates',
        ...common(options),
      }),

    async createSession(body, options) {
      const answer = await client.request({
        method: 'POST',
        path: VOICE_SESSIONS_PATH,
        body: CreateVoiceSessionRequestSchema.parse(body),
        schema: CreateSessionAnswerSchema,
        what: 'Starting a recording session',
        ...common(options),
      });
      return answer.session_id;
    },

    async updateSession(sessionId, body, options) {
      await client.request({
        method: 'PATCH',
        path: voiceSessionPath(sessionId),
        body: UpdateVoiceSessionRequestSchema.parse(body),
        schema: PatchAnswerSchema,
        what: body.user_status
          ? `Setting the recording's status to ${body.user_status}`
          : 'Updating a recording session',
        ...common(options),
      });
    },

    async uploadChunk(sessionId, chunk, options) {
      const what = `Uploading audio file ${chunk.fileName}`;
      const answer = await client.request({
        method: 'POST',
        path: voiceAudioPath(sessionId, chunk.fileName),
        upload: { kind: 'raw', contentType: chunk.mediaType, bytes: chunk.bytes },
        schema: ChunkAnswerSchema,
        what,
        ...common(options),
      });
      const otherFile =
        typeof answer.original_filename === 'string' && answer.original_filename !== chunk.fileName;
      if (otherFile) throw namesAnotherRecord(what, 200);
      if (answer.success === false) {
        throw new PlatformError(
          'BAD_RESPONSE',
          `${what}: the platform's answer says it failed, so it does not count as received.`,
          { failure: 'bad-response', status: 200 },
        );
      }
    },

    async endSession(sessionId, audioFilesSent, options) {
      const answer = await client.request({
        method: 'POST',
        path: voiceEndPath(sessionId),
        body: EndVoiceSessionRequestSchema.parse({ audio_files_sent: audioFilesSent }),
        schema: EndAnswerSchema,
        what: 'Ending a recording session',
        ...common(options),
      });
      return answer.audio_files_received ?? undefined;
    },

    async poll(sessionId, options) {
      let httpStatus = 0;
      const what = 'Checking the transcription';
      const body = await client.request({
        method: 'GET',
        path: voiceSessionPath(sessionId),
        schema: PollAnswerSchema,
        what,
        readStatuses: [410],
        onStatus: (status) => {
          httpStatus = status;
        },
        ...common({ timeoutMs: STATUS_CALL_TIMEOUT_MS, ...options }),
      });
      if (httpStatus === 410) {
        const cancelled = body.status?.toLowerCase() === 'cancelled';
        throw new PlatformError(
          'REJECTED',
          `${what}: the platform ${cancelled ? 'says the session was cancelled' : 'let the session expire'}.`,
          {
            failure: 'http',
            status: 410,
            platformCode: cancelled ? 'SESSION_CANCELLED' : 'SESSION_EXPIRED',
            ...(body.message ? { reason: body.message } : {}),
          },
        );
      }
      if (httpStatus !== 200 && httpStatus !== 202 && httpStatus !== 206) {
        throw new PlatformError(
          'BAD_RESPONSE',
          `${what}: the platform answered HTTP ${httpStatus}, which the app does not know.`,
          { failure: 'bad-response', status: httpStatus },
        );
      }
      return { httpStatus, body };
    },

    async details(sessionId, options) {
      const answer = await client.request({
        method: 'GET',
        path: voiceDetailsPath(sessionId),
        schema: SessionDetailsAnswerSchema,
        what: 'Reading the session from the platform',
        ...common(options),
      });
      return answer.data;
    },
  };
}
