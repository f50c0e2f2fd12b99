import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateAfter, padDay } from '../../src/shared/pad/follow-up';
import { makeTempDir } from '../helpers/temp-dir';
import { toneWithPausesWav } from '../helpers/wav';
import { closeBrowser, fakeMicrophoneArgs, startHarness, type Harness } from './harness';

/*
 * A consultation walked by keyboard at 1366×768: consent, record, stop, then every one of the
 * scribe's suggestions decided where focus already is (Enter; Tab only forward within the row, to
 * Edit or Reject), with where focus is asserted after each step. Alt+F then replaces the follow-up
 * the scribe filled in. axe runs on the consultation and on the Recordings screen's transcript.
 */

let h: Harness;
beforeAll(async () => {
  const temp = makeTempDir('companion-focus-mic-');
  const wav = path.join(temp.dir, 'consultation.wav');
  writeFileSync(wav, toneWithPausesWav(2));
  h = await startHarness({
    browserArgs: fakeMicrophoneArgs(wav),
    sandbox: { transcriptionDelayMs: 200, failingTemplates: [] },
    core: {
      sync: { debounceMs: 5, backoff: { baseMs: 50, maxMs: 500 } },
      recording: {
        maxChunkMs: 1_000,
        poller: { firstDelayMs: 100, intervalMs: 200, maxIntervalMs: 400 },
      },
    },
  });
  await h.page.setViewportSize({ width: 1366, height: 768 });
});
afterAll(async () => {
  await h?.close();
  await closeBrowser();
});

interface Focused {
  id: string;
  name: string;
  text: string;
  selected: string;
}

/** The focused element: its id, accessible name as labelled, text, and selected text if a field. */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    type El = {
      id: string;
      textContent: string | null;
      getAttribute(name: string): string | null;
      labels?: { textContent: string | null }[];
      value?: string;
      selectionStart?: number | null;
      selectionEnd?: number | null;
    };
    const el = (globalThis as unknown as { document: { activeElement: El | null } }).document
      .activeElement;
    if (!el) return { id: '', name: '', text: '', selected: '' };
    const label = el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? '';
    const selected =
      typeof el.value === 'string' && el.selectionStart != null && el.selectionEnd != null
        ? el.value.slice(el.selectionStart, el.selectionEnd)
        : '';
    return { id: el.id, name: label, text: el.textContent ?? '', selected };
  });

type Row = { querySelector(selector: string): { id: string } | null };

/** The id of each open suggestion's first button (Accept, or Accept as allergy), in order. */
function openRowButtons(): string[] {
  const { document } = globalThis as unknown as {
    document: { querySelectorAll(selector: string): ArrayLike<Row> };
  };
  const rows = document.querySelectorAll('ul[aria-label="Suggestions waiting for you"] > li');
  return Array.from(rows, (li) => li.querySelector('button')?.id ?? '');
}

/** Whether the focused element is wholly inside the window. */
const focusInWindow = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const g = globalThis as unknown as {
      innerHeight: number;
      document: { activeElement: { getBoundingClientRect(): { top: number; bottom: number } } };
    };
    const { top, bottom } = g.document.activeElement.getBoundingClientRect();
    return top >= 0 && bottom <= g.innerHeight;
  });

const waitFocus = async (page: Page, check: (f: Focused) => boolean, what: string) => {
  await expect
    .poll(async () => (check(await focused(page)) ? what : await focused(page)))
    .toBe(what);
};

describe('focus through a consultation, keyboard only', () => {
  it('lands on the next thing to decide after every step, and Alt+F replaces the follow-up', async () => {
    const { page } = h;
    const { padId } = await h.startWalkIn({
      name: 'Meera Krishnan',
      sex: 'female',
      birthDate: '1979-06-14',
    });

    // Consent: focus goes on to Start recording; Start hands it to Pause.
    await page.getByRole('button', { name: 'The patient agrees to be recorded' }).focus();
    await page.keyboard.press('Enter');
    await waitFocus(page, (f) => f.id === 'recorder-start', 'Start recording');
    await page.keyboard.press('Enter');
    await waitFocus(page, (f) => f.id === 'recorder-pause', 'Pause');
    await page
      .getByRole('status')
      .filter({ hasText: /[2-9] audio parts saved on this computer/ })
      .waitFor({ timeout: 20_000 });
    // Tab forward to Stop; after it focus rests on the recording's heading, not on Start.
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Stop and transcribe');
    await page.keyboard.press('Enter');
    expect((await focused(page)).id).toBe('consultation-recordings-title');

    // The suggestions arrive: focus is on the first one's Accept.
    const card = page.getByRole('region', { name: 'The scribe’s suggestions' });
    await card.waitFor({ timeout: 20_000 });
    const rows = card
      .getByRole('list', { name: 'Suggestions waiting for you' })
      .getByRole('listitem');
    const total = await rows.count();
    expect(total).toBeGreaterThanOrEqual(12);
    const firstButtons = (): Promise<string[]> => page.evaluate(openRowButtons);
    await waitFocus(page, (f) => f.name.startsWith('Accept'), 'the first Accept');
    // The transcript shown above it afterwards does not push it out of the window.
    await page.getByRole('region', { name: /^Transcript of the recording started/ }).waitFor();
    await expect.poll(() => focusInWindow(page)).toBe(true);
    await h.screenshot('focus-suggestions-arrived', { fullPage: false });

    const walked: string[] = [];
    for (let left = total; left > 0; left -= 1) {
      const ids = await firstButtons();
      expect(ids).toHaveLength(left);
      const here = await focused(page);
      const index = ids.indexOf(here.id);
      expect(index, `focus on an open suggestion, not ${here.id || 'the body'}`).toBeGreaterThan(
        -1,
      );
      const next = ids[index + 1] ?? ids[index - 1];
      if (/^Accept investigation:/.test(here.name)) {
        // Reject: Tab forward within the row (past Edit) to Reject.
        while (!(await focused(page)).name.startsWith('Reject')) await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        walked.push(`rejected ${here.name}`);
      } else if (/^Accept advice: Warm saline/.test(here.name)) {
        // Edit: the field takes focus with the scribe's words selected; typing replaces them.
        await page.keyboard.press('Tab');
        expect((await focused(page)).name).toMatch(/^Edit advice: Warm saline/);
        await page.keyboard.press('Enter');
        const field = await focused(page);
        expect(field.name).toBe('Your words for this advice');
        expect(field.selected).toBe('Warm saline gargles');
        await page.keyboard.type('Gargle with warm salt water.');
        await page.keyboard.press('Enter');
        walked.push(`edited ${here.name}`);
      } else {
        await page.keyboard.press('Enter');
        walked.push(`accepted ${here.name}`);
      }
      await expect.poll(() => rows.count()).toBe(left - 1);
      if (next === undefined) {
        await waitFocus(page, (f) => /^All \d+ suggestions are decided\.$/.test(f.text), 'summary');
      } else {
        await waitFocus(page, (f) => f.id === next, `the next suggestion (${next})`);
      }
      if (left === Math.ceil(total / 2)) {
        await h.screenshot('focus-suggestions-midway', { fullPage: false });
      }
    }
    expect(walked.filter((w) => w.startsWith('accepted')).length).toBeGreaterThanOrEqual(10);
    expect(walked.some((w) => w.startsWith('rejected'))).toBe(true);
    expect(walked.some((w) => w.startsWith('edited'))).toBe(true);
    await h.screenshot('focus-suggestions-decided', { fullPage: false });
    expect(await h.axeViolations()).toEqual([]);

    // Alt+F: the follow-up the scribe filled in, selected; what is typed replaces it.
    const followUp = page.locator('#pad-follow-up');
    await expect.poll(() => followUp.inputValue()).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    const prefilled = await followUp.inputValue();
    await page.keyboard.press('Alt+KeyF');
    const onField = await focused(page);
    expect(onField.id).toBe('pad-follow-up');
    expect(onField.selected).toBe(prefilled);
    await page.keyboard.type('after 1 week');
    expect(await followUp.inputValue()).toBe('after 1 week');
    expect(await followUp.getAttribute('aria-invalid')).toBeNull();
    await page.getByText(/^All changes saved/).waitFor({ timeout: 10_000 });
    const pad = (await h.core.handlers['pad:get']({ id: padId })).pad;
    expect(pad.followUp?.date).toBe(dateAfter(padDay(pad), 7));
    await h.screenshot('focus-follow-up-replaced', { fullPage: false });
    expect(await h.axeViolations()).toEqual([]);

    // The Recordings screen: the transcript and the template's text are reachable by keyboard.
    await h.openScreen('Recordings');
    await page
      .getByRole('button', { name: /^Details of the recording of / })
      .first()
      .click();
    const details = page.getByRole('region', { name: /^Recording of / });
    const transcript = details.getByRole('region', { name: 'Transcript', exact: true });
    await transcript.waitFor({ timeout: 20_000 });
    expect(await transcript.getAttribute('tabindex')).toBe('0');
    await transcript.focus();
    expect((await focused(page)).text).toMatch(/^Sandbox transcript of session/);
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('focus-recordings-transcript', { fullPage: false });
  });
});
