import { createHash, timingSafeEqual } from 'node:crypto';
import { AccessTokens } from './access-tokens';
import type { SandboxClient } from './options';
import { RefreshTokens } from './refresh-tokens';

/** The login and refresh answer of the auth service (docs/platform.md). */
export interface TokenPair {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
}

/** Who called a platform route, as read from the access token's `cid`. */
export interface Caller {
  clientId: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const BEARER = /^Bearer +(\S+)$/i;

/** The token of an `Authorization: Bearer <token>` header, or why there is none. */
export function bearerToken(header: string | undefined): Checked<string> {
  if (header === undefined || header.trim() === '') {
    return { ok: false, message: 'authorization header is missing' };
  }
  const match = BEARER.exec(header.trim());
  return match?.[1]
    ? { ok: true, value: match[1] }
    : { ok: false, message: 'authorization header must be a bearer token' };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/**
 * Logins, refreshes and access checks for every client of one sandbox. Access tokens remember
 * their family (by jti) so revoking a family also ends the access tokens it handed out.
 */
export class Sessions {
  private readonly access: AccessTokens;
  private readonly refreshTokens: RefreshTokens;
  private readonly secrets = new Map<string, Buffer>();
  private readonly familyOfJti = new Map<string, string>();

  constructor(
    clients: SandboxClient[],
    accessTtlSec: number,
    refreshTtlSec: number,
    now: () => number,
  ) {
    this.access = new AccessTokens(accessTtlSec, now);
    this.refreshTokens = new RefreshTokens(refreshTtlSec, now);
    for (const client of clients) this.secrets.set(client.clientId, digest(client.clientSecret));
  }

  /** Null when the credentials are wrong; which half was wrong is never revealed. */
  async login(clientId: string, clientSecret: string): Promise<TokenPair | null> {
    const expected = this.secrets.get(clientId);
    // Comparing digests keeps the comparison constant-time whatever the secret's length.
    if (!expected || !timingSafeEqual(expected, digest(clientSecret))) return null;
    return this.issue(clientId, this.refreshTokens.newFamily());
  }

  async refresh(
    bearer: string,
    accessToken: string,
    refreshToken: string,
    clientId: string,
  ): Promise<Checked<TokenPair>> {
    if (bearer !== accessToken) {
      return { ok: false, message: 'access token does not match the authorization header' };
    }
    const check = await this.access.verify(bearer, { allowExpired: true });
    if (!check.ok) return { ok: false, message: 'access token is invalid' };
    if (check.claims.cid !== clientId) {
      return { ok: false, message: 'the Client-Id header does not match the access token' };
    }
    const use = this.refreshTokens.use(refreshToken, check.claims.cid);
    if (!use.ok) return use;
    return { ok: true, value: await this.issue(check.claims.cid, use.familyId) };
  }

  /** Checks the Authorization header of a platform request. */
  async authenticate(header: string | undefined): Promise<Checked<Caller>> {
    const token = bearerToken(header);
    if (!token.ok) return token;
    const check = await this.access.verify(token.value);
    if (!check.ok) {
      const message =
        check.reason === 'expired' ? 'access token has expired' : 'access token is invalid';
      return { ok: false, message };
    }
    const family = this.familyOfJti.get(check.claims.jti);
    if (family === undefined || this.refreshTokens.isRevoked(family)) {
      return { ok: false, message: 'access token has been revoked' };
    }
    return { ok: true, value: { clientId: check.claims.cid } };
  }

  private async issue(clientId: string, familyId: string): Promise<TokenPair> {
    const { token, claims } = await this.access.sign(clientId);
    this.familyOfJti.set(claims.jti, familyId);
    const refresh = this.refreshTokens.issue(clientId, familyId);
    return {
      access_token: token,
      expires_in: claims.exp - claims.iat,
      refresh_token: refresh.token,
      refresh_expires_in: refresh.expiresIn,
    };
  }
}
