import type { IncomingHttpHeaders } from 'node:http';
import { ADMIN_REFUSAL, isAdminAuthorized } from './credentials';
import { platformError, type SandboxResponse } from './responses';
import type { RouteMatch } from './router';

/** Every path under it is the sandbox's own control surface, known routes or not. */
export const ADMIN_PATH_PREFIX = '/__sandbox';

function isAdminPath(pathname: string, match: RouteMatch): boolean {
  if (match.kind === 'found' && match.route.service === 'admin') return true;
  return pathname === ADMIN_PATH_PREFIX || pathname.startsWith(`${ADMIN_PATH_PREFIX}/`);
}

/**
 * The refusal of an admin path asked without the sandbox's client id and secret as HTTP Basic:
 * 401 with the one sentence, and `WWW-Authenticate` naming the scheme, as RFC 9110 11.6.1 asks of
 * a 401. Undefined when the request may go on (not an admin path, or the right credentials).
 */
export function adminGate(
  pathname: string,
  match: RouteMatch,
  headers: IncomingHttpHeaders,
  credentials: { clientId: string; clientSecret: string },
): SandboxResponse | undefined {
  if (!isAdminPath(pathname, match)) return undefined;
  if (isAdminAuthorized(headers.authorization, credentials)) return undefined;
  return {
    ...platformError(401, ADMIN_REFUSAL),
    headers: { 'www-authenticate': 'Basic realm="sandbox", charset="UTF-8"' },
  };
}
