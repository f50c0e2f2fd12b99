import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ElectronApplication } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../helpers/until';
import { startAuthProxy } from './auth-proxy';
import { launchApp, makeProfile, type Profile } from './launch';

// What only Electron's own network stack can show (docs/network.md): that Chromium refuses the
// headers the shell's check refuses, that a body of known length reaches a peer with the
// Content-Length the stack derives, and that a proxy asking for a sign-in gets one, asked once
// in the app's dialog. Everything on loopback.

/** Electron's documented list (electron.d.ts, ClientRequest.setHeader). */
const DOCUMENTED = [
  'Content-Length',
  'Host',
  'Trailer',
  'Te',
  'Upgrade',
  'Cookie2',
  'Keep-Alive',
  'Transfer-Encoding',
];

describe("Electron's net.fetch and the headers it refuses", () => {
  let profile: Profile;
  let app: ElectronApplication;
  let server: Server;
  let base: string;
  const seen: { headers: IncomingHttpHeaders; length: number }[] = [];

  beforeAll(async () => {
    server = createServer((incoming, outgoing) => {
      let length = 0;
      incoming.on('data', (chunk: Buffer) => (length += chunk.length));
      incoming.on('end', () => {
        seen.push({ headers: incoming.headers, length });
        outgoing.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    profile = makeProfile();
    app = await launchApp(profile);
    await app.firstWindow();
  });

  afterAll(async () => {
    if (app) await app.close().catch(() => undefined);
    profile?.remove();
    server?.closeAllConnections();
    server?.close();
  });

  const post = (url: string, header: [string, string] | undefined) =>
    app.evaluate(
      async ({ net }, [target, named]) => {
        try {
          const answer = await net.fetch(target, {
            method: 'POST',
            headers: named ? { [named[0]]: named[1] } : {},
            body: new Uint8Array(3000),
          });
          await answer.text();
          return { ok: true, status: answer.status };
        } catch (error) {
          return { ok: false, message: String(error) };
        }
      },
      [url, header] as const,
    );

  it('refuses every header Electron documents as restricted, and nothing reaches the peer', async () => {
    for (const name of DOCUMENTED) {
      const value =
        name === 'Content-Length' ? '3000' : name === 'Host' ? 'elsewhere.example' : '1';
      expect(await post(`${base}/refused`, [name, value])).toMatchObject({ ok: false });
    }
    expect(seen).toEqual([]);
  });

  it('sends a byte body with the Content-Length the stack derives, never chunked', async () => {
    expect(await post(`${base}/upload`, ['content-type', 'application/pdf'])).toEqual({
      ok: true,
      status: 200,
    });
    expect(seen.at(-1)?.length).toBe(3000);
    expect(seen.at(-1)?.headers['content-length']).toBe('3000');
    expect(seen.at(-1)?.headers['transfer-encoding']).toBeUndefined();
  });
});

describe('a proxy that asks for a sign-in', () => {
  it('is asked once in the dialog, then the app reaches the platform through it; nothing logs the password', async () => {
    const proxy = await startAuthProxy('reception', 'proxy-pass-1');
    const profile = makeProfile();
    let app: ElectronApplication | undefined;
    try {
      // The embedded sandbox is on loopback, which Chromium sends direct unless told otherwise.
      app = await launchApp(profile, [
        `--proxy-server=${proxy.url}`,
        '--proxy-bypass-list=<-loopback>',
      ]);
      const dialogs: string[] = [];
      app.on('window', (page) => dialogs.push(page.url()));
      const dialog = await app.waitForEvent('window', {
        predicate: (page) => page.url().startsWith('data:text/html'),
        timeout: 30_000,
      });
      await dialog.waitForLoadState('domcontentloaded');
      // The page runs no script: type as a user would (the user name field has the focus).
      await dialog.keyboard.type('reception');
      await dialog.keyboard.press('Tab');
      await dialog.keyboard.type('proxy-pass-1');
      await dialog.keyboard.press('Enter');
      // The sign-in request (HEAD) first, then the core's own requests through net.fetch, which
      // Chromium signs in from its cache without asking again.
      await until(
        () => proxy.forwarded().some((request) => !request.startsWith('HEAD ')),
        "the core's requests through the proxy",
        60_000,
      );
      expect(dialogs.filter((url) => url.startsWith('data:')).length).toBe(1);
      const logs = path.join(profile.userData, 'logs');
      const text = readdirSync(logs)
        .map((name) => readFileSync(path.join(logs, name), 'utf8'))
        .join('\n');
      expect(text).toContain('proxy sign-in');
      expect(text).not.toContain('proxy-pass-1');
    } finally {
      if (app) await app.close().catch(() => undefined);
      await proxy.close();
      profile.remove();
    }
  }, 120_000);
});
