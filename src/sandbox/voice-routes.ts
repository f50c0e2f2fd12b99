import type { IncomingHttpHeaders } from 'node:http';
import type { z } from 'zod';
import {
  CreateVoiceSessionRequestSchema,
  EndVoiceSessionRequestSchema,
  MAX_AUDIO_CHUNK_BYTES,
  MAX_CHUNK_DURATION_SECONDS,
  MAX_FILE_SEQUENCE,
  UpdateVoiceSessionRequestSchema,
  VOICE_AUDIO_FORMATS,
  VOICE_DISCOVERY_PATH,
  VOICE_MODEL_MAX_SECONDS,
  VOICE_MODELS,
  VOICE_SESSION_DETAILS_PATH,
  VOICE_SESSIONS_PATH,
  VOICE_UPLOAD_TYPES,
  type AudioChunkReceipt,
  type VoiceDiscoveryDocument,
} from '../shared/voice';
import { describeIssue } from './body-issues';
import { platformError, type SandboxResponse } from './responses';
import type { Route } from './router';
import { createdBody, detailsBody, endBody, pollAnswer } from './voice-results';
import type { VoiceSettingsController } from './voice-settings';
import type { Refusal, VoiceSessionStore } from './voice-store';

const SEQUENCE = /^(0|[1-9]\d*)$/;
const WORDS = { record: 'an object' };

/** The sandbox answers plain HTTP on loopback; absolute URLs are built from the Host header. */
function origin(headers: IncomingHttpHeaders): string {
  return typeof headers.host === 'string' && headers.host !== '' ? `http://${headers.host}` : '';
}

function invalid(error: z.ZodError): SandboxResponse {
  const [first] = error.issues;
  return platformError(400, first ? describeIssue(first, WORDS) : 'the body is not valid');
}

function refused(refusal: Refusal): SandboxResponse {
  switch (refusal.kind) {
    case 'not-found':
      return platformError(404, 'session not found');
    case 'expired':
      return platformError(410, 'the session expired before it was ended', 'SESSION_EXPIRED');
    case 'conflict':
      return platformError(409, refusal.message, 'CONFLICT');
  }
}

function isOctetStream(headers: IncomingHttpHeaders): boolean {
  const type = headers['content-type'];
  return (
    typeof type === 'string' &&
    type.split(';')[0]?.trim().toLowerCase() === 'application/octet-stream'
  );
}

function discoveryDocument(headers: IncomingHttpHeaders): VoiceDiscoveryDocument {
  return {
    protocol: 'medscribealliance',
    protocol_version: '0.1',
    service: { name: 'Clinic Companion sandbox' },
    endpoints: { base_url: `${origin(headers)}/voice/v1` },
    capabilities: {
      audio_formats: [...VOICE_AUDIO_FORMATS],
      max_chunk_duration_seconds: MAX_CHUNK_DURATION_SECONDS,
      max_chunk_bytes: MAX_AUDIO_CHUNK_BYTES,
      upload_methods: [...VOICE_UPLOAD_TYPES],
    },
    models: VOICE_MODELS.map((id) => ({
      id,
      display_name: id === 'lite' ? 'Lite' : 'Pro',
      max_session_duration_seconds: VOICE_MODEL_MAX_SECONDS[id],
      languages: ['en', 'hi'],
    })),
  };
}

/**
 * The recording-session operations of platform-facts.md ("Recording sessions"). Everything but
 * the discovery document needs a token; sessions belong to the client that created them.
 * Decisions the facts leave open are listed in the sandbox README, "Recording sessions".
 */
export function voiceRoutes(store: VoiceSessionStore, settings: VoiceSettingsController): Route[] {
  const session = `${VOICE_SESSIONS_PATH}/:id`;
  return [
    {
      service: 'public',
      method: 'GET',
      path: VOICE_DISCOVERY_PATH,
      handle: ({ headers }) => ({
        status: 200,
        body: discoveryDocument(headers),
        headers: { 'cache-control': 'max-age=3600' },
      }),
    },
    {
      service: 'platform',
      method: 'POST',
      path: VOICE_SESSIONS_PATH,
      handle: ({ body, caller, headers }) => {
        const parsed = CreateVoiceSessionRequestSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        const created = store.create(
          caller.clientId,
          parsed.data,
          settings.get().voiceSessionTtlMs,
        );
        if (!created) {
          return platformError(409, 'a session with this session_id already exists', 'CONFLICT');
        }
        const uploadUrl = `${origin(headers)}${VOICE_SESSIONS_PATH}/${created.id}/audio`;
        return { status: 201, body: createdBody(created, uploadUrl) };
      },
    },
    {
      service: 'platform',
      method: 'POST',
      path: `${session}/audio/:sequence`,
      body: 'raw',
      maxBodyBytes: MAX_AUDIO_CHUNK_BYTES,
      handle: ({ params, raw, headers, caller }) => {
        const id = params.id ?? '';
        if (!store.get(caller.clientId, id)) return refused({ kind: 'not-found' });
        const text = params.sequence ?? '';
        const sequence = SEQUENCE.test(text) ? Number(text) : Number.NaN;
        if (!(sequence <= MAX_FILE_SEQUENCE)) {
          return platformError(
            400,
            `file_sequence must be a whole number from 0 to ${MAX_FILE_SEQUENCE}`,
          );
        }
        if (!isOctetStream(headers)) {
          return platformError(
            415,
            "send the chunk's bytes as the body with Content-Type: application/octet-stream",
            'INVALID_REQUEST',
          );
        }
        if (raw.length === 0) return platformError(400, 'the audio chunk is empty');
        const outcome = store.upload(caller.clientId, id, sequence, raw);
        if (outcome.kind !== 'received' && outcome.kind !== 'already_received') {
          return refused(outcome);
        }
        const { chunk } = outcome;
        const receipt: AudioChunkReceipt = {
          session_id: id,
          file_sequence: chunk.sequence,
          file_name: chunk.fileName,
          size_bytes: chunk.size,
          sha256: chunk.sha256,
          status: outcome.kind,
        };
        return { status: 200, body: receipt };
      },
    },
    {
      service: 'platform',
      method: 'PATCH',
      path: session,
      handle: ({ params, body, caller }) => {
        const id = params.id ?? '';
        if (!store.get(caller.clientId, id)) return refused({ kind: 'not-found' });
        const parsed = UpdateVoiceSessionRequestSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        const outcome = store.update(caller.clientId, id, parsed.data);
        return outcome.kind === 'updated'
          ? { status: 200, body: detailsBody(outcome.session) }
          : refused(outcome);
      },
    },
    {
      service: 'platform',
      method: 'POST',
      path: `${session}/end`,
      handle: ({ params, body, caller }) => {
        const id = params.id ?? '';
        if (!store.get(caller.clientId, id)) return refused({ kind: 'not-found' });
        const parsed = EndVoiceSessionRequestSchema.safeParse(body ?? {});
        if (!parsed.success) return invalid(parsed.error);
        const outcome = store.end(
          caller.clientId,
          id,
          parsed.data.audio_files_sent,
          settings.get(),
        );
        if (outcome.kind !== 'ended') return refused(outcome);
        const current = store.get(caller.clientId, id);
        return current
          ? { status: 202, body: endBody(current, outcome.end) }
          : refused({ kind: 'not-found' });
      },
    },
    {
      service: 'platform',
      method: 'GET',
      path: session,
      handle: ({ params, caller }) => {
        const found = store.get(caller.clientId, params.id ?? '');
        return found ? pollAnswer(found) : refused({ kind: 'not-found' });
      },
    },
    {
      service: 'platform',
      method: 'GET',
      path: `${VOICE_SESSION_DETAILS_PATH}/:id`,
      handle: ({ params, caller }) => {
        const found = store.get(caller.clientId, params.id ?? '');
        return found ? { status: 200, body: detailsBody(found) } : refused({ kind: 'not-found' });
      },
    },
  ];
}
