import type { Fetch } from '../../src/main/core/platform/http';

/**
 * Real fetch, with a record of each request's method and path so tests can count what went on
 * the wire. `rewrite` may change a request's headers before it is sent (a token the server no
 * longer accepts, for example).
 */
export function createCountingFetch(
  rewrite?: (path: string, headers: Headers, index: number) => void,
): Fetch & {
  calls: { method: string; path: string }[];
  count(path: string): number;
} {
  const calls: { method: string; path: string }[] = [];
  const fn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers = new Headers(init?.headers);
    rewrite?.(url.pathname, headers, calls.length);
    calls.push({ method: init?.method ?? 'GET', path: url.pathname });
    return fetch(url, { ...init, headers });
  }) as Fetch & { calls: typeof calls; count(path: string): number };
  fn.calls = calls;
  fn.count = (path) => calls.filter((c) => c.path === path).length;
  return fn;
}
