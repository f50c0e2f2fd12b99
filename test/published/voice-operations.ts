import { createVoiceApi } from '../../src/main/core/platform/voice-api';
import type { AppOperation } from './app-operations';
import { answeringClient } from './answering-platform';

/**
 * The recording's operations (voice-v2.json), each read by the app's own voice client
 * (`core/platform/voice-api.ts`), the code the outbox operations, the poller and the catalogue
 * run.
 */
const FILE = 'voice-v2.json';
const SESSION = 'session-0123456789abcdef';
const CHANGE = { idempotencyKey: 'published-example-key' };
const voice = (status: number, json: unknown) => createVoiceApi(answeringClient(status, json));

export const VOICE_OPERATIONS: AppOperation[] = [
  {
    file: FILE,
    method: 'GET',
    pathTemplate: '/voice/v1/.well-known/medscribealliance',
    read: (status, json) => voice(status, json).discovery(),
  },
  {
    file: FILE,
    method: 'GET',
    pathTemplate: '/voice/api/v1/template',
    read: (status, json) => voice(status, json).templates(),
  },
  {
    file: FILE,
    method: 'POST',
    pathTemplate: '/voice/v1/sessions',
    read: (status, json) =>
      voice(status, json).createSession(
        { upload_type: 'chunked', model: 'pro', session_id: SESSION },
        CHANGE,
      ),
  },
  {
    file: FILE,
    method: 'POST',
    pathTemplate: '/voice/v1/sessions/{session_id}/audio/{file_sequence}',
    // The published example names `audio_0.webm`: the chunk sent under that name.
    read: async (status, json) => {
      await voice(status, json).uploadChunk(
        SESSION,
        { fileName: 'audio_0.webm', mediaType: 'audio/webm;codecs=opus', bytes: Buffer.from('x') },
        CHANGE,
      );
      return 'received';
    },
  },
  {
    file: FILE,
    method: 'PATCH',
    pathTemplate: '/voice/v1/sessions/{session_id}',
    read: async (status, json) => {
      await voice(status, json).updateSession(SESSION, { user_status: 'commit' }, CHANGE);
      return 'updated';
    },
  },
  {
    file: FILE,
    method: 'POST',
    pathTemplate: '/voice/v1/sessions/{session_id}/end',
    read: async (status, json) => ({ received: await voice(status, json).endSession(SESSION, 3) }),
  },
  {
    file: FILE,
    method: 'GET',
    pathTemplate: '/voice/v1/sessions/{session_id}',
    read: (status, json) => voice(status, json).poll(SESSION),
  },
  {
    file: FILE,
    method: 'GET',
    pathTemplate: '/voice/api/v1/sessions/{session_id}',
    read: (status, json) => voice(status, json).details(SESSION),
    contractFields: [
      {
        status: 200,
        at: ['data'],
        field: 'user_status',
        why: 'the contract: user_status "is returned by the session-details operation"',
      },
    ],
  },
];
