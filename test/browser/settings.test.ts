import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server';
import { activeText } from './focus';
import { closeBrowser, startHarness, type Harness } from './harness';

let h: Harness;
let other: Sandbox | undefined;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.close();
  await other?.close();
  other = undefined;
});
afterAll(closeBrowser);

describe('Settings and Clinic setup in Chromium, bound to the real core', () => {
  it('switches from the embedded sandbox to a configured account and back, with the badge following', async () => {
    const { page } = h;
    other = await startSandbox({
      port: 0,
      seedWebhooks: false,
      clientId: 'clinic-42',
      clientSecret: 'clinic-42-secret',
    });
    await expect.poll(() => page.getByText('Sandbox', { exact: true }).count()).toBe(1);
    await h.openScreen('Clinic setup');
    await page.getByLabel('Base URL').fill(other.url);
    await page.getByLabel('Client id').fill('clinic-42');
    await page.getByLabel('Client secret').fill('clinic-42-secret');
    await page.getByLabel('JWE key id').fill('kid-42');
    await page.getByLabel('JWE secret').fill('abcdefghijklmnop');
    // Test connection first, by keyboard: each check listed in words, nothing saved yet.
    await page.getByRole('button', { name: 'Test connection' }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByText(/The account works: all \d+ checks passed\. Nothing was saved yet\./)
      .waitFor();
    expect(
      await page
        .getByText('Passed: Signed in to the platform with the client id and secret.')
        .count(),
    ).toBe(1);
    expect(await page.getByText('Sandbox', { exact: true }).count()).toBe(1);
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('settings-test-connection');
    await page.getByRole('button', { name: 'Save platform settings' }).click();
    await expect.poll(() => page.getByText('Sandbox', { exact: true }).count()).toBe(0);

    await h.openScreen('Webhooks');
    await expect
      .poll(() => page.getByText('No webhooks are registered for this client.').count())
      .toBe(1);

    await h.openScreen('Clinic setup');
    await page.getByRole('button', { name: 'Use the built-in sandbox' }).click();
    await expect.poll(() => page.getByText('Sandbox', { exact: true }).count()).toBe(1);
  });

  it('explains that secrets will not be stored where there is no keychain', async () => {
    h.app.keychain.setAvailable(false);
    await h.page.reload();
    await h.openScreen('Clinic setup');
    await expect
      .poll(() => h.page.getByText(/the test keychain is switched off/).count())
      .toBeGreaterThan(0);
    expect(await h.page.getByLabel('Client secret').isDisabled()).toBe(true);
    await h.screenshot('settings-no-keychain');
  });

  it('saves diagnostics for support by keyboard and says where the file went', async () => {
    const { page } = h;
    await h.openScreen('Settings');
    const button = page.getByRole('button', { name: 'Save diagnostics' });
    await button.focus();
    await page.keyboard.press('Enter');
    const saved = page.getByRole('status').filter({ hasText: 'Saved as' });
    await saved.waitFor();
    expect(await saved.textContent()).toMatch(
      /^Saved as .*clinic-companion-diagnostics-.*\.json \(\d+ KB\)\. Send this file to support\.$/,
    );
    await saved.scrollIntoViewIfNeeded();
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('settings-diagnostics-saved');

    // Crash dumps: a warning first, by keyboard; none kept by the harness's core, said in words.
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('Save crash dumps…');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('button', { name: 'Save crash dumps', exact: true });
    await confirm.waitFor();
    await expect.poll(() => activeText(page)).toBe('Save crash dumps');
    expect(await page.getByText(/can hold the details of the patient/).count()).toBe(1);
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('settings-crash-dumps-warning');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Crash dumps were not saved' }).waitFor();
  });

  it('says what data is kept on this computer and for how long', async () => {
    const { page } = h;
    await h.openScreen('Settings');
    const section = page.getByRole('region', { name: 'Data kept on this computer' });
    await section.scrollIntoViewIfNeeded();
    const text = (await section.textContent()) ?? '';
    expect(text).toContain('transcripts are the clinic’s record: they are kept');
    expect(text).toContain('audio is deleted once it has been transcribed');
    expect(text).toContain('deleted after 30 days');
    expect(text).toContain('Changes still waiting are always kept');
    expect(await h.axeViolations()).toEqual([]);
  });
});
