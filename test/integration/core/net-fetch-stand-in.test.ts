import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformError } from '../../../src/main/core/platform/errors';
import { send, type Fetch } from '../../../src/main/core/platform/http';
import { createNodeFetch } from '../../../src/main/core/platform/node-transport';
import { netFetchStandIn } from '../../helpers/net-fetch-stand-in';

// The stand-in for Electron's net.fetch that every injected-fetch test runs behind
// (startTestCompanion): it must refuse before anything is sent what Chromium refuses, stop at a
// redirect as net.fetch does, and let through what the core sends now, with the length of every
// body announced by the stack.

const seen: { method: string; url: string; headers: IncomingHttpHeaders; length: number }[] = [];
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    let length = 0;
    request.on('data', (chunk: Buffer) => (length += chunk.length));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        length,
      });
      if (request.url === '/behind-proxy') {
        response.writeHead(407, { 'proxy-authenticate': 'Basic realm="clinic"' });
        response.end('sign in');
        return;
      }
      if (request.url === '/moved') {
        response.writeHead(307, { location: `${base}/elsewhere` });
        response.end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => {
  seen.length = 0;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

describe('the net.fetch stand-in', () => {
  it('refuses a Content-Length set by hand before anything reaches the peer', async () => {
    const standIn = netFetchStandIn();
    await expect(
      standIn(`${base}/upload`, {
        method: 'POST',
        headers: { 'content-length': '3' },
        body: new Uint8Array(3),
      }),
    ).rejects.toThrow(/content-length header is set by the network stack/);
    expect(seen).toEqual([]);
  });

  it('sends bytes with the Content-Length the stack derives, never chunked', async () => {
    const answer = await netFetchStandIn()(`${base}/upload`, {
      method: 'POST',
      body: new Uint8Array(70_000),
    });
    expect(answer.status).toBe(200);
    expect(seen[0]).toMatchObject({ length: 70_000 });
    expect(seen[0]!.headers['content-length']).toBe('70000');
    expect(seen[0]!.headers['transfer-encoding']).toBeUndefined();
  });

  it("stops at a redirect under 'manual' as net.fetch does, and the core says it was a redirect", async () => {
    await expect(
      netFetchStandIn()(`${base}/moved`, { method: 'GET', redirect: 'manual' }),
    ).rejects.toThrow('Redirect was cancelled');
    await expect(
      send(netFetchStandIn(), { method: 'GET', url: `${base}/moved`, what: 'Reading the queue' }),
    ).rejects.toMatchObject({
      code: 'OFFLINE',
      message: expect.stringMatching(/redirect/) as unknown,
    });
    expect(seen.map((s) => s.url)).toEqual(['/moved', '/moved']);
  });

  it('a byte upload with progress goes whole, with its length, and reports the total once sent', async () => {
    const progress: [number, number][] = [];
    await send(netFetchStandIn(), {
      method: 'POST',
      url: `${base}/upload`,
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(200_000),
      what: 'Uploading a document',
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(seen[0]!.headers['content-length']).toBe('200000');
    expect(progress).toEqual([[200_000, 200_000]]);
  });

  it('a stream of announced length goes as its bytes, with their length; a wrong length is refused', async () => {
    const stream = (parts: number[]) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const size of parts) controller.enqueue(new Uint8Array(size));
          controller.close();
        },
      });
    await send(netFetchStandIn(), {
      method: 'POST',
      url: `${base}/upload`,
      body: stream([1000, 2000]),
      bodyLength: 3000,
      what: 'Uploading a document',
    });
    expect(seen[0]!.headers['content-length']).toBe('3000');
    await expect(
      send(netFetchStandIn(), {
        method: 'POST',
        url: `${base}/upload`,
        body: stream([1000, 2000]),
        bodyLength: 2999,
        what: 'Uploading a document',
      }),
    ).rejects.toMatchObject({ code: 'OFFLINE' });
    expect(seen).toHaveLength(1);
  });

  it("a proxy's 407 is 'cannot be reached' (so the change waits, never refused as a 4xx), in its own words", async () => {
    const node = createNodeFetch();
    const post = (transport: Fetch) =>
      send(transport, {
        method: 'POST',
        url: `${base}/behind-proxy`,
        body: { a: 1 },
        what: 'Sending the prescription',
      });
    try {
      // The core's Node transport reads the 407 itself.
      await expect(post(node)).rejects.toMatchObject({
        code: 'OFFLINE',
        status: 407,
        message: expect.stringMatching(
          /^Sending the prescription: the network's proxy server asks for a user name and password/,
        ) as unknown,
      });
      expect(await post(node).catch((error: PlatformError) => error.unreachable)).toBe(true);
      // Node's fetch makes a 407 a network error itself (Fetch standard, no window to ask in).
      expect(await post(netFetchStandIn()).catch((error: PlatformError) => error.unreachable)).toBe(
        true,
      );
    } finally {
      node.close();
    }
  });
});
