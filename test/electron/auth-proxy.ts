import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A forward proxy on loopback for plain-http targets that asks for a Basic sign-in (407 with
 * `Proxy-Authenticate`), as a clinic's proxy does, and forwards what carries the right one. It
 * counts what it saw; it never reaches beyond the machine (its targets are the app's loopback
 * sandbox).
 */
export interface AuthProxy {
  url: string;
  /** Requests refused 407 (no or wrong credentials). */
  refused(): number;
  /** Requests forwarded, as `METHOD /path`. */
  forwarded(): string[];
  close(): Promise<void>;
}

export async function startAuthProxy(username: string, password: string): Promise<AuthProxy> {
  const expected = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  let refused = 0;
  const forwarded: string[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.headers['proxy-authorization'] !== expected) {
      refused += 1;
      incoming.resume();
      outgoing.writeHead(407, { 'proxy-authenticate': 'Basic realm="Clinic proxy"' });
      outgoing.end();
      return;
    }
    const target = new URL(incoming.url ?? '/');
    const headers = { ...incoming.headers };
    delete headers['proxy-authorization'];
    delete headers['proxy-connection'];
    forwarded.push(`${incoming.method ?? 'GET'} ${target.pathname}`);
    const upstream = request(target, { method: incoming.method ?? 'GET', headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refused: () => refused,
    forwarded: () => [...forwarded],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
