import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  AUDIO_EXTENSIONS,
  USER_STATUSES,
  audioChunkFileName,
  type AudioMediaType,
  type CreateVoiceSessionRequest,
  type UpdateVoiceSessionRequest,
} from '../../../shared/voice';
import { CoreError } from '../errors';
import type { OutboxOperation, SendContext } from '../outbox/operations';
import { PlatformError } from '../platform/errors';
import { createVoiceApi, isSessionEnded } from '../platform/voice-api';
import type { SealedFiles } from '../storage/sealed-files';
import { chunkFileId, type ChunkAudioStore } from './recording-chunk-audio';
import type { RecordingRepository, SessionRow } from './recording-repository';

export const RECORDING_CREATE = 'recording.create';
export const RECORDING_USER_STATUS = 'recording.user-status';
export const RECORDING_CHUNK = 'recording.chunk';
export const RECORDING_END = 'recording.end';

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
  audio: ChunkAudioStore;
  timeoutBaseMs: number;
  clock: { now(): number };
  /** Something about a session changed: tell the renderer. */
  /** The user discarded the recording's steps on the Sync screen. */
  onDiscarded?(sessionId: string): void;
  /** The patient's details to send with a session's create (none outside a consultation). */
  patientDetails?(sessionId: string): Record<string, unknown> | undefined;
  onChanged(sessionId: string): void;
  /** The platform accepted the end: start checking the transcription. */
  onEnded(sessionId: string): void;
  /** The platform answered 410 to a step: the session expired or was cancelled there. */
  onGone(sessionId: string, cancelled: boolean): void;
}

/**
 * After its create was confirmed, a session the platform answers 410 or 404 for is gone there
 * (expired, cancelled, or removed): its remaining steps settle at once.
 */
const isGone = (error: unknown): error is PlatformError =>
  error instanceof PlatformError && (error.status === 410 || error.status === 404);

const isCancelled = (error: PlatformError): boolean =>
  /cancel/i.test(`${error.platformCode ?? ''} ${error.reason ?? ''}`);

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

const voice = (context: SendContext) => createVoiceApi(context.backend.client);

const call = (context: SendContext) => ({
  idempotencyKey: context.idempotencyKey,
  signal: context.signal,
});

/** The chunk's file extension from the media type it was saved with. */
function extensionOf(mediaType: string): (typeof AUDIO_EXTENSIONS)[AudioMediaType] {
  const extension = AUDIO_EXTENSIONS[mediaType as AudioMediaType] as
    (typeof AUDIO_EXTENSIONS)[AudioMediaType] | undefined;
  if (!extension) {
    throw new CoreError(
      'LOCAL_DATA_DAMAGED',
      'An audio part of this recording was saved in a form the platform does not take.',
    );
  }
  return extension;
}

const ChunkResult = z.object({ late: z.boolean().optional() });

/**
 * The steps of a recording session, each an outbox row under the session's ordering key, so they
 * reach the platform strictly in order and survive being offline or a restart: create, `init`,
 * `recording_started`, every chunk as it is saved, then `commit` and the end.
 */
export function recordingOperations(deps: RecordingOperationDeps): OutboxOperation<unknown>[] {
  const { repository } = deps;

  /**
   * A session the platform no longer has (410, or 404 once it was created) takes no more steps:
   * the session is marked, and the step counts as settled (`alreadyApplied`), so the steps
   * queued after it drain at once instead of waiting behind a refusal.
   */
  async function step<T>(sessionId: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isGone(error)) deps.onGone(sessionId, isCancelled(error));
      throw error;
    }
  }

  const create: OutboxOperation<SessionPayload> = {
    name: RECORDING_CREATE,
    title: 'Start of a recording session',
    schema: SessionPayload,
    async send({ sessionId }, context) {
      const row = sessionOf(repository, sessionId);
      const body: CreateVoiceSessionRequest = {
        upload_type: 'chunked',
        model: row.model,
        session_id: row.id,
        ...(row.templates.length > 0 ? { templates: row.templates } : {}),
        ...(row.languageHint.length > 0 ? { language_hint: row.languageHint } : {}),
      };
      const patient = deps.patientDetails?.(sessionId);
      if (patient) body.patient_details = patient;
      const platformSessionId = await voice(context).createSession(body, call(context));
      return { platformSessionId };
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
      (error.status === 409 || error.status === 400) &&
      /already exists/i.test(error.reason ?? ''),
  };

  const userStatus: OutboxOperation<UserStatusPayload> = {
    name: RECORDING_USER_STATUS,
    title: 'A recording’s status',
    schema: UserStatusPayload,
    describe: ({ userStatus: status }) =>
      status === 'cancelled'
        ? 'Cancelling a recording'
        : status === 'commit'
          ? 'Closing a recording for transcription'
          : 'Starting a recording',
    send: ({ sessionId, userStatus: status }, context) =>
      step(sessionId, async () => {
        const row = sessionOf(repository, sessionId);
        // `session_mode` is set by PATCH, not at create: it goes with the first status.
        const body: UpdateVoiceSessionRequest =
          status === 'init'
            ? { user_status: status, session_mode: row.mode }
            : { user_status: status };
        await voice(context).updateSession(platformId(row), body, call(context));
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
    title: 'Part of a recording’s audio',
    schema: ChunkPayload,
    describe: ({ sequence }) => `Part ${sequence + 1} of a recording's audio`,
    send: ({ sessionId, sequence }, context) =>
      step(sessionId, async () => {
        const row = sessionOf(repository, sessionId);
        const saved = repository.chunk(sessionId, sequence);
        // In the database since 0017; in a sealed file for chunks saved by older versions.
        const bytes =
          (saved && deps.audio.read(sessionId, sequence)) ??
          (saved?.storedFile
            ? await deps.files.read(chunkFileId(sessionId, sequence), saved.storedFile)
            : undefined);
        if (!saved || !bytes) {
          throw new CoreError(
            'LOCAL_DATA_DAMAGED',
            `Part ${sequence + 1} of this recording's audio is missing on this computer.`,
          );
        }
        // The chunk's integrity is the app's own: the hash saved with it, and a file name fixed by
        // its sequence, so a re-send can only ever name the same audio.
        if (sha256Hex(bytes) !== saved.sha256) {
          throw new CoreError(
            'LOCAL_DATA_DAMAGED',
            `Part ${sequence + 1} of this recording's audio no longer matches what was recorded.`,
          );
        }
        const fileName = audioChunkFileName(sequence, extensionOf(saved.mediaType));
        try {
          await voice(context).uploadChunk(
            platformId(row),
            { fileName, mediaType: saved.mediaType as AudioMediaType, bytes },
            { ...call(context), timeoutMs: chunkTimeoutMs(bytes.byteLength, deps.timeoutBaseMs) },
          );
        } catch (error) {
          // Committed before this part arrived: sending it again cannot help.
          if (isSessionEnded(error)) return { late: true };
          throw error;
        }
        return { late: false };
      }),
    alreadyApplied: isGone,
    confirmed({ sessionId, sequence }, result) {
      const parsed = ChunkResult.safeParse(result);
      if (parsed.success && parsed.data.late) {
        repository.markChunkLate(sessionId, sequence, deps.clock.now());
      } else {
        repository.markChunkUploaded(sessionId, sequence, deps.clock.now());
      }
      deps.onChanged(sessionId);
    },
  };

  const end: OutboxOperation<EndPayload> = {
    name: RECORDING_END,
    title: 'Sending a recording for transcription',
    schema: EndPayload,
    send: ({ sessionId, audioFilesSent }, context) =>
      step(sessionId, async () => {
        const row = sessionOf(repository, sessionId);
        const received = await voice(context).endSession(
          platformId(row),
          audioFilesSent,
          call(context),
        );
        return received === undefined ? {} : { received };
      }),
    // Ending twice is refused with 400; a lost answer to the first end is such a case.
    alreadyApplied: (error) =>
      isGone(error) ||
      (error instanceof PlatformError &&
        error.status === 400 &&
        /already (ended|processing|completed)/i.test(
          `${error.platformCode ?? ''} ${error.reason ?? ''}`,
        )),
    confirmed({ sessionId }) {
      deps.onEnded(sessionId);
    },
  };

  // A recording is sent whole or not at all: discarding one step on the Sync screen discards
  // all of its open steps, and the recording says it was not sent.
  const steps = [create, userStatus, chunk, end] as OutboxOperation<{ sessionId: string }>[];
  return steps.map((operation) => ({
    ...operation,
    discardWithItsKey: true,
    subject: ({ sessionId }: { sessionId: string }) => ({
      kind: 'recording' as const,
      id: sessionId,
    }),
    discarded: ({ sessionId }: { sessionId: string }) => deps.onDiscarded?.(sessionId),
  }));
}

export const sha256Hex = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');
