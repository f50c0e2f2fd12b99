import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/chromium';
import { chromiumPrintout } from '../helpers/chromium-printout';
import { pdfLines, pdfToPng } from '../helpers/pdf-text';
import { makeTempDir } from '../helpers/temp-dir';
import { toneWithPausesWav } from '../helpers/wav';
import { ROOT } from './global-setup';
import { activeId } from './focus';
import { closeBrowser, fakeMicrophoneArgs, startHarness, type Harness } from './harness';
import { TEST_CLIENT_ID } from '../helpers/sandbox-admin';

const CLIENT = TEST_CLIENT_ID;
const OUT = path.join(ROOT, 'test-results/printout/scribe');

let writer: Browser;
let h: Harness;
let output: ReturnType<typeof chromiumPrintout>;
beforeAll(async () => {
  writer = await launchChromium();
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  output = chromiumPrintout(writer, OUT);
  const temp = makeTempDir('companion-mic-');
  const wav = path.join(temp.dir, 'consultation.wav');
  writeFileSync(wav, toneWithPausesWav(2));
  h = await startHarness({
    structured: true,
    browserArgs: fakeMicrophoneArgs(wav),
    sandbox: { transcriptionDelayMs: 200, failingTemplates: [] },
    core: {
      printout: output,
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
  await writer?.close();
  await closeBrowser();
});

describe('the scribe drafts, the doctor decides, the patient gets a printout', () => {
  it('accepts some suggestions, edits one, rejects one, adds a medicine, finalizes and prints exactly that', async () => {
    const { page } = h;
    await h.openConsultation(3);
    await page.getByRole('button', { name: 'The patient agrees to be recorded' }).click();
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /[2-9] audio parts saved on this computer/ })
      .waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Stop and transcribe' }).click();

    const card = page.getByRole('region', { name: 'The scribe’s suggestions' });
    await card.waitFor({ timeout: 20_000 });
    await card.scrollIntoViewIfNeeded();
    await h.screenshot('scribe-suggestions', { fullPage: false });
    // Reject the investigation, edit the English advice, accept everything else after review.
    await card
      .getByRole('button', { name: /^Reject investigation: / })
      .first()
      .click();
    await card.getByRole('button', { name: /^Edit advice: Warm saline/ }).click();
    await page.getByLabel('Your words for this advice').fill('Gargle with warm salt water.');
    await page.keyboard.press('Enter');
    await card.getByText(/ decided\./).waitFor();
    // Accept all covers everything but the medicines: they wait, one by one.
    await card.getByRole('button', { name: 'Accept all except medicines' }).focus();
    await page.keyboard.press('Enter');
    const waiting = card.getByRole('list', { name: 'Suggestions waiting for you' });
    await card.getByText(/^2 of \d+ wait for your decision/).waitFor();
    expect(await waiting.getByRole('listitem').count()).toBe(2);
    // Focus is on the first medicine's Accept: Enter accepts Paracetamol as heard.
    const paracetamolAccept = card.getByRole('button', { name: /^Accept medicine: Paracetamol/ });
    expect(await activeId(page)).toBe(await paracetamolAccept.getAttribute('id'));
    await page.keyboard.press('Enter');
    await card.getByText(/^1 of \d+ wait for your decision/).waitFor();
    // Edit on Azithromycin edits its whole line, read with the pad's one model.
    await card.getByRole('button', { name: /^Edit the whole line of medicine: / }).focus();
    await page.keyboard.press('Enter');
    const line = page.getByLabel('Azithromycin 500 mg Tablet, as one line');
    expect(await line.inputValue()).toBe(
      'Tab Azithromycin 500 mg 1 tablet once a day x 3 days For the throat infection',
    );
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Tab Azithromycin 500 mg 1 tab OD x 5 days after food');
    await card.getByText(/^Reads as: .*for 5 days/).waitFor();
    await page.keyboard.press('Enter');
    await card.getByText(/^All \d+ suggestions are decided\.$/).waitFor();

    // A medicine of the doctor's own, by keyboard: search, Enter.
    await page.keyboard.press('Alt+KeyM');
    await page.keyboard.type('cetirizine');
    await page
      .getByRole('option', { name: /^Cetirizine/ })
      .first()
      .waitFor();
    await page.keyboard.press('Enter');
    await page.getByText(/^All changes saved/).waitFor({ timeout: 10_000 });

    await page.keyboard.press('Control+Enter');
    await page.getByText(/^Status: (Finalized|On the patient’s record)/).waitFor();
    await expect
      .poll(() => h.sandbox.prescriptionJournal(CLIENT).length, { timeout: 15_000 })
      .toBe(1);
    const record = h.sandbox.prescriptionJournal(CLIENT)[0]!.record;
    const details = record.prescription_details as { resource_type: string; med_name?: string }[];
    const medicines = details.filter((d) => d.resource_type === 'medicationrequest');
    expect(medicines.map((m) => m.med_name)).toEqual([
      expect.stringMatching(/^Paracetamol/),
      'Tab. Azithromycin 500 mg',
      // Picked from the drug search: its form and generic name are kept and printed.
      'Tab. CETIRIZINE 10 mg',
    ]);
    expect(details.filter((d) => d.resource_type === 'servicerequest')).toEqual([]);

    const printout = page.getByRole('region', { name: 'Printout' });
    await printout.getByRole('button', { name: 'Save PDF' }).click();
    // Writing the PDF takes Chromium a few seconds on a loaded machine.
    await expect
      .poll(() => printout.getByRole('status').last().innerText(), { timeout: 20_000 })
      .toMatch(/^Saved as PDF: /);
    const file = (await printout.getByRole('status').last().innerText()).replace(
      'Saved as PDF: ',
      '',
    );
    const text = pdfLines(file).join('\n');
    expect(text).toMatch(
      /Paracetamol[^\n]*\n?[^\n]*1 tablet, morning and night, after food, for 3 days/,
    );
    expect(text).toMatch(/Tab\. Azithromycin 500 mg[\s\S]*for 5 days/);
    // The suspected diagnosis is printed as suspected; the allergy went to the patient's alerts.
    expect(text).toContain('? Streptococcal pharyngitis (provisional)');
    expect(details.filter((d) => d.resource_type === 'condition')).toContainEqual(
      expect.objectContaining({
        verification_status: { code: 'provisional', display: 'provisional' },
      }),
    );
    expect(text).toMatch(/Tab\. CETIRIZINE 10 mg/);
    expect(text).toContain('Gargle with warm salt water.');
    expect(text).toContain('गुनगुना पानी पीते रहिए');
    expect(text).not.toContain('Warm saline gargles');
    expect(text).not.toMatch(/Complete blood count|CBC/);
    expect(text).toMatch(/FOLLOW-UP/i);
    pdfToPng(file, file.replace(/\.pdf$/, ''));
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('scribe-prescription-finalized', { fullPage: false });
  });
});
