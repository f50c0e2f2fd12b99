import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWavInfo } from '../../src/renderer/src/recording/capture/wav';
import { makeTempDir } from '../helpers/temp-dir';
import { toneWithPausesWav } from '../helpers/wav';
import { until } from '../helpers/until';
import { closeBrowser, fakeMicrophoneArgs, startHarness, type Harness } from './harness';
import { TEST_CLIENT_ID } from '../helpers/sandbox-admin';

const CLIENT = TEST_CLIENT_ID;
/** The longest chunk in this test, so a few seconds of recording make several chunks. */
const MAX_CHUNK_MS = 2_000;

function knownWav(file: string): void {
  writeFileSync(file, toneWithPausesWav(4));
}

interface ClipboardPage {
  navigator: {
    clipboard: {
      read(): Promise<
        { types: string[]; getType(type: string): Promise<{ text(): Promise<string> }> }[]
      >;
    };
  };
}

let h: Harness;

beforeAll(async () => {
  const temp = makeTempDir('companion-mic-');
  const wav = path.join(temp.dir, 'consultation.wav');
  knownWav(wav);
  h = await startHarness({
    browserArgs: fakeMicrophoneArgs(wav),
    sandbox: { transcriptionDelayMs: 300, failingTemplates: [] },
    core: {
      sync: { debounceMs: 5, backoff: { baseMs: 50, maxMs: 500 } },
      recording: {
        maxChunkMs: MAX_CHUNK_MS,
        poller: { firstDelayMs: 100, intervalMs: 200, maxIntervalMs: 500 },
      },
    },
  });
  const origin = new URL(h.page.url()).origin;
  await h.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
});

afterAll(async () => {
  await h?.close();
  await closeBrowser();
});

describe('recording from a microphone in Chromium', () => {
  it('records, pauses and resumes by keyboard, stops, and shows the transcript of the chunks the sandbox received', async () => {
    const { page } = h;
    await h.openScreen('Recordings');
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    // The header says a recording is under way, in words, on every screen.
    await page.getByRole('button', { name: /^Recording \d+:\d\d/ }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /[2-9] audio parts saved on this computer/ })
      .waitFor({ timeout: 20_000 });
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('recording-under-way');

    await page.keyboard.press('Alt+Shift+R');
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    await page.getByText('Paused', { exact: true }).waitFor();
    await page.keyboard.press('Alt+Shift+R');
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await page.waitForTimeout(1_500);
    await page.getByRole('button', { name: 'Stop and transcribe' }).click();

    const details = page.getByRole('region', { name: /^Recording of / });
    await details.getByText('Transcribed', { exact: true }).waitFor({ timeout: 20_000 });

    // What the sandbox received: whole WAV files, in order, each at most the chunk limit, once.
    const [remote] = h.sandbox.voiceSessionsFor(CLIENT);
    expect(remote).toBeDefined();
    const chunks = remote!.chunks;
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    expect(chunks.map((c) => c.sequence)).toEqual(chunks.map((_, i) => i));
    let totalMs = 0;
    for (const chunk of chunks) {
      expect(chunk.deliveries).toBe(1);
      const info = readWavInfo(chunk.bytes);
      expect(info).toMatchObject({ sampleRate: 16_000, channels: 1, bitsPerSample: 16 });
      const ms = (info.sampleCount / 16_000) * 1000;
      expect(ms).toBeGreaterThan(0);
      expect(ms).toBeLessThanOrEqual(MAX_CHUNK_MS);
      totalMs += ms;
    }
    expect(remote!.userStatusJournal.map((c) => c.to)).toEqual([
      'init',
      'recording_started',
      'commit',
    ]);
    expect(remote!.end).toMatchObject({ audioFilesSent: chunks.length, missingSequences: [] });

    // The transcript the app shows is the one built from exactly those chunks.
    const transcript = details.getByRole('region', { name: 'Transcript' });
    await expect
      .poll(() => transcript.innerText())
      .toContain(`${chunks.length} audio chunks, ${chunks.reduce((n, c) => n + c.size, 0)} bytes.`);
    for (const chunk of chunks) {
      expect(await transcript.innerText()).toContain(
        `Chunk ${chunk.sequence}: ${chunk.size} bytes, sha256 ${chunk.sha256.slice(0, 12)}`,
      );
    }
    // The length shown is the audio recorded (pauses excluded), to the second.
    const view = (await h.core.handlers['recording:list']({}))[0]!;
    expect(Math.abs(view.durationMs - totalMs)).toBeLessThan(50);

    await details.getByRole('button', { name: 'Ask the platform for its status' }).click();
    const platform = details.getByRole('region', { name: 'As the platform reports it' });
    await platform.getByText('commit', { exact: true }).waitFor();

    await details.getByRole('button', { name: 'Copy transcript' }).click();
    await details.getByText('Copied as plain and formatted text.').waitFor();
    const copied = await page.evaluate(async () => {
      const items = await (globalThis as unknown as ClipboardPage).navigator.clipboard.read();
      const item = items[0]!;
      return {
        types: item.types,
        plain: await (await item.getType('text/plain')).text(),
        html: await (await item.getType('text/html')).text(),
      };
    });
    expect(copied.types).toEqual(expect.arrayContaining(['text/plain', 'text/html']));
    expect(copied.plain).toContain(`${chunks.length} audio chunks`);
    expect(copied.html).toContain('<h2>Transcript</h2>');
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('recording-transcribed');

    // Made outside any consultation: no pad is started from it (a transcript belongs to the
    // consultation it was recorded in; see consultation.test.ts).
    expect(await details.getByRole('button', { name: 'Open its consultation' }).count()).toBe(0);
  });

  it('chooses templates by title and languages by keyboard, warns about the model, and records with them', async () => {
    const { page } = h;
    await h.openScreen('Recordings');
    const form = page.getByRole('region', { name: 'Transcription settings' });
    const templates = form.getByRole('group', { name: /Templates/ });
    await templates.getByLabel(/Clinical Notes/).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await templates.getByLabel(/Discharge Summary/).isDisabled()).toBe(true);
    await form.getByText('2 templates chosen: untick one to choose another.').waitFor();
    await form.getByLabel('Tamil').focus();
    await page.keyboard.press('Space');
    await form
      .getByText('Lite does not transcribe Tamil. Choose Professional, or another language.')
      .waitFor();
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('recording-settings-warning');
    // Arrow keys move through the model radios, as in any radio group.
    await form.getByLabel(/^Lite/).focus();
    await page.keyboard.press('ArrowDown');
    expect(await form.getByLabel(/^Professional/).isChecked()).toBe(true);
    expect(await form.getByText(/does not transcribe/).count()).toBe(0);
    await form.getByRole('button', { name: 'Save settings' }).focus();
    await page.keyboard.press('Enter');
    await form.getByText('Saved. New recordings use these settings.').waitFor();

    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await until(() => {
      const created = h.sandbox.voiceSessionsFor(CLIENT).at(-1);
      return created?.model === 'pro';
    }, 'the session to be created with the chosen settings');
    expect(h.sandbox.voiceSessionsFor(CLIENT).at(-1)).toMatchObject({
      model: 'pro',
      templates: ['clinical_notes_template', 'eka_emr_template'],
      languageHint: ['ta'],
    });
    await page.keyboard.press('Alt+Shift+S');
    await page.getByRole('button', { name: 'Start recording' }).waitFor();
  });

  it('says clearly when no audio can be saved because the recording was stopped elsewhere', async () => {
    // A session ended behind the recorder's back (another window): the chunk is refused for good.
    const { page } = h;
    await h.openScreen('Recordings');
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    let sessionId = '';
    await until(async () => {
      sessionId =
        (await h.core.handlers['recording:list']({})).find((s) => s.phase === 'recording')?.id ??
        '';
      return sessionId !== '';
    }, 'the new session');
    await h.core.handlers['recording:stop']({ sessionId });
    await page.keyboard.press('Alt+Shift+R');
    await page
      .getByRole('alert')
      .filter({ hasText: 'already been stopped' })
      .waitFor({ timeout: 10_000 });
    await page.keyboard.press('Alt+Shift+S');
    await page.getByRole('button', { name: 'Start recording' }).waitFor();
  });
});
