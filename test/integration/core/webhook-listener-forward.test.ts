import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createWebhookListener,
  type WebhookListener,
} from '../../../src/main/core/webhooks/listener';
import { signatureHeader } from '../../../src/main/core/webhooks/signature';
import type { Webhook } from '../../../src/shared/webhook';
import { createFakeClock } from '../../helpers/fake-clock';
import { post } from '../../helpers/listener-posts';
import { until } from '../../helpers/until';

// The listener alone on real loopback HTTP, its keys given by a counted function, time by a fake clock.

// Made up for this test.
const KEY = 'forward-test-key-0123456789abcdef';
const JSON_TYPE = { 'content-type': 'application/json' };

let listener: WebhookListener;
let target: ReturnType<typeof createServer> | undefined;
afterEach(async () => {
  await listener.stop();
  target?.closeAllConnections();
  await new Promise<void>((resolve) => (target ? target.close(() => resolve()) : resolve()));
  target = undefined;
});

async function start(forwardTo?: string) {
  const clock = createFakeClock();
  const reads = { count: 0 };
  let url = '';
  listener = createWebhookListener({
    webhooks: () => {
      reads.count += 1;
      const webhook: Webhook = {
        id: 'wh-1',
        event_names: ['receipt.created'],
        endpoint: url,
        signing_key: KEY,
        client_id: '',
        protocol: 'http',
        created_at: '',
        updated_at: '',
        created_by: '',
        updated_by: '',
      };
      return Promise.resolve([webhook]);
    },
    now: () => clock.now(),
  });
  url = (await listener.start(forwardTo ? { forwardTo } : {})).url!;
  const signed = (body: string | Buffer, key = KEY) => ({
    ...JSON_TYPE,
    'Eka-Webhook-Signature': signatureHeader(key, Math.floor(clock.now() / 1000), body),
  });
  return { url, clock, reads, signed };
}

/** A local receiver recording each forward's bytes; it answers only once `release` is called. */
async function receiver() {
  const got: { body: Buffer; signature: string | undefined; type: string | undefined }[] = [];
  const held: ServerResponse[] = [];
  let released = false;
  target = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({
        body: Buffer.concat(chunks),
        signature: req.headers['eka-webhook-signature'] as string | undefined,
        type: req.headers['content-type'],
      });
      if (released) res.writeHead(204).end();
      else held.push(res);
    });
  });
  await new Promise<void>((resolve) => target!.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(target.address() as AddressInfo).port}/in`,
    got,
    release() {
      released = true;
      for (const res of held.splice(0)) res.writeHead(204).end();
    },
  };
}

describe('the listener’s keys', () => {
  it('reads the signing keys once for 50 deliveries, and again only once a minute has passed', async () => {
    const { url, clock, reads, signed } = await start();
    const bodies = Array.from({ length: 50 }, (_, n) => `{"event":"receipt.created","n":${n}}`);
    const statuses = await Promise.all(bodies.map((body) => post(url, body, signed(body))));
    expect(statuses).toEqual(bodies.map(() => 200));
    expect(reads.count).toBe(1);
    clock.advance(59_999);
    expect(await post(url, '{"n":"a"}', signed('{"n":"a"}'))).toBe(200);
    expect(reads.count).toBe(1);
    clock.advance(1);
    expect(await post(url, '{"n":"b"}', signed('{"n":"b"}'))).toBe(200);
    expect(reads.count).toBe(2);
    // A webhook registered or deleted here: the next delivery reads again.
    listener.forgetKeys();
    expect(await post(url, '{"n":"c"}', signed('{"n":"c"}'))).toBe(200);
    expect(reads.count).toBe(3);
  });
});

describe('forwarding', () => {
  it('forwards only verified deliveries: not unsigned, forged, replayed or too old', async () => {
    const local = await receiver();
    local.release();
    const { url, clock, signed } = await start(local.url);
    const body = '{"event":"receipt.created","n":1}';
    expect(await post(url, body, JSON_TYPE)).toBe(401);
    expect(await post(url, body, signed(body, 'not-the-key'))).toBe(401);
    const old = signed(body);
    clock.advance(180_001);
    expect(await post(url, body, old)).toBe(401);
    const good = signed(body);
    expect(await post(url, body, good)).toBe(200);
    expect(await post(url, body, good)).toBe(401);
    await until(() => listener.deliveries()[1]?.forward !== null, 'the forward to answer');
    expect(local.got).toHaveLength(1);
    expect(local.got[0]!.signature).toBe(good['Eka-Webhook-Signature']);
    expect(listener.deliveries().map((d) => [d.verdict.kind, d.forward])).toEqual([
      ['replay', null],
      ['verified', { status: 204 }],
      ['too-old', null],
      ['signature-mismatch', null],
      ['missing-header', null],
    ]);
  });

  it('forwards the exact bytes received, after the platform has its answer', async () => {
    const local = await receiver();
    const { url, signed } = await start(local.url);
    // Odd whitespace, an unusual key order, escapes kept as written, a byte-order mark inside a string.
    const body = Buffer.from(
      '{ "z":1,\t"event" : "receipt.created" ,\r\n "name":"\\u0041sha \\u0930\\u093e\\u0935",  "emoji":"\u{1F600}\\ud83d\\ude00", "n":1.50e0 }\n\n',
    );
    expect(
      await post(url, body, { ...signed(body), 'content-type': 'application/json; charset=utf-8' }),
    ).toBe(200);
    // The platform was answered while the local receiver still holds the forward unanswered.
    await until(() => local.got.length === 1, 'the forward to arrive');
    expect(listener.deliveries()[0]!.forward).toBeNull();
    local.release();
    await until(() => listener.deliveries()[0]!.forward !== null, 'the forward to answer');
    expect(listener.deliveries()[0]!.forward).toEqual({ status: 204 });
    expect(local.got[0]!.body.equals(body)).toBe(true);
    expect(local.got[0]!.type).toBe('application/json; charset=utf-8');
  });
});

describe('the body before the verdict', () => {
  it('is not parsed when the delivery is unsigned or no key is known for its address', async () => {
    const { url } = await start();
    const nested = `${'['.repeat(200)}"${'x'.repeat(900_000)}"${']'.repeat(200)}`;
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(await post(url, nested, JSON_TYPE)).toBe(401);
      expect(
        await post(`${url}?other=1`, nested, {
          ...JSON_TYPE,
          'Eka-Webhook-Signature': `t=1,v1=${'0'.repeat(64)}`,
        }),
      ).toBe(401);
      const parsedBody = parse.mock.calls.filter(([text]) => text.length >= nested.length);
      expect(parsedBody).toHaveLength(0);
    } finally {
      parse.mockRestore();
    }
    expect(listener.deliveries().map((d) => [d.verdict.kind, d.keptBytes, d.path])).toEqual([
      ['no-key', 0, null],
      ['missing-header', 0, null],
    ]);
  });
});
