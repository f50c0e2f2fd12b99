import { createHash, randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { sandboxTranscript } from '../../../src/sandbox/voice-results';
import {
  MAX_AUDIO_CHUNK_BYTES,
  VOICE_DISCOVERY_PATH,
  VOICE_SESSIONS_PATH,
  VOICE_TEMPLATES_PATH,
  voiceAudioPath,
  voiceDetailsPath,
  voiceEndPath,
  voiceSessionPath,
} from '../../../src/shared/voice';
import {
  CreateSessionAnswerSchema,
  DiscoveryAnswerSchema,
  PollAnswerSchema,
  SessionDetailsAnswerSchema,
  TemplatesAnswerSchema,
} from '../../../src/shared/voice-answers';
import { adminCall, call, login, type Answer } from './helpers';

const OTHER = { clientId: 'other-clinic', clientSecret: 'other-secret' };

let clock = Date.parse('2025-06-01T09:00:00.000Z');
let sandbox: Sandbox;
let token: string;
let otherToken: string;

beforeAll(async () => {
  sandbox = await startSandbox({ now: () => clock, extraClients: [OTHER] });
  token = (await login(sandbox)).access_token;
  otherToken = (await login(sandbox, OTHER.clientId, OTHER.clientSecret)).access_token;
});
afterAll(async () => {
  await sandbox.close();
});
afterEach(() => {
  sandbox.faults.reset();
  sandbox.voice.reset();
});

/** A chunk that starts like a WebM file (EBML magic), then random bytes. */
function webmChunk(size = 4096): Buffer {
  const bytes = randomBytes(size);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3], 0);
  return bytes;
}

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const errorOf = (answer: Answer): { message: string; code: string } =>
  (answer.body as { error: { message: string; code: string } }).error;

async function upload(
  id: string,
  sequence: number | string,
  bytes: Uint8Array,
  options: { token?: string; type?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const path =
    typeof sequence === 'number'
      ? voiceAudioPath(id, `audio_${sequence}.webm`)
      : `${VOICE_SESSIONS_PATH}/${id}/audio/${sequence}`;
  const response = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${options.token ?? token}`,
      'content-type': options.type ?? 'application/octet-stream',
      ...options.headers,
    },
    body: bytes,
  });
  return { status: response.status, body: JSON.parse(await response.text()) as unknown };
}

async function create(body: Record<string, unknown> = {}, as = token): Promise<string> {
  const answer = await call(sandbox, 'POST', VOICE_SESSIONS_PATH, {
    token: as,
    body: { upload_type: 'chunked', ...body },
  });
  expect(answer.status).toBe(201);
  return CreateSessionAnswerSchema.parse(answer.body).session_id;
}

const patch = (id: string, body: unknown, as = token): Promise<Answer> =>
  call(sandbox, 'PATCH', voiceSessionPath(id), { token: as, body });
const end = (id: string, body: unknown = {}, as = token): Promise<Answer> =>
  call(sandbox, 'POST', voiceEndPath(id), { token: as, body });
const poll = (id: string, as = token): Promise<Answer> =>
  call(sandbox, 'GET', voiceSessionPath(id), { token: as });
const details = (id: string, as = token): Promise<Answer> =>
  call(sandbox, 'GET', voiceDetailsPath(id), { token: as });

function sessionOf(id: string, clientId = sandbox.options.clientId) {
  const found = sandbox.voiceSessionsFor(clientId).find((session) => session.id === id);
  if (!found) throw new Error(`no session ${id}`);
  return found;
}

describe('discovery', () => {
  it('answers the discovery document without a token', async () => {
    const response = await fetch(`${sandbox.url}${VOICE_DISCOVERY_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    const raw = (await response.json()) as { endpoints: { base_url: string } };
    const document = DiscoveryAnswerSchema.parse(raw);
    expect(document.capabilities).toEqual({
      audio_formats: [
        'audio/wav',
        'audio/webm;codecs=opus',
        'audio/ogg',
        'audio/mp4',
        'audio/m4a',
        'audio/mp3',
      ],
      max_chunk_duration_seconds: 20,
    });
    expect(
      document.models.map((m) => [m.id, m.max_session_duration_seconds, m.languages?.length]),
    ).toEqual([
      ['lite', 600, 2],
      ['pro', 3600, 10],
    ]);
    expect(document.languages?.auto_detection).toBe(true);
    expect(document.languages?.supported).toHaveLength(10);
    expect(raw.endpoints.base_url).toBe(`${sandbox.url}/voice/v1`);
  });

  it('lists its templates by title, with a token only', async () => {
    expect((await call(sandbox, 'GET', VOICE_TEMPLATES_PATH)).status).toBe(401);
    const answer = await call(sandbox, 'GET', VOICE_TEMPLATES_PATH, { token });
    expect(answer.status).toBe(200);
    expect(TemplatesAnswerSchema.parse(answer.body).map((t) => [t.id, t.title])).toEqual([
      ['clinical_notes_template', 'Clinical Notes'],
      ['eka_emr_template', 'EMR prescription draft'],
      ['discharge_summary_template', 'Discharge Summary'],
    ]);
  });

  it('feels the faults like every platform route, and so do the session routes', async () => {
    const id = await create();
    sandbox.faults.set({ failRate: 1 });
    expect((await call(sandbox, 'GET', VOICE_DISCOVERY_PATH)).status).toBe(500);
    expect((await poll(id)).status).toBe(500);
    sandbox.faults.set({ failRate: 0, offline: true });
    await expect(poll(id)).rejects.toThrow(TypeError);
    await expect(upload(id, 0, webmChunk())).rejects.toThrow(TypeError);
    sandbox.faults.reset();
    expect(sessionOf(id).chunks).toEqual([]);
  });
});

describe('a recording session', () => {
  it('goes from create to a transcript naming exactly the chunks received', async () => {
    const created = await call(sandbox, 'POST', VOICE_SESSIONS_PATH, {
      token,
      body: {
        upload_type: 'chunked',
        templates: ['soap'],
        language_hint: ['en', 'hi'],
        patient_details: { username: 'Asha', age: 41 },
      },
    });
    expect(created.status).toBe(201);
    const session = CreateSessionAnswerSchema.parse(created.body);
    const id = session.session_id;
    // Exactly the published CreateSessionResponse fields, nothing the app might come to rely on.
    expect(created.body).toEqual({
      session_id: id,
      status: 'created',
      created_at: '2025-06-01T09:00:00.000Z',
      expires_at: '2025-06-01T10:00:00.000Z',
      upload_url: `${sandbox.url}/voice/v1/sessions/${id}/audio`,
      patient_details: { username: 'Asha', age: 41 },
    });
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,32}$/);

    expect((await patch(id, { user_status: 'init', session_mode: 'dictation' })).body).toEqual({
      session_id: id,
      status: 'success',
      message: 'Session updated successfully',
    });
    expect(sessionOf(id).mode).toBe('dictation');
    clock += 1000;
    expect((await patch(id, { user_status: 'recording_started' })).status).toBe(200);
    const chunks = [webmChunk(3000), webmChunk(5000), webmChunk(7000)];
    for (const [sequence, bytes] of chunks.entries()) {
      const answer = await upload(id, sequence, bytes);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        session_id: id,
        success: true,
        original_filename: `audio_${sequence}.webm`,
      });
    }
    const during = SessionDetailsAnswerSchema.parse((await details(id)).body).data;
    expect(during).toMatchObject({ status: 'recording', user_status: 'recording_started' });
    expect((await details(id)).body).toMatchObject({
      status: 'success',
      data: { patient_details: { username: 'Asha', age: 41 } },
    });
    clock += 1000;
    expect((await patch(id, { user_status: 'commit' })).status).toBe(200);

    const late = await upload(id, 3, webmChunk());
    expect(late.status).toBe(400);
    expect(errorOf(late)).toEqual({
      message: 'the session has ended: no more audio is accepted',
      code: 'session_ended',
    });

    const ended = await end(id, { audio_files_sent: 3 });
    expect(ended).toMatchObject({
      status: 202,
      body: {
        session_id: id,
        status: 'processing',
        audio_files_received: 3,
        audio_files: ['audio_0.webm', 'audio_1.webm', 'audio_2.webm'],
      },
    });
    expect(sessionOf(id).end).toMatchObject({ audioFilesSent: 3, missingSequences: [] });

    expect(await poll(id)).toMatchObject({ status: 202, body: { status: 'processing' } });
    clock += 1499; // the default transcriptionDelayMs is 1500
    expect((await poll(id)).status).toBe(202);
    clock += 1;
    const done = await poll(id);
    expect(done.status).toBe(200);
    const result = PollAnswerSchema.parse(done.body);
    const expected = chunks.map((bytes, sequence) => ({
      sequence,
      size: bytes.length,
      sha256: sha256(bytes),
    }));
    expect(result.transcript).toBe(sandboxTranscript(id, expected));
    expect(result.transcript).toContain('3 audio chunks, 15000 bytes');
    for (const chunk of expected) {
      expect(result.transcript).toContain(
        `Chunk ${chunk.sequence}: ${chunk.size} bytes, sha256 ${chunk.sha256.slice(0, 12)}.`,
      );
    }
    expect(done.body).toMatchObject({
      status: 'completed',
      audio_files: ['audio_0.webm', 'audio_1.webm', 'audio_2.webm'],
      templates: [{ soap: { status: 'success', document_id: `${id}-soap` } }],
    });
    expect(result.templates).toEqual([
      ['soap', expect.objectContaining({ status: 'success', document_id: `${id}-soap` })],
    ]);

    // Ending again is refused (published: ending twice gives 400) and changes nothing.
    const twice = await end(id, { audio_files_sent: 7 });
    expect(twice.status).toBe(400);
    expect(errorOf(twice).code).toBe('session_already_ended');
    expect(sessionOf(id).end).toMatchObject({ audioFilesSent: 3 });

    const stored = sessionOf(id);
    expect(stored.chunks.map((c) => [c.sequence, c.sha256, c.deliveries])).toEqual(
      expected.map((c) => [c.sequence, c.sha256, 1]),
    );
    expect(stored.chunks.every((c, i) => c.bytes.equals(chunks[i] ?? Buffer.alloc(0)))).toBe(true);
    const start = Date.parse('2025-06-01T09:00:00.000Z');
    expect(stored.userStatusJournal).toEqual([
      { from: null, to: 'init', at: start },
      { from: 'init', to: 'recording_started', at: start + 1000 },
      { from: 'recording_started', to: 'commit', at: start + 2000 },
    ]);
  });

  it('completes on the real clock after a delay set at runtime', async () => {
    const live = await startSandbox({ transcriptionDelayMs: 5000 });
    try {
      live.voice.set({ transcriptionDelayMs: 500 });
      const liveToken = (await login(live)).access_token;
      const created = await call(live, 'POST', VOICE_SESSIONS_PATH, {
        token: liveToken,
        body: { upload_type: 'single' },
      });
      const id = CreateSessionAnswerSchema.parse(created.body).session_id;
      await call(live, 'POST', voiceEndPath(id), { token: liveToken });
      expect((await call(live, 'GET', voiceSessionPath(id), { token: liveToken })).status).toBe(
        202,
      );
      await new Promise((resolve) => setTimeout(resolve, 600));
      const done = await call(live, 'GET', voiceSessionPath(id), { token: liveToken });
      expect(done).toMatchObject({ status: 200, body: { status: 'completed', audio_files: [] } });
      expect(live.voice.reset().transcriptionDelayMs).toBe(5000);
    } finally {
      await live.close();
    }
  });

  it('accepts a chunk of exactly 10,000,000 bytes and refuses one byte more with 413', async () => {
    const id = await create();
    const limit = Buffer.alloc(MAX_AUDIO_CHUNK_BYTES, 7);
    const accepted = await upload(id, 0, limit);
    expect(accepted).toMatchObject({ status: 200, body: { success: true } });
    const over = await upload(id, 1, Buffer.alloc(MAX_AUDIO_CHUNK_BYTES + 1, 7));
    expect(over.status).toBe(413);
    expect(errorOf(over)).toEqual({
      message: 'request body is larger than 10 MB (10000000 bytes)',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(sessionOf(id).chunks.map((c) => c.size)).toEqual([10_000_000]);
  });

  it('stores a chunk sent twice with the same bytes once, and refuses different bytes', async () => {
    const id = await create();
    const bytes = webmChunk();
    expect((await upload(id, 0, bytes)).body).toMatchObject({ success: true });
    expect(await upload(id, 0, bytes)).toMatchObject({
      status: 200,
      body: { success: true, original_filename: 'audio_0.webm' },
    });
    const other = await upload(id, 0, webmChunk());
    expect(other.status).toBe(400);
    expect(errorOf(other)).toEqual({
      message: 'audio file 0 was already received with different content',
      code: 'file_conflict',
    });
    // The same number under another extension is other content too.
    expect((await upload(id, 'audio_0.wav', bytes)).status).toBe(400);
    const [stored, ...rest] = sessionOf(id).chunks;
    expect(rest).toEqual([]);
    expect(stored).toMatchObject({ sequence: 0, sha256: sha256(bytes), deliveries: 2 });
  });

  it('keeps a chunk whose answer was dropped exactly once when the client sends it again', async () => {
    const id = await create();
    const bytes = webmChunk();
    sandbox.faults.set({ dropRate: 1 });
    await expect(upload(id, 0, bytes)).rejects.toThrow(TypeError);
    sandbox.faults.reset();
    expect((await upload(id, 0, bytes)).body).toMatchObject({ success: true });
    expect(sessionOf(id).chunks.map((c) => c.deliveries)).toEqual([2]);
  });

  it('refuses a model or mode change after commit, not before', async () => {
    const id = await create({ model: 'lite' });
    expect(await patch(id, { model: 'pro' })).toMatchObject({
      status: 200,
      body: { status: 'success' },
    });
    expect(sessionOf(id).model).toBe('pro');
    await patch(id, { user_status: 'commit' });
    const changed = await patch(id, { model: 'lite' });
    expect(changed.status).toBe(409);
    expect(errorOf(changed)).toEqual({
      message: 'model cannot change after commit (it is pro)',
      code: 'status_conflict',
    });
    expect((await patch(id, { session_mode: 'dictation' })).status).toBe(409);
    // Repeating the current values, or changing what is not mode or model, is fine.
    expect(
      await patch(id, { model: 'pro', session_mode: 'consultation', processing_status: 'queued' }),
    ).toMatchObject({ status: 200, body: { status: 'success' } });
    expect(sessionOf(id).processingStatus).toBe('queued');
  });

  it('refuses user_status going backwards, and everything after cancelled', async () => {
    const id = await create();
    await patch(id, { user_status: 'recording_started' });
    const back = await patch(id, { user_status: 'init' });
    expect(back.status).toBe(409);
    expect(errorOf(back).message).toBe('user_status cannot go from recording_started to init');
    // Resending the current status is not a change and is not journalled.
    expect((await patch(id, { user_status: 'recording_started' })).status).toBe(200);
    expect((await patch(id, { user_status: 'cancelled' })).status).toBe(200);
    expect((await upload(id, 0, webmChunk())).status).toBe(404);
    expect((await end(id)).status).toBe(404);
    const polled = await poll(id);
    expect(polled).toMatchObject({ status: 410, body: { status: 'cancelled', transcript: null } });
    expect(sessionOf(id).userStatusJournal.map((change) => change.to)).toEqual([
      'recording_started',
      'cancelled',
    ]);
  });

  it('reports what is missing when the client says it sent more than arrived', async () => {
    const id = await create();
    await upload(id, 0, webmChunk());
    await upload(id, 2, webmChunk());
    const ended = await end(id, { audio_files_sent: 4 });
    expect(ended.status).toBe(202);
    expect(ended.body).toMatchObject({ audio_files_received: 2 });
    expect(sessionOf(id).end).toMatchObject({
      audioFilesSent: 4,
      audioFilesReceived: 2,
      missingSequences: [1, 3],
    });
    const late = await upload(id, 1, webmChunk());
    expect(late.status).toBe(400);
    expect(errorOf(late).code).toBe('session_ended');
  });

  it('completes 206 partial when a requested template fails', async () => {
    sandbox.voice.set({ failingTemplates: ['medications'] });
    const id = await create({ templates: ['soap', 'medications'] });
    await upload(id, 0, webmChunk());
    await end(id);
    clock += 1500;
    const answer = await poll(id);
    expect(answer.status).toBe(206);
    const result = PollAnswerSchema.parse(answer.body);
    expect(result.status).toBe('partial');
    expect(result.templates?.[0]).toEqual(['soap', expect.objectContaining({ status: 'success' })]);
    expect(result.templates?.[1]).toEqual([
      'medications',
      expect.objectContaining({ status: 'failed', error: expect.anything() as unknown }),
    ]);
    expect(answer.body).toMatchObject({
      templates: [{}, { medications: { error: { code: 'extraction_failed' } } }],
    });
    expect(result.processing_errors).toEqual([
      expect.objectContaining({ type: 'template_failed', template_id: 'medications' }),
    ]);
  });

  it('expires a session never ended after the configured time: 410', async () => {
    sandbox.voice.set({ voiceSessionTtlMs: 1000 });
    const id = await create();
    await upload(id, 0, webmChunk());
    clock += 999;
    expect((await poll(id)).status).toBe(202);
    clock += 1;
    const polled = await poll(id);
    expect(polled).toMatchObject({
      status: 410,
      body: {
        status: 'expired',
        audio_files_received: 1,
        message: 'Session expired before processing was initiated',
      },
    });
    for (const answer of [
      await upload(id, 1, webmChunk()),
      await patch(id, { user_status: 'commit' }),
      await end(id),
    ]) {
      expect(answer.status).toBe(404);
      expect(errorOf(answer).code).toBe('session_expired');
    }
    expect(await details(id)).toMatchObject({ status: 200, body: { data: { status: 'expired' } } });
  });

  it('hides one client’s sessions from another: 404', async () => {
    const id = await create();
    for (const answer of [
      await poll(id, otherToken),
      await details(id, otherToken),
      await patch(id, { user_status: 'init' }, otherToken),
      await end(id, {}, otherToken),
      await upload(id, 0, webmChunk(), { token: otherToken }),
    ]) {
      expect(answer.status).toBe(404);
      expect(errorOf(answer)).toEqual({ message: 'session not found', code: 'session_not_found' });
    }
    expect((await poll('ses_doesnotexist0000')).status).toBe(404);
    // A client-chosen id is per client: the other client may use it too. The owner creating it
    // again (an attempt whose answer was lost) gets the same session back, not a second one.
    const chosen = 'visit-2025-06-01-0001';
    expect(await create({ session_id: chosen })).toBe(chosen);
    expect(await create({ session_id: chosen }, otherToken)).toBe(chosen);
    await upload(chosen, 0, webmChunk());
    expect(await create({ session_id: chosen, model: 'pro' })).toBe(chosen);
    expect(
      sandbox.voiceSessionsFor(sandbox.options.clientId).filter((s) => s.id === chosen),
    ).toEqual([expect.objectContaining({ model: 'lite', chunks: [expect.anything()] })]);
  });

  it('answers 401 without a token', async () => {
    const id = await create();
    expect(
      (await call(sandbox, 'POST', VOICE_SESSIONS_PATH, { body: { upload_type: 'single' } }))
        .status,
    ).toBe(401);
    expect((await call(sandbox, 'GET', voiceSessionPath(id))).status).toBe(401);
    expect((await call(sandbox, 'GET', voiceDetailsPath(id))).status).toBe(401);
    expect((await upload(id, 0, webmChunk(), { token: 'not-a-token' })).status).toBe(401);
  });

  it.each([
    [{}, 'upload_type'],
    [{ upload_type: 'tape' }, 'upload_type'],
    [{ upload_type: 'chunked', templates: ['a', 'b', 'c'] }, 'templates'],
    [{ upload_type: 'chunked', templates: ['a', 'a'] }, 'templates'],
    [{ upload_type: 'chunked', session_id: 'short' }, 'session_id'],
    [{ upload_type: 'chunked', session_id: 'x'.repeat(33) }, 'session_id'],
    [{ upload_type: 'chunked', model: 'max' }, 'model'],
    [{ upload_type: 'chunked', language_hint: ['english'] }, 'language_hint'],
    [{ upload_type: 'chunked', patient_details: 'Asha' }, 'patient_details must be an object'],
    [{ upload_type: 'chunked', colour: 'red' }, 'unknown field: colour'],
    [{ upload_type: 'chunked', mode: 'consultation' }, 'unknown field: mode'],
  ])('refuses the create body %j with 422 naming %s', async (body, words) => {
    const answer = await call(sandbox, 'POST', VOICE_SESSIONS_PATH, { token, body });
    expect(answer.status).toBe(422);
    expect(errorOf(answer).code).toBe('validation_error');
    expect(errorOf(answer).message).toContain(words);
  });

  it('refuses bad file names, bodies and update fields', async () => {
    const id = await create();
    for (const name of [
      '0',
      '0.wav',
      'audio_-1.wav',
      'audio_01.wav',
      'audio_1000000.wav',
      'audio_0.exe',
      'audio_0',
    ]) {
      const answer = await upload(id, name, webmChunk());
      expect(answer.status, name).toBe(400);
      expect(errorOf(answer).code).toBe('invalid_audio_format');
    }
    expect((await upload(id, 0, webmChunk(), { type: 'text/plain' })).status).toBe(400);
    // The published audio types are accepted as well as octet-stream.
    expect((await upload(id, 0, webmChunk(), { type: 'audio/webm;codecs=opus' })).status).toBe(200);
    expect((await upload(id, 1, Buffer.alloc(0))).status).toBe(400);
    expect((await patch(id, {})).status).toBe(422);
    expect((await patch(id, { user_status: 'paused' })).status).toBe(422);
    // PatchSessionRequest refuses unknown fields, among them the old `mode`.
    const unknown = await patch(id, { mode: 'dictation' });
    expect(unknown.status).toBe(422);
    expect(errorOf(unknown).message).toContain('unknown field: mode');
    expect((await end(id, { audio_files_sent: -1 })).status).toBe(400);
  });

  it('switches the simulation from another process through /__sandbox/voice', async () => {
    const set = await adminCall(sandbox, 'POST', '/__sandbox/voice', {
      body: { transcriptionDelayMs: 0, failingTemplates: ['soap'] },
    });
    expect(set).toMatchObject({
      status: 200,
      body: { transcriptionDelayMs: 0, failingTemplates: ['soap'] },
    });
    expect(
      (await adminCall(sandbox, 'POST', '/__sandbox/voice', { body: { delay: 1 } })).status,
    ).toBe(400);
    const id = await create({ templates: ['soap'] });
    await end(id);
    expect((await poll(id)).status).toBe(206);
    expect((await adminCall(sandbox, 'DELETE', '/__sandbox/voice')).body).toMatchObject({
      transcriptionDelayMs: 1500,
      failingTemplates: [],
    });
  });
});
