import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/chromium';
import { chromiumPrintout } from '../helpers/chromium-printout';
import { pdfLines, pdfPages, pdfToPng, pdfWatermark } from '../helpers/pdf-text';
import { ROOT } from './global-setup';
import { closeBrowser, startHarness } from './harness';

const OUT = path.join(ROOT, 'test-results/printout/browser');

let writer: Browser;
beforeAll(async () => {
  writer = await launchChromium();
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
});
afterAll(async () => {
  await writer.close();
  await closeBrowser();
});

describe('the printout from a consultation, in Chromium bound to the real core', () => {
  it('saves an A5 PDF of the consultation with the doctor, the registration and the patient', async () => {
    const output = chromiumPrintout(writer, OUT);
    const h = await startHarness({ core: { printout: output } });
    try {
      const { page } = h;
      await h.openScreen('Settings');
      const doctor = page.getByRole('region', { name: 'Doctor' });
      await expect.poll(() => doctor.innerText()).toContain('Dr. Meera Iyer');
      await doctor.getByLabel('Medical council').fill('Karnataka Medical Council');
      await doctor.getByLabel('Registration number').fill('KMC-48213');
      await doctor.getByRole('button', { name: 'Save registration' }).click();
      await expect.poll(() => doctor.innerText()).toContain('Reg. No. KMC-48213');

      const patient = await h.openConsultation(1);
      const header = page.getByRole('region', { name: 'Patient', exact: true });
      const card = page.getByRole('region', { name: 'Printout' });
      await card.getByRole('radio', { name: 'A5' }).check();
      await card.getByRole('button', { name: 'Save PDF' }).click();
      // Chromium writes the PDF: on a busy computer that takes longer than a poll's default second.
      await expect
        .poll(() => card.getByRole('status').last().innerText(), { timeout: 20_000 })
        .toMatch(/^Saved as PDF: /);
      const file = (await card.getByRole('status').last().innerText()).replace(
        'Saved as PDF: ',
        '',
      );
      // The pad is a draft: the card says it prints as one, and every page carries DRAFT.
      const lacks = card.getByRole('list', { name: 'What the printout lacks' });
      expect(await lacks.innerText()).toContain(
        'This pad is not finalized: it prints marked DRAFT, with no signature line.',
      );
      expect(await lacks.innerText()).not.toContain('registration');
      for (let n = 1; n <= pdfPages(file).pages; n++) expect(pdfWatermark(file, n)).toBe('DRAFT');

      const lines = pdfLines(file);
      expect(lines).toContain('Dr. Meera Iyer');
      expect(lines).toContain('Reg. No. KMC-48213, Karnataka Medical Council');
      const ageText = /(\d+ Years?(?: \d+ Months?)?|\d+ Months?(?: \d+ Days?)?|\d+ Days?)/.exec(
        await header.innerText(),
      )?.[1];
      expect(lines.join(' ')).toContain(`Patient: ${patient.name}, `);
      expect(lines.join(' ')).toContain(`, ${ageText}`);
      expect(pdfPages(file).size).toEqual([420, 595]);
      expect(output.requests.filter((url) => !url.startsWith('about:'))).toEqual([]);
      pdfToPng(file, file.replace(/\.pdf$/, ''));
      expect(await h.axeViolations()).toEqual([]);
      await h.screenshot('consultation-printout');
    } finally {
      await h.close();
    }
  });
});
