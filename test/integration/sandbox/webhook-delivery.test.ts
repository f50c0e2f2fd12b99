import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifySignature } from '../../../src/main/core/webhooks/signature';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { VOICE_SESSIONS_PATH, voiceEndPath } from '../../../src/shared/voice';
import { CreateSessionAnswerSchema } from '../../../src/shared/voice-answers';
import { adminCall, SUBSCRIPTIONS, call, login } from './helpers';

// Made up for this test.
const KEY = 'delivery-test-key-0123456789abcdef';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on loopback answering each request with the next status of `statuses` (then 200). */
async function startReceiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let sandbox: Sandbox;
let token: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const client = () => sandbox.options.clientId;

beforeEach(async () => {
  sandbox = await startSandbox({
    seedWebhooks: false,
    webhookRetry: { attempts: 3, baseDelayMs: 20, maxDelayMs: 100, timeoutMs: 1000 },
  });
  token = (await login(sandbox)).access_token;
});
afterEach(async () => {
  await sandbox.close();
  await receiver.close();
});

async function register(body: Record<string, unknown>): Promise<string> {
  const answer = await call(sandbox, 'POST', SUBSCRIPTIONS, { token, body });
  expect(answer.status).toBe(201);
  return (answer.body as { id: string }).id;
}

const attemptsOf = (deliveryId: string) =>
  sandbox.deliveryAttempts().filter((a) => a.deliveryId === deliveryId);

describe('the sandbox delivers webhooks', () => {
  it('POSTs the published payload with its ids, signed as published, verifying over the compact form', async () => {
    receiver = await startReceiver();
    await register({
      event_names: ['prescription.created'],
      endpoint: receiver.url,
      signing_key: KEY,
    });
    const [id] = sandbox.emitEvent(client(), 'prescription.created', { prescription_id: 'rx-42' });
    await expect.poll(() => receiver.received.length).toBe(1);
    const { headers, body } = receiver.received[0]!;
    const payload = JSON.parse(body) as { event_type: string; data: { rx_id: string } };
    expect(payload.event_type).toBe('prescription.created');
    expect(payload.data.rx_id).toBe('rx-42');
    expect(body).toContain('", "');
    const verdict = verifySignature({
      header: headers['eka-webhook-signature'] as string,
      body,
      key: KEY,
      now: Date.now(),
    });
    expect(verdict).toMatchObject({ ok: true, matched: 'compact', timestampUnit: 'seconds' });
    await expect.poll(() => attemptsOf(id!).map((a) => a.outcome)).toEqual(['delivered']);
    expect(JSON.stringify(sandbox.deliveryAttempts())).not.toContain(KEY);
  });

  it('retries a failing endpoint with doubling delays, and gives up after the last try', async () => {
    receiver = await startReceiver([503, 500]);
    await register({ event_names: ['receipt.created'], endpoint: receiver.url, signing_key: KEY });
    const [first] = sandbox.emitEvent(client(), 'receipt.created');
    await expect
      .poll(() => attemptsOf(first!).map((a) => `${a.outcome}:${a.status}`))
      .toEqual(['failed:503', 'failed:500', 'delivered:200']);
    const [a1, a2] = attemptsOf(first!);
    expect([a1!.retryInMs, a2!.retryInMs]).toEqual([20, 40]);

    receiver.received.length = 0;
    const failing = await startReceiver([500, 500, 500, 500]);
    await register({ event_names: ['receipt.updated'], endpoint: failing.url });
    const [second] = sandbox.emitEvent(client(), 'receipt.updated');
    await expect
      .poll(() => attemptsOf(second!).map((a) => a.outcome))
      .toEqual(['failed', 'failed', 'gave-up']);
    expect(failing.received).toHaveLength(3);
    // Registered without a key: delivered unsigned.
    expect(failing.received[0]!.headers['eka-webhook-signature']).toBeUndefined();
    await failing.close();
  });

  it('calls only loopback addresses, and sends a test event through the admin route', async () => {
    receiver = await startReceiver();
    await register({ event_names: ['appointment.created'], endpoint: 'https://far.example/h' });
    const webhookId = await register({
      event_names: ['appointment.created', 'v2rx.completed'],
      endpoint: receiver.url,
      signing_key: KEY,
    });
    const ids = sandbox.emitEvent(client(), 'appointment.created');
    expect(ids).toHaveLength(2);
    await expect.poll(() => receiver.received.length).toBe(1);
    await expect
      .poll(() =>
        sandbox
          .deliveryAttempts()
          .map((a) => a.outcome)
          .sort(),
      )
      .toEqual(['delivered', 'skipped']);

    const answer = await adminCall(sandbox, 'POST', '/__sandbox/webhook-deliveries/test', {
      body: { webhook_id: webhookId, event: 'v2rx.completed' },
    });
    expect(answer.status).toBe(202);
    await expect.poll(() => receiver.received.length).toBe(2);
    expect(JSON.parse(receiver.received[1]!.body)).toMatchObject({ service_id: 'v2rx' });
    const listed = await adminCall(sandbox, 'GET', '/__sandbox/webhook-deliveries');
    expect((listed.body as { attempts: unknown[] }).attempts).toHaveLength(3);
    const unknown = await adminCall(sandbox, 'POST', '/__sandbox/webhook-deliveries/test', {
      body: { webhook_id: 'nope' },
    });
    expect(unknown.status).toBe(404);
  });

  it('delivers v2rx.completed once when a transcription finishes', async () => {
    receiver = await startReceiver();
    sandbox.voice.set({ transcriptionDelayMs: 100 });
    await register({ event_names: ['v2rx.completed'], endpoint: receiver.url, signing_key: KEY });
    const created = await call(sandbox, 'POST', VOICE_SESSIONS_PATH, {
      token,
      body: { upload_type: 'single' },
    });
    const id = CreateSessionAnswerSchema.parse(created.body).session_id;
    await call(sandbox, 'POST', voiceEndPath(id), { token });
    await expect.poll(() => receiver.received.length, { timeout: 5000 }).toBe(1);
    expect(JSON.parse(receiver.received[0]!.body)).toEqual({
      service_id: 'v2rx',
      event_id: 'v2rx.completed',
      payload: { session_id: id },
    });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(receiver.received).toHaveLength(1);
  });
});
