import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  RESTRICTED_HEADERS,
  chromiumRefusal,
  headerRefusal,
  refusingWhatChromiumRefuses,
} from '../../../../src/main/shell/policy/chromium-request';
import type { Fetch } from '../../../../src/main/core/platform/http';

const URL_ = 'https://platform.example/mr/api/v2/docs';

describe("what Electron's net.fetch refuses (electron.d.ts ClientRequest.setHeader; Chromium header_util.cc)", () => {
  it('refuses every header the network stack owns, whatever its case', () => {
    expect(RESTRICTED_HEADERS).toEqual(
      expect.arrayContaining([
        'content-length',
        'host',
        'trailer',
        'te',
        'upgrade',
        'cookie2',
        'keep-alive',
        'transfer-encoding',
      ]),
    );
    for (const name of RESTRICTED_HEADERS) {
      expect(headerRefusal(name, '1')).toBeDefined();
      expect(headerRefusal(name.toUpperCase(), '1')).toBeDefined();
    }
    expect(chromiumRefusal(URL_, { method: 'POST', headers: { 'Content-Length': '12' } })).toMatch(
      /content-length header is set by the network stack/i,
    );
  });

  it('refuses Proxy- and Sec- headers, Connection other than close/keep-alive, and method overrides to CONNECT/TRACE/TRACK', () => {
    expect(headerRefusal('Proxy-Authorization', 'Basic eA==')).toBeDefined();
    expect(headerRefusal('Sec-Fetch-Site', 'none')).toBeDefined();
    expect(headerRefusal('Connection', 'Upgrade')).toBeDefined();
    expect(headerRefusal('Connection', 'keep-alive, close')).toBeUndefined();
    expect(headerRefusal('X-HTTP-Method-Override', 'TRACE')).toBeDefined();
    expect(headerRefusal('X-HTTP-Method-Override', 'PATCH')).toBeUndefined();
  });

  it("accepts the headers the app sends: authorization, the platform's own, content type, idempotency key", () => {
    expect(
      chromiumRefusal(URL_, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          authorization: 'Bearer t',
          auth: 't',
          'content-type': 'application/json',
          'idempotency-key': 'k',
          'x-pt-id': 'p',
          'x-encryption': 'JWE',
          'client-id': 'c',
        },
        body: new Uint8Array(3),
      }),
    ).toBeUndefined();
  });

  it('reads the headers of a Request given as input too', () => {
    const request = new Request(URL_, { method: 'POST', headers: { host: 'elsewhere.example' } });
    expect(chromiumRefusal(request)).toMatch(/host header/i);
  });

  it("refuses a streamed body without duplex: 'half', and data: or blob: addresses", () => {
    const stream = () => Readable.toWeb(Readable.from([Buffer.from('x')]));
    expect(chromiumRefusal(URL_, { method: 'POST', body: stream() as never })).toMatch(/duplex/);
    expect(chromiumRefusal(URL_, { method: 'POST', body: Readable.from(['x']) as never })).toMatch(
      /duplex/,
    );
    expect(
      chromiumRefusal(URL_, {
        method: 'POST',
        body: stream() as never,
        duplex: 'half',
      }),
    ).toBeUndefined();
    expect(chromiumRefusal('data:text/plain,hi')).toMatch(/data:/);
    expect(chromiumRefusal('BLOB:https://x/y')).toMatch(/blob:/);
  });

  it('a refused call fails with a TypeError saying why and never reaches the fetch behind', async () => {
    let calls = 0;
    const behind = (() => {
      calls += 1;
      return Promise.resolve(new Response('{}'));
    }) as unknown as Fetch;
    const guarded = refusingWhatChromiumRefuses(behind);
    await expect(
      guarded(URL_, { method: 'POST', headers: { 'transfer-encoding': 'chunked' } }),
    ).rejects.toThrow(
      new TypeError(
        'Chromium refuses this request: the transfer-encoding header is set by the network stack and may not be set by the app.',
      ),
    );
    expect(calls).toBe(0);
    expect((await guarded(URL_, { method: 'GET' })).status).toBe(200);
    expect(calls).toBe(1);
  });
});
