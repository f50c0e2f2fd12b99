import type { IncomingMessage } from 'node:http';

/**
 * One request as the sandbox received it: what was called and which headers came, never a body
 * nor a header's value (tokens, patient ids). `query` is the query string without `?`.
 */
export interface LoggedRequest {
  method: string;
  path: string;
  query: string;
  /** Lower-case header names, as received, each once. */
  headerNames: string[];
  /** The sandbox's clock (`options.now`) when the request arrived. */
  at: number;
}

/** Every request the sandbox received, oldest first: admin, storage and refused ones included. */
export class RequestLog {
  private readonly entries: LoggedRequest[] = [];

  constructor(private readonly now: () => number) {}

  add(req: IncomingMessage): void {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    this.entries.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.search.replace(/^\?/, ''),
      headerNames: Object.keys(req.headers),
      at: this.now(),
    });
  }

  get size(): number {
    return this.entries.length;
  }

  list(): LoggedRequest[] {
    return this.entries.map((entry) => ({ ...entry, headerNames: [...entry.headerNames] }));
  }
}
