import type { SandboxResponse } from './responses';
import { EMR_TEMPLATE_ID } from '../shared/scribe/templates';
import { scriptedEmrBundle, scriptedTranscript } from './voice-emr';
import type { StoredAudioChunk, VoiceSessionEnd, VoiceSessionView } from './voice-store';

/**
 * The bodies of the voice-session routes, in the shapes of the published schemas
 * (`voice-v2.json`: CreateSessionResponse, EndSessionResponse, the poll's Session*Response,
 * PatchSessionResponse, SessionDetailsResponse), and the simulated transcription: deterministic
 * text built from the chunks the sandbox holds, so a test can tell exactly which audio it got.
 */

const iso = (ms: number): string => new Date(ms).toISOString();

/** How many hex digits of each chunk's SHA-256 the transcript names. */
export const TRANSCRIPT_SHA_PREFIX = 12;

type ChunkFigures = Pick<StoredAudioChunk, 'sequence' | 'size' | 'sha256'>;

/**
 * The transcript of a session: a line with the count and total size, then one line per chunk in
 * sequence order with its size and the start of its SHA-256.
 */
export function sandboxTranscript(sessionId: string, chunks: readonly ChunkFigures[]): string {
  const ordered = [...chunks].sort((a, b) => a.sequence - b.sequence);
  const total = ordered.reduce((sum, chunk) => sum + chunk.size, 0);
  const count = `${ordered.length} audio chunk${ordered.length === 1 ? '' : 's'}`;
  return [
    `Sandbox transcript of session ${sessionId}: ${count}, ${total} bytes.`,
    ...ordered.map(
      (chunk) =>
        `Chunk ${chunk.sequence}: ${chunk.size} bytes, sha256 ${chunk.sha256.slice(0, TRANSCRIPT_SHA_PREFIX)}.`,
    ),
  ].join('\n');
}

type Json = Record<string, unknown>;

/**
 * The transcript a session's poll carries: the chunk lines, and when the session asked for the
 * EMR template, the scripted consultation its result was drawn from (./voice-emr).
 */
export function sessionTranscript(session: VoiceSessionView): string {
  const chunks = sandboxTranscript(session.id, session.chunks);
  return session.templates.includes(EMR_TEMPLATE_ID)
    ? `${chunks}\n${scriptedTranscript()}`
    : chunks;
}

function templateResult(session: VoiceSessionView, templateId: string): Json {
  if (session.end?.failingTemplates.includes(templateId)) {
    return {
      status: 'failed',
      document_id: null,
      error: {
        code: 'extraction_failed',
        message: `template ${templateId} could not be generated (sandbox setting failingTemplates)`,
      },
      publish: {},
    };
  }
  const total = session.chunks.reduce((sum, chunk) => sum + chunk.size, 0);
  const readyAt = session.end?.readyAt ?? session.createdAt;
  return {
    status: 'success',
    document_id: documentId(session, templateId),
    document_type: templateId,
    data:
      templateId === EMR_TEMPLATE_ID
        ? scriptedEmrBundle(session.id, readyAt)
        : {
            template_id: templateId,
            text: `Sandbox ${templateId} note from ${session.chunks.length} audio chunks, ${total} bytes.`,
          },
    publish: {},
  };
}

const documentId = (session: VoiceSessionView, templateId: string): string =>
  `${session.id}-${templateId}`;

function audioFiles(session: VoiceSessionView): string[] {
  return session.chunks.map((chunk) => chunk.fileName);
}

/** `CreateSessionResponse` (201). */
export function createdBody(session: VoiceSessionView, uploadUrl: string): Json {
  return {
    session_id: session.id,
    status: 'created',
    created_at: iso(session.createdAt),
    expires_at: iso(session.expiresAt),
    upload_url: uploadUrl,
    ...(session.patientDetails ? { patient_details: session.patientDetails } : {}),
  };
}

/** The 200 answer to a chunk upload: `{session_id, success, original_filename}`. */
export function chunkBody(session: VoiceSessionView, chunk: StoredAudioChunk): Json {
  return { session_id: session.id, success: true, original_filename: chunk.fileName };
}

/** `PatchSessionResponse` (200). */
export function patchBody(session: VoiceSessionView): Json {
  return { session_id: session.id, status: 'success', message: 'Session updated successfully' };
}

/**
 * `SessionDetailsResponse`: the session under `data`. `user_status` is not among the published
 * properties, but the contract says the details carry it, and extra fields are allowed.
 */
export function detailsBody(session: VoiceSessionView): Json {
  const committed = session.userStatusJournal.find((change) => change.to === 'commit');
  const ready = session.status === 'completed' || session.status === 'partial';
  return {
    status: 'success',
    data: {
      schema_version: '1.0',
      session_id: session.id,
      status: session.status,
      user_status: session.userStatus,
      created_at: iso(session.createdAt),
      expires_at: iso(session.expiresAt),
      committed_at: committed ? iso(committed.at) : null,
      processed_at: ready && session.end ? iso(session.end.readyAt) : null,
      patient_details: session.patientDetails ?? {},
      additional_data: session.additionalData ?? {},
      audio_matrix: { quality: null },
      documents: ready
        ? session.templates
            .filter((id) => !session.end?.failingTemplates.includes(id))
            .map((templateId) => ({
              document_id: documentId(session, templateId),
              session_id: session.id,
              template_id: templateId,
              document_name: templateId,
              type: 'template',
              status: 'success',
              download_url: null,
              created_at: session.end ? iso(session.end.readyAt) : null,
            }))
        : [],
    },
  };
}

/** `EndSessionResponse` (202). */
export function endBody(session: VoiceSessionView, end: VoiceSessionEnd): Json {
  const mismatch =
    end.audioFilesSent !== undefined && end.audioFilesSent !== end.audioFilesReceived;
  return {
    session_id: session.id,
    status: 'processing',
    message: mismatch
      ? `Session ended with ${end.audioFilesReceived} of the ${end.audioFilesSent} audio files the client sent; processing what was received.`
      : 'Session ended. Processing started.',
    audio_files_received: end.audioFilesReceived,
    audio_files: audioFiles(session),
  };
}

const POLL_STATUS: Record<VoiceSessionView['status'], number> = {
  created: 202,
  recording: 202,
  processing: 202,
  completed: 200,
  partial: 206,
  expired: 410,
  cancelled: 410,
};

/** The poll answer: the HTTP status carries the state, the body the details. */
export function pollAnswer(session: VoiceSessionView, uploadUrl: string): SandboxResponse {
  const base = {
    session_id: session.id,
    upload_url: uploadUrl,
    status: session.status,
    created_at: iso(session.createdAt),
    audio_files_received: session.chunks.length,
    audio_files: audioFiles(session),
    additional_data: session.additionalData ?? {},
  };
  const status = POLL_STATUS[session.status];
  if (status === 410) {
    // `ExpiredSessionResponse`; a cancelled session answers the same way with its own status.
    return {
      status,
      body: {
        ...base,
        expired_at: iso(session.expiresAt),
        message:
          session.status === 'expired'
            ? 'Session expired before processing was initiated'
            : 'Session was cancelled before processing was initiated',
        templates: {},
        transcript: null,
      },
    };
  }
  if (status === 202) {
    return {
      status,
      body: {
        ...base,
        expires_at: iso(session.expiresAt),
        transcript: null,
        patient_details: session.patientDetails,
      },
    };
  }
  const end = session.end;
  const templates = session.templates.map((id) => ({ [id]: templateResult(session, id) }));
  const completed = {
    ...base,
    completed_at: end ? iso(end.readyAt) : null,
    model_used: session.model,
    language_detected: session.languageHint.find((code) => code !== 'auto_detect') ?? 'en',
    templates,
    transcript: sessionTranscript(session),
    patient_details: session.patientDetails,
  };
  if (status === 200) return { status, body: completed };
  // `SessionPartialResponse` (206): a template failed, or a file could not be read.
  const processingErrors = [
    ...session.chunks
      .filter((chunk) => chunk.format === 'unknown' || chunk.format !== chunk.extension)
      .map((chunk) => ({
        type: 'unrecognised_audio_format',
        message: `${chunk.fileName} is not a whole ${chunk.extension} file`,
        file: chunk.fileName,
      })),
    ...(end?.failingTemplates ?? []).map((templateId) => ({
      type: 'template_failed',
      message: `template ${templateId} could not be generated`,
      template_id: templateId,
    })),
  ];
  return {
    status,
    body: {
      ...completed,
      audio_files_processed: session.chunks.length,
      processing_errors: processingErrors,
    },
  };
}
