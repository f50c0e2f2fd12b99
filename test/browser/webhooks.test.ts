import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeBrowser, startHarness, type Harness } from './harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ timeoutMs: 1500 });
  await h.openScreen('Webhooks');
});
afterEach(async () => {
  await h.close();
});
afterAll(closeBrowser);

describe('Webhooks screen in Chromium, bound to the real core and sandbox', () => {
  it('lists the webhooks, serves the saved list with a banner when the platform goes offline, and recovers', async () => {
    const { page } = h;
    const table = page.getByRole('table', { name: 'Registered webhooks' });
    const expected = h.sandbox.webhooksFor(h.sandbox.options.clientId);
    await expect.poll(() => table.locator('tbody tr').count()).toBe(expected.length);
    for (const webhook of expected) {
      await expect.poll(() => table.getByText(webhook.endpoint, { exact: true }).count()).toBe(1);
    }
    // Signing keys are masked until revealed.
    const withKey = expected.find((w) => w.signing_key !== null)!;
    expect(await table.textContent()).not.toContain(withKey.signing_key!);
    await page.getByRole('button', { name: `Reveal signing key for ${withKey.endpoint}` }).click();
    await expect.poll(() => table.getByText(withKey.signing_key!).count()).toBe(1);
    await h.screenshot('webhooks-live');

    h.sandbox.faults.set({ offline: true });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => page.getByText(/^Showing the saved list/).count()).toBe(1);
    expect(await table.locator('tbody tr').count()).toBe(expected.length);
    // The saved copy is seconds old, yet never "just now": its exact time and age.
    const synced = await page.getByText(/^Last synced:/).textContent();
    expect(synced).toMatch(/\(saved copy, under 1 min old\)$/);
    expect(synced).not.toMatch(/just now/);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Offline' }).count())
      .toBeGreaterThan(0);
    await h.screenshot('webhooks-offline-cache');

    h.sandbox.faults.reset();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => page.getByText(/^Showing the saved list/).count()).toBe(0);
  });

  it('filters by event name', async () => {
    const { page } = h;
    const table = page.getByRole('table', { name: 'Registered webhooks' });
    const all = h.sandbox.webhooksFor(h.sandbox.options.clientId);
    await expect.poll(() => table.locator('tbody tr').count()).toBe(all.length);
    const wanted = all.filter((w) => w.event_names.includes('receipt.updated')).length;
    await page.getByLabel('Filter by event').selectOption('receipt.updated');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(wanted);
  });

  it('registers a webhook, shows the duplicate refusal on the endpoint, and deletes after confirmation', async () => {
    const { page } = h;
    const endpoint = 'https://audit.clinic.example/browser-test';
    await page.getByRole('button', { name: 'Register webhook' }).first().waitFor();
    await page.getByRole('checkbox', { name: 'prescription.created' }).check();
    await page.getByLabel('Endpoint URL').fill(endpoint);
    await page.getByRole('button', { name: 'Register webhook' }).last().click();
    const table = page.getByRole('table', { name: 'Registered webhooks' });
    await expect.poll(() => table.getByText(endpoint, { exact: true }).count()).toBe(1);
    expect(
      h.sandbox.webhooksFor(h.sandbox.options.clientId).some((w) => w.endpoint === endpoint),
    ).toBe(true);

    await page.getByRole('checkbox', { name: 'prescription.created' }).check();
    await page.getByLabel('Endpoint URL').fill(endpoint);
    await page.getByRole('button', { name: 'Register webhook' }).last().click();
    await expect
      .poll(() => page.getByText(/requested endpoint is already registered/).count())
      .toBeGreaterThan(0);
    expect(await page.getByLabel('Endpoint URL').inputValue()).toBe(endpoint);

    await page.getByRole('button', { name: `Delete webhook for ${endpoint}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(
      h.sandbox.webhooksFor(h.sandbox.options.clientId).some((w) => w.endpoint === endpoint),
    ).toBe(true);
    await page.getByRole('button', { name: `Delete webhook for ${endpoint}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => table.getByText(endpoint, { exact: true }).count()).toBe(0);
    expect(
      h.sandbox.webhooksFor(h.sandbox.options.clientId).some((w) => w.endpoint === endpoint),
    ).toBe(false);
  });

  it('shows a clear error when the platform hangs past the time limit, and the app stays usable', async () => {
    const { page } = h;
    h.sandbox.faults.set({ hang: true });
    await h.restartCore();
    await h.openScreen('Webhooks');
    await expect
      .poll(() => page.getByText(/did not answer within 2 s/).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await h.screenshot('webhooks-timeout');
    await h.openScreen('Settings');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/Settings/);
  });
});
