import { afterEach, describe, expect, it } from 'vitest';
import { voiceSessionPath } from '../../../src/shared/voice';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import {
  RECORDING_FAST as FAST,
  phase,
  record,
  sandboxSession,
  session,
} from '../../helpers/recording';
import { until } from '../../helpers/until';
import { call, login } from '../sandbox/helpers';

// The recording as the platform publishes it (voice-v2.json): what the app does with the
// published answers that the happy path never meets, and the catalogue of models, languages and
// templates it reads from the platform.

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('a recording the platform closed before every part arrived', () => {
  it('counts the parts refused with 400 session_ended as late, sends each once, and still completes', async () => {
    app = await startTestCompanion({ core: FAST, sandbox: { transcriptionDelayMs: 50 } });
    const { id } = await app.value('recording:start', {});
    await record(app, id, 1);
    await until(
      async () => (await session(app!, id)).chunks.uploaded === 1,
      'the first part to be sent',
    );
    app.core.network.setOsOnline(false);
    await record(app, id, 2, 1);
    // Someone else closes the session on the platform (another device, the account's admin).
    const { access_token: token } = await login(app.sandbox);
    const committed = await call(app.sandbox, 'PATCH', voiceSessionPath(id), {
      token,
      body: { user_status: 'commit' },
    });
    expect(committed.status).toBe(200);
    await app.value('recording:stop', { sessionId: id });
    const requestsBefore = app.sandbox.requestCount();
    app.core.network.setOsOnline(true);

    const done = await phase(app, id, 'completed');
    expect(done.chunks).toMatchObject({ saved: 3, uploaded: 1, late: 2 });
    expect(sandboxSession(app, id).chunks.map((chunk) => chunk.fileName)).toEqual(['audio_0.wav']);
    // Two late parts, commit, end, and the polls: nothing sent again and again.
    expect(app.sandbox.requestCount() - requestsBefore).toBeLessThan(12);
    expect((await app.value('sync:list', {})).items).toEqual([]);
    const detail = await app.value('recording:get', { sessionId: id });
    expect(detail.result?.transcript).toContain('1 audio chunk,');
  });
});

describe('a recording without a keychain', () => {
  it('does not start, says why, and leaves nothing behind', async () => {
    app = await startTestCompanion({ core: FAST });
    app.keychain.setAvailable(false);
    const result = await app.call('recording:start', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'KEYCHAIN_UNAVAILABLE' } });
    if (!result.ok) {
      expect(result.error.message).toMatch(
        /^The recording was not started\. Recordings are kept on this computer only encrypted .*the keychain cannot be used: .*the test keychain is switched off\./,
      );
    }
    expect(await app.value('recording:list', {})).toEqual([]);
    expect(app.core.outbox.counts().pending).toBe(0);
  });
});

describe('the recording catalogue', () => {
  it('reads models, languages and templates from the platform, and keeps them for offline', async () => {
    app = await startTestCompanion({ core: FAST });
    const live = await app.value('recording:catalogue', {});
    expect(live.templates.map((template) => [template.id, template.title])).toEqual([
      ['clinical_notes_template', 'Clinical Notes'],
      ['eka_emr_template', 'EMR prescription draft'],
      ['discharge_summary_template', 'Discharge Summary'],
    ]);
    expect(live.models.map((model) => [model.id, model.languages.length])).toEqual([
      ['lite', 2],
      ['pro', 10],
    ]);
    expect(live.languages).toContain('ta');
    expect(live).toMatchObject({ autoDetect: true, fetchedAt: expect.any(String) as string });
    expect(live.stale).toBeUndefined();

    app.core.network.setOsOnline(false);
    const offline = await app.value('recording:catalogue', {});
    expect(offline).toEqual({ ...live, stale: 'This computer is offline.' });

    // A failing platform: the saved copy, with the platform's problem in words.
    app.core.network.setOsOnline(true);
    await until(
      async () => (await app!.value('connection:get-status', {})).state !== 'offline',
      'the platform to be reachable again',
    );
    app.sandbox.faults.set({ failRate: 1 });
    const failing = await app.value('recording:catalogue', {});
    expect(failing.templates).toEqual(live.templates);
    expect(failing.stale).toMatch(/the platform had a problem \(HTTP 500\)/);
  });

  it('offers the published models, and typed template ids, before it has ever been read', async () => {
    app = await startTestCompanion({ core: FAST });
    app.core.network.setOsOnline(false);
    const first = await app.value('recording:catalogue', {});
    expect(first.templates).toEqual([]);
    expect(first.models.map((model) => [model.id, model.maxSessionSeconds])).toEqual([
      ['lite', 600],
      ['pro', 3600],
    ]);
    expect(first.fetchedAt).toBeUndefined();
    expect(first.stale).toBe('This computer is offline.');
  });
});
