import { describe, expect, it } from 'vitest';
import { makePng } from '../helpers/png';
import { activeText } from './focus';
import { useHarness } from './use-harness';

/*
 * The two rooms by keyboard only, at 1366 × 768: the doctor's menu and Settings (profile,
 * letterhead, signature image) hold nothing of the integrator's; Clinic setup holds the account
 * and the Webhooks console.
 */
const h = useHarness();

const DOCTOR_MENU = [
  'Today',
  'Consultation',
  'Recordings',
  'Documents',
  'ABHA',
  'Sync',
  'Settings',
];

async function menu(name: string): Promise<string[]> {
  const nav = h.page.getByRole('navigation', { name });
  return (await nav.getByRole('button').allInnerTexts()).map((text) => text.trim());
}

describe('two rooms in Chromium, by keyboard', () => {
  it('the doctor’s menu and Settings hold no Webhooks and no secret; Clinic setup holds both', async () => {
    const { page } = h;
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    expect(await menu('Main')).toEqual(DOCTOR_MENU);
    expect(await page.getByRole('navigation', { name: 'Clinic setup' }).count()).toBe(0);

    // Settings by its shortcut: the doctor's profile, letterhead and signature; no secrets.
    await page.keyboard.press('Control+7');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const doctor = page.getByRole('region', { name: 'Doctor' });
    await expect.poll(() => doctor.innerText()).toContain('Dr. Meera Iyer');
    await doctor.getByRole('group', { name: 'Letterhead as printed' }).waitFor();
    for (const label of ['Client secret', 'JWE secret', 'Client id']) {
      expect(await page.getByLabel(label).count()).toBe(0);
    }
    expect(await page.getByText('Webhooks', { exact: true }).count()).toBe(0);
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('clinic-setup-settings-doctor', { fullPage: true });

    // The signature image: its button is a keyboard stop that opens the system's file dialog
    // (test/unit/dom/settings/SignatureSection.test.tsx); the file is given to its input, as the
    // dialog would. One too large is refused in a sentence ...
    const signature = page.getByRole('region', { name: 'Signature or stamp' });
    const file = page.getByLabel('Signature or stamp image file');
    await file.setInputFiles({
      name: 'stamp.png',
      mimeType: 'image/png',
      buffer: makePng(400, 120, { totalBytes: 524_289 }),
    });
    await signature
      .getByRole('alert')
      .filter({
        hasText:
          'This image is 524,289 bytes; a signature or stamp image may be at most 524,288 bytes (512 KB).',
      })
      .waitFor();
    // ... one within the limits is kept and shown as it will print.
    await file.setInputFiles({
      name: 'signature.png',
      mimeType: 'image/png',
      buffer: makePng(400, 120),
    });
    await signature
      .getByRole('img', { name: 'The signature or stamp image, as printed' })
      .waitFor();
    await signature
      .getByText('Saved: prescriptions finalized from now on carry this image.')
      .waitFor();
    expect(await signature.getByRole('alert').count()).toBe(0);
    await signature.scrollIntoViewIfNeeded();
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('clinic-setup-signature-chosen');
    // Removed by keyboard: focus goes on to choosing one again, never to the page.
    await signature.getByRole('button', { name: 'Remove the image' }).focus();
    await page.keyboard.press('Enter');
    await signature
      .getByText(/^Removed: prescriptions finalized from now on carry no image/)
      .waitFor();
    expect(await activeText(page)).toBe('Choose an image…');

    // Clinic setup from the bottom of Settings: the account and its secrets.
    await page.getByRole('button', { name: 'Open Clinic setup' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Clinic setup' }).waitFor();
    expect(await activeText(page)).toBe('Clinic setup');
    expect(await menu('Main')).toEqual(DOCTOR_MENU);
    expect(await menu('Clinic setup')).toEqual(['Account', 'Webhooks', 'EMR profile extras']);
    for (const label of ['Base URL', 'Client id', 'Client secret', 'JWE key id', 'JWE secret']) {
      expect(await page.getByLabel(label).count()).toBe(1);
    }
    await page.getByRole('button', { name: 'Test connection' }).waitFor();
    await page.getByRole('button', { name: 'Use the built-in sandbox' }).waitFor();
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('clinic-setup-account');

    // The room's menu is just before the screen: Shift+Tab from the heading reaches it.
    await page.keyboard.press('Shift+Tab');
    expect(await activeText(page)).toBe('EMR profile extras');
    await page.keyboard.press('Shift+Tab');
    expect(await activeText(page)).toBe('Webhooks');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();
    await page.getByRole('table', { name: 'Registered webhooks' }).waitFor();
    expect(await menu('Main')).toEqual(DOCTOR_MENU);
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('clinic-setup-webhooks');

    // Back to the day by the doctor's shortcut: the room's menu is gone.
    await page.keyboard.press('Control+1');
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Clinic setup' }).count()).toBe(0);
    // And Ctrl+Shift+K reaches the room from anywhere.
    await page.keyboard.press('Control+Shift+K');
    await page.getByRole('heading', { level: 1, name: 'Clinic setup' }).waitFor();
  });

  it('the EMR profile extras are in Clinic setup for the consultation open, not in the consultation', async () => {
    const { page } = h;
    await page.setViewportSize({ width: 1366, height: 768 });
    await h.startWalkIn({ name: 'Leela Nair', sex: 'female', birthDate: '1979-06-14' });
    expect(await page.getByRole('region', { name: /^EMR profile extras/ }).count()).toBe(0);
    await page.keyboard.press('Control+Shift+K');
    await page.getByRole('heading', { level: 1, name: 'Clinic setup' }).waitFor();
    await page.keyboard.press('Shift+Tab');
    expect(await activeText(page)).toBe('EMR profile extras');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'EMR profile extras' }).waitFor();
    const section = page.getByRole('region', { name: 'EMR profile extras of Leela Nair' });
    await section.getByRole('button', { name: 'Save extras' }).waitFor();
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('clinic-setup-profile-extras');
  });
});
