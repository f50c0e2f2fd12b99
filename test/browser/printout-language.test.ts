import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfLines, pdfToPng } from '../helpers/pdf-text';
import { activeId, activeOption, activeText } from './focus';
import { useHarness } from './use-harness';

/*
 * The printout in the patient's language, in Chromium bound to the real core, by keyboard: the
 * doctor's default chosen in Settings, a medicine typed on the pad, the PDF saved from the
 * consultation and read back with pdftotext: the Hindi directions exactly as the template says
 * them, the English under them. Then the patient's own language, picked on the consultation.
 */

const h = useHarness();

const HINDI = '1 गोली, सुबह और रात, खाने के बाद, 5 दिन तक';
const ENGLISH = '1 tablet, morning and night, after food, for 5 days';

/** Save PDF from the Printout card, by keyboard; the saved file's path. */
async function savePdf(page: Page): Promise<string> {
  const card = page.getByRole('region', { name: 'Printout' });
  await card.getByRole('button', { name: 'Save PDF' }).focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => card.getByRole('status').last().innerText(), { timeout: 20_000 })
    .toMatch(/^Saved as PDF: /);
  return (await card.getByRole('status').last().innerText()).replace('Saved as PDF: ', '');
}

describe('the printout in the patient’s language, in Chromium', () => {
  it('prints the directions in the doctor’s default, Hindi, and in the patient’s own, Tamil', async () => {
    const { page } = h;
    await h.openScreen('Settings');
    const section = page.getByRole('region', { name: 'Printout language' });
    const picker = section.getByRole('combobox', {
      name: 'Language of the directions, by default',
    });
    await expect.poll(() => picker.isEnabled()).toBe(true);
    await picker.focus();
    // English, Hindi, Marathi, Tamil: one step down is Hindi.
    await page.keyboard.press('ArrowDown');
    expect(await picker.inputValue()).toBe('hi');
    await page.keyboard.press('Tab');
    await expect.poll(() => activeText(page)).toBe('Save the printout language');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => section.getByRole('status').innerText())
      .toBe('Saved: printouts are in Hindi (हिन्दी) by default.');
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('settings-printout-language');

    await h.startWalkIn({ name: 'Sunita Verma', sex: 'female', birthDate: '1970-04-11' });
    await page.getByText('Status: Draft').waitFor();
    await page.keyboard.press('Alt+KeyM');
    expect(await activeId(page)).toBe('pad-add-medicine');
    await page.keyboard.type('Tab Paracetamol 650 mg 1-0-1 after food x 5 days');
    await expect.poll(() => activeOption(page)).toMatch(/^Add as written: /);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByText(/^All changes saved/).count(), { timeout: 10_000 })
      .toBe(1);

    const card = page.getByRole('region', { name: 'Printout' });
    const own = card.getByRole('combobox', { name: 'Language of the directions for this patient' });
    await expect.poll(() => own.isEnabled()).toBe(true);
    expect(await own.inputValue()).toBe('default');
    expect(await own.locator('option:checked').innerText()).toBe('Doctor’s default: Hindi (हिन्दी)');
    const hindi = await savePdf(page);
    const lines = pdfLines(hindi);
    expect(lines).toContain(HINDI);
    expect(lines).toContain(ENGLISH);
    expect(lines.indexOf(ENGLISH)).toBeGreaterThan(lines.indexOf(HINDI));
    pdfToPng(hindi, hindi.replace(/\.pdf$/, ''));

    // The patient's own language: Tamil, three steps down from the default.
    await own.focus();
    for (let n = 0; n < 4; n++) await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => card.getByRole('status').first().innerText())
      .toBe('Saved: this patient’s printout is in Tamil (தமிழ்).');
    expect(await own.inputValue()).toBe('ta');
    const tamil = await savePdf(page);
    expect(pdfLines(tamil).join('\n')).toContain('மாத்திரை');
    expect(pdfLines(tamil)).toContain(ENGLISH);
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('consultation-printout-language');
  });
});
