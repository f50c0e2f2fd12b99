import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeId, activeText } from './focus';
import { useHarness } from './use-harness';
import { TEST_CLIENT_ID } from '../helpers/sandbox-admin';

/*
 * A child's vitals in Chromium, bound to the real core, by keyboard: an 8-year-old's panel shows
 * the ranges of the child's age (never an adult's) and flags by them; a blood pressure typed the
 * wrong way round is asked about in words, Finalize refuses it until it is answered, the swap is
 * one key away, and the platform then receives 128/84. axe finds nothing.
 */

const CLIENT = TEST_CLIENT_ID;
const CHILD = 'Arjun Mehta';
const QUESTION = 'Systolic 84 is below diastolic 128: did you mean 128/84?';

const waitSaved = (page: Page) =>
  expect.poll(() => page.getByText(/^All changes saved/).count(), { timeout: 10_000 }).toBe(1);

/** The text of what the field's aria-describedby names. */
const descriptionOf = (page: Page, id: string) =>
  page.locator(`[id="${id}"]`).evaluate((input) => {
    type Doc = { getElementById(id: string): { textContent: string | null } | null };
    const { document } = globalThis as unknown as { document: Doc };
    const ids = (
      (input as unknown as { getAttribute(n: string): string | null }).getAttribute(
        'aria-describedby',
      ) ?? ''
    ).split(' ');
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });

const h = useHarness({ structured: true });

describe('Vitals that fit the patient, in Chromium', () => {
  it('a child’s ranges; a swapped blood pressure asked about, refused at Finalize, swapped by keyboard', async () => {
    const { page } = h;
    await h.openScreen('Today');
    await page.getByLabel('Find a patient by name, mobile number, UHID or ABHA number').fill(CHILD);
    await page.getByRole('button', { name: 'Search patients' }).click();
    await page.getByRole('button', { name: `Start a consultation for ${CHILD}` }).click();
    await page.getByRole('heading', { level: 1, name: `Consultation: ${CHILD}` }).waitFor();
    await page.getByText('Status: Draft').waitFor();

    // The child's bands, not the adult ranges.
    const pulseHint = await descriptionOf(page, 'pad-vital-pulse');
    expect(pulseHint).toBe('normal 75–118 (children 6–11 years)');
    expect(await descriptionOf(page, 'pad-vital-bp-systolic')).toBe(
      'normal 97–115 / 57–76 (children 6–9 years)',
    );
    expect(await page.locator('.vitals').innerText()).not.toContain('60–100');

    // Keyboard from here: systolic 84, Tab, diastolic 128. The row asks; nothing is swapped.
    await page.locator('#pad-vital-bp-systolic').focus();
    await page.keyboard.type('84');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('pad-vital-bp-diastolic');
    await page.keyboard.type('128');
    await page.getByRole('group', { name: QUESTION }).waitFor();
    // Tab lands on the swap: the next thing to decide.
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('Swap to 128/84');
    // Leave it unanswered; the pulse flags by the child's band.
    await page.locator('#pad-vital-pulse').focus();
    await page.keyboard.type('130');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => descriptionOf(page, 'pad-vital-pulse'))
      .toContain('High: Above the range for children 6–11 years (75–118 bpm)');
    await waitSaved(page);

    // Finalize refuses while the question stands, and says it in words.
    await page.keyboard.press('Control+Enter');
    await page.getByText(/The pad was not finalized: one entry needs correcting/).waitFor();
    await page.getByText('Finalize waits for this answer.').waitFor();
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('pad-vitals-bp-question', { fullPage: false });

    // The problem's link takes the keyboard to the swap; Enter swaps.
    const link = page.getByRole('button', { name: 'Blood pressure', exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    expect(await activeText(page)).toBe('Swap to 128/84');
    await page.keyboard.press('Enter');
    expect(await activeId(page)).toBe('pad-vital-bp-systolic');
    expect(await page.locator('#pad-vital-bp-systolic').inputValue()).toBe('128');
    expect(await page.locator('#pad-vital-bp-diastolic').inputValue()).toBe('84');
    await page.getByText('Swapped: blood pressure 128/84.').waitFor();
    expect(await page.getByRole('group', { name: QUESTION }).count()).toBe(0);
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
    const vitals = details.filter((d) => d.resource_type === 'vitals');
    const valueOf = (code: string) =>
      (
        vitals.find((v) => (v.observation as { code: string }).code === code)?.valueQuantity as
          { value: number } | undefined
      )?.value;
    expect(valueOf('8480-6')).toBe(128);
    expect(valueOf('8462-4')).toBe(84);
  });
});
