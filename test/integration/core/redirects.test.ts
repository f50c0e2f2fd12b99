import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../../src/sandbox/server';
import { startTestCompanion, type TestCompanion } from '../../helpers/companion';

// A platform address that answers with redirects (a network's sign-in page, a misconfigured
// proxy, a hostile host): nothing the app sends may reach the address the redirect names.

interface Listening {
  url: string;
  hits: { method: string; path: string; body: string; authorization?: string }[];
  close(): Promise<void>;
}

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function listen(
  answer: (path: string, method: string, body: Buffer) => Promise<Reply>,
): Promise<Listening> {
  const hits: Listening['hits'] = [];
  const server: Server = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      const body = Buffer.concat(parts);
      hits.push({
        method: request.method ?? '',
        path: request.url ?? '',
        body: body.toString('utf8'),
        ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
      });
      void answer(request.url ?? '', request.method ?? 'GET', body).then((reply) => {
        response.writeHead(reply.status, reply.headers);
        response.end(reply.body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let app: TestCompanion | undefined;
let platform: Sandbox | undefined;
const servers: Listening[] = [];
afterEach(async () => {
  await app?.close();
  await platform?.close();
  for (const server of servers.splice(0)) await server.close();
  app = undefined;
  platform = undefined;
});

const SECRET = 'clinic-42-secret-value';

describe('redirects', () => {
  it('are never followed: the secret, the token and a change stay home, and the change waits', async () => {
    platform = await startSandbox({ port: 0, clientId: 'clinic-42', clientSecret: SECRET });
    const elsewhere = await listen(() =>
      Promise.resolve({
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: '{"id":"x"}',
      }),
    );
    servers.push(elsewhere);
    // Sign-in reaches the real platform; every other call is redirected elsewhere (307 keeps the
    // method and the body, so a follower would re-send the change there).
    const front = await listen(async (path, method, body): Promise<Reply> => {
      if (path.startsWith('/connect-auth/')) {
        const forwarded = await fetch(`${platform!.url}${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: body.length > 0 ? body : undefined,
        });
        return {
          status: forwarded.status,
          headers: { 'content-type': 'application/json' },
          body: await forwarded.text(),
        };
      }
      return { status: 307, headers: { location: `${elsewhere.url}${path}` }, body: '' };
    });
    servers.push(front);

    app = await startTestCompanion();
    await app.value('settings:save-platform', {
      baseUrl: front.url,
      clientId: 'clinic-42',
      clientSecret: SECRET,
      jweKid: 'kid-42',
      jweSecret: 'abcdefghijklmnop',
    });
    const listed = await app.call('webhooks:list', { refresh: true });
    expect(listed).toMatchObject({ ok: false, error: { code: 'OFFLINE' } });
    if (!listed.ok)
      expect(listed.error.message).toMatch(/answered with a redirect to another address/);
    const registered = await app.value('webhooks:register', {
      event_names: ['appointment.created'],
      endpoint: 'https://audit.clinic.example/hook',
      protocol: 'https',
    });
    // Not confirmed: the change waits in the outbox for the real platform.
    expect(registered.state).toBe('queued');
    const status = await app.value('sync:get-status', {});
    expect(status.waiting).toBeGreaterThanOrEqual(1);

    expect(elsewhere.hits).toEqual([]);
    expect(front.hits.some((hit) => hit.path.startsWith('/notification/'))).toBe(true);
    expect(app.logText()).not.toContain(SECRET);
  });
});
