import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness } from './use-harness';
import { activeId, activeText, activeOption } from './focus';
import { TEST_CLIENT_ID } from '../helpers/sandbox-admin';

/*
 * Whole medicine lines typed on the pad, in Chromium, by keyboard only: each line is read into
 * one medicine with its fields filled; an ambiguous line asks beside its row, in words, and is
 * settled with the keyboard; Finalize waits for the answer, then the prescription is sent.
 */

const CLIENT = TEST_CLIENT_ID;

const waitSaved = (page: Page) =>
  expect.poll(() => page.getByText(/^All changes saved/).count(), { timeout: 10_000 }).toBe(1);

/** The directions under the newest medicine row. */
const lastDirections = (page: Page) =>
  page.locator('.med-entry').last().locator('.med-entry__directions').innerText();

/** Alt+M, the line typed, its "Add as written" option active, Enter. */
async function typeLine(page: Page, line: string, readBack: string) {
  await page.keyboard.press('Alt+KeyM');
  expect(await activeId(page)).toBe('pad-add-medicine');
  await page.keyboard.type(line);
  await expect.poll(() => activeOption(page)).toBe(`Add as written: ${readBack}`);
  await page.keyboard.press('Enter');
}

const h = useHarness({ structured: true });

describe('Whole medicine lines on the pad, in Chromium', () => {
  it('fill the fields, ask where a line can mean two things, and wait for the answer to finalize', async () => {
    const { page } = h;
    // An adult walk-in: the subject is the lines (the seeded day's patient may be a child).
    await h.startWalkIn({ name: 'Anita Desai', sex: 'female', birthDate: '1975-09-03' });
    await page.getByText('Status: Draft').waitFor();

    // Insulin the Indian way: 8 units in the morning and 6 at night (never 64 and 48).
    await typeLine(
      page,
      'Inj Actrapid 8-0-6 units SC before food',
      'Inj. Actrapid — 8 units in the morning and 6 units at night, before food; route: subcutaneous',
    );
    // Nothing to ask: focus is back in the search for the next line.
    await expect.poll(() => activeId(page)).toBe('pad-add-medicine');
    expect(await lastDirections(page)).toContain(
      '8 units in the morning and 6 units at night, before food',
    );

    // A taper: one medicine with two steps.
    await typeLine(
      page,
      'Tab Prednisolone 40 mg OD x 3 days, then 30 mg OD x 3 days',
      'Tab. Prednisolone — 40 mg in the morning for 3 days, then 30 mg in the morning for 3 days',
    );
    expect(await lastDirections(page)).toContain(
      '40 mg in the morning for 3 days, then 30 mg in the morning for 3 days',
    );

    // Vitamin D3 weekly: 60000 IU is printed the ISMP way, 60,000 units. How many capsules each
    // week is not written, so it is asked, "1 capsule" first: Enter settles it.
    await typeLine(
      page,
      'Cap Vitamin D3 60000 IU once a week x 8 weeks',
      'Cap. Vitamin D3 60,000 units — asks: How many capsules each time? Write the dose (for example 1 capsule).',
    );
    await expect.poll(() => activeId(page)).toMatch(/^med-question-/);
    expect(await activeText(page)).toBe('1 capsule, once a week, for 8 weeks');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeId(page)).toMatch(/^med-dose-/);
    expect(await lastDirections(page)).toContain('1 capsule, once a week, for 8 weeks');
    expect(await page.locator('.med-entry').count()).toBe(3);

    // An eye drop with OD: once a day, or the right eye? Asked beside the row, never guessed.
    await page.keyboard.press('Alt+KeyM');
    await page.keyboard.type('Moxifloxacin eye drops 1 drop OD');
    await expect.poll(() => activeOption(page)).toMatch(/^Add as written: .* asks: OD can mean/);
    await page.keyboard.press('Enter');
    const group = page.getByRole('group', { name: 'Question about Moxifloxacin' });
    await group.waitFor();
    expect(await group.innerText()).toContain('OD can mean once a day or the right eye');
    // Focus is on the likely reading: one key settles it.
    await expect.poll(() => activeId(page)).toMatch(/^med-question-/);
    expect(await activeText(page)).toBe('In the right eye; how often to be written');
    const eye = (await activeId(page)).replace(/^med-question-/, '');

    await waitSaved(page);
    await page
      .locator(`[id="medicine-${eye}"]`)
      .evaluate((row) =>
        (row as unknown as { scrollIntoView(o: object): void }).scrollIntoView({ block: 'center' }),
      );
    await h.screenshot('pad-medicine-question', { fullPage: false });
    expect(await h.axeViolations()).toEqual([]);

    // Finalize waits for the answer, and says the question in words.
    await page.keyboard.press('Control+Enter');
    await page.getByText(/The pad was not finalized: one entry needs correcting/).waitFor();
    expect(await page.getByRole('button', { name: 'Moxifloxacin, question' }).count()).toBe(1);
    await page.getByText('Finalize waits for this answer.').waitFor();

    // Settled by keyboard (focus stayed on the likely reading): the right eye; focus then goes
    // to the frequency, to write how often.
    expect(await activeText(page)).toBe('In the right eye; how often to be written');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeId(page)).toBe(`med-frequency-${eye}`);
    expect(await group.count()).toBe(0);
    await page.keyboard.type('TDS');
    await expect
      .poll(() => page.locator(`[id="medicine-${eye}"] .med-entry__directions`).innerText())
      .toContain('1 drop, morning, afternoon and night, in the right eye');

    await waitSaved(page);
    await page.keyboard.press('Control+Enter');
    await page.getByText(/^Status: On the patient’s record/).waitFor({ timeout: 15_000 });
    expect(await h.axeViolations()).toEqual([]);

    // The structured copy (turned on here) goes after the record's PDF, under the same key.
    await expect
      .poll(() => h.sandbox.prescriptionJournal(CLIENT).length, { timeout: 15_000 })
      .toBe(1);
    const journal = h.sandbox.prescriptionJournal(CLIENT);
    expect(journal).toHaveLength(1);
    const details = journal[0]!.record.prescription_details as Record<string, unknown>[];
    const medicines = details.filter((d) => d.resource_type === 'medicationrequest');
    // One item per medicine, a taper one per step, each named as printed (prescription-details.ts).
    expect(medicines.map((m) => m.med_name)).toEqual([
      'Inj. Actrapid',
      'Tab. Prednisolone',
      'Tab. Prednisolone',
      'Cap. Vitamin D3 60,000 units',
      'Eye drops Moxifloxacin',
    ]);
    expect(JSON.stringify(medicines)).not.toMatch(/64 units|48 units/);
  });
});
