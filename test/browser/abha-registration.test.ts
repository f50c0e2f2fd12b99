import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '../../src/shared/aadhaar';
import { closeBrowser, startHarness, type Harness } from './harness';

const AADHAAR = `23412341234${verhoeffCheckDigit('23412341234')}`;
const SPACED = `${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}`;

let h: Harness;
beforeEach(async () => {
  h = await startHarness({
    core: { sync: { debounceMs: 5, backoff: { baseMs: 50, maxMs: 500 } } },
  });
});
afterEach(async () => {
  await h.close();
});
afterAll(closeBrowser);

/** Moves focus to `target` with Tab alone (at most `limit` presses). */
async function tabTo(target: Locator, limit = 150): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    const focused = await target
      .evaluate(
        (element: { ownerDocument: { activeElement: unknown } }) =>
          element === element.ownerDocument.activeElement,
      )
      .catch(() => false);
    if (focused) return;
    await h.page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The viewport from the top of the ABHA section, as the person sees it. */
async function shot(name: string): Promise<void> {
  await h.page
    .getByRole('region', { name: 'ABHA', exact: true })
    .evaluate((section: { scrollIntoView(options: unknown): void }) => {
      section.scrollIntoView({ block: 'start' });
    });
  await h.screenshot(name, { fullPage: false });
}

/** Every file under `dir` (the database, its -wal and -shm, logs, backups). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Opens the consultation of the day's first waiting (or started) patient with no ABHA in the directory (the
 * seeded day changes with the date; a patient whose ABHA was made elsewhere shows it instead of
 * Create ABHA).
 */
async function openPatientWithoutAbha(): Promise<{ name: string; platformId: string | undefined }> {
  const today = await h.core.handlers['consultation:today']({});
  const index = today.queue.appointments.findIndex(
    (a, i) =>
      i > 0 &&
      ['booked', 'checked_in', 'in_consultation'].includes(a.state) &&
      a.patient &&
      !a.patient.abhaAddress &&
      !a.patient.abhaNumber,
  );
  if (index < 0) throw new Error('no waiting patient without an ABHA in the seeded day');
  return h.openConsultation(index);
}

describe('ABHA registration from the patient, in Chromium bound to the real core and sandbox', () => {
  it('registers a patient by keyboard: consent, Aadhaar, a wrong OTP then the right one, mobile OTP, a taken address then a free one', async () => {
    const { page } = h;
    const patient = await openPatientWithoutAbha();
    const section = page.getByRole('region', { name: 'ABHA', exact: true });
    await tabTo(section.getByRole('button', { name: 'Create ABHA' }));
    await page.keyboard.press('Enter');

    // ABDM's declaration, read and accepted.
    await section.getByText('voluntarily sharing my Aadhaar number').waitFor();
    await tabTo(section.getByRole('button', { name: 'Continue to the Aadhaar number' }));
    await page.keyboard.press('Enter');
    await section.getByText('Tick the box once the patient has heard').waitFor();
    expect(await h.axeViolations()).toEqual([]);
    await tabTo(section.getByRole('checkbox', { name: /has heard the declaration/ }));
    await page.keyboard.press('Space');
    await shot('abha-registration-consent');
    await tabTo(section.getByRole('button', { name: 'Continue to the Aadhaar number' }));
    await page.keyboard.press('Enter');

    // The Aadhaar number, in groups: all 14 characters fit (the first digit is not clipped).
    const aadhaar = section.getByLabel('Aadhaar number', { exact: true });
    await tabTo(aadhaar);
    await page.keyboard.type(SPACED);
    expect(await aadhaar.inputValue()).toBe(SPACED);
    const fits = await aadhaar.evaluate(
      (input: { scrollWidth: number; clientWidth: number }) =>
        input.scrollWidth <= input.clientWidth,
    );
    expect(fits).toBe(true);
    await shot('abha-registration-aadhaar');
    await page.keyboard.press('Enter');

    // The Aadhaar OTP: the one-time-code pattern, the sandbox's hint, one wrong attempt.
    const otp = section.getByLabel('Aadhaar OTP');
    await otp.waitFor();
    expect(await otp.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await otp.getAttribute('inputmode')).toBe('numeric');
    await section.getByText(/Sandbox: no text message is sent\. The OTP is 123456/).waitFor();
    expect(await section.innerText()).toContain(`XXXX XXXX ${AADHAAR.slice(8)}`);
    expect(await section.getByRole('button', { name: /^Resend OTP/ }).innerText()).toMatch(
      /Resend OTP\s+\(in \d+ s\)/,
    );
    await tabTo(otp);
    await page.keyboard.type('000000');
    const mobile = section.getByLabel('Mobile number for ABHA messages');
    await tabTo(mobile);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('98765 43210');
    await page.keyboard.press('Enter');
    await section.getByText('That OTP is not right. 2 attempts left').waitFor();
    expect(await otp.getAttribute('aria-invalid')).toBe('true');
    expect(await h.axeViolations()).toEqual([]);
    await shot('abha-registration-wrong-otp');
    await tabTo(otp);
    await page.keyboard.press('ControlOrMeta+a');
    // Pasted with a space, as a message app copies it: only the digits are kept.
    await page.keyboard.insertText('123 456');
    expect(await otp.inputValue()).toBe('123456');
    expect(await mobile.inputValue()).toBe('98765 43210');
    await page.keyboard.press('Enter');

    // The mobile is not the Aadhaar-linked one: its own OTP.
    const mobileOtp = section.getByLabel('Mobile OTP');
    await mobileOtp.waitFor();
    await tabTo(mobileOtp);
    await page.keyboard.type('654321');
    await page.keyboard.press('Enter');

    // The address: suggestions, a typed one that is taken, then a free one.
    await section.getByRole('group', { name: 'ABHA address' }).waitFor();
    expect(await h.axeViolations()).toEqual([]);
    const own = section.getByRole('radio', { name: 'Another address' });
    await tabTo(section.getByRole('radio').first());
    while (!(await own.isChecked())) await page.keyboard.press('ArrowDown');
    const typed = section.getByLabel('Address to use');
    await tabTo(typed);
    await page.keyboard.type('sandbox.taken');
    await tabTo(section.getByRole('button', { name: 'Check availability' }));
    await page.keyboard.press('Enter');
    await section.getByText('sandbox.taken@abdm is already taken: choose another.').waitFor();
    await tabTo(section.getByRole('button', { name: 'Create the ABHA address' }));
    await page.keyboard.press('Enter');
    await section.getByText('That ABHA address is already taken.').first().waitFor();
    await shot('abha-registration-address-taken');
    await tabTo(typed);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('clinic.patient.01');
    await tabTo(section.getByRole('button', { name: 'Check availability' }));
    await page.keyboard.press('Enter');
    await section.getByText('clinic.patient.01@abdm is free.').waitFor();
    await tabTo(section.getByRole('button', { name: 'Create the ABHA address' }));
    await page.keyboard.press('Enter');

    // Done: the patient shows the ABHA, the number masked.
    await section.getByText(/ABHA created for/).waitFor();
    await section.getByText(/ABHA number XX-XXXX-XXXX-\d{4}/).waitFor();
    await section.getByText('ABHA address clinic.patient.01@abdm').waitFor();
    expect(await page.getByRole('region', { name: 'Patient', exact: true }).innerText()).toMatch(
      /ABHA XX-XXXX-XXXX-\d{4}/,
    );
    expect(await h.axeViolations()).toEqual([]);
    await shot('abha-registration-done');

    // Saved on the patient, and sent to the patient directory.
    const clientId = h.sandbox.options.clientId;
    await expect
      .poll(() => h.sandbox.patientOf(clientId, patient.platformId!)?.abha, { timeout: 10_000 })
      .toBe('clinic.patient.01@abdm');

    // The Aadhaar number is nowhere: not in the database, its WAL, the logs, nor the page.
    expect(await page.locator('body').innerText()).not.toContain(AADHAAR);
    const files = filesUnder(h.app.dataDir);
    expect(files.some((file) => file.endsWith('-wal'))).toBe(true);
    for (const file of files) {
      const bytes = readFileSync(file).toString('latin1');
      expect(bytes.includes(AADHAAR), file).toBe(false);
      expect(bytes.includes(SPACED), file).toBe(false);
    }
    expect(h.app.logText()).not.toContain(AADHAAR);
    expect(h.app.logText()).not.toContain(SPACED);
  });

  it('offline: says so, clears the Aadhaar number, and keeps the OTP and mobile typed', async () => {
    const { page } = h;
    await openPatientWithoutAbha();
    const section = page.getByRole('region', { name: 'ABHA', exact: true });
    await section.getByRole('button', { name: 'Create ABHA' }).click();
    await section.getByRole('checkbox', { name: /has heard the declaration/ }).check();
    await section.getByRole('button', { name: 'Continue to the Aadhaar number' }).click();
    const aadhaar = section.getByLabel('Aadhaar number', { exact: true });
    await aadhaar.fill(AADHAAR);
    h.core.network.setOsOnline(false);
    await section.getByText(/This computer is offline\./).waitFor();
    await expect.poll(() => aadhaar.inputValue()).toBe('');
    h.core.network.setOsOnline(true);
    await expect.poll(() => section.getByText(/This computer is offline\./).count()).toBe(0);
    await aadhaar.fill(AADHAAR);
    await section.getByRole('button', { name: 'Send OTP' }).click();
    const otp = section.getByLabel('Aadhaar OTP');
    await otp.fill('123456');
    await section.getByLabel('Mobile number for ABHA messages').fill('9999999999');
    h.core.network.setOsOnline(false);
    await section.getByText(/This computer is offline\./).waitFor();
    await section.getByRole('button', { name: 'Verify OTP' }).click();
    await section
      .getByText(/needs a live connection/)
      .first()
      .waitFor();
    expect(await otp.inputValue()).toBe('123456');
    expect(await section.getByLabel('Mobile number for ABHA messages').inputValue()).toBe(
      '9999999999',
    );
    expect(await h.axeViolations()).toEqual([]);
    await shot('abha-registration-offline');

    // Back online, leaving the consultation and coming back resumes the registration where it
    // stood, the mobile given kept; Cancel forgets it.
    h.core.network.setOsOnline(true);
    await openPatientWithoutAbha();
    const resumed = page.getByRole('region', { name: 'ABHA', exact: true });
    await resumed.getByLabel('Aadhaar OTP').waitFor();
    expect(await resumed.getByLabel('Mobile number for ABHA messages').inputValue()).toBe(
      '9999999999',
    );
    await resumed.getByRole('button', { name: 'Cancel the ABHA registration' }).click();
    await resumed.getByRole('button', { name: 'Create ABHA' }).waitFor();
    const patientId = (await h.core.handlers['consultation:today']({})).queue.appointments[1]!
      .patient!.id;
    expect(await h.core.handlers['abdm:registration-get']({ patientId })).toBeNull();
  });
});
