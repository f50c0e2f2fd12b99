import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A platform that sends a token back with each appointment of the list (`GET /dr/v1/appointment`):
 * the published files write `token` only when booking and updating, so the sandbox never answers
 * one. A loopback proxy in front of the sandbox passes every request through and, in the list's
 * answer only, sets `token` to `tokens[appointment_id]` where the map has one (any value, to test
 * the reader's tolerance). Lives with the tests; the sandbox is not changed.
 */
export async function startTokenProxy(
  target: string,
  tokens: Readonly<Record<string, unknown>>,
): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? '/', 'http://proxy.invalid').pathname;
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        if (
          incoming.method !== 'GET' ||
          path !== '/dr/v1/appointment' ||
          answer.statusCode !== 200
        ) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            appointments: Record<string, unknown>[];
          };
          for (const item of body.appointments) {
            const id = String(item['appointment_id']);
            if (id in tokens) item['token'] = tokens[id];
          }
          const text = JSON.stringify(body);
          const {
            'content-length': _length,
            'content-encoding': _encoding,
            ...headers
          } = answer.headers;
          outgoing.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(text) });
          outgoing.end(text);
        });
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
