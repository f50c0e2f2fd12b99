import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { offersPregnancy } from '../../src/shared/checks/prescribing-patient';
import { padDay } from '../../src/shared/pad/follow-up';
import type { Pad } from '../../src/shared/pad/pad';
import { activeId, activeOption, activeText } from './focus';
import { useHarness } from './use-harness';
import { TEST_CLIENT_ID } from '../helpers/sandbox-admin';

/*
 * The prescribing checks on the pad, in Chromium over the real core and sandbox, by keyboard only:
 * two brands of one generic are warned beside the first row in words, Finalize is refused, the
 * reason for going ahead is asked (an empty one refused in words) and recorded with the pad, then
 * Finalize passes and nothing of the override reaches the platform. The Pregnant mark and "About
 * the checks" are reached and used by keyboard too.
 */

const CLIENT = TEST_CLIENT_ID;
const REASON = 'Calpol only at night for fever above 102';

const waitSaved = (page: Page) =>
  expect.poll(() => page.getByText(/^All changes saved/).count(), { timeout: 10_000 }).toBe(1);

/** Alt+M, the search typed, the drug's option active, Enter: focus goes to its dose. */
async function addDrug(page: Page, typed: string, option: string): Promise<string> {
  await page.keyboard.press('Alt+KeyM');
  await page.keyboard.type(typed);
  await expect.poll(() => activeOption(page)).toBe(option);
  await page.keyboard.press('Enter');
  await expect.poll(() => activeId(page)).toMatch(/^med-dose-/);
  return (await activeId(page)).replace(/^med-dose-/, '');
}

const h = useHarness({ structured: true });

describe('Prescribing checks on the pad, in Chromium', () => {
  it('warn beside the row, refuse Finalize, ask and record a reason, then let it pass', async () => {
    const { page } = h;
    // A walk-in of a woman of 30 (a patient of the seeded day could be a child, whose checks
    // would warn of more than the same generic twice).
    const person = await h.core.handlers['patients:create']({
      name: 'Meera Nair',
      sex: 'female',
      birthDate: '1996-03-02',
    });
    const consultation = await h.core.handlers['consultation:start']({ patientId: person.id });
    await h.openScreen('Today');
    await page
      .getByRole('region', { name: 'In progress' })
      .getByRole('button', { name: 'Open Meera Nair' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Consultation: Meera Nair' }).waitFor();
    await page.getByText('Status: Draft').waitFor();
    // The consultation's pad, as the core keeps it.
    const padView = () => h.core.handlers['pad:get']({ id: consultation.padId });
    const pad = async (): Promise<Pad> => (await padView()).pad;

    const dolo = await addDrug(page, '650 dolo', 'Dolo 650, Paracetamol, Tablet');
    const calpol = await addDrug(page, 'calpol 500', 'Calpol 500, Paracetamol, Tablet');
    // The warning beside the first row, in words: its level a word and a shape, why, its source.
    const warnings = page.getByRole('group', { name: 'Prescribing warnings about Dolo 650' });
    await warnings.waitFor();
    const said = await warnings.innerText();
    expect(said).toContain('Caution: 2 lines give paracetamol: Dolo 650, Calpol 500.');
    expect(said).toContain('The same ingredient on two lines adds up to a larger dose');
    expect(said).toContain('Source: WHO, Medication Without Harm: duplication of therapy');
    expect(await warnings.locator('svg').count()).toBe(1);
    expect(
      await page.getByRole('group', { name: 'Prescribing warnings about Calpol 500' }).count(),
    ).toBe(0);
    // Typing goes on: focus stayed in the new row's dose.
    expect(await activeId(page)).toBe(`med-dose-${calpol}`);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1 tablet');
    await waitSaved(page);
    expect(await h.axeViolations()).toEqual([]);

    // Finalize is refused for the warning, beside the row and in the list of problems.
    await page.keyboard.press('Control+Enter');
    await page.getByText(/The pad was not finalized: one entry needs correcting/).waitFor();
    expect(await page.getByRole('button', { name: 'Dolo 650, prescribing warning' }).count()).toBe(
      1,
    );
    await warnings.getByText('Finalize waits for this warning').waitFor();
    await warnings.evaluate((group) =>
      (group as unknown as { scrollIntoView(o: object): void }).scrollIntoView({
        block: 'center',
      }),
    );
    await h.screenshot('pad-prescribing-warning-refused', { fullPage: false });
    expect((await padView()).status).toBe('draft');

    // The warning's action is reached by Tab from the row: back from Calpol's dose to Dolo's
    // instructions, then forward past the source to "Go ahead anyway".
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Shift+Tab');
    expect(await activeId(page)).toBe(`med-instructions-${dolo}`);
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('WHO, Medication Without Harm: duplication of therapy');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe(`med-check-${dolo}-0`);
    expect(await activeText(page)).toBe('Go ahead anyway');

    // The reason is asked once, beside the warning; an empty one is refused in words.
    await page.keyboard.press('Enter');
    await expect.poll(() => activeId(page)).toBe(`med-check-reason-${dolo}-0`);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText('Give a reason for going ahead.').waitFor();
    expect(await activeId(page)).toBe(`med-check-reason-${dolo}-0`);
    await h.screenshot('pad-prescribing-reason-refused', { fullPage: false });
    expect(await h.axeViolations()).toEqual([]);
    await page.keyboard.type(REASON);
    await page.keyboard.press('Enter');
    // Saved: focus is back on the row, and the warning says the doctor went ahead, and why.
    await expect.poll(() => activeId(page)).toBe(`med-dose-${dolo}`);
    await warnings.getByText(`You went ahead anyway.`).waitFor();
    expect(await warnings.innerText()).toContain(REASON);
    expect(await warnings.getByText('Finalize waits for this warning').count()).toBe(0);
    await waitSaved(page);
    const saved = await pad();
    expect(saved.checkOverrides).toEqual([
      {
        warningId: expect.stringMatching(/^duplicate:paracetamol:/) as unknown,
        words: '2 lines give paracetamol: Dolo 650, Calpol 500.',
        reason: REASON,
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
      },
    ]);

    // "About the checks", just before the first row: opened, read, closed by keyboard.
    await page.keyboard.press('Shift+Tab');
    expect(await activeText(page)).toBe('About the checks');
    await page.keyboard.press('Enter');
    const about = page.getByRole('dialog', { name: 'About the checks' });
    await about.waitFor();
    expect(await activeText(page)).toBe('Close');
    const aboutText = await about.innerText();
    expect(aboutText).toContain('Awaiting a clinician’s review.');
    expect(aboutText).toContain('Duplicate therapy');
    await h.screenshot('pad-about-checks', { fullPage: false });
    expect(await h.axeViolations()).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => about.count()).toBe(0);
    expect(await activeText(page)).toBe('About the checks');

    // The Pregnant mark, just before the medicines (in view for a woman of 30): marked with the
    // keyboard, saved with the pad.
    expect(offersPregnancy(consultation.patient, padDay(saved))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await activeId(page)).toBe('pad-pregnant');
    await page.keyboard.press('Space');
    await waitSaved(page);
    expect((await pad()).pregnant).toBe(true);
    // The mark does not change the line: the override still applies.
    expect(await warnings.getByText('You went ahead anyway.').count()).toBe(1);

    await page.keyboard.press('Control+Enter');
    await page
      .getByText(/^Status: (Finalized|On the patient’s record)/)
      .waitFor({ timeout: 15_000 });
    await page.getByText(/^Status: On the patient’s record/).waitFor({ timeout: 15_000 });
    expect(await h.axeViolations()).toEqual([]);
    // Kept with the pad (audit); nothing of it sent.
    expect((await pad()).checkOverrides?.[0]?.reason).toBe(REASON);
    // The structured copy (turned on here) goes after the record's PDF, under the same key.
    await expect
      .poll(() => h.sandbox.prescriptionJournal(CLIENT).length, { timeout: 15_000 })
      .toBe(1);
    const sent = JSON.stringify(h.sandbox.prescriptionJournal(CLIENT).map((p) => p.record));
    expect(sent).toContain('Dolo 650');
    expect(sent).not.toContain(REASON);
    expect(sent).not.toMatch(/checkOverrides|pregnant/);
  });
});
