import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';

// Made up for this test.
const KEY = 'listener-test-key-0123456789abcdef';
let app: TestCompanion;
afterEach(async () => {
  await app.close();
});

const deliveries = async () => (await app.value('webhooks:listen-state', {})).deliveries;

describe('the console’s loopback listener, against the sandbox', () => {
  it('shows each delivery with its verdict, redacts patient data until revealed, logs none of it', async () => {
    app = await startTestCompanion();
    const listener = await app.value('webhooks:listen-start', {});
    expect(listener.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/webhooks$/);
    const registered = await app.value('webhooks:register', {
      event_names: ['receipt.created', 'prescription.created'],
      endpoint: listener.url!,
      signing_key: KEY,
      protocol: 'http',
    });
    expect(registered.state).toBe('sent');
    const id = registered.state === 'sent' ? registered.value.id : '';

    await app.value('webhooks:send-test', { id, event: 'receipt.created' });
    await expect.poll(async () => (await deliveries()).length).toBe(1);
    const [receipt] = await deliveries();
    expect(receipt).toMatchObject({
      event: 'receipt.created',
      verdict: { ok: true, matched: 'compact' },
      verifiedBy: id,
      path: '/webhooks',
    });
    expect(receipt!.keptBytes).toBe(receipt!.sizeBytes);
    // The state carries summaries only: the body is asked for, one delivery at a time.
    expect(JSON.stringify(await deliveries())).not.toContain('test patient');
    const shown = await app.value('webhooks:reveal-delivery', { id: receipt!.id });
    expect(shown).toMatchObject({ redacted: true, cut: false });
    expect(shown.body).toContain('"name": "[redacted]"');
    expect(shown.body).not.toContain('test patient');
    expect(shown.body).not.toContain('+919999999999');
    const revealed = await app.value('webhooks:reveal-delivery', {
      id: receipt!.id,
      patientData: true,
    });
    expect(revealed.body).toContain('test patient');

    app.sandbox.emitEvent(app.sandbox.options.clientId, 'prescription.created', {
      prescription_id: 'rx-7',
    });
    await expect.poll(async () => (await deliveries()).length).toBe(2);
    expect((await deliveries())[0]).toMatchObject({
      event: 'prescription.created',
      verdict: { ok: true },
    });
    expect(app.logText()).not.toContain(KEY);
    expect(app.logText()).not.toContain('test patient');
  });

  it('refuses a forged delivery with 401 and does not forward it, and keeps only the last 200', async () => {
    app = await startTestCompanion();
    const forwarded: string[] = [];
    const target = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        forwarded.push(`${String(req.headers['eka-webhook-signature'])} ${body}`);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const forwardTo = `http://127.0.0.1:${(target.address() as AddressInfo).port}/in`;
    const { url } = await app.value('webhooks:listen-start', { forwardTo });
    await app.value('webhooks:register', {
      event_names: ['receipt.created'],
      endpoint: url!,
      signing_key: KEY,
      protocol: 'http',
    });
    const forged = await fetch(url!, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'Eka-Webhook-Signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
      body: '{"event":"receipt.created","data":{"mobile":"+919876543210"}}',
    });
    expect(forged.status).toBe(401);
    const [first] = await deliveries();
    expect(first).toMatchObject({ verdict: { ok: false, kind: 'signature-mismatch' } });
    expect(first!.forward).toBeNull();
    expect(forwarded).toEqual([]);
    // An address no webhook is registered for: nothing to verify against, said so.
    const stray = await fetch(`${url!}?other=1`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'Eka-Webhook-Signature': `t=1,v1=${'0'.repeat(64)}`,
      },
      body: '{}',
    });
    expect(stray.status).toBe(401);
    expect((await deliveries())[0]!.verdict.message).toMatch(/^No webhook registered/);

    await app.value('webhooks:listen-start', {});
    for (let i = 0; i < 205; i += 1) {
      await fetch((await app.value('webhooks:listen-state', {})).listener.url!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Each a size of its own (100 + i bytes): the summaries tell them apart.
        body: JSON.stringify({ event: 'receipt.created', pad: 'x'.repeat(100 + i - 36) }),
      });
    }
    const kept = await deliveries();
    expect(kept).toHaveLength(200);
    expect(kept[0]!.sizeBytes).toBe(100 + 204);
    expect(kept.at(-1)!.sizeBytes).toBe(100 + 5);
    const busy = Number(new URL(forwardTo).port);
    const refused = await app.call('webhooks:listen-start', { port: busy });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ code: 'CONFLICT' });
    expect(refused.ok ? '' : refused.error.message).toMatch(/^Port \d+ cannot be used \(in use\)/);
    await app.value('webhooks:listen-stop', {});
    expect((await app.value('webhooks:listen-state', {})).listener.running).toBe(false);
    await new Promise<void>((resolve) => target.close(() => resolve()));
  });
});
