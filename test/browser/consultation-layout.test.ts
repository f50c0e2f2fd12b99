import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFinding } from '../../src/shared/pad/finding';
import { addFinding, type Pad } from '../../src/shared/pad/pad';
import { makeTempDir } from '../helpers/temp-dir';
import { toneWithPausesWav } from '../helpers/wav';
import { closeBrowser, fakeMicrophoneArgs, startHarness, type Harness } from './harness';

/*
 * The consultation at the keyboard on a laptop's screen: the transcript and suggestions beside the
 * pad from 1280 px, stacked below; Alt+J between them; the sticky patient header never over the
 * focused element; and the scribe's suggestions arriving after the prescription was finalized.
 */

let h: Harness;
beforeAll(async () => {
  const temp = makeTempDir('layout-mic-');
  const wav = path.join(temp.dir, 'consultation.wav');
  writeFileSync(wav, toneWithPausesWav(2));
  h = await startHarness({
    browserArgs: fakeMicrophoneArgs(wav),
    sandbox: { transcriptionDelayMs: 300, failingTemplates: [] },
    core: {
      sync: { debounceMs: 5, backoff: { baseMs: 50, maxMs: 500 } },
      recording: {
        maxChunkMs: 1_000,
        poller: { firstDelayMs: 100, intervalMs: 200, maxIntervalMs: 400 },
      },
    },
  });
});
afterAll(async () => {
  await h?.close();
  await closeBrowser();
});

function withFindings(pad: Pad, names: readonly string[]): Pad {
  let result = pad;
  for (const name of names) {
    const added = addFinding(
      result,
      createFinding({ localId: randomUUID(), kind: 'symptom', name }),
    );
    if (!added.ok) throw new Error('the test finding was refused');
    result = added.pad;
  }
  return result;
}

/** A walk-in's consultation with its pad written through the core, opened from Today by keyboard. */
async function consultationWith(name: string, findings: readonly string[]): Promise<string> {
  const patient = await h.core.handlers['patients:create']({
    name,
    sex: 'female',
    birthDate: '1984-06-02',
  });
  const started = await h.core.handlers['consultation:start']({ patientId: patient.id });
  const draft = await h.core.handlers['pad:get']({ id: started.padId });
  await h.core.handlers['pad:save-draft']({ pad: withFindings(draft.pad, findings) });
  await h.page.keyboard.press('Control+1');
  await h.page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
  await h.page
    .getByRole('region', { name: 'In progress' })
    .getByRole('button', { name: `Open ${name}` })
    .focus();
  await h.page.keyboard.press('Enter');
  await h.page.getByRole('heading', { level: 1, name: `Consultation: ${name}` }).waitFor();
  return started.padId;
}

async function agreeToRecording(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'The patient agrees to be recorded' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Start recording' }).waitFor();
}

type Box = { top: number; bottom: number; left: number; right: number };

/** What these tests read of the page's DOM (the test runs in Node; its code runs in the page). */
interface PageElement {
  id: string;
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): Box;
  closest(selector: string): PageElement | null;
  contains(other: PageElement | null): boolean;
}
type PageGlobal = {
  document: {
    activeElement: PageElement | null;
    querySelector(selector: string): PageElement | null;
  };
};

const activeId = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => (globalThis as unknown as PageGlobal).document.activeElement?.id);
const activeText = (page: Page): Promise<string> =>
  page.evaluate(
    () => (globalThis as unknown as PageGlobal).document.activeElement?.textContent ?? '',
  );
const activeLabel = (page: Page): Promise<string | null | undefined> =>
  page.evaluate(() =>
    (globalThis as unknown as PageGlobal).document.activeElement?.getAttribute('aria-label'),
  );

async function boxes(page: Page): Promise<{ beside: Box; pad: Box; layout: string | null }> {
  return page.evaluate(() => {
    const { document } = globalThis as unknown as PageGlobal;
    const box = (selector: string) => {
      const r = document.querySelector(selector)!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    return {
      beside: box('#consultation-beside'),
      pad: box('#consultation-pad-zone'),
      layout: document.querySelector('.consultation-layout')!.getAttribute('data-layout'),
    };
  });
}

/** The focused element against the sticky header: both rectangles, and where focus is. */
/** The little of the DOM the off-screen row check reads (this project's Node code has no DOM types). */
interface OffScreenNote {
  closest(selector: string): unknown;
  checkVisibility(options: { contentVisibilityAuto: boolean }): boolean;
}
interface StyleReader {
  getComputedStyle(element: unknown): { contentVisibility: string; containIntrinsicSize: string };
}

async function focusAgainstHeader(page: Page) {
  return page.evaluate(() => {
    const { document } = globalThis as unknown as PageGlobal;
    const header = document.querySelector('.consultation-header')!.getBoundingClientRect();
    const active = document.activeElement;
    const main = document.querySelector('.app-main')!;
    const rect = active?.getBoundingClientRect();
    return {
      headerBottom: header.bottom,
      top: rect?.top ?? 0,
      bottom: rect?.bottom ?? 0,
      // Only what scrolls under the header counts: not the header itself, nor the pad's bar
      // sticky at the bottom, nor anything outside the scroll area (the menu).
      scrolls:
        !!active &&
        main.contains(active) &&
        !active.closest('.consultation-header') &&
        !active.closest('.pad-actions'),
      label: `${active?.tagName ?? ''}#${active?.id ?? ''} ${active?.getAttribute('aria-label') ?? active?.textContent?.slice(0, 40) ?? ''}`,
    };
  });
}

const FINDINGS = Array.from({ length: 24 }, (_, i) => `Complaint number ${i + 1}`);

describe('the consultation’s layout at the keyboard', () => {
  it('puts the transcript and suggestions beside the pad from 1280 px and stacks them below', async () => {
    const { page } = h;
    await consultationWith('Layout Test Patient', FINDINGS.slice(0, 3));
    await agreeToRecording(page);
    for (const [width, height, expected] of [
      [1366, 768, 'side-by-side'],
      [1280, 720, 'side-by-side'],
      [1200, 800, 'stacked'],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expect.poll(async () => (await boxes(page)).layout).toBe(expected);
      const { beside, pad } = await boxes(page);
      if (expected === 'side-by-side') {
        // Left and right, starting level.
        expect(beside.right).toBeLessThanOrEqual(pad.left);
        expect(Math.abs(beside.top - pad.top)).toBeLessThan(2);
      } else {
        expect(beside.bottom).toBeLessThanOrEqual(pad.top);
        expect(Math.abs(beside.left - pad.left)).toBeLessThan(2);
      }
      await h.screenshot(`consultation-layout-${width}x${height}`, { fullPage: false });
      expect(await h.axeViolations()).toEqual([]);
    }
  });

  it('Alt+J moves focus between the suggestions and the pad and back to where it was', async () => {
    const { page } = h;
    for (const [width, height] of [
      [1200, 800],
      [1366, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.keyboard.press('Alt+KeyD');
      expect(await activeId(page)).toBe('pad-add-diagnosis');
      await page.keyboard.press('Alt+KeyJ');
      if (width === 1200 && (await activeId(page)) !== 'recorder-start') {
        // The first time: where focus last was in that column (Start recording, where the consent
        // step left it), else the region itself, then Tab into it.
        expect(await activeId(page)).toBe('consultation-beside');
        for (let step = 0; step < 10; step += 1) {
          await page.keyboard.press('Tab');
          const text = await activeText(page);
          if (text.includes('Start recording')) break;
        }
      }
      expect(await activeText(page)).toContain('Start recording');
      await page.keyboard.press('Alt+KeyJ');
      expect(await activeId(page)).toBe('pad-add-diagnosis');
      await page.keyboard.press('Alt+KeyJ');
      expect(await activeText(page)).toContain('Start recording');
      // Reached and fully in view, whichever layout.
      const seen = await focusAgainstHeader(page);
      expect(seen.top).toBeGreaterThanOrEqual(seen.headerBottom);
      expect(seen.bottom).toBeLessThanOrEqual(height);
    }
  });

  it('the sticky header never covers the focused element, Tab and Shift+Tab through a long pad', async () => {
    const { page } = h;
    await consultationWith('Long Pad Patient', FINDINGS);
    for (const [width, height] of [
      [1366, 768],
      [1280, 720],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.getByRole('heading', { level: 1, name: 'Consultation: Long Pad Patient' }).focus();
      let checked = 0;
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let step = 0; step < 160; step += 1) {
          await page.keyboard.press(key);
          const seen = await focusAgainstHeader(page);
          if (!seen.scrolls) continue;
          checked += 1;
          if (seen.top < seen.headerBottom) {
            throw new Error(
              `${width}x${height}, ${key} ${step + 1}: ${seen.label} at ${seen.top} is under the header (bottom ${seen.headerBottom})`,
            );
          }
        }
        await h.screenshot(`consultation-focus-${width}x${height}-${key}`, { fullPage: false });
      }
      // The walk went through the pad's rows, not around them.
      expect(checked).toBeGreaterThan(200);
    }
    // Back at the top, the last row is out of view: Chromium skips its content's style and layout
    // (content-visibility, with a remembered size so the scrollbar holds still), yet its note is
    // still found by role and name, as a screen reader finds it.
    await page.getByRole('heading', { level: 1, name: 'Consultation: Long Pad Patient' }).focus();
    const lastNote = page.getByRole('textbox', { name: `${FINDINGS.at(-1)}: note` });
    expect(await lastNote.count()).toBe(1);
    const offScreen = await lastNote.evaluate((note: OffScreenNote) => {
      const row = (globalThis as unknown as StyleReader).getComputedStyle(note.closest('li'));
      return {
        contentVisibility: row.contentVisibility,
        intrinsicSize: row.containIntrinsicSize,
        skipped: !note.checkVisibility({ contentVisibilityAuto: true }),
      };
    });
    expect(offScreen).toMatchObject({ contentVisibility: 'auto', skipped: true });
    expect(offScreen.intrinsicSize).toMatch(/^auto \d/);
  });

  it('suggestions arriving after the prescription was finalized open a review step: dismiss, amend', async () => {
    const { page } = h;
    await page.setViewportSize({ width: 1366, height: 768 });
    const padId = await consultationWith('Late Scribe Patient', ['Sore throat']);
    await agreeToRecording(page);
    // Offline: recorded and finalized here, the recording transcribed once the connection is back.
    h.core.network.setOsOnline(false);
    await page.keyboard.press('Alt+Shift+R');
    await page
      .getByRole('status')
      .filter({ hasText: /[2-9] audio parts saved on this computer/ })
      .waitFor({ timeout: 20_000 });
    await page.keyboard.press('Alt+Shift+S');
    await page.keyboard.press('Control+Enter');
    await page.getByText(/^Status: Finalized/).waitFor();
    h.core.network.setOsOnline(true);

    const step = page.getByRole('region', { name: 'Review the scribe’s late suggestions' });
    await step.getByRole('button', { name: 'Amend the prescription' }).waitFor({ timeout: 30_000 });
    const marker = page.getByRole('button', { name: 'Review the late suggestions' });
    const dismissals = step.getByRole('button', { name: /^Dismiss [a-z]/ });
    const waiting = await dismissals.count();
    expect(waiting).toBeGreaterThan(2);
    await h.screenshot('consultation-late-suggestions', { fullPage: false });
    expect(await h.axeViolations()).toEqual([]);

    // The marker's button goes to the step; Tab to the first; Enter dismisses; focus to the next.
    await marker.focus();
    await page.keyboard.press('Enter');
    expect(await activeId(page)).toBe('late-suggestions-title');
    await page.keyboard.press('Tab');
    const first = await activeLabel(page);
    expect(first).toMatch(/^Dismiss /);
    await page.keyboard.press('Enter');
    await expect.poll(() => dismissals.count()).toBe(waiting - 1);
    await expect.poll(() => activeLabel(page)).toMatch(/^Dismiss /);
    expect(await activeLabel(page)).not.toBe(first);

    // Amend: a new version in the pad, copied from the finalized one, which stays as it was.
    await step.getByRole('button', { name: 'Amend the prescription' }).focus();
    await page.keyboard.press('Enter');
    await step.getByText(/The amendment is open in the pad/).waitFor();
    const earlier = await h.core.handlers['pad:get']({ id: padId });
    expect(earlier.status).toBe('finalized');
    const amendment = earlier.versionLink?.amendedBy;
    expect(amendment).toBeDefined();
    await expect.poll(() => activeId(page)).toBe('consultation-pad-zone');
    await page.getByText(/^Status: Draft/).waitFor();
    await page.getByText(/^Amendment: version 2 of this visit’s prescription\./).waitFor();
    const view = await h.core.handlers['pad:get']({ id: amendment! });
    expect(view.versionLink).toEqual({ version: 2, amends: padId });
    expect(view.pad.findings.map((f) => f.name)).toEqual(['Sore throat']);
    await h.screenshot('consultation-late-amended', { fullPage: false });

    // Dismiss the rest: the step and the marker go, and they do not come back after a restart.
    await step.getByRole('button', { name: /^Dismiss (it|all \d+)$/ }).focus();
    await page.keyboard.press('Enter');
    await step.waitFor({ state: 'detached' });
    expect(await marker.count()).toBe(0);
    await h.restartCore();
    await page.keyboard.press('Control+1');
    await page
      .getByRole('region', { name: 'In progress' })
      .getByRole('button', { name: 'Open Late Scribe Patient' })
      .focus();
    await page.keyboard.press('Enter');
    await page.getByText(/^All \d+ suggestions are decided\.$/).waitFor({ timeout: 20_000 });
    expect(await step.count()).toBe(0);
    expect(await marker.count()).toBe(0);
    // The pad shown is the amendment, the newest version.
    await page.getByText(/^Status: Draft/).waitFor();
  });
});
