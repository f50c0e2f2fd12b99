import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localDay } from '../../src/main/core/patients/patient-record';
import type { TestCompanion } from '../helpers/companion';
import { AMLODIPINE, METFORMIN, PARACETAMOL, recordVisit } from '../helpers/history-visits';
import { activeId, activeText } from './focus';
import { useHarness } from './use-harness';
import { TEST_CLIENT_ID } from '../helpers/sandbox-admin';

/*
 * The history beside the pad, in Chromium, by keyboard only: a follow-up patient's last visit is
 * in the history panel; Repeat last prescription brings that visit's medicines as new rows to
 * review; Finalize waits until each is kept or edited; the prescription then goes with them.
 */

const CLIENT = TEST_CLIENT_ID;
const DAY = 86_400_000;

/** The core's clock, moved back to write the earlier visits and forward again. */
let offset = 0;
const clock = { now: () => Date.now() + offset };

const waitSaved = (page: Page) =>
  expect.poll(() => page.getByText(/^All changes saved/).count(), { timeout: 10_000 }).toBe(1);

const h = useHarness({ clock, structured: true });

function longDay(at: number): string {
  return new Date(at).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

describe('The history beside the pad, in Chromium', () => {
  it('shows the last visit, and repeats its prescription as new rows to review, by keyboard', async () => {
    const { page } = h;
    // The patient came twice before: 30 days ago a finalized
    // prescription, 14 days ago one for paracetamol, finalized too (the last one).
    // Written through the core's handlers (the dispatch answers the page's origin only).
    const core: Pick<TestCompanion, 'value'> = {
      value: (channel, args) => (h.core.handlers[channel] as (a: unknown) => Promise<never>)(args),
    };
    // An adult (the seeded day's patients may be children on today's date, whose checks would
    // rightly refuse the adult doses these visits finalize).
    const patient = await h.core.handlers['patients:create']({
      name: 'Ramesh Gupta',
      sex: 'male',
      birthDate: '1968-04-11',
    });
    offset = -30 * DAY;
    await recordVisit(core, patient.id, {
      diagnoses: ['Viral fever'],
      medicines: [PARACETAMOL],
      vitals: [{ vitalId: 'weight', value: '71' }],
      finalize: true,
    });
    offset = -14 * DAY;
    const lastDay = longDay(clock.now());
    expect(localDay(clock.now())).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await recordVisit(core, patient.id, {
      diagnoses: ['Essential hypertension'],
      medicines: [AMLODIPINE, METFORMIN],
      vitals: [
        { vitalId: 'bp-systolic', value: '150' },
        { vitalId: 'bp-diastolic', value: '95' },
        { vitalId: 'weight', value: '72.5' },
      ],
      finalize: true,
    });
    offset = 0;

    await h.core.handlers['consultation:start']({ patientId: patient.id });
    await h.openInProgress('Ramesh Gupta');
    await page.getByText('Status: Draft').waitFor();
    const panel = page.getByRole('region', { name: 'History' });
    const last = panel.getByRole('listitem', { name: `Last visit: ${lastDay} (finished)` });
    await last.waitFor();
    expect(await last.innerText()).toContain(
      'Tab. AMLODIPINE 5 mg — 1 tablet in the morning, for 30 days',
    );
    expect(await last.innerText()).toContain('Essential hypertension');
    const trend = panel.getByRole('table');
    expect(await trend.getByRole('row').count()).toBe(3);
    expect(await trend.getByRole('row').nth(1).innerText()).toContain('150/95');

    await h.screenshot('consultation-history-panel');
    expect(await h.axeViolations()).toEqual([]);

    // Alt+H, then Tab: Repeat last prescription, which says what it would copy.
    await page.keyboard.press('Alt+KeyH');
    expect(await activeId(page)).toBe('consultation-history-toggle');
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('Repeat last prescription');
    expect(
      await panel
        .getByText(/^2 medicines from .*: Tab\. AMLODIPINE 5 mg; Tab\. METFORMIN 500 mg\.$/)
        .count(),
    ).toBe(1);
    await page.keyboard.press('Enter');

    // Two new rows, each asked Keep, Edit or Remove; focus on the first one's Keep.
    await panel
      .getByText(
        `2 medicines copied from the prescription of ${lastDay} as new lines. Review each one (Keep, Edit or Remove): Finalize waits until every copied line is reviewed.`,
      )
      .waitFor();
    const rows = page.locator('.med-entry');
    expect(await rows.count()).toBe(2);
    const reviews = page.getByRole('group', { name: /^Copied line to review: / });
    expect(await reviews.count()).toBe(2);
    expect(await activeText(page)).toBe('Keep Amlodipine 5 mg Tablet');
    const first = (await activeId(page)).replace(/^med-question-/, '');

    await waitSaved(page);
    await h.screenshot('consultation-history-repeat', { fullPage: false });
    expect(await h.axeViolations()).toEqual([]);

    // Finalize waits for the review of each copied line.
    await page.keyboard.press('Control+Enter');
    await page.getByText('The pad was not finalized: 2 entries need correcting.').waitFor();
    expect(await page.getByText('Finalize waits for this review.').count()).toBe(2);

    // Keep the first: focus goes to the second's Keep; Tab to its Edit: focus goes to its dose.
    await page.locator(`[id="med-question-${first}"]`).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => activeText(page)).toBe('Keep Metformin 500 mg Tablet');
    const second = (await activeId(page)).replace(/^med-question-/, '');
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('Edit Metformin 500 mg Tablet');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeId(page)).toBe(`med-dose-${second}`);
    expect(await reviews.count()).toBe(0);

    await waitSaved(page);
    const earlier = h.sandbox.prescriptionJournal(CLIENT).length;
    await page.keyboard.press('Control+Enter');
    await page.getByText(/^Status: On the patient’s record/).waitFor({ timeout: 15_000 });
    expect(await h.axeViolations()).toEqual([]);

    // The prescription sent holds the two copied medicines (and not the older paracetamol). The
    // structured copy (turned on here) goes after the record's PDF, under the same key.
    await expect
      .poll(() => h.sandbox.prescriptionJournal(CLIENT).length, { timeout: 15_000 })
      .toBe(earlier + 1);
    const journal = h.sandbox.prescriptionJournal(CLIENT);
    const sent = journal.at(-1)!.record.prescription_details as Record<string, unknown>[];
    expect(
      sent.filter((d) => d.resource_type === 'medicationrequest').map((d) => d.med_name),
    ).toEqual(['Tab. AMLODIPINE 5 mg', 'Tab. METFORMIN 500 mg']);
  });
});
