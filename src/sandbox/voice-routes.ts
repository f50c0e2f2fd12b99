import type { IncomingHttpHeaders } from 'node:http';
import type { z } from 'zod';
import {
  AUDIO_EXTENSIONS,
  CreateVoiceSessionRequestSchema,
  EndVoiceSessionRequestSchema,
  MAX_AUDIO_CHUNK_BYTES,
  MAX_CHUNK_DURATION_SECONDS,
  UpdateVoiceSessionRequestSchema,
  VOICE_DISCOVERY_PATH,
  VOICE_MODEL_MAX_SECONDS,
  VOICE_SESSION_DETAILS_PATH,
  VOICE_SESSIONS_PATH,
  VOICE_TEMPLATES_PATH,
  VOICE_UPLOAD_TYPES,
  parseAudioChunkFileName,
} from '../shared/voice';
import { describeIssue } from './body-issues';
import { platformError, type SandboxResponse } from './responses';
import type { Route } from './router';
import {
  chunkBody,
  createdBody,
  detailsBody,
  endBody,
  patchBody,
  pollAnswer,
} from './voice-results';
import type { VoiceSettingsController } from './voice-settings';
import type { Refusal, VoiceSessionStore } from './voice-store';
import { SANDBOX_VOICE_TEMPLATES } from './voice-templates';

const WORDS = { record: 'an object' };

/** The sandbox answers plain HTTP on loopback; absolute URLs are built from the Host header. */
function origin(headers: IncomingHttpHeaders): string {
  return typeof headers.host === 'string' && headers.host !== '' ? `http://${headers.host}` : '';
}

const uploadUrl = (headers: IncomingHttpHeaders, id: string): string =>
  `${origin(headers)}${VOICE_SESSIONS_PATH}/${id}/audio`;

/** A body that breaks the published request schema: 422, as the platform answers. */
function invalid(error: z.ZodError, status = 422): SandboxResponse {
  const [first] = error.issues;
  return platformError(
    status,
    first ? describeIssue(first, WORDS) : 'the body is not valid',
    'validation_error',
  );
}

/** Refusals in the published error shape, `{error:{code,message}}`, with the route's status. */
function refused(refusal: Refusal, conflictStatus = 409): SandboxResponse {
  switch (refusal.kind) {
    case 'not-found':
      return platformError(404, 'session not found', 'session_not_found');
    case 'expired':
      return platformError(404, 'the session expired before it was ended', 'session_expired');
    case 'cancelled':
      return platformError(404, 'the session was cancelled', 'session_cancelled');
    case 'session-ended':
      return platformError(
        400,
        'the session has ended: no more audio is accepted',
        'session_ended',
      );
    case 'already-ended':
      return platformError(400, 'the session has already ended', 'session_already_ended');
    case 'conflict':
      return platformError(
        conflictStatus,
        refusal.message,
        conflictStatus === 409 ? 'status_conflict' : 'file_conflict',
      );
  }
}

/** `application/octet-stream` (the published body) or one of the published audio types. */
function isAudioBody(headers: IncomingHttpHeaders): boolean {
  const type = headers['content-type'];
  if (typeof type !== 'string') return false;
  const bare = type.replace(/\s+/g, '').toLowerCase();
  return (
    bare.split(';')[0] === 'application/octet-stream' ||
    Object.keys(AUDIO_EXTENSIONS).includes(bare)
  );
}

/** The published `DiscoveryResponse`, with the sandbox's own addresses. */
function discoveryDocument(headers: IncomingHttpHeaders): Record<string, unknown> {
  const base = origin(headers);
  const languages = ['en', 'hi', 'ta', 'te', 'bn', 'mr', 'gu', 'kn', 'ml', 'pa'];
  return {
    protocol: 'medscribealliance',
    protocol_version: '0.1',
    supported_versions: ['0.1'],
    service: { name: 'Clinic Companion sandbox' },
    endpoints: {
      base_url: `${base}/voice/v1`,
      templates_url: `${base}${VOICE_TEMPLATES_PATH}`,
    },
    authentication: { supported_methods: ['api_key'] },
    capabilities: {
      audio_formats: Object.keys(AUDIO_EXTENSIONS),
      max_chunk_duration_seconds: MAX_CHUNK_DURATION_SECONDS,
      upload_methods: [...VOICE_UPLOAD_TYPES],
      webhook_delivery: false,
      client_sdk_delivery: true,
    },
    models: [
      {
        id: 'lite',
        display_name: 'Lite',
        languages: ['en', 'hi'],
        max_session_duration_seconds: VOICE_MODEL_MAX_SECONDS.lite,
        response_speed: 'fast',
        features: {
          realtime_transcription: false,
          speaker_diarization: false,
          custom_templates: false,
        },
      },
      {
        id: 'pro',
        display_name: 'Professional',
        languages,
        max_session_duration_seconds: VOICE_MODEL_MAX_SECONDS.pro,
        response_speed: 'standard',
        features: {
          realtime_transcription: true,
          speaker_diarization: true,
          custom_templates: true,
        },
      },
    ],
    languages: { supported: languages, auto_detection: true },
  };
}

/**
 * The recording-session operations as published (voice-v2.json). Everything but the discovery
 * document needs a token; sessions belong to the client that created them. Decisions the
 * published files leave open are listed in the sandbox README, "Recording sessions".
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
      method: 'GET',
      path: VOICE_TEMPLATES_PATH,
      handle: () => ({ status: 200, body: { items: SANDBOX_VOICE_TEMPLATES } }),
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
        return { status: 201, body: createdBody(created, uploadUrl(headers, created.id)) };
      },
    },
    {
      service: 'platform',
      method: 'POST',
      path: `${session}/audio/:file`,
      body: 'raw',
      maxBodyBytes: MAX_AUDIO_CHUNK_BYTES,
      handle: ({ params, raw, headers, caller }) => {
        const id = params.id ?? '';
        const found = store.get(caller.clientId, id);
        if (!found) return refused({ kind: 'not-found' });
        const name = params.file ?? '';
        const file = parseAudioChunkFileName(name);
        if (!file) {
          return platformError(
            400,
            `the file name must be audio_<n>.<ext> with a supported audio extension, not "${name.slice(0, 40)}"`,
            'invalid_audio_format',
          );
        }
        if (!isAudioBody(headers)) {
          return platformError(
            400,
            "send the audio's bytes as the body, with Content-Type application/octet-stream or its audio type",
            'invalid_audio_format',
          );
        }
        if (raw.length === 0)
          return platformError(400, 'the audio file is empty', 'invalid_request');
        const outcome = store.upload(caller.clientId, id, { ...file, name }, raw);
        if (outcome.kind !== 'received' && outcome.kind !== 'already_received') {
          return refused(outcome, 400);
        }
        return { status: 200, body: chunkBody(found, outcome.chunk) };
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
          ? { status: 200, body: patchBody(outcome.session) }
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
        if (!parsed.success) return invalid(parsed.error, 400);
        const outcome = store.end(
          caller.clientId,
          id,
          parsed.data.audio_files_sent,
          settings.get(),
        );
        if (outcome.kind !== 'ended') return refused(outcome, 400);
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
      handle: ({ params, caller, headers }) => {
        const found = store.get(caller.clientId, params.id ?? '');
        return found
          ? pollAnswer(found, uploadUrl(headers, found.id))
          : refused({ kind: 'not-found' });
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
