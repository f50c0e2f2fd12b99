import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A platform that does not offer some routes: a loopback HTTP proxy in front of the sandbox that
 * answers each of `paths` (matched on the path, any query) 404 the way an unrouted server does,
 * and passes every other request through unchanged (method, path, headers, body; the answer as
 * the sandbox gave it). The sandbox itself is not changed; this lives with the tests.
 *
 * A `stand-in` may answer some routes itself (routes the sandbox does not answer yet): it gets
 * the whole request and the proxy's own address.
 */
export interface StandIn {
  handles(path: string): boolean;
  answer(request: StandInRequest): StandInAnswer;
}

export interface StandInRequest {
  method: string;
  url: URL;
  /** Names in lower case. */
  headers: Record<string, string>;
  body: Buffer;
  /** The proxy's own address, for answers that point back at it. */
  self: string;
}

export interface StandInAnswer {
  status: number;
  json?: unknown;
}

export interface NotOfferedProxy {
  url: string;
  /** The requests answered 404, as `METHOD /path` (no query: ids only). */
  refused(): string[];
  close(): Promise<void>;
}

export async function startNotOfferedProxy(
  target: string,
  paths: readonly string[],
  standIn?: StandIn,
): Promise<NotOfferedProxy> {
  const upstream = new URL(target);
  const refused: string[] = [];
  let self = '';

  function stand(incoming: IncomingMessage, outgoing: ServerResponse, handler: StandIn): void {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = handler.answer({
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', self),
        headers,
        body: Buffer.concat(chunks),
        self,
      });
      if (answer.json === undefined) {
        outgoing.writeHead(answer.status);
        outgoing.end();
        return;
      }
      outgoing.writeHead(answer.status, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(answer.json));
    });
  }

  function pass(incoming: IncomingMessage, outgoing: ServerResponse): void {
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  }

  const server = createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? '/', 'http://proxy.invalid').pathname;
    if (standIn?.handles(path)) {
      stand(incoming, outgoing, standIn);
      return;
    }
    if (!paths.includes(path)) {
      pass(incoming, outgoing);
      return;
    }
    refused.push(`${incoming.method ?? 'GET'} ${path}`);
    // The body is read and dropped, as a server does before it answers.
    incoming.resume();
    incoming.on('end', () => {
      outgoing.writeHead(404, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ error: { message: 'not found', code: 'NOT_FOUND' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  self = `http://127.0.0.1:${port}`;
  return {
    url: self,
    refused: () => [...refused],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
