import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { JWE_SECRET_LENGTH } from '../shared/settings';

/** What lets a program in: logging in as the sandbox's client, and reading its JWE envelopes. */
export interface SandboxCredentials {
  clientId: string;
  clientSecret: string;
  /** The shared JWE secret: whoever holds it reads every encrypted body. */
  jweSecret: string;
}

/**
 * Fresh credentials from node:crypto, for a sandbox started without any. Formats: the client id
 * `sandbox-` and 16 hex digits (no `:`, so it fits HTTP Basic); the secret 43 base64url characters
 * (32 random bytes); the JWE secret 16 base64url characters (12 random bytes), the exact length
 * the key derivation needs. Neither secret starts with `-` (pastableSecret). The key id is not among them: it travels in clear in every envelope.
 */
export function randomSandboxCredentials(): SandboxCredentials {
  return {
    clientId: `sandbox-${randomBytes(8).toString('hex')}`,
    clientSecret: pastableSecret(32),
    jweSecret: pastableSecret((JWE_SECRET_LENGTH * 3) / 4),
  };
}

/**
 * `bytes` random bytes in base64url, drawn again while the text starts with `-`: pasted after a
 * flag (`--jwe-secret -x…`), such a secret reads as another option, and the command refuses it
 * (one draw in 64 did, and made check-platform's tests fail at random). Fewer than 6 bits of one
 * character are given up.
 */
export function pastableSecret(bytes: number): string {
  for (;;) {
    const secret = randomBytes(bytes).toString('base64url');
    if (!secret.startsWith('-')) return secret;
  }
}

/** The `Authorization` header the `/__sandbox/*` routes accept: HTTP Basic with id and secret. */
export function adminAuthorization(credentials: {
  clientId: string;
  clientSecret: string;
}): string {
  const pair = `${credentials.clientId}:${credentials.clientSecret}`;
  return `Basic ${Buffer.from(pair, 'utf8').toString('base64')}`;
}

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether `header` carries the sandbox's own client id and secret as HTTP Basic (RFC 7617). The
 * comparison runs on digests of equal length in constant time, so its timing tells nothing.
 */
export function isAdminAuthorized(
  header: string | undefined,
  credentials: { clientId: string; clientSecret: string },
): boolean {
  const match = /^Basic ([A-Za-z0-9+/]+=*)$/i.exec(header?.trim() ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!, 'base64').toString('utf8');
  const wanted = `${credentials.clientId}:${credentials.clientSecret}`;
  return timingSafeEqual(digest(given), digest(wanted));
}

/** The one sentence a refused `/__sandbox/*` request gets. */
export const ADMIN_REFUSAL =
  "The sandbox's /__sandbox routes need its client id and secret as HTTP Basic credentials.";
