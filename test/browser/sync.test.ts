import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeBrowser, startHarness, type Harness } from './harness';

const FAST = {
  sync: { debounceMs: 5, backoff: { baseMs: 50, maxMs: 1_000 } },
  network: { minProbeMs: 50, maxProbeMs: 300 },
};

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ timeoutMs: 1_500, core: FAST });
  await h.openScreen('Webhooks');
});
afterEach(async () => {
  await h.close();
});
afterAll(closeBrowser);

const endpoint = 'https://audit.clinic.example/made-offline';
const onSandbox = (): number =>
  h.sandbox.webhooksFor(h.sandbox.options.clientId).filter((w) => w.endpoint === endpoint).length;

describe('offline first, in Chromium with the real core and sandbox', () => {
  it('a webhook registered offline waits in the app, survives a restart, and reaches the platform once on reconnect', async () => {
    const { page } = h;
    const table = page.getByRole('table', { name: 'Registered webhooks' });
    await table.waitFor();
    // The computer loses its network: the OS says so, and the platform is unreachable.
    h.core.network.setOsOnline(false);
    h.sandbox.faults.set({ offline: true });
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Offline' }).count())
      .toBeGreaterThan(0);

    await page.getByRole('checkbox', { name: 'receipt.created' }).check();
    await page.getByLabel('Endpoint URL').fill(endpoint);
    await page.getByRole('button', { name: 'Register webhook' }).last().click();
    await expect
      .poll(() => page.getByText(/will be registered when the connection returns/).count())
      .toBeGreaterThan(0);
    const waiting = page.getByRole('region', { name: 'Registrations not yet on the platform' });
    await expect.poll(() => waiting.getByText(endpoint, { exact: true }).count()).toBe(1);
    await expect.poll(() => waiting.getByText('Waiting to sync').count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: /1 waiting/ }).count()).toBe(1);
    await h.screenshot('sync-webhook-queued-offline');
    expect(onSandbox()).toBe(0);

    // The app is closed and opened again while still offline: the change is still there.
    await h.restartCore();
    h.core.network.setOsOnline(false);
    await h.openScreen('Webhooks');
    await expect.poll(() => waiting.getByText(endpoint, { exact: true }).count()).toBe(1);

    await h.openScreen('Sync');
    await expect
      .poll(() => page.getByText(`Webhook registration for ${endpoint} · saved today`).count())
      .toBeGreaterThan(0);
    await h.screenshot('sync-screen-waiting');

    // The network returns: no click needed.
    h.sandbox.faults.reset();
    h.core.network.setOsOnline(true);
    await expect.poll(onSandbox, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() => page.getByText('Nothing waiting. Every change has reached the platform.').count())
      .toBe(1);
    await expect.poll(() => page.getByRole('button', { name: /All changes sent/ }).count()).toBe(1);
    await h.openScreen('Webhooks');
    await expect.poll(() => table.getByText(endpoint, { exact: true }).count()).toBe(1);
    expect(onSandbox()).toBe(1);
  });

  it('shows a rejected change in words, retries it on request, and discards it only after confirmation', async () => {
    const { page } = h;
    const seeded = h.sandbox.webhooksFor(h.sandbox.options.clientId)[0]!.endpoint;
    // A registration that was queued offline and is refused when it finally goes.
    h.core.network.setOsOnline(false);
    await page.getByRole('table', { name: 'Registered webhooks' }).waitFor();
    await page.getByRole('checkbox', { name: 'receipt.created' }).check();
    await page.getByLabel('Endpoint URL').fill(seeded);
    await page.getByRole('button', { name: 'Register webhook' }).last().click();
    await page.getByText(/will be registered when the connection returns/).waitFor();
    h.core.network.setOsOnline(true);

    await h.openScreen('Sync');
    const refusal = 'Refused by the platform: requested endpoint is already registered';
    await expect.poll(() => page.getByText(refusal).count(), { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() => page.getByRole('button', { name: /1 needs attention/ }).count())
      .toBe(1);
    await h.screenshot('sync-screen-rejected');
    expect(await h.axeViolations()).toEqual([]);

    await page.getByRole('button', { name: `Retry Webhook registration for ${seeded}` }).click();
    await expect.poll(() => page.getByText(refusal).count(), { timeout: 10_000 }).toBe(1);
    const row = h.core.outbox.open()[0]!;
    expect(h.core.outbox.log(row.id).map((e) => e.event)).toEqual([
      'attempt',
      'rejected',
      'user-retry',
      'attempt',
      'rejected',
    ]);

    const discard = page.getByRole('button', {
      name: `Discard Webhook registration for ${seeded}`,
    });
    await discard.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Keep' }).click();
    expect(h.core.outbox.get(row.id)?.state).toBe('rejected');
    await discard.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
    await expect
      .poll(() => page.getByText('Nothing waiting. Every change has reached the platform.').count())
      .toBe(1);
    expect(h.core.outbox.get(row.id)?.state).toBe('discarded');
    expect(h.core.outbox.log(row.id).at(-1)?.event).toBe('discarded');
  });
});
