import { describe, expect, it } from 'vitest';
import { useHarness } from './use-harness';

const h = useHarness();

describe('Settings: the doctor, in Chromium bound to the real core', () => {
  it('shows the platform’s doctor, keeps the registration typed, and offline the saved copy', async () => {
    const { page } = h;
    await h.openScreen('Settings');
    const card = page.getByRole('region', { name: 'Doctor' });
    await expect
      .poll(() => card.innerText())
      .toContain('Dr. Meera Iyer, MBBS, MD (General Medicine) · General Physician');
    await card.getByLabel('Medical council').fill('Karnataka Medical Council');
    await card.getByLabel('Registration number').fill('KMC-48213');
    await card.getByLabel('Year of registration (optional)').fill('2009');
    await card.getByRole('button', { name: 'Save registration' }).click();
    await expect
      .poll(() => card.innerText())
      .toContain('Reg. No. KMC-48213, Karnataka Medical Council, 2009');
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('settings-doctor');

    h.sandbox.faults.set({ offline: true });
    await card.getByRole('button', { name: 'Read again from the platform' }).click();
    await expect.poll(() => card.innerText()).toContain('Showing the copy saved on this computer');
    expect(await card.innerText()).toContain('Dr. Meera Iyer');
    await h.screenshot('settings-doctor-offline');
  });
});
