import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { z } from 'zod';

/** The claims the platform reads from an access token (contract, "Authentication"). */
const AccessClaimsSchema = z.object({
  cid: z.string().min(1),
  idp: z.string(),
  iat: z.number(),
  exp: z.number(),
  jti: z.string().min(1),
});
export type AccessClaims = z.infer<typeof AccessClaimsSchema>;

export type AccessCheck =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** Only HS256: `none` and every other algorithm are refused, whatever the token's header says. */
const ALGORITHMS = ['HS256'];

/**
 * Signs and checks the sandbox's access tokens. The key is random per instance, so a token of
 * one sandbox (or of any other issuer) never verifies on another.
 */
export class AccessTokens {
  private readonly key = new Uint8Array(randomBytes(32));

  constructor(
    private readonly ttlSec: number,
    private readonly now: () => number,
  ) {}

  async sign(clientId: string): Promise<{ token: string; claims: AccessClaims }> {
    const iat = Math.floor(this.now() / 1000);
    const claims: AccessClaims = {
      cid: clientId,
      idp: 'api-key',
      iat,
      exp: iat + this.ttlSec,
      jti: randomUUID(),
    };
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(this.key);
    return { token, claims };
  }

  /**
   * Verifies signature and claims against the injected clock. `allowExpired` serves refresh,
   * where the caller legitimately presents the access token that has just run out.
   */
  async verify(token: string, { allowExpired = false } = {}): Promise<AccessCheck> {
    let payload: unknown;
    try {
      const result = await jwtVerify(token, this.key, {
        algorithms: ALGORITHMS,
        currentDate: new Date(this.now()),
      });
      payload = result.payload;
    } catch (error) {
      // jose checks the signature before the claims, so an expired token's payload is authentic.
      if (!(error instanceof errors.JWTExpired)) return { ok: false, reason: 'invalid' };
      if (!allowExpired) return { ok: false, reason: 'expired' };
      payload = error.payload;
    }
    const claims = AccessClaimsSchema.safeParse(payload);
    return claims.success ? { ok: true, claims: claims.data } : { ok: false, reason: 'invalid' };
  }
}
