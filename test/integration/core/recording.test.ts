import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../../../src/main/compose';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import {
  SANDBOX_CLIENT,
  phase,
  record,
  sandboxSession,
  session,
  sha256,
  RECORDING_FAST as FAST,
  chunkFiles,
} from '../../helpers/recording';
import { until } from '../../helpers/until';
import { testWav } from '../../helpers/wav';

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function sealedAudio(target: TestCompanion): Buffer[] {
  return target.core.db
    .prepare<[], { sealed: Buffer }>('SELECT sealed FROM recording_chunk_audio')
    .all()
    .map((row) => row.sealed);
}

describe('recording sessions through the core and the sandbox', () => {
  it('sends create, init, recording_started, every chunk, commit and the end in order, then keeps the transcript', async () => {
    app = await startTestCompanion({ core: FAST, sandbox: { transcriptionDelayMs: 200 } });
    const started = await app.value('recording:start', {});
    expect(started).toMatchObject({ phase: 'recording', model: 'lite', interrupted: false });
    expect(started.id).toMatch(/^[0-9a-f]{32}$/);
    const chunks = await record(app, started.id, 3);
    // Saved chunks are sealed in the database (no chunk files any more): no WAV header readable.
    expect(chunkFiles(app)).toEqual([0, 1, 2].map((i) => `${started.id}-${i}`));
    expect(sealedAudio(app)).toHaveLength(3);
    for (const sealed of sealedAudio(app)) expect(sealed.includes('RIFF')).toBe(false);

    const stopped = await app.value('recording:stop', { sessionId: started.id });
    expect(stopped.phase).toMatch(/sending|processing/);
    const done = await phase(app, started.id, 'completed');
    expect(done).toMatchObject({
      chunks: { saved: 3, uploaded: 3, bytes: chunks.reduce((n, c) => n + c.byteLength, 0) },
      durationMs: 3_000,
      userStatus: 'commit',
      hasResult: true,
      canRetry: false,
    });

    const remote = sandboxSession(app, started.id);
    expect(remote.chunks.map((c) => [c.sequence, c.sha256, c.deliveries])).toEqual(
      chunks.map((bytes, i) => [i, sha256(bytes), 1]),
    );
    expect(remote.userStatusJournal.map((change) => change.to)).toEqual([
      'init',
      'recording_started',
      'commit',
    ]);
    expect(remote.end).toMatchObject({
      audioFilesSent: 3,
      audioFilesReceived: 3,
      missingSequences: [],
    });

    const detail = await app.value('recording:get', { sessionId: started.id });
    expect(detail.result?.status).toBe('completed');
    expect(detail.result?.transcript).toContain('3 audio chunks');
    for (const [i, bytes] of chunks.entries()) {
      expect(detail.result?.transcript).toContain(
        `Chunk ${i}: ${bytes.byteLength} bytes, sha256 ${sha256(bytes).slice(0, 12)}`,
      );
    }
    // Transcribed audio is not kept; the transcript is sealed in the database.
    await until(() => chunkFiles(app!).length === 0, 'the audio files to be removed');
    const database = readFileSync(path.join(app.dataDir, DATABASE_FILE_NAME));
    expect(database.includes('Sandbox transcript')).toBe(false);
    expect(app.logText()).not.toContain('Sandbox transcript');
  });

  it('records offline, then sends the whole session once on reconnect', async () => {
    app = await startTestCompanion({ core: FAST, sandbox: { transcriptionDelayMs: 50 } });
    app.core.network.setOsOnline(false);
    const started = await app.value('recording:start', {});
    const chunks = await record(app, started.id, 4);
    await app.value('recording:stop', { sessionId: started.id });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(app.sandbox.voiceSessionsFor(SANDBOX_CLIENT)).toEqual([]);
    expect(await session(app, started.id)).toMatchObject({
      phase: 'sending',
      chunks: { saved: 4, uploaded: 0 },
    });

    app.core.network.setOsOnline(true);
    await phase(app, started.id, 'completed');
    const remote = sandboxSession(app, started.id);
    expect(remote.chunks.map((c) => [c.sha256, c.deliveries])).toEqual(
      chunks.map((c) => [sha256(c), 1]),
    );
    expect(remote.end?.missingSequences).toEqual([]);
  });

  it('answers every bad chunk with a clear error and keeps what was saved', async () => {
    app = await startTestCompanion({ core: FAST });
    app.core.network.setOsOnline(false);
    const { id } = await app.value('recording:start', {});
    const [first] = await record(app, id, 1);
    const chunk = (sequence: number, bytes: Uint8Array) => ({
      sessionId: id,
      sequence,
      bytes,
      durationMs: 1_000,
      mediaType: 'audio/wav' as const,
    });

    // The same chunk again (an answer lost on the way back) is acknowledged, not stored twice.
    expect(await app.value('recording:save-chunk', chunk(0, first!))).toMatchObject({
      alreadySaved: true,
      savedChunks: 1,
    });
    const different = await app.call('recording:save-chunk', chunk(0, testWav(1_000, 99)));
    expect(different).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    const gap = await app.call('recording:save-chunk', chunk(2, testWav(1_000, 2)));
    expect(gap).toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_ARGUMENT',
        message: expect.stringContaining('chunk 2 is the next one expected') as unknown,
      },
    });
    const empty = await app.call('recording:save-chunk', chunk(1, new Uint8Array(0)));
    expect(empty).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    const tooLong = await app.call('recording:save-chunk', {
      ...chunk(1, testWav(1_000, 1)),
      durationMs: 60_000,
    });
    expect(tooLong).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    const unknown = await app.call('recording:save-chunk', {
      ...chunk(0, first!),
      sessionId: 'f'.repeat(32),
    });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    const badId = await app.call('recording:save-chunk', {
      ...chunk(0, first!),
      sessionId: '../etc',
    });
    expect(badId).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });

    await app.value('recording:stop', { sessionId: id });
    const late = await app.call('recording:save-chunk', chunk(1, testWav(1_000, 1)));
    expect(late).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    expect(await session(app, id)).toMatchObject({ phase: 'sending', chunks: { saved: 1 } });
    expect(chunkFiles(app)).toHaveLength(1);
  });

  it('ends a session the app left recording when it restarts, with every chunk saved', async () => {
    app = await startTestCompanion({ core: FAST, sandbox: { transcriptionDelayMs: 50 } });
    app.core.network.setOsOnline(false);
    const { id } = await app.value('recording:start', {});
    const chunks = await record(app, id, 2);
    await app.restart();
    const done = await phase(app, id, 'completed');
    expect(done).toMatchObject({ interrupted: true, chunks: { saved: 2, uploaded: 2 } });
    expect(sandboxSession(app, id).chunks.map((c) => c.sha256)).toEqual(chunks.map(sha256));
  });

  it('checks the transcription again after a restart in the middle of polling', async () => {
    app = await startTestCompanion({ core: FAST, sandbox: { transcriptionDelayMs: 1_500 } });
    const { id } = await app.value('recording:start', {});
    await record(app, id, 1);
    await app.value('recording:stop', { sessionId: id });
    await until(async () => (await session(app!, id)).poll !== undefined, 'a first status call');
    await app.restart();
    expect((await session(app, id)).phase).toBe('processing');
    await phase(app, id, 'completed');
  });

  it('shows template outputs, and a failed template as a partial result', async () => {
    app = await startTestCompanion({
      core: FAST,
      sandbox: { transcriptionDelayMs: 50, failingTemplates: ['referral'] },
    });
    expect(
      await app.value('recording:save-settings', {
        model: 'pro',
        templates: ['soap', 'referral'],
        languageHint: ['hi', 'en'],
      }),
    ).toEqual({
      model: 'pro',
      templates: ['soap', 'referral'],
      languageHint: ['hi', 'en'],
      maxChunkMs: 20_000,
    });
    for (const wrong of [
      { model: 'pro' as const, templates: ['a', 'b', 'c'] },
      { model: 'pro' as const, templates: [], languageHint: ['auto_detect', 'hi'] },
      { model: 'pro' as const, templates: [], languageHint: ['Hindi'] },
    ]) {
      const bad = await app.call('recording:save-settings', wrong);
      expect(bad).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    }
    const { id, model, templates } = await app.value('recording:start', {});
    expect({ model, templates }).toEqual({ model: 'pro', templates: ['soap', 'referral'] });
    await until(
      async () => (await session(app!, id)).userStatus === 'recording_started',
      'the session to be created',
    );
    // The create carried the templates and languages; session_mode went with init, by PATCH.
    expect(sandboxSession(app, id)).toMatchObject({
      model: 'pro',
      templates: ['soap', 'referral'],
      languageHint: ['hi', 'en'],
      mode: 'consultation',
    });
    await record(app, id, 1);
    await app.value('recording:stop', { sessionId: id });
    await phase(app, id, 'partial');
    const detail = await app.value('recording:get', { sessionId: id });
    expect(detail.result?.templates).toEqual([
      {
        templateId: 'soap',
        status: 'success',
        text: expect.stringContaining('Sandbox soap note') as unknown,
      },
      {
        templateId: 'referral',
        status: 'failed',
        error: expect.stringContaining('could not be generated') as unknown,
      },
    ]);
  });

  it('reads the session as the platform reports it', async () => {
    app = await startTestCompanion({ core: FAST });
    const { id } = await app.value('recording:start', {});
    await record(app, id, 1);
    // The platform says `recording` once it has a part (before that, `created`).
    await until(async () => {
      const view = await session(app!, id);
      return view.userStatus === 'recording_started' && view.chunks.uploaded === 1;
    }, 'recording_started to be accepted and the part to arrive');
    const details = await app.value('recording:platform-details', { sessionId: id });
    expect(details).toMatchObject({
      sessionId: id,
      status: 'recording',
      userStatus: 'recording_started',
      // The published details do not carry a count of files received.
      audioFilesReceived: null,
      documents: 0,
    });
    app.core.network.setOsOnline(false);
    const offline = await app.call('recording:platform-details', { sessionId: id });
    expect(offline).toMatchObject({ ok: false, error: { code: 'OFFLINE' } });
  });

  it('marks a session the platform let expire while the app was offline, and drains its steps', async () => {
    app = await startTestCompanion({ core: FAST, sandbox: { voiceSessionTtlMs: 400 } });
    const { id } = await app.value('recording:start', {});
    await record(app, id, 1);
    await until(
      async () => (await session(app!, id)).chunks.uploaded === 1,
      'the first chunk to be sent',
    );
    app.core.network.setOsOnline(false);
    await record(app, id, 1, 1);
    await app.value('recording:stop', { sessionId: id });
    await new Promise((resolve) => setTimeout(resolve, 600));
    app.core.network.setOsOnline(true);
    const expired = await phase(app, id, 'expired');
    expect(expired.problem).toMatch(/expire/);
    await until(
      async () => (await app!.value('sync:get-status', {})).waiting === 0,
      'the outbox to drain',
    );
    // The audio that never reached the platform stays on this computer.
    expect(chunkFiles(app).length).toBeGreaterThan(0);
  });
});
