import { z } from 'zod';
import type { Clock } from '../clock';
import { PlatformError } from './errors';
import { readJson, send, type Fetch } from './http';

const TokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
  refresh_token: z.string().min(1),
  refresh_expires_in: z.number().positive(),
});

interface Tokens {
  access: string;
  refresh: string;
  /** Clock time (ms) after which the access token is treated as expired. */
  accessExpiresAt: number;
  refreshExpiresAt: number;
}

export interface Credentials {
  clientId: string;
  clientSecret: string;
}

export interface TokenManager {
  /** A valid access token: logs in when there is none, refreshes when it is about to expire. */
  getAccessToken(signal?: AbortSignal): Promise<string>;
  /**
   * Called after a 401 answered `rejected`. Single-flight: concurrent callers share one refresh,
   * and a caller whose token was already replaced gets the new one without another refresh.
   */
  renewAfterRejection(rejected: string, signal?: AbortSignal): Promise<string>;
  signOut(): void;
}

/** Refresh this long before expiry so a token does not die on the wire. */
const EXPIRY_MARGIN_MS = 60_000;

export function createTokenManager(deps: {
  fetch: Fetch;
  baseUrl: string;
  credentials: Credentials;
  clock: Clock;
  timeoutMs?: number;
}): TokenManager {
  let tokens: Tokens | undefined;
  let inflight: Promise<Tokens> | undefined;

  const url = (path: string): string => new URL(path, deps.baseUrl).toString();

  function store(answer: z.infer<typeof TokenAnswer>): Tokens {
    const now = deps.clock.now();
    tokens = {
      access: answer.access_token,
      refresh: answer.refresh_token,
      accessExpiresAt: now + answer.expires_in * 1000 - EXPIRY_MARGIN_MS,
      refreshExpiresAt: now + answer.refresh_expires_in * 1000 - EXPIRY_MARGIN_MS,
    };
    return tokens;
  }

  async function login(signal?: AbortSignal): Promise<Tokens> {
    const answer = await send(deps.fetch, {
      method: 'POST',
      url: url('/connect-auth/v1/account/login'),
      body: { client_id: deps.credentials.clientId, client_secret: deps.credentials.clientSecret },
      what: 'Signing in to the platform',
      ...(signal ? { signal } : {}),
      ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
    });
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
      throw new PlatformError(
        'SIGNED_OUT',
        'The platform refused the client id and secret. Check them in Settings.',
        {
          failure: 'http',
          status: answer.status,
        },
      );
    }
    return store(readJson(answer, TokenAnswer, 'Signing in to the platform'));
  }

  async function refresh(current: Tokens, signal?: AbortSignal): Promise<Tokens> {
    const answer = await send(deps.fetch, {
      method: 'POST',
      url: url('/connect-auth/v1/account/refresh-token'),
      // auth.json: `Client-Id` is a required header of the refresh.
      headers: {
        authorization: `Bearer ${current.access}`,
        'client-id': deps.credentials.clientId,
      },
      body: { access_token: current.access, refresh_token: current.refresh },
      what: 'Renewing the platform sign-in',
      ...(signal ? { signal } : {}),
      ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
    });
    // A refused refresh (reused or expired refresh token) is recovered by a fresh login with the
    // client credentials, which this app always holds.
    if (answer.status === 400 || answer.status === 401 || answer.status === 403)
      return login(signal);
    return store(readJson(answer, TokenAnswer, 'Renewing the platform sign-in'));
  }

  function renew(signal?: AbortSignal): Promise<Tokens> {
    if (!inflight) {
      const current = tokens;
      const usable = current && current.refreshExpiresAt > deps.clock.now();
      inflight = (usable ? refresh(current, signal) : login(signal)).finally(() => {
        inflight = undefined;
      });
    }
    return inflight;
  }

  return {
    async getAccessToken(signal) {
      if (inflight) return (await inflight).access;
      if (tokens && tokens.accessExpiresAt > deps.clock.now()) return tokens.access;
      return (await renew(signal)).access;
    },
    async renewAfterRejection(rejected, signal) {
      if (inflight) return (await inflight).access;
      if (tokens && tokens.access !== rejected) return tokens.access;
      return (await renew(signal)).access;
    },
    signOut() {
      tokens = undefined;
    },
  };
}
