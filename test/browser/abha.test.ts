import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '../../src/shared/aadhaar';
import { closeBrowser, startHarness, type Harness } from './harness';

const AADHAAR = `23412341234${verhoeffCheckDigit('23412341234')}`;

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.close();
});
afterAll(closeBrowser);

describe('ABHA registration in Chromium, bound to the real core and sandbox', () => {
  it('refuses a typo on the field, sends a good number encrypted, and then shows it only masked', async () => {
    const { page } = h;
    await h.openScreen('ABHA');
    const field = page.getByLabel('Aadhaar number');
    const typo = AADHAAR.slice(0, 11) + String((Number(AADHAAR[11]) + 1) % 10);
    await field.fill(typo);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect.poll(() => page.getByText(/last digit does not match/).count()).toBeGreaterThan(0);

    await field.fill(AADHAAR);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect
      .poll(() =>
        page
          .locator('.otp-sent__title')
          .filter({ hasText: `XXXX XXXX ${AADHAAR.slice(8)}` })
          .count(),
      )
      .toBe(1);
    expect(await page.locator('.otp-sent__title').textContent()).toBe(
      `OTP sent for Aadhaar XXXX XXXX ${AADHAAR.slice(8)}`,
    );
    expect(await field.inputValue()).toBe('');
    expect(await page.locator('body').textContent()).not.toContain(AADHAAR);
    await h.screenshot('abha-otp-sent');
    expect(await h.axeViolations()).toEqual([]);
    expect(h.app.logText()).not.toContain(AADHAAR);
  });

  it('says a live connection is needed when offline, and keeps the number in the form', async () => {
    const { page } = h;
    await h.openScreen('ABHA');
    h.core.network.setOsOnline(false);
    await page.getByLabel('Aadhaar number').fill(AADHAAR);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect.poll(() => page.getByText(/needs a live connection/).count()).toBeGreaterThan(0);
    await page.getByLabel('Aadhaar number').focus();
    expect((await page.getByLabel('Aadhaar number').inputValue()).replace(/\s/g, '')).toBe(AADHAAR);
  });
});
