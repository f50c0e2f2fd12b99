import { afterEach, describe, expect, it } from 'vitest';
import {
  createWebhookListener,
  type WebhookListener,
} from '../../../src/main/core/webhooks/listener';
import { LISTENER_BODY_LIMIT_BYTES } from '../../../src/shared/webhooks/listen';
import { headOnly, post } from '../../helpers/listener-posts';

// The listener alone on real loopback HTTP: what it refuses from a request's head, before its body.

let listener: WebhookListener;
let reads = 0;
afterEach(async () => {
  await listener.stop();
});

async function start(): Promise<string> {
  reads = 0;
  listener = createWebhookListener({
    webhooks: () => {
      reads += 1;
      return Promise.resolve([]);
    },
    now: () => Date.UTC(2026, 10, 21, 9),
  });
  return (await listener.start({})).url!;
}

const JSON_TYPE = { 'content-type': 'application/json' };

describe('the listener’s gate', () => {
  it('refuses a request from a web page (an Origin header) with 403 before reading its body', async () => {
    const url = await start();
    expect(await headOnly(url, { ...JSON_TYPE, Origin: 'http://127.0.0.1:8080' }, 900_000)).toBe(
      403,
    );
    expect(await post(url, '{}', { ...JSON_TYPE, origin: 'null' })).toBe(403);
    expect(listener.deliveries()).toHaveLength(0);
    expect(reads).toBe(0);
    // The same request without the Origin header is received (unsigned: 401, kept as a summary).
    expect(await post(url, '{}', JSON_TYPE)).toBe(401);
    expect(listener.deliveries()).toHaveLength(1);
  });

  it('refuses anything but application/json with 415 before reading its body; parameters are allowed', async () => {
    const url = await start();
    expect(await headOnly(url, {}, 900_000)).toBe(415);
    expect(await headOnly(url, { 'content-type': 'text/plain' }, 900_000)).toBe(415);
    for (const type of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      'application/json-patch+json',
    ]) {
      expect(await post(url, '{}', { 'content-type': type })).toBe(415);
    }
    expect(listener.deliveries()).toHaveLength(0);
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'Application/JSON;charset=UTF-8',
    ]) {
      expect(await post(url, '{}', { 'content-type': type })).toBe(401);
    }
    expect(listener.deliveries()).toHaveLength(3);
  });

  it('takes a body of 1,000,000 bytes and refuses one byte more with 413, told or counted', async () => {
    const url = await start();
    expect(LISTENER_BODY_LIMIT_BYTES).toBe(1_000_000);
    const at = Buffer.alloc(LISTENER_BODY_LIMIT_BYTES, 0x20);
    const over = Buffer.alloc(LISTENER_BODY_LIMIT_BYTES + 1, 0x20);
    expect(await post(url, at.subarray(1), JSON_TYPE)).toBe(401);
    expect(await post(url, at, JSON_TYPE)).toBe(401);
    expect(await headOnly(url, JSON_TYPE, LISTENER_BODY_LIMIT_BYTES + 1)).toBe(413);
    expect(listener.deliveries().map((d) => d.sizeBytes)).toEqual([1_000_000, 999_999]);
    // Without a length, the bytes are counted as they come.
    expect(await post(url, at, JSON_TYPE, { chunked: true })).toBe(401);
    // Answered 413, or cut once past the few kilobytes a refusal drains: either way not kept.
    const counted = await post(url, over, JSON_TYPE, { chunked: true }).catch(() => 'cut');
    expect(String(counted)).toMatch(/^(413|cut)$/);
    expect(listener.deliveries().map((d) => d.sizeBytes)).toEqual([1_000_000, 1_000_000, 999_999]);
  });

  it('answers 404 to anything but a POST to /webhooks', async () => {
    const url = await start();
    const base = url.replace(/\/webhooks$/, '');
    expect(await post(`${base}/other`, '{}', JSON_TYPE)).toBe(404);
    expect((await fetch(url)).status).toBe(404);
    expect(listener.deliveries()).toHaveLength(0);
  });
});
