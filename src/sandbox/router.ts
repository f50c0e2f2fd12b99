import type { IncomingHttpHeaders } from 'node:http';
import { internalError, type ErrorShape, type SandboxResponse, type Service } from './responses';
import type { Caller } from './sessions';

export interface RequestContext {
  params: Record<string, string>;
  /**
   * Parsed JSON body (the plaintext, for an encrypted request); `undefined` when the request had
   * none, or when the route reads its body raw and it was not encrypted.
   */
  body: unknown;
  /** The body as received. */
  raw: Buffer;
  headers: IncomingHttpHeaders;
  /** The request's query string; routes are matched on the path alone. */
  query: URLSearchParams;
}

export type Handler<C> = (context: C) => SandboxResponse | Promise<SandboxResponse>;

/** Platform routes get the authenticated caller; the pipeline refuses the request otherwise. */
export type Route =
  | {
      service: 'auth' | 'admin' | 'public';
      method: string;
      path: string;
      handle: Handler<RequestContext>;
    }
  | {
      /** The object storage behind a presigned upload form: no token; the route reads `raw`. */
      service: 'storage';
      method: string;
      path: string;
      handle: Handler<RequestContext>;
      /** Largest body accepted (default MAX_BODY_BYTES, 1 MiB). */
      maxBodyBytes?: number;
    }
  | {
      service: 'platform';
      method: string;
      path: string;
      handle: Handler<RequestContext & { caller: Caller }>;
      /** Takes a JWE envelope with `X-Encryption: JWE`, and then answers encrypted. */
      jwe?: boolean;
      /** `raw`: an unencrypted body is not JSON (multipart uploads); the handler reads `raw`. */
      body?: 'json' | 'raw';
      /** Largest body accepted (default MAX_BODY_BYTES, 1 MiB). */
      maxBodyBytes?: number;
      /** How this service writes its errors, as its published file shows (default `error-object`). */
      errors?: ErrorShape;
    };

export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'method-not-allowed'; service: Service }
  | { kind: 'not-found' };

/** Matches `/a/:id` style patterns segment by segment; params are URL-decoded. */
function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = got[index] ?? '';
    if (segment.startsWith(':')) {
      if (actual === '') return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}

export function matchRoute(routes: readonly Route[], method: string, pathname: string): RouteMatch {
  let pathService: Service | null = null;
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (!params) continue;
    if (route.method === method) return { kind: 'found', route, params };
    pathService ??= route.service;
  }
  return pathService ? { kind: 'method-not-allowed', service: pathService } : { kind: 'not-found' };
}

/**
 * Runs a handler so that nothing it throws escapes: any exception becomes the service's 500
 * body, which is what a client of the real platform sees when a handler fails there.
 */
export async function invokeHandler<C>(
  service: Service,
  handle: Handler<C>,
  context: C,
): Promise<SandboxResponse> {
  try {
    return await handle(context);
  } catch {
    return internalError(service);
  }
}
