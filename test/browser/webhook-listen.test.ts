import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeBrowser, startHarness, type Harness } from './harness';

// Made up for this test.
const KEY = 'listen-browser-key-0123456789abcdef';

let h: Harness;
beforeEach(async () => {
  // The sandbox emits prescription.created when the structured copy arrives: turned on here.
  h = await startHarness({ timeoutMs: 1500, structured: true });
  await h.openScreen('Webhooks');
});
afterEach(async () => {
  await h.close();
});
afterAll(closeBrowser);

describe('listen, test and rotate in Chromium, bound to the real core and sandbox', () => {
  it('sees a finalized pad’s prescription.created arrive verified, sends a test, and rotates the key with no gap', async () => {
    const { page } = h;
    const client = h.sandbox.options.clientId;
    const received = page.getByRole('region', { name: 'Received deliveries' }).locator('li');
    const verifiedBy = async (id: string) =>
      (await h.core.handlers['webhooks:listen-state']({})).deliveries.filter(
        (d) => d.verifiedBy === id && d.verdict.ok,
      ).length;

    await page.getByRole('button', { name: 'Start listening' }).click();
    const status = page.getByText(/^Listening on /);
    await status.waitFor();
    const url = /(http:\/\/127\.0\.0\.1:\d+\/webhooks)/.exec(
      (await status.textContent()) ?? '',
    )![1]!;

    await page.getByRole('checkbox', { name: 'prescription.created' }).check();
    await page.getByLabel('Endpoint URL').fill(url);
    await page.getByLabel('Signing key (optional)').fill(KEY);
    await page.getByLabel('Protocol').selectOption('http');
    await page.getByRole('button', { name: 'Register webhook' }).last().click();
    const table = page.getByRole('table', { name: 'Registered webhooks' });
    await expect.poll(() => table.getByText(url, { exact: true }).count()).toBe(1);
    const oldId = h.sandbox.webhooksFor(client).find((w) => w.endpoint === url)!.id;

    // A doctor finalizes a pad: the sandbox delivers prescription.created, signed.
    await h.openConsultation(1);
    await page.getByText('Status: Draft').waitFor();
    await page.keyboard.press('Alt+KeyV');
    await page.keyboard.type('120');
    await page.keyboard.press('Tab');
    await page.keyboard.type('80');
    await page.keyboard.press('Control+Enter');
    await page.getByText(/^Status: On the patient’s record/).waitFor({ timeout: 15_000 });
    await h.openScreen('Webhooks');
    await expect.poll(() => received.count(), { timeout: 10_000 }).toBe(1);
    expect(await received.first().textContent()).toMatch(
      /prescription\.created.*Verified: signed with this key over the compact/,
    );
    // Its body only on request, from the keyboard, patient data redacted.
    await received.first().getByRole('button', { name: 'Show body' }).focus();
    await page.keyboard.press('Enter');
    const body = received.first().getByLabel('Body of the prescription.created delivery');
    await body.waitFor();
    expect(
      await received
        .first()
        .getByRole('button', { name: 'Hide body' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(await h.axeViolations()).toEqual([]);
    await received.first().scrollIntoViewIfNeeded();
    await h.screenshot('webhooks-listen-prescription', { fullPage: false });

    const testSection = page.getByRole('region', { name: 'Send a test event' });
    await testSection.getByLabel('Webhook').selectOption({ label: url });
    await testSection.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => received.count()).toBe(2);
    expect(await verifiedBy(oldId)).toBe(2);

    // Rotate: a new key, a new registration, a verified delivery, then the old one goes.
    const rotate = page.getByRole('region', { name: 'Rotate a signing key' });
    await rotate.getByLabel('Webhook to rotate').selectOption({ label: url });
    await rotate.getByRole('button', { name: 'Generate a new key' }).click();
    const newKey = await rotate.getByLabel('New signing key (shown once)').inputValue();
    expect(newKey).toMatch(/^[0-9a-f]{64}$/);
    await h.screenshot('webhooks-rotate-key', { fullPage: false });
    await rotate.getByRole('button', { name: 'Register the endpoint with the new key' }).click();
    await rotate.getByText(/^Registered http/).waitFor();
    const rotated = h.sandbox.webhooksFor(client).find((w) => w.signing_key === newKey)!;
    expect(rotated.endpoint).toMatch(/\/webhooks\?eka_rotation=\d+$/);
    // Both registrations deliver while the rotation runs: no gap.
    h.sandbox.emitEvent(client, 'prescription.created', { prescription_id: 'rx-during' });
    await expect.poll(() => verifiedBy(rotated.id)).toBe(1);
    await expect.poll(() => verifiedBy(oldId)).toBe(3);
    await rotate.getByRole('button', { name: 'Send a test event to the new registration' }).click();
    await rotate
      .getByText('A delivery to the new registration verified with the new key.')
      .waitFor();
    expect(await h.axeViolations()).toEqual([]);
    await rotate.getByRole('button', { name: 'Delete the old registration' }).click();
    await rotate.getByText(/^Rotated:/).waitFor();
    await expect.poll(() => rotate.getByLabel('Webhook to rotate').inputValue()).toBe(rotated.id);
    expect(h.sandbox.webhooksFor(client).some((w) => w.id === oldId)).toBe(false);
    const journal = h.sandbox.journal(client).map((c) => `${c.kind}:${c.webhookId}`);
    expect(journal.indexOf(`register:${rotated.id}`)).toBeLessThan(
      journal.indexOf(`delete:${oldId}`),
    );

    h.sandbox.emitEvent(client, 'prescription.created', { prescription_id: 'rx-after' });
    await expect.poll(() => verifiedBy(rotated.id)).toBe(3);
    expect(await verifiedBy(oldId)).toBe(3);
    await h.screenshot('webhooks-rotated', { fullPage: false });
    expect(h.app.logText()).not.toContain(newKey);
    expect(h.app.logText()).not.toContain(KEY);
  });
});
