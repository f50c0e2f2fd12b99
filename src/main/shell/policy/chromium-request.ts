import type { Fetch } from '../../core/platform/http';

/**
 * What Electron's `net.fetch` refuses in a request, checked before it is sent, so a mistake fails
 * at once with a sentence naming it instead of Chromium's bare `net::ERR_INVALID_ARGUMENT`, which
 * the core could only call "cannot be reached" (and retry for ever: Electron issue 21091).
 *
 * Sources (read for Electron 45.4.1):
 * - node_modules/electron/electron.d.ts, `ClientRequest.setHeader`: "Certain headers are
 *   restricted from being set by apps": Content-Length, Host, Trailer or Te, Upgrade, Cookie2,
 *   Keep-Alive, Transfer-Encoding, and Connection set to `upgrade`. net.fetch sets every header
 *   of its Request on such a ClientRequest (electron/electron lib/browser/api/net-fetch.ts).
 * - Chromium services/network/public/cpp/header_util.cc, `IsRequestHeaderSafe`, which the network
 *   service applies to those headers: the same list plus Set-Cookie, every `Proxy-` header, a
 *   Connection naming anything but `close` or `keep-alive`, and X-HTTP-Method(-Override) or
 *   X-Method-Override naming CONNECT, TRACE or TRACK. `Sec-` headers are refused by its
 *   `ContainsForbiddenSecurityHeader` behind a feature switch; refused here whatever the switch.
 * - net.fetch's own limits (electron.d.ts, `Net.fetch`): no `data:` or `blob:` addresses.
 * - A streamed body needs `duplex: 'half'`: net.fetch first builds a fetch `Request` from its
 *   arguments (net-fetch.ts), and the Request refuses a stream body without it.
 */

/** Header names a caller may not set (lower case), from the sources above. */
export const RESTRICTED_HEADERS: readonly string[] = [
  'content-length',
  'host',
  'trailer',
  'te',
  'upgrade',
  'cookie2',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
];

const METHOD_OVERRIDES = new Set(['x-http-method', 'x-http-method-override', 'x-method-override']);
const FORBIDDEN_METHODS = new Set(['connect', 'trace', 'track']);

function tokens(value: string): string[] {
  return value
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '');
}

/** Why Chromium would refuse this header from the caller, or undefined when it accepts it. */
export function headerRefusal(name: string, value: string): string | undefined {
  const key = name.toLowerCase();
  if (RESTRICTED_HEADERS.includes(key)) {
    return `the ${name} header is set by the network stack and may not be set by the app`;
  }
  if (key.startsWith('proxy-'))
    return `the ${name} header is for the proxy and may not be set by the app`;
  if (key.startsWith('sec-'))
    return `the ${name} header is set by the browser and may not be set by the app`;
  if (key === 'connection' && tokens(value).some((t) => t !== 'close' && t !== 'keep-alive')) {
    return `the Connection header may only say close or keep-alive`;
  }
  if (METHOD_OVERRIDES.has(key) && tokens(value).some((t) => FORBIDDEN_METHODS.has(t))) {
    return `the ${name} header may not name CONNECT, TRACE or TRACK`;
  }
  return undefined;
}

function isStream(body: unknown): boolean {
  if (body instanceof ReadableStream) return true;
  // A Node Readable or any async iterable: fetch streams these too.
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === 'function'
  );
}

/**
 * Why Electron's net.fetch would refuse this call, in a sentence for the log and the developer,
 * or undefined when it accepts it. Headers are read from `init` and from a Request `input`.
 */
export function chromiumRefusal(
  input: string | URL | Request,
  init?: RequestInit,
): string | undefined {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const scheme = url.slice(0, url.indexOf(':') + 1).toLowerCase();
  if (scheme === 'data:' || scheme === 'blob:') {
    return `Electron's net.fetch does not fetch ${scheme} addresses.`;
  }
  const sets: Headers[] = [];
  if (input instanceof Request) sets.push(input.headers);
  if (init?.headers) sets.push(new Headers(init.headers));
  for (const headers of sets) {
    for (const [name, value] of headers) {
      const refusal = headerRefusal(name, value);
      if (refusal) return `Chromium refuses this request: ${refusal}.`;
    }
  }
  const duplex = (init as { duplex?: string } | undefined)?.duplex;
  if (isStream(init?.body) && duplex !== 'half') {
    return "Electron's net.fetch refuses a streamed body without duplex: 'half'.";
  }
  return undefined;
}

/**
 * `fetchImpl` behind the check: a call Chromium would refuse fails with a TypeError saying why
 * (the same kind of failure fetch gives an invalid request) and never reaches `fetchImpl`.
 */
export function refusingWhatChromiumRefuses(fetchImpl: Fetch): Fetch {
  const guarded = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const refusal = chromiumRefusal(input, init);
    if (refusal) return Promise.reject(new TypeError(refusal));
    return fetchImpl(input, init);
  };
  return guarded;
}
