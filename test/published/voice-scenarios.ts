import type { Sandbox } from '../../src/sandbox/server';
import { exchange, signIn, type SandboxAnswer } from './sandbox-exchange';
import type { Scenario } from './sandbox-scenarios';
import { adminOk, sandboxAdmin } from '../helpers/sandbox-admin';

/** The sandbox answers of the recording's operations (voice-v2.json): success and the refusals. */

const SESSIONS = '/voice/v1/sessions';
const DISCOVERY = '/voice/v1/.well-known/medscribealliance';
const TEMPLATES = '/voice/api/v1/template';
const DETAILS = '/voice/api/v1/sessions';

let made = 0;
/** A fresh session of the sandbox's own client, with its token. */
async function newSession(
  s: Sandbox,
  templates: string[] = [],
): Promise<{ id: string; token: string }> {
  const token = (await signIn(s)).access;
  made += 1;
  const id = `scenario-session-${String(made).padStart(6, '0')}`;
  const body = {
    upload_type: 'chunked',
    session_id: id,
    ...(templates.length ? { templates } : {}),
  };
  await exchange(s, 'POST', SESSIONS, { token, body });
  return { id, token };
}

/** A chunk's raw bytes, as the app posts them (not JSON). */
async function postChunk(
  s: Sandbox,
  path: string,
  token: string,
  bytes: Uint8Array,
): Promise<SandboxAnswer> {
  const response = await fetch(`${s.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'audio/wav' },
    body: bytes,
  });
  return { status: response.status, json: await response.json() };
}

const WAV = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVE', 'latin1'), Buffer.alloc(32)]);

/** A session moved through to `completed` on the sandbox's clock (delay 0 via the admin route). */
async function completed(
  s: Sandbox,
  templates: string[] = [],
): Promise<{ id: string; token: string }> {
  const session = await newSession(s, templates);
  await postChunk(s, `${SESSIONS}/${session.id}/audio/audio_0.wav`, session.token, WAV);
  await adminOk(sandboxAdmin(s, 'POST', '/__sandbox/voice', { transcriptionDelayMs: 0 }));
  await exchange(s, 'POST', `${SESSIONS}/${session.id}/end`, { token: session.token, body: {} });
  await adminOk(sandboxAdmin(s, 'DELETE', '/__sandbox/voice'));
  return session;
}

export const VOICE_SCENARIOS: Record<string, Scenario[]> = {
  [`GET ${DISCOVERY}`]: [
    { name: 'no token needed', status: 200, run: (s) => exchange(s, 'GET', DISCOVERY) },
    // Published for the discovery document: only 200. Its one refusal is the platform failing.
  ],
  [`GET ${TEMPLATES}`]: [
    {
      name: 'signed in',
      status: 200,
      run: async (s) => exchange(s, 'GET', TEMPLATES, { token: (await signIn(s)).access }),
    },
    { name: 'no token', status: 401, run: (s) => exchange(s, 'GET', TEMPLATES) },
  ],
  [`POST ${SESSIONS}`]: [
    {
      name: 'the app’s create',
      status: 201,
      run: async (s) =>
        exchange(s, 'POST', SESSIONS, {
          token: (await signIn(s)).access,
          body: {
            upload_type: 'chunked',
            model: 'pro',
            templates: ['clinical_notes_template'],
            language_hint: ['hi', 'en'],
            session_id: 'scenario-create-0000000001',
          },
        }),
    },
    {
      name: 'a field the published schema does not have',
      status: 422,
      run: async (s) =>
        exchange(s, 'POST', SESSIONS, {
          token: (await signIn(s)).access,
          body: { upload_type: 'chunked', mode: 'consultation' },
        }),
    },
    {
      name: 'no token',
      status: 401,
      run: (s) => exchange(s, 'POST', SESSIONS, { body: { upload_type: 'chunked' } }),
    },
  ],
  [`POST ${SESSIONS}/{session_id}/audio/{file_sequence}`]: [
    {
      // Under the name the table's reader sends (the published example's `audio_0.webm`).
      name: 'a chunk',
      status: 200,
      run: async (s) => {
        const { id, token } = await newSession(s);
        return postChunk(s, `${SESSIONS}/${id}/audio/audio_0.webm`, token, WAV);
      },
    },
    {
      name: 'a chunk after commit (session_ended)',
      status: 400,
      run: async (s) => {
        const { id, token } = await newSession(s);
        await exchange(s, 'PATCH', `${SESSIONS}/${id}`, {
          token,
          body: { user_status: 'commit' },
        });
        return postChunk(s, `${SESSIONS}/${id}/audio/audio_0.wav`, token, WAV);
      },
    },
    {
      name: 'an unknown session',
      status: 404,
      run: async (s) =>
        postChunk(
          s,
          `${SESSIONS}/no-such-session-000/audio/audio_0.wav`,
          (await signIn(s)).access,
          WAV,
        ),
    },
    {
      name: 'more than 10 MB',
      status: 413,
      run: async (s) => {
        const { id, token } = await newSession(s);
        return postChunk(s, `${SESSIONS}/${id}/audio/audio_0.wav`, token, Buffer.alloc(10_000_001));
      },
    },
  ],
  [`PATCH ${SESSIONS}/{session_id}`]: [
    {
      name: 'init with the session mode',
      status: 200,
      run: async (s) => {
        const { id, token } = await newSession(s);
        return exchange(s, 'PATCH', `${SESSIONS}/${id}`, {
          token,
          body: { user_status: 'init', session_mode: 'consultation' },
        });
      },
    },
    {
      name: 'an unknown field',
      status: 422,
      run: async (s) => {
        const { id, token } = await newSession(s);
        return exchange(s, 'PATCH', `${SESSIONS}/${id}`, { token, body: { mode: 'dictation' } });
      },
    },
    {
      name: 'the model changed after commit',
      status: 409,
      run: async (s) => {
        const { id, token } = await newSession(s);
        await exchange(s, 'PATCH', `${SESSIONS}/${id}`, { token, body: { user_status: 'commit' } });
        return exchange(s, 'PATCH', `${SESSIONS}/${id}`, { token, body: { model: 'pro' } });
      },
    },
    {
      name: 'an unknown session',
      status: 404,
      run: async (s) =>
        exchange(s, 'PATCH', `${SESSIONS}/no-such-session-000`, {
          token: (await signIn(s)).access,
          body: { user_status: 'init' },
        }),
    },
  ],
  [`POST ${SESSIONS}/{session_id}/end`]: [
    {
      name: 'the end',
      status: 202,
      run: async (s) => {
        const { id, token } = await newSession(s);
        return exchange(s, 'POST', `${SESSIONS}/${id}/end`, {
          token,
          body: { audio_files_sent: 0 },
        });
      },
    },
    {
      name: 'a second end',
      status: 400,
      run: async (s) => {
        const { id, token } = await newSession(s);
        await exchange(s, 'POST', `${SESSIONS}/${id}/end`, { token, body: {} });
        return exchange(s, 'POST', `${SESSIONS}/${id}/end`, { token, body: {} });
      },
    },
    {
      name: 'an unknown session',
      status: 404,
      run: async (s) =>
        exchange(s, 'POST', `${SESSIONS}/no-such-session-000/end`, {
          token: (await signIn(s)).access,
          body: {},
        }),
    },
  ],
  [`GET ${SESSIONS}/{session_id}`]: [
    {
      name: 'still processing',
      status: 202,
      run: async (s) => {
        const { id, token } = await newSession(s);
        await exchange(s, 'POST', `${SESSIONS}/${id}/end`, { token, body: {} });
        return exchange(s, 'GET', `${SESSIONS}/${id}`, { token });
      },
    },
    {
      name: 'completed',
      status: 200,
      run: async (s) => {
        const { id, token } = await completed(s);
        return exchange(s, 'GET', `${SESSIONS}/${id}`, { token });
      },
    },
    {
      // The EMR template's result is the published EMR structure (src/sandbox/voice-emr.ts).
      name: 'completed, with the EMR and clinical notes templates',
      status: 200,
      run: async (s) => {
        const { id, token } = await completed(s, ['eka_emr_template', 'clinical_notes_template']);
        return exchange(s, 'GET', `${SESSIONS}/${id}`, { token });
      },
    },
    {
      name: 'cancelled',
      status: 410,
      run: async (s) => {
        const { id, token } = await newSession(s);
        await exchange(s, 'PATCH', `${SESSIONS}/${id}`, {
          token,
          body: { user_status: 'cancelled' },
        });
        return exchange(s, 'GET', `${SESSIONS}/${id}`, { token });
      },
    },
    {
      name: 'an unknown session',
      status: 404,
      run: async (s) =>
        exchange(s, 'GET', `${SESSIONS}/no-such-session-000`, { token: (await signIn(s)).access }),
    },
  ],
  [`GET ${DETAILS}/{session_id}`]: [
    {
      name: 'a completed session with its documents',
      status: 200,
      run: async (s) => {
        const { id, token } = await completed(s);
        return exchange(s, 'GET', `${DETAILS}/${id}`, { token });
      },
    },
    {
      name: 'an unknown session',
      status: 404,
      run: async (s) =>
        exchange(s, 'GET', `${DETAILS}/no-such-session-000`, { token: (await signIn(s)).access }),
    },
  ],
};
