import path from 'node:path';
import { originOf } from '../ipc/origin';

/**
 * The decisions the Electron shell enforces, kept here in plain Node so they are tested without
 * Electron. The shell only plugs them into Electron's hooks.
 */
/**
 * The app's name and id, fixed before the first release: the name decides the data folder (and,
 * on macOS, the keychain entry that holds the data key), so a later rename would orphan a clinic's
 * data. package.json's `productName` and `build.appId` must say the same (a test checks).
 */
export const APP_NAME = 'Clinic Companion';
export const APP_ID = 'care.clinic.companion';

export const APP_SCHEME = 'app';
export const APP_HOST = 'companion';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** Only the app's own pages may be navigated to. */
export function isAppUrl(url: string): boolean {
  return originOf(url) === APP_ORIGIN;
}

/**
 * What the app's pages may do, and only when both the frame and the page are the app's: the
 * microphone (audio; no camera, no screen), and writing to the clipboard (Copy transcript:
 * `navigator.clipboard.write` needs `clipboard-sanitized-write`; reading it is never allowed).
 */
export function allowPermission(request: {
  permission: string;
  requestingUrl: string | undefined;
  pageUrl: string | undefined;
  mediaTypes?: readonly string[] | undefined;
}): boolean {
  if (request.permission !== 'media' && request.permission !== 'clipboard-sanitized-write') {
    return false;
  }
  if (originOf(request.requestingUrl) !== APP_ORIGIN || originOf(request.pageUrl) !== APP_ORIGIN)
    return false;
  if (request.permission === 'clipboard-sanitized-write') return true;
  const types = request.mediaTypes ?? [];
  return types.length > 0 && types.every((type) => type === 'audio');
}

/**
 * Maps an `app://companion/...` request to a file of the built renderer, or undefined for another
 * host, a path outside the folder (`..`, encoded or not) or a malformed URL.
 */
export function rendererFileFor(rendererDir: string, requestUrl: string): string | undefined {
  let url: URL;
  let pathname: string;
  try {
    url = new URL(requestUrl);
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  if (`${url.protocol}//${url.host}` !== APP_ORIGIN || pathname.includes('\0')) return undefined;
  const root = path.resolve(rendererDir);
  const file = path.resolve(root, `.${pathname === '/' ? '/index.html' : pathname}`);
  return file.startsWith(root + path.sep) ? file : undefined;
}

/** Content types of the files the built renderer consists of. */
export const RENDERER_MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

export function rendererMimeType(file: string): string {
  return RENDERER_MIME_TYPES[path.extname(file)] ?? 'application/octet-stream';
}
