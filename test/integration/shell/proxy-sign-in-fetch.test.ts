import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../src/main/core/platform/http';
import { createNodeFetch, type NodeFetch } from '../../../src/main/core/platform/node-transport';
import { refusingWhatChromiumRefuses } from '../../../src/main/shell/policy/chromium-request';
import {
  createProxyLogin,
  type ProxyChallenge,
  type ProxyCredentials,
} from '../../../src/main/shell/policy/proxy-login';
import { withProxySignIn } from '../../../src/main/shell/policy/proxy-sign-in-fetch';
import { until } from '../../helpers/until';

// The shell's fetch around net.fetch, on loopback. A server stands for the proxy: it answers 407
// until a sign-in happened, as Chromium hands net.fetch a proxy's 407 once it cancelled the
// sign-in. `signIn` stands for the shell's ClientRequest that answers the proxy: it asks the real
// proxy-login policy and, when given credentials, marks the server signed in (as Chromium's
// authentication cache then signs in every later request of the session). The Electron pieces
// themselves (net.fetch, net.request, the dialog window) need `npm run test:electron`.

const CHALLENGE: ProxyChallenge = {
  isProxy: true,
  scheme: 'basic',
  host: '127.0.0.1',
  port: 3128,
  realm: 'Clinic',
};
const GIVEN: ProxyCredentials = { username: 'reception', password: 's3cret' };

let server: Server;
let base: string;
let signedIn = false;
const seen: { url: string; status: number; length: number }[] = [];
let node: NodeFetch;
const held: (() => void)[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let length = 0;
    request.on('data', (chunk: Buffer) => (length += chunk.length));
    request.on('end', () => {
      const status = signedIn ? 200 : 407;
      seen.push({ url: request.url ?? '', status, length });
      const reply = (): void => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(signedIn && status === 200 ? '{"ok":true}' : '{}');
      };
      // A refusal of `/held…` is kept back until the test lets it go.
      if (status === 407 && request.url?.startsWith('/held')) held.push(reply);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  node = createNodeFetch();
});
afterEach(() => {
  signedIn = false;
  seen.length = 0;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      node.close();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

/** The fetch under test, with a user who gives `answers` in turn (undefined: Cancel). */
function shellFetch(answers: (ProxyCredentials | undefined)[], hold?: Promise<void>) {
  const asked: boolean[] = [];
  const signIns: string[] = [];
  const login = createProxyLogin({
    async ask(_challenge, refused) {
      asked.push(refused);
      await hold;
      return answers.shift();
    },
  });
  const fetch = withProxySignIn(refusingWhatChromiumRefuses(node), {
    login,
    async signIn(url) {
      signIns.push(new URL(url).origin);
      const credentials = await login.answer(CHALLENGE);
      if (credentials) signedIn = true;
      return credentials !== undefined;
    },
  });
  return { fetch, asked, signIns };
}

const get = (fetch: ReturnType<typeof shellFetch>['fetch'], path = '/queue') =>
  send(fetch, { method: 'GET', url: `${base}${path}`, what: 'Reading the queue' });

describe('a proxy that asks for a sign-in, through the shell fetch', () => {
  it('the refused request waits for the sign-in (asked once) and is sent once more', async () => {
    const shell = shellFetch([GIVEN]);
    expect((await get(shell.fetch)).status).toBe(200);
    expect(seen.map((s) => s.status)).toEqual([407, 200]);
    expect(shell.asked).toEqual([false]);
    expect(shell.signIns).toEqual([base]);
  });

  it('requests refused at once share one sign-in; later ones pass without asking', async () => {
    let answer: () => void = () => undefined;
    const shell = shellFetch([GIVEN], new Promise<void>((resolve) => (answer = resolve)));
    const answers = Promise.all([
      get(shell.fetch, '/a'),
      get(shell.fetch, '/b'),
      get(shell.fetch, '/c'),
    ]);
    // All three refused while the user is still being asked.
    await until(() => seen.length === 3, 'three refusals');
    answer();
    expect((await answers).map((a) => a.status)).toEqual([200, 200, 200]);
    expect(shell.signIns).toHaveLength(1);
    expect(shell.asked).toEqual([false]);
    await get(shell.fetch, '/d');
    expect(shell.signIns).toHaveLength(1);
    expect(seen.map((s) => s.status)).toEqual([407, 407, 407, 200, 200, 200, 200]);
  });

  it('a refusal that arrives after the sign-in finished is sent once more, without a second sign-in', async () => {
    const shell = shellFetch([GIVEN]);
    // Both refused; the answer to /held is still on its way when the sign-in finishes.
    const late = get(shell.fetch, '/held');
    await until(() => held.length === 1, 'the held request');
    expect((await get(shell.fetch, '/a')).status).toBe(200);
    held.shift()?.();
    expect((await late).status).toBe(200);
    expect(shell.signIns).toHaveLength(1);
    expect(shell.asked).toEqual([false]);
    expect(seen.map((s) => [s.url, s.status])).toEqual([
      ['/held', 407],
      ['/a', 407],
      ['/a', 200],
      ['/held', 200],
    ]);
  });

  it('a byte upload is sent again whole after the sign-in', async () => {
    const shell = shellFetch([GIVEN]);
    const answer = await send(shell.fetch, {
      method: 'POST',
      url: `${base}/upload`,
      body: new Uint8Array(5000),
      what: 'Uploading a document',
    });
    expect(answer.status).toBe(200);
    expect(seen.map((s) => [s.status, s.length])).toEqual([
      [407, 5000],
      [200, 5000],
    ]);
  });

  it('a streamed body, read by the first attempt, is not sent again: the 407 comes back', async () => {
    const shell = shellFetch([GIVEN]);
    const answer = await shell.fetch(`${base}/stream`, {
      method: 'POST',
      body: new Blob([new Uint8Array(10)]).stream(),
      duplex: 'half',
      redirect: 'manual',
    });
    expect(answer.status).toBe(407);
    expect(seen).toHaveLength(1);
    expect(signedIn).toBe(true);
  });

  it('after Cancel the change waits as "cannot be reached", and the app stops asking for the run', async () => {
    const shell = shellFetch([undefined]);
    await expect(get(shell.fetch)).rejects.toMatchObject({
      code: 'OFFLINE',
      status: 407,
      message: expect.stringMatching(/proxy server asks for a user name and password/) as unknown,
    });
    await expect(get(shell.fetch)).rejects.toMatchObject({ code: 'OFFLINE', status: 407 });
    expect(shell.asked).toEqual([false]);
    expect(shell.signIns).toHaveLength(1);
    expect(seen).toHaveLength(2);
  });

  it("the core's time limit ends a call while the user is still asked; the next call finds the sign-in", async () => {
    let answer: () => void = () => undefined;
    const shell = shellFetch([GIVEN], new Promise<void>((resolve) => (answer = resolve)));
    await expect(
      send(shell.fetch, {
        method: 'GET',
        url: `${base}/queue`,
        what: 'Reading the queue',
        timeoutMs: 200,
      }),
    ).rejects.toMatchObject({ code: 'TIMEOUT' });
    answer();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await get(shell.fetch)).status).toBe(200);
    expect(shell.asked).toEqual([false]);
  });
});
