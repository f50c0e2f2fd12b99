import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import samples from '../../spec/published/webhook-samples.json';
import { closeBrowser, startHarness, type Harness } from './harness';

// A key made up for this test; the signature is computed here, independently of the app.
const KEY = 'browser-test-key-0123456789abcdef';
const sign = (body: string, t: number) =>
  `t=${t},v1=${createHmac('sha256', KEY).update(`${t}.${body}`).digest('hex')}`;

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ timeoutMs: 1500 });
  await h.openScreen('Webhooks');
});
afterEach(async () => {
  await h.close();
});
afterAll(closeBrowser);

describe('the webhook console in Chromium, bound to the real core', () => {
  it('checks a pasted delivery by keyboard: verified, then tampered, then too old', async () => {
    const { page } = h;
    const body = JSON.stringify(samples[1], null, 2);
    const t = Math.floor(Date.now() / 1000);
    const header = page.getByLabel('Signature header');
    await header.focus();
    await page.keyboard.insertText(sign(JSON.stringify(samples[1]), t));
    await page.keyboard.press('Tab');
    await page.keyboard.insertText(body);
    await page.keyboard.press('Tab');
    await page.keyboard.insertText(KEY);
    await page.keyboard.press('Enter');
    const verdict = page.locator('.verify-verdict');
    await expect.poll(() => verdict.textContent()).toMatch(/^Verified: .*compact re-serialisation/);
    expect(await h.axeViolations()).toEqual([]);
    await verdict.scrollIntoViewIfNeeded();
    await h.screenshot('webhooks-verify-ok', { fullPage: false });

    await page.getByLabel('Body, exactly as received').fill(body.replace('created', 'cancelled'));
    await page.getByRole('button', { name: 'Verify signature' }).click();
    await expect
      .poll(() => verdict.textContent())
      .toMatch(/^Refused\. The signature does not match/);

    await page.getByLabel('Body, exactly as received').fill(body);
    await header.fill(sign(body, t - 600));
    await page.getByRole('button', { name: 'Verify signature' }).click();
    await expect.poll(() => verdict.textContent()).toMatch(/past the 180 s tolerance/);
    expect(await h.axeViolations()).toEqual([]);
    await h.screenshot('webhooks-verify-old', { fullPage: false });
    expect(h.app.logText()).not.toContain(KEY);
  });

  it('shows every published event by service with its sample on demand, and registers any of them', async () => {
    const { page } = h;
    const catalogue = page.getByRole('region', { name: 'Events the platform delivers' });
    await expect
      .poll(() => catalogue.getByRole('heading', { level: 3 }).count())
      .toBeGreaterThan(5);
    const show = page.getByRole('button', { name: 'Show sample payload of receipt.deleted' });
    await show.focus();
    await page.keyboard.press('Enter');
    const sample = page.getByLabel(/^Sample payload of receipt\.deleted/);
    await expect.poll(() => sample.textContent()).toContain('"event": "receipt.deleted"');
    expect(await h.axeViolations()).toEqual([]);
    await sample.scrollIntoViewIfNeeded();
    await h.screenshot('webhooks-catalogue', { fullPage: false });

    const endpoint = 'https://reminders.clinic.example/hook';
    await page.getByRole('checkbox', { name: 'appointment.reminder_instant' }).check();
    await page.getByRole('checkbox', { name: 'v2rx.completed' }).check();
    await page.getByLabel('Endpoint URL').fill(endpoint);
    await page.getByRole('button', { name: 'Register webhook' }).last().click();
    const table = page.getByRole('table', { name: 'Registered webhooks' });
    await expect.poll(() => table.getByText(endpoint, { exact: true }).count()).toBe(1);
    const stored = h.sandbox
      .webhooksFor(h.sandbox.options.clientId)
      .find((w) => w.endpoint === endpoint);
    expect(stored?.event_names.sort()).toEqual(['appointment.reminder_instant', 'v2rx.completed']);
  });

  it('fits the table in 1280 px with every Delete in view, revealed keys included', async () => {
    const { page } = h;
    const table = page.getByRole('table', { name: 'Registered webhooks' });
    const all = h.sandbox.webhooksFor(h.sandbox.options.clientId);
    await expect.poll(() => table.locator('tbody tr').count()).toBe(all.length);
    for (const webhook of all.filter((w) => w.signing_key !== null)) {
      await page
        .getByRole('button', { name: `Reveal signing key for ${webhook.endpoint}` })
        .click();
    }
    const scroll = page.locator('.table-scroll');
    const widths = await scroll.evaluate((el: { scrollWidth: number; clientWidth: number }) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    for (const webhook of all) {
      const button = page.getByRole('button', { name: `Delete webhook for ${webhook.endpoint}` });
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
    }
    await h.screenshot('webhooks-table-1280', { fullPage: false });
  });
});
