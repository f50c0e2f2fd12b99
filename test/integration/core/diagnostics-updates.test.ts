import { mkdirSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Updater } from '../../../src/main/core/app/update-flow';
import type { UpdateState } from '../../../src/shared/update';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';
import { makeTempDir } from '../../helpers/temp-dir';
import { RECORDING_FAST } from '../../helpers/recording';
import { until } from '../../helpers/until';

let app: TestCompanion | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('Save diagnostics', () => {
  it('writes versions, settings without secrets, counts and scrubbed log lines, and no patient data', async () => {
    let logText = (): string => '';
    app = await startTestCompanion({
      core: {
        diagnostics: {
          recentLogLines: (count) =>
            [
              ...logText().split('\n'),
              '{"msg":"a line that should not be here","mobile":"+91 98450 12345","to":"dr@clinic.example"}',
            ]
              .filter(Boolean)
              .slice(-count),
        },
      },
    });
    const target = app;
    logText = () => target.logText();
    await app.value('settings:save-platform', {
      baseUrl: app.sandbox.url,
      clientId: 'clinic-42',
      clientSecret: 'clinic-42-secret-value',
      jweKid: 'kid-1',
      jweSecret: 'qrstuvwxyzabcdef',
    });
    await app.value('patients:create', {
      name: 'Zoya Hassan',
      sex: 'female',
      ageYears: 29,
      mobile: '+91 98450 12345',
    });

    const saved = await app.value('app:save-diagnostics', {});
    expect(path.dirname(saved.file)).toBe(path.join(app.dataDir, 'diagnostics'));
    const text = readFileSync(saved.file, 'utf8');
    expect(Buffer.byteLength(text)).toBe(saved.bytes);
    const bundle = JSON.parse(text) as Record<string, unknown> & {
      settings: { listed: Record<string, { what: string; value: string }> };
      log: string[];
      runtime: { versions: Record<string, unknown> };
      outbox: Record<string, number>;
      database: { schemaVersion: number };
    };
    expect(bundle.kind).toBe('clinic-companion-diagnostics');
    expect(bundle.runtime.versions).toMatchObject({ node: process.versions.node });
    expect(bundle.runtime.versions.sqlite).toMatch(/^3\.\d+/);
    expect(bundle.database.schemaVersion).toBeGreaterThan(0);
    expect(Object.values(bundle.outbox).every((n) => typeof n === 'number')).toBe(true);
    expect(bundle.settings.listed['platform.client_secret']?.value).toBe('[secret: set]');
    expect(bundle.log.length).toBeGreaterThan(1);
    expect(bundle.log.at(-1)).toContain('[number]');
    expect(bundle.log.at(-1)).toContain('[email]');
    for (const secretOrPatient of [
      'clinic-42-secret-value',
      'qrstuvwxyzabcdef',
      'Zoya',
      'Hassan',
      '98450',
      'dr@clinic.example',
    ]) {
      expect(text).not.toContain(secretOrPatient);
    }
  });
});

describe('crash dumps', () => {
  it('are counted and dated in diagnostics but never copied there; Save crash dumps copies them all, only when asked', async () => {
    const crashes = path.join(makeTempDir('companion-crashes-').dir, 'Crashpad');
    const to = makeTempDir('companion-downloads-').dir;
    app = await startTestCompanion({ core: { diagnostics: { dir: to, crashDumpsDir: crashes } } });
    // None yet: diagnostics say 0; saving says there are none, in words.
    const none = JSON.parse(
      readFileSync((await app.value('app:save-diagnostics', {})).file, 'utf8'),
    ) as { crashDumps: unknown };
    expect(none.crashDumps).toEqual({ count: 0, times: [] });
    const refused = await app.call('app:save-crash-dumps', {});
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: 'There are no crash dumps on this computer.' },
    });

    // Crashpad's layout: dumps in completed/ and pending/, other files beside them.
    const secret = 'memory with a patient name: Zoya Hassan';
    mkdirSync(path.join(crashes, 'completed'), { recursive: true });
    mkdirSync(path.join(crashes, 'pending'), { recursive: true });
    writeFileSync(path.join(crashes, 'completed', 'a1.dmp'), secret);
    writeFileSync(path.join(crashes, 'pending', 'b2.dmp'), secret);
    writeFileSync(path.join(crashes, 'settings.dat'), 'not a dump');
    const older = new Date('2026-11-20T10:00:00Z');
    utimesSync(path.join(crashes, 'completed', 'a1.dmp'), older, older);

    const saved = await app.value('app:save-diagnostics', {});
    const text = readFileSync(saved.file, 'utf8');
    expect(text).not.toContain('Zoya');
    const bundle = JSON.parse(text) as { crashDumps: { count: number; times: string[] } };
    expect(bundle.crashDumps.count).toBe(2);
    expect(bundle.crashDumps.times).toHaveLength(2);
    // Newest first.
    expect(bundle.crashDumps.times[1]).toBe('2026-11-20T10:00:00.000Z');
    expect(readdirSync(to).filter((name) => name.includes('crash'))).toEqual([]);

    const copied = await app.value('app:save-crash-dumps', {});
    expect(copied.count).toBe(2);
    expect(path.dirname(copied.folder)).toBe(to);
    expect(path.basename(copied.folder)).toMatch(/^clinic-companion-crash-dumps-\d{8}T\d{6}Z$/);
    expect(readdirSync(copied.folder).sort()).toEqual(['1-b2.dmp', '2-a1.dmp']);
    expect(readFileSync(path.join(copied.folder, '2-a1.dmp'), 'utf8')).toBe(secret);
  });
});

describe('updates never interrupt a recording', () => {
  function fakeUpdater() {
    const calls: string[] = [];
    const updater: Updater = {
      download: () => {
        calls.push('download');
        return Promise.resolve();
      },
      install: () => void calls.push('install'),
    };
    return { updater, calls };
  }

  it('waits for the recording to stop before downloading, and refuses to restart while recording', async () => {
    app = await startTestCompanion({ core: RECORDING_FAST });
    const states: UpdateState[] = [];
    app.core.onEvent((channel, payload) => {
      if (channel === 'app:update') states.push(payload as UpdateState);
    });
    const { updater, calls } = fakeUpdater();
    const steps: string[] = [];
    const flow = app.core.attachUpdater(updater, () => {
      steps.push('shutdown');
      return Promise.resolve();
    });

    const recording = await app.value('recording:start', {});
    flow.available('0.2.0');
    expect(await app.value('app:get-update', {})).toEqual({
      state: 'waiting-for-recording',
      version: '0.2.0',
    });
    expect(calls).toEqual([]);

    await app.value('recording:stop', { sessionId: recording.id });
    await until(() => calls.includes('download'), 'the deferred download');
    flow.progress(42.7);
    expect(await app.value('app:get-update', {})).toEqual({
      state: 'downloading',
      version: '0.2.0',
      percent: 42,
    });
    flow.downloaded('0.2.0');

    const again = await app.value('recording:start', {});
    const refused = await app.call('app:restart-to-update', {});
    expect(refused).toMatchObject({ ok: false, error: { code: 'CONFLICT' } });
    expect(calls).toEqual(['download']);
    await app.value('recording:cancel', { sessionId: again.id });

    expect(await app.value('app:restart-to-update', {})).toEqual({ restarting: true });
    expect(steps).toEqual(['shutdown']);
    expect(calls).toEqual(['download', 'install']);
    expect(states.map((s) => s.state)).toEqual([
      'waiting-for-recording',
      'downloading',
      'downloading',
      'ready',
    ]);
  });

  it('downloads once however many times the feed says "available": again only after a failure, never once ready', async () => {
    app = await startTestCompanion();
    const { updater, calls } = fakeUpdater();
    const flow = app.core.attachUpdater(updater, () => Promise.resolve());
    flow.available('0.2.0');
    flow.available('0.2.0');
    expect(calls).toEqual(['download']);
    expect(await app.value('app:get-update', {})).toEqual({
      state: 'downloading',
      version: '0.2.0',
      percent: 0,
    });
    // A failed download is over: the next "available" tries again, once.
    flow.failed(new Error('checksum mismatch'));
    flow.available('0.2.0');
    flow.available('0.2.0');
    expect(calls).toEqual(['download', 'download']);
    flow.downloaded('0.2.0');
    flow.available('0.2.0');
    expect(calls).toEqual(['download', 'download']);
    expect(await app.value('app:get-update', {})).toEqual({ state: 'ready', version: '0.2.0' });
  });

  it('says there is nothing to install before an update is downloaded', async () => {
    app = await startTestCompanion();
    expect(await app.call('app:restart-to-update', {})).toMatchObject({
      ok: false,
      error: { code: 'CONFLICT', message: 'There is no downloaded update to install yet.' },
    });
  });
});
