import type {
  CreateVoiceSessionResponse,
  EndVoiceSessionResponse,
  TemplateResult,
  VoiceSessionDetails,
  VoiceSessionResult,
} from '../shared/voice';
import type { SandboxResponse } from './responses';
import type { StoredAudioChunk, VoiceSessionEnd, VoiceSessionView } from './voice-store';

/**
 * The bodies of the voice-session routes, and the simulated transcription: deterministic text
 * built from the chunks the sandbox holds, so a test can tell exactly which audio it was given.
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

function templateResult(session: VoiceSessionView, templateId: string): TemplateResult {
  if (session.end?.failingTemplates.includes(templateId)) {
    return {
      status: 'failed',
      document_id: null,
      error: {
        code: 'extraction_failed',
        message: `template ${templateId} could not be generated (sandbox setting failingTemplates)`,
      },
    };
  }
  const total = session.chunks.reduce((sum, chunk) => sum + chunk.size, 0);
  return {
    status: 'success',
    document_id: `${session.id}-${templateId}`,
    data: {
      template_id: templateId,
      text: `Sandbox ${templateId} note from ${session.chunks.length} audio chunks, ${total} bytes.`,
    },
  };
}

function audioFiles(session: VoiceSessionView): string[] {
  return session.chunks.map((chunk) => chunk.fileName);
}

export function createdBody(
  session: VoiceSessionView,
  uploadUrl: string,
): CreateVoiceSessionResponse {
  return {
    session_id: session.id,
    status: 'created',
    created_at: iso(session.createdAt),
    expires_at: iso(session.expiresAt),
    upload_url: uploadUrl,
    upload_type: session.uploadType,
    model: session.model,
    mode: session.mode,
    language_hint: session.languageHint,
    templates: session.templates,
  };
}

export function detailsBody(session: VoiceSessionView): VoiceSessionDetails {
  return {
    session_id: session.id,
    status: session.status,
    user_status: session.userStatus,
    processing_status: session.processingStatus,
    created_at: iso(session.createdAt),
    expires_at: iso(session.expiresAt),
    ended_at: session.end ? iso(session.end.at) : null,
    upload_type: session.uploadType,
    model: session.model,
    mode: session.mode,
    language_hint: session.languageHint,
    templates: session.templates,
    patient_details: session.patientDetails,
    additional_data: session.additionalData,
    audio_files_received: session.chunks.length,
    audio_files: audioFiles(session),
  };
}

export function endBody(session: VoiceSessionView, end: VoiceSessionEnd): EndVoiceSessionResponse {
  const status =
    session.status === 'completed' || session.status === 'partial' ? session.status : 'processing';
  const mismatch =
    end.audioFilesSent !== undefined && end.audioFilesSent !== end.audioFilesReceived;
  return {
    session_id: session.id,
    status,
    message: mismatch
      ? `Session ended with ${end.audioFilesReceived} of the ${end.audioFilesSent} audio files the client sent; processing what was received.`
      : 'Session ended. Processing started.',
    audio_files_received: end.audioFilesReceived,
    audio_files: audioFiles(session),
    ...(end.audioFilesSent !== undefined ? { audio_files_sent: end.audioFilesSent } : {}),
    missing_file_sequences: end.missingSequences,
  };
}

const POLL_STATUS: Record<VoiceSessionView['status'], number> = {
  created: 202,
  recording: 202,
  processing: 202,
  completed: 200,
  partial: 206,
  // The sandbox never fails a whole session; the status exists for the platform's answers.
  failed: 200,
  expired: 410,
  cancelled: 410,
};

/** The poll answer: the HTTP status carries the state, the body the details. */
export function pollAnswer(session: VoiceSessionView): SandboxResponse {
  const base: VoiceSessionResult = {
    session_id: session.id,
    status: session.status,
    created_at: iso(session.createdAt),
    expires_at: iso(session.expiresAt),
    ended_at: session.end ? iso(session.end.at) : null,
    audio_files_received: session.chunks.length,
    audio_files: audioFiles(session),
    additional_data: session.additionalData,
  };
  const status = POLL_STATUS[session.status];
  if (session.status === 'expired' || session.status === 'cancelled') {
    const message =
      session.status === 'expired'
        ? 'the session expired before it was ended'
        : 'the session was cancelled';
    const code = session.status === 'expired' ? 'SESSION_EXPIRED' : 'SESSION_CANCELLED';
    return { status, body: { ...base, message, error: { message, code } } };
  }
  if (status !== 200 && status !== 206) return { status, body: base };
  const end = session.end;
  const processingErrors = [
    ...session.chunks
      .filter((chunk) => chunk.format === 'unknown')
      .map((chunk) => ({
        type: 'unrecognised_audio_format',
        message: `${chunk.fileName} is not a whole file of a supported audio format`,
        file: chunk.fileName,
      })),
    ...(end?.failingTemplates ?? []).map((templateId) => ({
      type: 'template_failed',
      message: `template ${templateId} could not be generated`,
      template_id: templateId,
    })),
  ];
  const body: VoiceSessionResult = {
    ...base,
    completed_at: end ? iso(end.readyAt) : null,
    model_used: session.model,
    transcript: sandboxTranscript(session.id, session.chunks),
    templates: session.templates.map((id) => ({ [id]: templateResult(session, id) })),
    processing_errors: processingErrors,
  };
  return { status, body };
}
