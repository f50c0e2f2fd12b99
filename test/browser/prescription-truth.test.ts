import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/chromium';
import { chromiumPrintout } from '../helpers/chromium-printout';
import { pdfLines, pdfWatermark } from '../helpers/pdf-text';
import { ROOT } from './global-setup';
import { closeBrowser, startHarness, type Harness } from './harness';
import { activeId, activeText, activeOption } from './focus';
import { TEST_CLIENT_ID } from '../helpers/sandbox-admin';

/*
 * The prescription's whole path, by keyboard, in Chromium bound to the real core: whole lines typed for
 * insulin 8-0-6, a prednisolone taper and vitamin D3 60000 IU weekly, a brand picked by "dolo",
 * an eye drop "OD" that asks and is settled; the draft's PDF carries DRAFT; the finalized PDF,
 * read back with pdftotext, holds exactly the intended words, and so does the PDF put on the
 * patient's record; a reprint after the registration is changed in Settings still shows the one
 * of the day it was finalized.
 */

const OUT = path.join(ROOT, 'test-results/printout/truth');

/** Alt+M, the line typed, then Enter on the option that starts with `option`. */
async function addLine(page: Page, line: string, option: RegExp): Promise<void> {
  await page.keyboard.press('Alt+KeyM');
  await expect.poll(() => activeId(page)).toBe('pad-add-medicine');
  await page.keyboard.type(line);
  await expect.poll(() => activeOption(page)).toMatch(option);
  await page.keyboard.press('Enter');
}

/** The printout card's Save PDF, pressed from the keyboard; the file written. */
async function savePdf(h: Harness): Promise<string> {
  const card = h.page.getByRole('region', { name: 'Printout' });
  await card.getByRole('button', { name: 'Save PDF' }).focus();
  await h.page.keyboard.press('Enter');
  const status = card.getByRole('status').last();
  await expect.poll(() => status.innerText(), { timeout: 20_000 }).toMatch(/^Saved as PDF: /);
  const file = (await status.innerText()).replace('Saved as PDF: ', '');
  await card
    .getByRole('status')
    .last()
    .evaluate((node) => {
      (node as unknown as { textContent: string }).textContent = '';
    });
  return file;
}

/** Settings, Doctor: the registration written by keyboard and saved. */
async function setRegistration(h: Harness, council: string, number: string): Promise<void> {
  await h.openScreen('Settings');
  const doctor = h.page.getByRole('region', { name: 'Doctor' });
  await expect.poll(() => doctor.innerText()).toContain('Dr. Meera Iyer');
  for (const [label, value] of [
    ['Medical council', council],
    ['Registration number', number],
  ] as const) {
    await doctor.getByLabel(label).focus();
    await h.page.keyboard.press('Control+A');
    await h.page.keyboard.type(value);
  }
  await doctor.getByRole('button', { name: 'Save registration' }).focus();
  await h.page.keyboard.press('Enter');
  await expect.poll(() => doctor.innerText()).toContain(`Reg. No. ${number}`);
}

const text = (file: string): string => pdfLines(file).join(' ');

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

describe('What the prescription says is what the doctor meant, in Chromium', () => {
  it('prints, sends and reprints exactly the lines typed, asking where one can mean two things', async () => {
    const h = await startHarness({ core: { printout: chromiumPrintout(writer, OUT) } });
    try {
      const { page } = h;
      await setRegistration(h, 'Karnataka Medical Council', 'KMC-48213');
      // An adult: the subject is the lines, not a child's doses (the seeded day's patient of
      // appointment 1 is a child on some dates, and the checks would warn of Paracetamol 650).
      await h.startWalkIn({ name: 'Suresh Iyer', sex: 'male', birthDate: '1972-01-20' });
      await page.getByText('Status: Draft').waitFor();

      await addLine(page, 'Inj Actrapid 8-0-6 units SC before food', /^Add as written: /);
      await addLine(
        page,
        'Tab Prednisolone 40 mg OD x 3 days, then 30 mg OD x 3 days',
        /^Add as written: /,
      );
      await addLine(page, 'Vitamin D3 60000 IU weekly x 8 weeks', /^Add as written: /);

      // A brand the way doctors type it: "dolo" finds Dolo 650 (generic Paracetamol).
      await addLine(page, 'dolo', /^Dolo 650, Paracetamol/);
      await expect.poll(() => activeId(page)).toMatch(/^med-dose-/);
      const dolo = (await activeId(page)).replace(/^med-dose-/, '');
      for (const [field, typed] of [
        ['dose', '1 tab'],
        ['frequency', '1-0-1'],
        ['duration', '5 days'],
      ] as const) {
        await page.locator(`[id="med-${field}-${dolo}"]`).focus();
        await page.keyboard.press('Control+A');
        await page.keyboard.type(typed);
      }

      // "OD" on an eye drop: once a day, or the right eye? Asked, then settled by keyboard.
      await addLine(page, 'Moxifloxacin eye drops 1 drop OD', /asks: OD can mean/);
      await expect.poll(() => activeId(page)).toMatch(/^med-question-/);
      await page.keyboard.press('Tab');
      expect(await activeText(page)).toBe('1 drop in the morning');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('group', { name: /^Question about/ }).count()).toBe(0);

      // The draft prints marked DRAFT, with no signature line.
      const draft = await savePdf(h);
      expect(pdfWatermark(draft, 1)).toBe('DRAFT');
      expect(text(draft)).toContain('DRAFT — not a valid prescription');

      await expect
        .poll(() => page.getByText(/^All changes saved/).count(), { timeout: 10_000 })
        .toBe(1);
      await page.keyboard.press('Control+Enter');
      await page.getByText(/^Status: (Finalized|On the patient’s record)/).waitFor({
        timeout: 15_000,
      });

      const final = await savePdf(h);
      // The PDF put on the patient's record is the finalized printout too.
      await page.getByText(/^Status: On the patient’s record/).waitFor({ timeout: 15_000 });
      const [document] = h.sandbox.recordsFor(TEST_CLIENT_ID);
      expect(document).toMatchObject({ dt: 'ps', uploadCount: 1 });
      const onRecord = path.join(OUT, 'on-the-record.pdf');
      writeFileSync(onRecord, document!.files[0]!.bytes!);
      expect(pdfWatermark(onRecord, 1)).toBe('');
      const recorded = text(onRecord);
      expect(recorded).not.toContain('DRAFT');
      const words = text(final);
      expect(pdfWatermark(final, 1)).toBe('');
      expect(words).not.toContain('DRAFT');
      for (const intended of [
        'Inj. Actrapid',
        '8 units in the morning and 6 units at night, before food',
        'Subcutaneous',
        'Tab. Prednisolone',
        '40 mg in the morning for 3 days, then 30 mg in the morning for 3 days',
        'Vitamin D3',
        '60,000 units, once a week, for 8 weeks',
        'Tab. PARACETAMOL (Dolo 650)',
        // The drug's published default timing (after food) came with the pick, shown and kept.
        '1 tablet, morning and night, after food, for 5 days',
        'Quantity: 10 tablets',
        'Eye drops Moxifloxacin',
        '1 drop in the morning',
        'Reg. No. KMC-48213, Karnataka Medical Council',
      ]) {
        expect(words, intended).toContain(intended);
        expect(recorded, intended).toContain(intended);
      }
      // Never the dose multiplied by the slots, never "U"/"IU", never a second prednisolone line.
      expect(words).not.toMatch(/\b64\b|\b48\b|\bIU\b|\d U\b/);
      expect(words.match(/Prednisolone/g)).toHaveLength(1);
      expect(recorded).not.toMatch(/\b64\b|\b48\b|\bIU\b|\d U\b/);
      expect(recorded.match(/Prednisolone/g)).toHaveLength(1);

      // Settings change after the visit: the reprint shows the details of the day it was signed.
      await setRegistration(h, 'Karnataka Medical Council', 'KMC-99999');
      await page.keyboard.press('Control+2');
      await page.getByRole('region', { name: 'Printout' }).waitFor();
      const reprint = await savePdf(h);
      expect(text(reprint)).toContain('Reg. No. KMC-48213, Karnataka Medical Council');
      expect(text(reprint)).not.toContain('KMC-99999');
      expect(await h.axeViolations()).toEqual([]);
    } finally {
      await h.close();
    }
  });
});
