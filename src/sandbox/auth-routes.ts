import { z } from 'zod';
import { authError, type SandboxResponse } from './responses';
import type { Route } from './router';
import { bearerToken, type Sessions } from './sessions';

export const LOGIN_PATH = '/connect-auth/v1/account/login';
export const REFRESH_PATH = '/connect-auth/v1/account/refresh-token';

const LoginBody = z.object({ client_id: z.string().min(1), client_secret: z.string().min(1) });
const RefreshBody = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1) });

/** The auth service: login and refresh, answering errors in its own `{code, error}` shape. */
export function authRoutes(sessions: Sessions): Route[] {
  return [
    {
      service: 'auth',
      method: 'POST',
      path: LOGIN_PATH,
      handle: async ({ body }): Promise<SandboxResponse> => {
        const parsed = LoginBody.safeParse(body);
        if (!parsed.success) {
          return authError(400, 'client_id and client_secret are required strings');
        }
        const pair = await sessions.login(parsed.data.client_id, parsed.data.client_secret);
        return pair ? { status: 200, body: pair } : authError(401, 'invalid client credentials');
      },
    },
    {
      service: 'auth',
      method: 'POST',
      path: REFRESH_PATH,
      handle: async ({ body, headers }): Promise<SandboxResponse> => {
        const parsed = RefreshBody.safeParse(body);
        if (!parsed.success) {
          return authError(400, 'access_token and refresh_token are required strings');
        }
        // auth.json: the refresh needs the `Client-Id` header.
        const clientId = headers['client-id'];
        if (typeof clientId !== 'string' || clientId.trim() === '') {
          return authError(400, 'the Client-Id header is required');
        }
        const bearer = bearerToken(headers.authorization);
        if (!bearer.ok) return authError(401, bearer.message);
        const refreshed = await sessions.refresh(
          bearer.value,
          parsed.data.access_token,
          parsed.data.refresh_token,
          clientId.trim(),
        );
        return refreshed.ok
          ? { status: 200, body: refreshed.value }
          : authError(401, refreshed.message);
      },
    },
  ];
}
