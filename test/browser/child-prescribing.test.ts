import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Medicine } from '../../src/shared/pad/medicine';
import type { TestCompanion } from '../helpers/companion';
import { recordVisit } from '../helpers/history-visits';
import { activeId, activeOption, activeText } from './focus';
import { useHarness } from './use-harness';

/*
 * A child's visit, in Chromium, by keyboard only: an 8-year-old of 26 kg with a penicillin allergy
 * comes back. The history panel shows the last visit; Repeat last prescription brings its medicine
 * as a new row to review; amoxicillin is warned for the allergy, Paracetamol 650 mg for its dose
 * per kg; the doctor goes ahead past the dose warning with a reason, which is kept with the pad.
 */

const DAY = 86_400_000;
let offset = 0;
const clock = { now: () => Date.now() + offset };
const h = useHarness({ clock });

const SYRUP: Omit<Medicine, 'localId'> = {
  name: 'Paracetamol 250 mg/5 ml Syrup',
  genericName: 'Paracetamol',
  form: 'syrup',
  strength: '250 mg/5 ml',
  dose: { value: '5', unit: 'ml' },
  frequency: { kind: 'pattern', pattern: '1-1-1' },
  duration: { value: 3, unit: 'days' },
};

/** Alt+M, the line typed, then Enter on "Add as written". */
async function addLine(page: Page, line: string): Promise<void> {
  await page.keyboard.press('Alt+KeyM');
  await expect.poll(() => activeId(page)).toBe('pad-add-medicine');
  await page.keyboard.type(line);
  await expect.poll(() => activeOption(page)).toMatch(/^Add as written: /);
  await page.keyboard.press('Enter');
}

/** A date of birth 8 years and 2 months before today. */
function birthDate(): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - 8, d.getMonth() - 2, Math.min(d.getDate(), 28));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

describe('A child with an allergy, in Chromium', () => {
  it('warns of the allergy and the dose per kg, keeps the reason, and repeats the last visit', async () => {
    const { page } = h;
    const core: Pick<TestCompanion, 'value'> = {
      value: (channel, args) => (h.core.handlers[channel] as (a: unknown) => Promise<never>)(args),
    };
    const child = await h.core.handlers['patients:create']({
      name: 'Rohan Kulkarni',
      sex: 'male',
      birthDate: birthDate(),
    });
    offset = -20 * DAY;
    await recordVisit(core, child.id, {
      diagnoses: ['Viral fever'],
      medicines: [SYRUP],
      vitals: [{ vitalId: 'weight', value: '25.5' }],
      finalize: true,
    });
    offset = 0;
    await h.core.handlers['patients:save-alerts']({
      id: child.id,
      alerts: {
        allergyStatus: 'recorded',
        allergies: [
          {
            id: 'a1',
            substance: 'Penicillin',
            category: 'drug',
            reaction: 'rash',
            severity: 'severe',
            type: 'allergy',
            recordedAt: new Date().toISOString(),
          },
        ],
        conditions: [],
      },
    });
    const { padId } = await h.core.handlers['consultation:start']({ patientId: child.id });
    await h.openInProgress('Rohan Kulkarni');
    await page.getByText('Status: Draft').waitFor();
    const pad = async () => (await h.core.handlers['pad:get']({ id: padId })).pad;

    // Today's weight, typed in the vitals.
    await page.locator('#pad-vital-weight').focus();
    await page.keyboard.type('26');
    await page.keyboard.press('Tab');

    // The history panel shows the last visit; Repeat brings its syrup as a row to review: Keep.
    const panel = page.getByRole('region', { name: 'History' });
    await panel.getByText('Viral fever').first().waitFor();
    await page.keyboard.press('Alt+KeyH');
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('Repeat last prescription');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeText(page)).toBe('Keep Paracetamol 250 mg/5 ml Syrup');
    await page.keyboard.press('Enter');

    await addLine(page, 'Cap Amoxicillin 250 mg 1-0-1 x 5 days');
    await addLine(page, 'Tab Paracetamol 650 mg 1-0-1 x 3 days');
    await expect.poll(async () => (await pad()).medicines.length).toBe(3);
    const [, amoxicillin, paracetamol] = (await pad()).medicines;

    const amoxWarnings = page.getByRole('group', {
      name: /^Prescribing warnings about .*moxicillin/i,
    });
    await amoxWarnings.waitFor();
    expect(await amoxWarnings.innerText()).toMatch(/penicillin/i);
    const paraWarnings = page.getByRole('group', {
      name: 'Prescribing warnings about Paracetamol',
      exact: true,
    });
    await paraWarnings.waitFor();
    expect(await paraWarnings.innerText()).toContain(
      '650 mg a dose (25 mg/kg) is more than 15 mg/kg a dose',
    );
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('child-prescribing-warnings', { fullPage: false });

    // Go ahead past the paracetamol's first warning, with a reason: kept with the pad.
    const reason = 'Weight checked again: dose discussed with the parent';
    await page.locator(`[id="med-check-${paracetamol!.localId}-0"]`).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => activeId(page)).toBe(`med-check-reason-${paracetamol!.localId}-0`);
    await page.keyboard.type(reason);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await pad()).checkOverrides?.[0]?.reason).toBe(reason);
    // The allergy warning stays open: Finalize is refused for it.
    expect(amoxicillin).toBeDefined();
    await page.keyboard.press('Control+Enter');
    await page.getByText(/The pad was not finalized/).waitFor();
    expect((await h.core.handlers['pad:get']({ id: padId })).status).toBe('draft');
    expect(await h.axeViolations()).toEqual([]);
  });
});
