import { createHash, randomUUID } from 'node:crypto';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, connect, type AddressInfo, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { send } from '../../../src/main/core/platform/http';
import { createNodeFetch, type NodeFetch } from '../../../src/main/core/platform/node-transport';
import { LOGIN_PATH } from '../../../src/sandbox/auth-routes';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { SUBSCRIPTIONS_PATH } from '../../../src/sandbox/webhook-routes';

// The core's default transport (keep-alive node:http) against real servers on loopback.
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function transport(): NodeFetch {
  const fetch = createNodeFetch();
  cleanups.push(() => fetch.close());
  return fetch;
}

/** A TCP relay in front of the sandbox that counts the connections the client opened. */
async function countingRelay(target: number): Promise<{ url: string; connections: () => number }> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const relay = createTcpServer((inbound) => {
    connections += 1;
    const outbound = connect(target, '127.0.0.1');
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  );
  return {
    url: `http://127.0.0.1:${(relay.address() as AddressInfo).port}`,
    connections: () => connections,
  };
}

async function server(
  handler: Parameters<typeof createHttpServer>[1],
): Promise<{ url: string; hits: () => number }> {
  let hits = 0;
  const http: Server = createHttpServer((req, res) => {
    hits += 1;
    handler?.(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, hits: () => hits };
}

async function sandboxBehindRelay(): Promise<{
  sandbox: Sandbox;
  url: string;
  connections: () => number;
}> {
  const sandbox = await startSandbox({ port: 0 });
  cleanups.push(() => sandbox.close());
  const relay = await countingRelay(sandbox.port);
  return { sandbox, ...relay };
}

describe('the keep-alive node:http transport', () => {
  it('sends 60 changes to the sandbox over as many sockets as it sends at once, not one each', async () => {
    const { sandbox, url, connections } = await sandboxBehindRelay();
    const fetch = transport();
    const login = await send(fetch, {
      method: 'POST',
      url: `${url}${LOGIN_PATH}`,
      body: { client_id: sandbox.options.clientId, client_secret: sandbox.options.clientSecret },
      what: 'Signing in',
    });
    const token = (JSON.parse(login.text) as { access_token: string }).access_token;
    const register = async (i: number): Promise<number> => {
      const answer = await send(fetch, {
        method: 'POST',
        url: `${url}${SUBSCRIPTIONS_PATH}`,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
        body: {
          endpoint: `https://keepalive.example/${i}`,
          event_names: ['receipt.created'],
          protocol: 'https',
        },
        what: 'Registering a webhook',
      });
      return answer.status;
    };
    // One at a time: the login's socket carries all of them.
    for (let i = 0; i < 20; i += 1) expect(await register(i)).toBe(201);
    expect(connections()).toBe(1);
    // Four at a time: at most four sockets in all.
    for (let round = 0; round < 10; round += 1) {
      const statuses = await Promise.all([0, 1, 2, 3].map((k) => register(20 + round * 4 + k)));
      expect(statuses).toEqual([201, 201, 201, 201]);
    }
    expect(connections()).toBeLessThanOrEqual(4);
    expect(sandbox.journal(sandbox.options.clientId)).toHaveLength(60);
  });

  it('gives up at the time limit, before or during the answer, and says so in words', async () => {
    const silent = await server(() => undefined);
    const fetch = transport();
    await expect(
      send(fetch, { method: 'GET', url: silent.url, what: 'Listing webhooks', timeoutMs: 150 }),
    ).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: 'Listing webhooks: the platform did not answer within 150 ms.',
    });
    // Headers and half a body, then nothing: the stalled body is cut off by the same limit.
    const stalling = await server((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"partial":');
    });
    await expect(
      send(fetch, { method: 'GET', url: stalling.url, what: 'Listing webhooks', timeoutMs: 150 }),
    ).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('stops when the caller cancels, and says the call was cancelled', async () => {
    const silent = await server(() => undefined);
    const controller = new AbortController();
    const call = send(transport(), {
      method: 'POST',
      url: silent.url,
      body: { a: 1 },
      what: 'Uploading a document',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toMatchObject({
      code: 'ABORTED',
      message: 'Uploading a document was cancelled.',
    });
  });

  it('says the platform cannot be reached when nothing listens, and never follows a redirect', async () => {
    const closed = await server(() => undefined);
    const address = closed.url;
    await cleanups.pop()?.();
    const fetch = transport();
    await expect(
      send(fetch, { method: 'GET', url: address, what: 'Checking the connection' }),
    ).rejects.toMatchObject({
      code: 'OFFLINE',
      message: 'Checking the connection: the platform cannot be reached. Check the connection.',
    });
    const elsewhere = await server((_req, res) => res.end('{}'));
    const redirecting = await server((_req, res) => {
      res.writeHead(307, { location: `${elsewhere.url}/steal` });
      res.end();
    });
    await expect(
      send(fetch, {
        method: 'POST',
        url: redirecting.url,
        body: { secret: 1 },
        what: 'Signing in',
      }),
    ).rejects.toMatchObject({ code: 'OFFLINE', status: 307 });
    expect(elsewhere.hits()).toBe(0);
  });

  it('streams a Node Readable or a web ReadableStream body as it comes, with its length when told', async () => {
    const received: { length: number; sha: string; chunked: boolean }[] = [];
    const echo = await server((req, res) => {
      const hash = createHash('sha256');
      let length = 0;
      req.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        length += chunk.length;
      });
      req.on('end', () => {
        received.push({
          length,
          sha: hash.digest('hex'),
          chunked: req.headers['transfer-encoding'] === 'chunked',
        });
        res.end('{}');
      });
    });
    const bytes = Buffer.alloc(300_000, 7);
    const sha = createHash('sha256').update(bytes).digest('hex');
    const fetch = transport();
    const slices = () => [bytes.subarray(0, 100_000), bytes.subarray(100_000)];
    await send(fetch, {
      method: 'POST',
      url: echo.url,
      body: Readable.from(slices()),
      what: 'Uploading a document',
    });
    await send(fetch, {
      method: 'POST',
      url: echo.url,
      // Its length beside the headers: the Node transport announces it (never a fetch's caller).
      bodyLength: bytes.length,
      body: Readable.toWeb(Readable.from(slices())),
      what: 'Uploading a document',
    });
    expect(received).toEqual([
      { length: bytes.length, sha, chunked: true },
      { length: bytes.length, sha, chunked: false },
    ]);
  });
});
