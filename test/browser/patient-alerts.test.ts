import { readFileSync } from 'node:fs';
import type { AllergyIntolerance, Bundle, Condition } from 'fhir/r4';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeIssues, validateR4 } from '../unit/node/pad/fhir-validator';
import { activeId, activeText } from './focus';
import { useHarness } from './use-harness';

/*
 * A patient's allergies recorded from the consultation in Chromium, by keyboard only: in the
 * header, in the printout, and in the FHIR export (validated against R4); "no known drug
 * allergies" told apart from "not asked" everywhere.
 */

const EDIT = 'Allergies and conditions…';

/** The aria-label of a search's active option. */
const activeOptionOf = (page: Page, id: string): Promise<string> =>
  page.evaluate((inputId) => {
    const { document } = globalThis as unknown as {
      document: {
        getElementById(id: string): { getAttribute(name: string): string | null } | null;
      };
    };
    const active = document.getElementById(inputId)?.getAttribute('aria-activedescendant');
    return (active && document.getElementById(active)?.getAttribute('aria-label')) || '';
  }, id);

const selectValue = (page: Page, id: string) => page.locator(`[id="${id}"]`).inputValue();

/** Tab (forwards) until the focused element says `text`, at most `limit` presses. */
async function tabToText(page: Page, text: string, limit = 12) {
  for (let i = 0; i < limit && (await activeText(page)) !== text; i++) {
    await page.keyboard.press('Tab');
  }
  expect(await activeText(page)).toBe(text);
}

async function tabToId(page: Page, id: string, limit = 20) {
  for (let i = 0; i < limit && (await activeId(page)) !== id; i++) {
    await page.keyboard.press('Tab');
  }
  expect(await activeId(page)).toBe(id);
}

const h = useHarness();

// The validator loads the R4 definitions once, on its first use: here, not inside a test.
beforeAll(() => validateR4({ resourceType: 'Patient' }), 120_000);

async function padOfOpenConsultation(name: string): Promise<string> {
  const today = await h.core.handlers['consultation:today']({});
  const summary = today.inProgress.find((c) => c.patient.name === name);
  if (!summary) throw new Error('the consultation is not in progress');
  return (await h.core.handlers['consultation:get']({ id: summary.id })).padId;
}

const printed = async (padId: string) =>
  (await h.core.handlers['printout:html']({ padId, paper: 'A4' })).html;

describe('allergies from the consultation, in Chromium', () => {
  it('records a severe penicillin allergy by keyboard: header, printout and FHIR export', async () => {
    const { page } = h;
    const patient = await h.openConsultation(1);
    await page.getByText('Status: Draft').waitFor();
    const header = page.getByRole('region', { name: 'Patient', exact: true });
    const alerts = header.getByRole('group', { name: 'Allergies and chronic conditions' });
    await expect.poll(() => alerts.innerText()).toContain('Allergies not recorded');
    const padId = await padOfOpenConsultation(patient.name);
    expect(await printed(padId)).toContain('Allergies: not recorded');

    // From the screen's heading, the editor is the next stop.
    await tabToText(page, EDIT, 3);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {
      name: `Allergies and chronic conditions: ${patient.name}`,
    });
    await dialog.waitFor();
    expect(await activeId(page)).toBe('alerts-substance');

    // Penicillin, typed: its kind is asked, then the reaction and severity.
    await page.keyboard.type('Penicillin');
    await expect
      .poll(() => activeOptionOf(page, 'alerts-substance'))
      .toBe('Add “Penicillin” as free text');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeId(page)).toBe('alerts-category');
    await page.keyboard.type('Drug');
    expect(await selectValue(page, 'alerts-category')).toBe('drug');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('alerts-reaction');
    await page.keyboard.type('rash');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Severe');
    expect(await selectValue(page, 'alerts-severity')).toBe('severe');
    // Enter in the reaction adds the allergy.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => dialog.locator('.live-announcer').innerText())
      .toBe('Penicillin added to the allergies.');
    await expect.poll(() => activeId(page)).toBe('alerts-substance');

    // Amoxicillin from the drugs-and-labs search: a drug, so focus goes straight to the reaction.
    await page.keyboard.type('Amoxicillin');
    await expect
      .poll(() => activeOptionOf(page, 'alerts-substance'))
      .toMatch(/^Amoxicillin 500 mg Capsule/);
    await page.keyboard.press('Enter');
    await expect.poll(() => activeId(page)).toBe('alerts-reaction');
    await page.keyboard.type('diarrhoea');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Mild');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Intolerance');
    expect(await selectValue(page, 'alerts-type')).toBe('intolerance');
    await tabToText(page, 'Add the allergy', 3);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => dialog.locator('.live-announcer').innerText())
      .toBe('Amoxicillin 500 mg Capsule added to the allergies.');

    // A chronic condition from the platform's diagnosis search.
    await tabToId(page, 'alerts-condition');
    await page.keyboard.type('hypertension');
    await expect
      .poll(() => activeOptionOf(page, 'alerts-condition'))
      .toMatch(/^Essential hypertension/);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => dialog.locator('.live-announcer').innerText())
      .toBe('Essential hypertension added to the chronic conditions.');
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('patient-alerts-editor', { fullPage: false });

    // Escape closes the editor; focus is back on the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await activeText(page)).toBe(EDIT);
    const allergies = alerts.getByRole('list', { name: 'Allergies' }).getByRole('listitem');
    expect(await allergies.allInnerTexts()).toEqual([
      'Severe: Penicillin (rash, severe)',
      'Amoxicillin 500 mg Capsule (intolerance, diarrhoea, mild)',
    ]);
    expect(await alerts.innerText()).toContain('Chronic conditions: Essential hypertension');
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('patient-alerts-header', { fullPage: false });

    // The printout says the same, under the patient.
    const html = await printed(padId);
    expect(html).toContain(
      'Allergies: Penicillin (rash, severe); Amoxicillin 500 mg Capsule (intolerance, diarrhoea, mild)',
    );
    expect(html).toContain('Chronic conditions: Essential hypertension');

    // Finalized (a blood pressure, so the pad holds something), then exported as FHIR.
    await page.keyboard.press('Alt+KeyV');
    expect(await activeId(page)).toBe('pad-vital-bp-systolic');
    await page.keyboard.type('120');
    await page.keyboard.press('Tab');
    await page.keyboard.type('80');
    await expect
      .poll(() => page.getByText(/^All changes saved/).count(), { timeout: 10_000 })
      .toBe(1);
    await page.keyboard.press('Control+Enter');
    await page.getByText(/^Status: On the patient’s record/).waitFor({ timeout: 15_000 });
    const exportButton = page.getByRole('button', { name: 'Export FHIR' });
    await exportButton.focus();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    const bundle = JSON.parse(readFileSync(await download.path(), 'utf8')) as Bundle;
    const { errors } = validateR4(bundle);
    expect(errors, describeIssues(errors)).toEqual([]);
    const resources = (bundle.entry ?? []).map((e) => e.resource);
    const intolerances = resources.filter(
      (r): r is AllergyIntolerance => r?.resourceType === 'AllergyIntolerance',
    );
    expect(intolerances.map((r) => r.code?.text)).toEqual([
      'Penicillin',
      'Amoxicillin 500 mg Capsule',
    ]);
    const [penicillin, amoxicillin] = intolerances;
    expect(penicillin).toMatchObject({
      type: 'allergy',
      category: ['medication'],
      criticality: 'high',
      reaction: [{ manifestation: [{ text: 'rash' }], severity: 'severe' }],
      patient: { identifier: { value: patient.platformId } },
    });
    expect(penicillin?.code?.coding).toBeUndefined();
    expect(amoxicillin).toMatchObject({
      type: 'intolerance',
      criticality: 'low',
      code: { coding: [{ system: 'https://www.eka.care/mdb', code: 'sbx-drug-amoxicillin-500' }] },
    });
    const conditions = resources
      .filter((r): r is Condition => r?.resourceType === 'Condition')
      .filter((r) => r.category?.[0]?.coding?.[0]?.code === 'problem-list-item');
    expect(conditions.map((c) => c.code?.text)).toEqual(['Essential hypertension']);
  });

  it('tells "no known drug allergies" from "not asked" in the header and on the printout', async () => {
    const { page } = h;
    const patient = await h.openConsultation(2);
    const alerts = page
      .getByRole('region', { name: 'Patient', exact: true })
      .getByRole('group', { name: 'Allergies and chronic conditions' });
    await expect.poll(() => alerts.innerText()).toContain('Allergies not recorded');
    const padId = await padOfOpenConsultation(patient.name);
    expect(await printed(padId)).toContain('Allergies: not recorded');

    await tabToText(page, EDIT, 3);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // "No known drug allergies" sits just before the substance search.
    await page.keyboard.press('Shift+Tab');
    expect(await activeText(page)).toBe('No known drug allergies');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => dialog.locator('.live-announcer').innerText())
      .toBe('Recorded: no known drug allergies.');
    await expect.poll(() => activeText(page)).toBe('Undo: allergies not asked yet');
    expect(await h.axeViolations()).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => alerts.innerText()).toContain('No known drug allergies');
    expect(await alerts.innerText()).not.toContain('not recorded');
    const html = await printed(padId);
    expect(html).toContain('NKDA: no known drug allergies');
    expect(html).not.toContain('Allergies: not recorded');
    expect(await h.axeViolations()).toEqual([]);
  });
});
