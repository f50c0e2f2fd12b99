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
});
