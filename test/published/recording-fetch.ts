import type { Fetch } from '../../src/main/core/platform/http';

/** One request as the app put it on the wire. */
export interface SentRequest {
  method: string;
  url: URL;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The body's text (JSON bodies and envelopes); undefined without a body or for a stream. */
  text?: string;
}

/**
 * The real network (`globalThis.fetch`) with a copy of every request kept: what the app sent,
 * exactly, for checking against the published request schemas.
 */
export function createRecordingFetch(): { fetch: Fetch; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const fetch: Fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = init?.body;
    const text =
      typeof body === 'string'
        ? body
        : body instanceof Uint8Array
          ? Buffer.from(body).toString('utf8')
          : undefined;
    sent.push({
      method: init?.method ?? 'GET',
      url,
      headers,
      ...(text === undefined ? {} : { text }),
    });
    return globalThis.fetch(input, init);
  };
  return { fetch, sent };
}

/** `/a/{id}/b` as a pattern that matches `/a/42/b`. */
export function pathPattern(pathTemplate: string): RegExp {
  const escaped = pathTemplate
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}$`);
}
