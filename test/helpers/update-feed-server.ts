import { readFile } from 'node:fs/promises';
import { createServer, request, type ClientRequest, type RequestOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { configureRequestUrl, HttpExecutor, type DownloadOptions } from 'builder-util-runtime';
import type { AppAdapter } from 'electron-updater/out/AppAdapter';

/** A generic update feed on loopback: the files of `dir`, read at each request. */
export async function serveFeed(
  dir: string,
): Promise<{ url: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.slice(1));
    requests.push(name);
    if (name.includes('/') || name.includes('..')) {
      res.writeHead(404).end();
      return;
    }
    readFile(path.join(dir, name)).then(
      (body) => res.writeHead(200, { 'content-length': body.length }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * electron-updater's HTTP on Node's `http` instead of Electron's `net` (which needs the binary):
 * the same `download` ElectronHttpExecutor implements (electron-updater/out/electronHttpExecutor.js),
 * on builder-util-runtime's own download machinery, which checks the SHA-512 as it goes.
 */
export class LoopbackHttpExecutor extends HttpExecutor<ClientRequest> {
  createRequest(options: RequestOptions, callback: (response: unknown) => void): ClientRequest {
    return request(options, callback);
  }

  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise<string>((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: options.headers ?? undefined };
      configureRequestUrl(url, requestOptions);
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error) => (error ? reject(error) : resolve(destination)),
          responseHandler: null,
        },
        0,
      );
    });
  }
}

/** The app as electron-updater sees it (its AppAdapter), installed at `version`, in `dir`. */
export function standInApp(dir: string, version: string): AppAdapter {
  return {
    version,
    name: 'Clinic Companion',
    isPackaged: true,
    appUpdateConfigPath: path.join(dir, 'resources', 'app-update.yml'),
    userDataPath: path.join(dir, 'user-data'),
    baseCachePath: path.join(dir, 'cache'),
    whenReady: () => Promise.resolve(),
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined,
  };
}
