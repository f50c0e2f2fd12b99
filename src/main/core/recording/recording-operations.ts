import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  AudioChunkReceiptSchema,
  CreateVoiceSessionResponseSchema,
  EndVoiceSessionResponseSchema,
  USER_STATUSES,
  VOICE_SESSIONS_PATH,
  VoiceSessionDetailsSchema,
  voiceAudioPath,
  voiceEndPath,
  voiceSessionPath,
  type CreateVoiceSessionRequest,
} from '../../../shared/voice';
import { CoreError } from '../errors';
import type { OutboxOperation } from '../outbox/operations';
import { PlatformError } from '../platform/errors';
import type { SealedFiles } from '../storage/sealed-files';
import type { RecordingRepository, SessionRow } from './recording-repository';

export const RECORDING_CREATE = 'recording.create';
export const RECORDING_USER_STATUS = 'recording.user-status';
export const RECORDING_CHUNK = 'recording.chunk';
export const RECORDING_END = 'recording.end';

/** A chunk's file id in the chunk store (and so its seal context and file name). */
export const chunkFileId = (sessionId: string, sequence: number): string =>
  `${sessionId}-${sequence}`;

const SessionPayload = z.object({ sessionId: z.string().regex(/^[0-9a-f]{32}$/) }).strict();
const UserStatusPayload = SessionPayload.extend({ userStatus: z.enum(USER_STATUSES) }).strict();
const ChunkPayload = SessionPayload.extend({ sequence: z.number().int().min(0) }).strict();
const EndPayload = SessionPayload.extend({ audioFilesSent: z.number().int().min(0) }).strict();
type SessionPayload = z.infer<typeof SessionPayload>;
type UserStatusPayload = z.infer<typeof UserStatusPayload>;
type ChunkPayload = z.infer<typeof ChunkPayload>;
type EndPayload = z.infer<typeof EndPayload>;

/** Raw audio may take a while on a weak uplink: the base limit plus the bytes at 50 KB/s. */
const chunkTimeoutMs = (sizeBytes: number, baseMs: number): number =>
  baseMs + Math.ceil(sizeBytes / 50);

export interface RecordingOperationDeps {
  repository: RecordingRepository;
  files: SealedFiles;
  timeoutBaseMs: number;
  clock: { now(): number };
  /** Something about a session changed: tell the renderer. */
  onChanged(sessionId: string): void;
  /** The platform accepted the end: start checking the transcription. */
  onEnded(sessionId: string): void;
  /** The platform answered 410 to a step: the session expired or was cancelled there. */
  onGone(sessionId: string, cancelled: boolean): void;
}

const isGone = (error: unknown): error is PlatformError =>
  error instanceof PlatformError && error.status === 410;

function sessionOf(repository: RecordingRepository, sessionId: string): SessionRow {
  const row = repository.get(sessionId);
  if (!row) {
    throw new CoreError(
      'LOCAL_DATA_DAMAGED',
      'The record of this recording is missing on this computer; it cannot be sent.',
    );
  }
  return row;
}

/** The id to use in paths: the platform's answer to the create, or the one the app asked for. */
const platformId = (row: SessionRow): string => row.platformSessionId ?? row.id;

/**
 * The steps of a recording session, each an outbox row under the session's ordering key, so they
 * reach the platform strictly in order and survive being offline or a restart: create, `init`,
 * `recording_started`, every chunk as it is saved, then `commit` and the end.
 */
export function recordingOperations(deps: RecordingOperationDeps): OutboxOperation<unknown>[] {
  const { repository } = deps;

  /**
   * A session the platform no longer has (410) takes no more steps: the session is marked, and
   * the step counts as settled (`alreadyApplied`), so the steps queued after it drain at once
   * instead of waiting behind a refusal.
   */
  async function step<T>(sessionId: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isGone(error)) deps.onGone(sessionId, error.platformCode === 'SESSION_CANCELLED');
      throw error;
    }
  }

  const create: OutboxOperation<SessionPayload> = {
    name: RECORDING_CREATE,
    schema: SessionPayload,
    describe: () => 'Start of a recording session',
    async send({ sessionId }, context) {
      const row = sessionOf(repository, sessionId);
      const body: CreateVoiceSessionRequest = {
        upload_type: 'chunked',
        model: row.model,
        mode: row.mode,
        session_id: row.id,
        ...(row.templates.length > 0 ? { templates: row.templates } : {}),
      };
      const answer = await context.backend.client.request({
        method: 'POST',
        path: VOICE_SESSIONS_PATH,
        body,
        headers: { 'idempotency-key': context.idempotencyKey },
        schema: CreateVoiceSessionResponseSchema,
        what: 'Starting a recording session',
        signal: context.signal,
      });
      return { platformSessionId: answer.session_id };
    },
    confirmed({ sessionId }, result) {
      const parsed = z.object({ platformSessionId: z.string() }).safeParse(result);
      if (parsed.success) repository.setPlatformSessionId(sessionId, parsed.data.platformSessionId);
      deps.onChanged(sessionId);
    },
    // The id is ours (128 random bits): a session that already has it was created by this app,
    // by an earlier attempt whose answer was lost.
    alreadyApplied: (error) =>
      error instanceof PlatformError &&
      error.status === 409 &&
      /already exists/i.test(error.reason ?? ''),
  };

  const userStatus: OutboxOperation<UserStatusPayload> = {
    name: RECORDING_USER_STATUS,
    schema: UserStatusPayload,
    describe: ({ userStatus: status }) => `Recording status "${status}"`,
    send: ({ sessionId, userStatus: status }, context) =>
      step(sessionId, async () => {
        const row = sessionOf(repository, sessionId);
        await context.backend.client.request({
          method: 'PATCH',
          path: voiceSessionPath(platformId(row)),
          body: { user_status: status },
          headers: { 'idempotency-key': context.idempotencyKey },
          schema: VoiceSessionDetailsSchema,
          what: `Setting the recording's status to ${status}`,
          signal: context.signal,
        });
        return { userStatus: status };
      }),
    alreadyApplied: isGone,
    confirmed({ sessionId, userStatus: status }) {
      repository.setUserStatus(sessionId, status);
      deps.onChanged(sessionId);
    },
  };

  const chunk: OutboxOperation<ChunkPayload> = {
    name: RECORDING_CHUNK,
    schema: ChunkPayload,
    describe: ({ sequence }) => `Audio chunk ${sequence + 1} of a recording`,
    send: ({ sessionId, sequence }, context) =>
      step(sessionId, async () => {
        const row = sessionOf(repository, sessionId);
        const saved = repository.chunk(sessionId, sequence);
        if (!saved?.storedFile) {
          throw new CoreError(
            'LOCAL_DATA_DAMAGED',
            `Audio chunk ${sequence + 1} of this recording is missing on this computer.`,
          );
        }
        const bytes = await deps.files.read(chunkFileId(sessionId, sequence), saved.storedFile);
        const receipt = await context.backend.client.request({
          method: 'POST',
          path: voiceAudioPath(platformId(row), sequence),
          headers: { 'idempotency-key': context.idempotencyKey },
          upload: { kind: 'raw', contentType: 'application/octet-stream', bytes },
          schema: AudioChunkReceiptSchema,
          what: `Uploading audio chunk ${sequence + 1}`,
          signal: context.signal,
          timeoutMs: chunkTimeoutMs(bytes.byteLength, deps.timeoutBaseMs),
        });
        // The platform names the bytes it kept: anything else than what was saved here must not
        // count as sent (resent with the same key instead).
        if (receipt.sha256 !== saved.sha256 || receipt.size_bytes !== saved.sizeBytes) {
          throw new PlatformError(
            'BAD_RESPONSE',
            `Uploading audio chunk ${sequence + 1}: the platform reported different audio than was sent.`,
            { failure: 'bad-response', status: 200 },
          );
        }
        return { status: receipt.status };
      }),
    alreadyApplied: isGone,
    confirmed({ sessionId, sequence }) {
      repository.markChunkUploaded(sessionId, sequence, deps.clock.now());
      deps.onChanged(sessionId);
    },
  };

  const end: OutboxOperation<EndPayload> = {
    name: RECORDING_END,
    schema: EndPayload,
    describe: () => 'End of a recording session',
    send: ({ sessionId, audioFilesSent }, context) =>
      step(sessionId, async () => {
        const row = sessionOf(repository, sessionId);
        const answer = await context.backend.client.request({
          method: 'POST',
          path: voiceEndPath(platformId(row)),
          body: { audio_files_sent: audioFilesSent },
          headers: { 'idempotency-key': context.idempotencyKey },
          schema: EndVoiceSessionResponseSchema,
          what: 'Ending a recording session',
          signal: context.signal,
        });
        return {
          received: answer.audio_files_received,
          missing: answer.missing_file_sequences,
        };
      }),
    alreadyApplied: isGone,
    confirmed({ sessionId }) {
      deps.onEnded(sessionId);
    },
  };

  return [create, userStatus, chunk, end] as OutboxOperation<unknown>[];
}

export const sha256Hex = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');
