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

/**
 * Renew this long before expiry so a token does not die on the wire: a minute, but never more
 * than a quarter of the token's life, so a short-lived token (60 s or less) is still used for
 * most of its life instead of being renewed before every call.
 */
const EXPIRY_MARGIN_MS = 60_000;
const marginFor = (lifetimeMs: number): number => Math.min(EXPIRY_MARGIN_MS, lifetimeMs / 4);

/**
 * Waits for a shared renewal, or for this caller's own cancellation, whichever comes first. The
 * renewal itself goes on for the others: one caller giving up must not cancel a refresh whose
 * answer carries the account's next (single-use) refresh token.
 */
function waitFor<T>(shared: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return shared;
  const cancelled = (): PlatformError =>
    new PlatformError('ABORTED', 'Signing in to the platform was cancelled.', {
      failure: 'aborted',
    });
  if (signal.aborted) return Promise.reject(cancelled());
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(cancelled());
    signal.addEventListener('abort', onAbort, { once: true });
    shared.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

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
      accessExpiresAt: now + answer.expires_in * 1000 - marginFor(answer.expires_in * 1000),
      refreshExpiresAt:
        now + answer.refresh_expires_in * 1000 - marginFor(answer.refresh_expires_in * 1000),
    };
    return tokens;
  }

  async function login(): Promise<Tokens> {
    const answer = await send(deps.fetch, {
      method: 'POST',
      url: url('/connect-auth/v1/account/login'),
      body: { client_id: deps.credentials.clientId, client_secret: deps.credentials.clientSecret },
      what: 'Signing in to the platform',
      ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
    });
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
      throw new PlatformError(
        'SIGNED_OUT',
        'The platform refused the client id and secret. Check them in Clinic setup.',
        {
          failure: 'http',
          status: answer.status,
        },
      );
    }
    return store(readJson(answer, TokenAnswer, 'Signing in to the platform'));
  }

  async function refresh(current: Tokens): Promise<Tokens> {
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
      ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
    });
    // A refused refresh (reused or expired refresh token) is recovered by a fresh login with the
    // client credentials, which this app always holds.
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) return login();
    return store(readJson(answer, TokenAnswer, 'Renewing the platform sign-in'));
  }

  /** One renewal at a time, on its own time limit, never on any one caller's signal. */
  function renew(): Promise<Tokens> {
    if (!inflight) {
      const current = tokens;
      const usable = current && current.refreshExpiresAt > deps.clock.now();
      inflight = (usable ? refresh(current) : login()).finally(() => {
        inflight = undefined;
      });
      // Callers may stop waiting (their signal, the core closing): a failure nobody waits for
      // any more must not become an unhandled rejection. Those still waiting see it as before.
      inflight.catch(() => undefined);
    }
    return inflight;
  }

  return {
    async getAccessToken(signal) {
      if (inflight) return (await waitFor(inflight, signal)).access;
      if (tokens && tokens.accessExpiresAt > deps.clock.now()) return tokens.access;
      return (await waitFor(renew(), signal)).access;
    },
    async renewAfterRejection(rejected, signal) {
      if (inflight) return (await waitFor(inflight, signal)).access;
      if (tokens && tokens.access !== rejected) return tokens.access;
      return (await waitFor(renew(), signal)).access;
    },
    signOut() {
      tokens = undefined;
    },
  };
}
