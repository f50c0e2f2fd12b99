import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dateAfter, padDay } from '../../src/shared/pad/follow-up';
import { MEDICINE_INPUT_MESSAGES } from '../../src/shared/pad/medicine-input';
import { SANDBOX_DRUGS, SANDBOX_LAB_TESTS } from '../../src/sandbox/drug-lab-catalogue';
import { SCREENSHOT_DIR } from './harness';
import { useHarness } from './use-harness';
import { TEST_CLIENT_ID } from '../helpers/sandbox-admin';

const CLIENT = TEST_CLIENT_ID;
const HINDI = 'भरपूर पानी पिएं और आराम करें';

const drugId = (name: string) => SANDBOX_DRUGS.find((d) => d.name === name)!.id;
const labId = (name: string) => SANDBOX_LAB_TESTS.find((t) => t.name === name)!.id;

interface PageElement {
  id: string;
  getAttribute(name: string): string | null;
}
type PageGlobal = {
  document: {
    activeElement: PageElement | null;
    getElementById(id: string): PageElement | null;
  };
};

const activeId = (page: Page): Promise<string> =>
  page.evaluate(() => (globalThis as unknown as PageGlobal).document.activeElement?.id ?? '');

const valueOf = (page: Page, id: string) => page.locator(`[id="${id}"]`).inputValue();
const textOf = (page: Page, selector: string) => page.locator(selector).innerText();

const waitSaved = (page: Page) =>
  expect.poll(() => page.getByText(/^All changes saved/).count(), { timeout: 10_000 }).toBe(1);

const scrollToTop = (page: Page): Promise<void> =>
  page
    .locator('.app-main')
    .evaluate((main) =>
      (main as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0),
    );

/**
 * Whether the focused element is in view and under neither the sticky consultation header nor
 * the sticky action bar (WCAG 2.4.11).
 */
const focusVisible = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    type Box = { top: number; bottom: number };
    type Element = { getBoundingClientRect(): Box; contains(other: unknown): boolean };
    const { document } = globalThis as unknown as {
      document: { activeElement: Element | null; querySelector(s: string): Element | null };
    };
    const focused = document.activeElement;
    const bar = document.querySelector('.pad-actions');
    const header = document.querySelector('.consultation-header');
    if (focused === null || bar?.contains(focused)) return true;
    const box = focused.getBoundingClientRect();
    const barTop = bar?.getBoundingClientRect().top ?? Infinity;
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
    return box.bottom <= barTop + 0.5 && box.top >= headerBottom - 0.5;
  });

/** Scrolls the pad so the element is just below the consultation's sticky header (screenshots). */
const scrollTo = (page: Page, id: string): Promise<void> =>
  page.locator(`[id="${id}"]`).evaluate((element) => {
    type Scrolled = { scrollTop: number; parentElement: Scrolled | null };
    const target = element as unknown as Scrolled & { scrollIntoView(o: object): void };
    target.scrollIntoView({ block: 'start' });
    for (let node: Scrolled | null = target; node; node = node.parentElement) {
      if (node.scrollTop > 0) node.scrollTop = Math.max(0, node.scrollTop - 110);
    }
  });

/** Alt+key to the search, type, wait for the option to be the active one, Enter: the new row's id. */
async function addBySearch(page: Page, shortcut: string, text: string, option: string) {
  await page.keyboard.press(shortcut);
  const search = await activeId(page);
  expect(search).toMatch(/^pad-add-/);
  await page.keyboard.type(text);
  await expect
    .poll(() =>
      page.evaluate(
        ([id, name]) => {
          const { document } = globalThis as unknown as PageGlobal;
          const active = document.getElementById(id!)?.getAttribute('aria-activedescendant');
          const label =
            (active && document.getElementById(active)?.getAttribute('aria-label')) || '';
          return label === name || label.startsWith(`${name}, `);
        },
        [search, option],
      ),
    )
    .toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(() => activeId(page)).toMatch(/^(med-dose|inv-note)-/);
  await expect.poll(() => focusVisible(page)).toBe(true);
  return (await activeId(page)).replace(/^(med-dose|inv-note)-/, '');
}

const h = useHarness({ structured: true });

describe('Medicines, investigations, advice and follow-up on the pad, in Chromium', () => {
  it('are written by keyboard, kept as typed across a reload, refused while half-typed, and sent', async () => {
    const { page } = h;
    const adult = { name: 'Kavita Rao', sex: 'female', birthDate: '1980-06-15' } as const;
    await h.startWalkIn(adult);
    await page.getByText('Status: Draft').waitFor();

    // From the drug search: the published defaults are the starting point.
    const para = await addBySearch(page, 'Alt+KeyM', 'paracetamol 6', 'Paracetamol 650 mg Tablet');
    expect(await valueOf(page, `med-dose-${para}`)).toBe('1 tablet');
    expect(await valueOf(page, `med-frequency-${para}`)).toBe('1-0-1');
    expect(await textOf(page, `#medicine-${para} .med-entry__directions`)).toContain(
      '1 tablet, morning and night, after food, for 5 days',
    );

    // Offline (the platform cannot be reached), the search answers from the formulary on this
    // computer (the drugs of earlier answers: how many depends on the searches typing made), and
    // says so.
    h.sandbox.faults.set({ offline: true });
    await page.keyboard.press('Alt+KeyM');
    await page.keyboard.type('parac');
    await page
      .getByText(
        /Offline: searching the medicines saved on this computer \(\d+\)\. The platform's search returns when the connection does\./,
      )
      .waitFor();
    expect(await page.getByRole('option', { name: /^Paracetamol 650 mg Tablet, / }).count()).toBe(
      1,
    );
    await h.screenshot('pad-plan-search-offline', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    h.sandbox.faults.reset();

    // Free text: dose, a half-typed frequency, timing by typeahead, duration.
    const kadha = await addBySearch(
      page,
      'Alt+KeyM',
      'Kabasura kudineer',
      'Add “Kabasura kudineer” as free text',
    );
    await page.keyboard.type('10 ml');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe(`med-frequency-${kadha}`);
    await page.keyboard.type('1-0');
    await page.keyboard.press('Tab');
    await page.getByText(MEDICINE_INPUT_MESSAGES.pattern).waitFor();
    expect(await activeId(page)).toBe(`med-timing-${kadha}`);
    await page.keyboard.type('After');
    expect(await valueOf(page, `med-timing-${kadha}`)).toBe('after-food');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe(`med-duration-${kadha}`);
    await page.keyboard.type('5');

    const cbc = await addBySearch(page, 'Alt+KeyI', 'cbc', 'Complete Blood Count (CBC)');
    await page.keyboard.type('Fasting not needed');

    await page.keyboard.press('Alt+KeyA');
    expect(await activeId(page)).toBe('pad-add-advice');
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.insertText(HINDI);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Alt+Digit1'); // The first frequent line: "Drink plenty of fluids".

    await page.keyboard.press('Alt+KeyF');
    expect(await activeId(page)).toBe('pad-follow-up');
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.type('5 days');
    await page.getByText(/\(after 5 days\)$/).waitFor();
    // Jumping back up the pad: the field lands below the sticky header, not under it.
    for (const jump of ['Alt+KeyM', 'Alt+KeyS', 'Alt+KeyV']) {
      await page.keyboard.press(jump);
      expect(await focusVisible(page), jump).toBe(true);
    }

    await waitSaved(page);
    await scrollTo(page, 'pad-medicines-heading');
    await h.screenshot('pad-plan-medicines', { fullPage: false });
    await scrollTo(page, 'pad-investigations-heading');
    await h.screenshot('pad-plan-advice-follow-up', { fullPage: false });
    expect(await h.axeViolations()).toEqual([]);

    // Reload: the half-typed frequency is still there as typed, the rest as entered.
    await page.reload();
    await h.openInProgress(adult.name);
    await page.getByText('Status: Draft').waitFor();
    expect(await valueOf(page, `med-frequency-${kadha}`)).toBe('1-0');
    expect(await valueOf(page, `med-dose-${kadha}`)).toBe('10 ml');
    expect(await valueOf(page, `med-duration-${kadha}`)).toBe('5 days');
    expect(await valueOf(page, `inv-note-${cbc}`)).toBe('Fasting not needed');
    expect(
      await page
        .locator('.advice-entry__input')
        .evaluateAll((inputs) =>
          inputs.map((input) => (input as unknown as { value: string }).value),
        ),
    ).toEqual([HINDI, 'Drink plenty of fluids']);

    // Finalize refuses it, and the problem takes the doctor to the field.
    await page.keyboard.press('Control+Enter');
    await page.getByText(/The pad was not finalized: one entry needs correcting/).waitFor();
    await scrollToTop(page);
    await h.screenshot('pad-plan-refused', { fullPage: false });
    await page.getByRole('button', { name: 'Kabasura kudineer, frequency' }).click();
    expect(await activeId(page)).toBe(`med-frequency-${kadha}`);
    expect(await focusVisible(page)).toBe(true);
    // Back up to the first medicine's dose with Shift+Tab: it scrolls out from under the header.
    await page.keyboard.press('Shift+Tab');
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('End');
    await page.keyboard.type('-1');
    await page.getByText('morning and night', { exact: true }).first().waitFor();
    expect(await textOf(page, `#medicine-${kadha} .med-entry__directions`)).toContain(
      '10 ml, morning and night, after food, for 5 days',
    );
    await waitSaved(page);

    await page.keyboard.press('Control+Enter');
    await page.getByText(/^Status: On the patient’s record/).waitFor({ timeout: 15_000 });
    await scrollToTop(page);
    await scrollTo(page, 'pad-medicines-heading');
    await h.screenshot('pad-plan-sent', { fullPage: false });
    expect(await h.axeViolations()).toEqual([]);

    // The structured copy (turned on here) goes after the record's PDF, under the same key.
    await expect
      .poll(() => h.sandbox.prescriptionJournal(CLIENT).length, { timeout: 15_000 })
      .toBe(1);
    const journal = h.sandbox.prescriptionJournal(CLIENT);
    expect(journal).toHaveLength(1);
    const details = journal[0]!.record.prescription_details as Record<string, unknown>[];
    const pad = await h.core.handlers['pad:list']({});
    const day = padDay({ createdAt: pad[0]!.createdAt });
    const plan = details.filter((d) => d.resource_type !== 'vitals');
    expect(plan).toMatchObject([
      {
        resource_type: 'medicationrequest',
        drug_id: drugId('Paracetamol 650 mg Tablet'),
        // Picked from the search, it keeps its form and generic name: the printed name.
        med_name: 'Tab. PARACETAMOL 650 mg',
        dose: { value: 1, unit: 'tablet' },
        dosage_instruction: { custom: '1-0-1' },
        duration: { value: '5', unit: 'd' },
        additional_instructions: [{ type: 'timing', custom: 'After food' }],
      },
      {
        resource_type: 'medicationrequest',
        med_name: 'Kabasura kudineer',
        dose: { value: 10, unit: 'ml' },
        dosage_instruction: { custom: '1-0-1' },
        duration: { value: '5', unit: 'd' },
        additional_instructions: [{ type: 'timing', custom: 'After food' }],
      },
      {
        resource_type: 'servicerequest',
        lab_id: labId('Complete Blood Count (CBC)'),
        note: ['Fasting not needed'],
      },
      { resource_type: 'advices', advices: HINDI },
      { resource_type: 'advices', advices: 'Drink plenty of fluids' },
      { resource_type: 'appointment' },
    ]);
    expect(String(plan[5]?.follow_up)).toMatch(new RegExp(`^${dateAfter(day, 5)!}T00:00:00`));
    expect(plan[1]).not.toHaveProperty('typed');
    expect(plan[1]).not.toHaveProperty('drug_id');

    // The printout (the consultation's Printout card renders this) carries them in words.
    const printout = await h.core.handlers['printout:html']({ padId: pad[0]!.id, paper: 'A4' });
    for (const line of [
      '1 tablet, morning and night, after food, for 5 days',
      '10 ml, morning and night, after food, for 5 days',
      'Complete Blood Count (CBC)',
      HINDI,
    ]) {
      expect(printout.html).toContain(line);
    }
    const sheet = await h.context.newPage();
    await sheet.setContent(printout.html);
    await sheet.screenshot({
      path: path.join(SCREENSHOT_DIR, 'pad-plan-printout.png'),
      fullPage: true,
    });
    await sheet.close();
  });
});
