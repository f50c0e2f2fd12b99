import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../../src/main/core/security/csp';
import { rendererMimeType } from '../../src/main/core/security/window-policy';

/**
 * Serves the built renderer on loopback with the same CSP header the app protocol sends, standing
 * in for `app://companion` (Chromium outside Electron cannot register that scheme).
 */
export async function serveStatic(
  dir: string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const root = path.resolve(dir);
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const file = path.resolve(
      root,
      `.${pathname === '/' ? '/index.html' : decodeURIComponent(pathname)}`,
    );
    if (!file.startsWith(root + path.sep)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': rendererMimeType(file),
          'content-security-policy': CONTENT_SECURITY_POLICY,
        });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
