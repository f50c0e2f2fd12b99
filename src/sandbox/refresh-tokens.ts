import { randomBytes, randomUUID } from 'node:crypto';

interface RefreshRecord {
  clientId: string;
  familyId: string;
  expiresAtMs: number;
  consumed: boolean;
}

export type RefreshUse =
  { ok: true; familyId: string } | { ok: false; message: string; revokedFamily?: string };

/**
 * Opaque, single-use refresh tokens grouped in families (one family per login). Presenting a
 * consumed token means two parties hold the same session, so the whole family is revoked:
 * this is what makes racing refreshes "log the user out" (docs/platform.md).
 */
export class RefreshTokens {
  private readonly records = new Map<string, RefreshRecord>();
  private readonly revokedFamilies = new Set<string>();

  constructor(
    private readonly ttlSec: number,
    private readonly now: () => number,
  ) {}

  newFamily(): string {
    return randomUUID();
  }

  issue(clientId: string, familyId: string): { token: string; expiresIn: number } {
    const token = randomBytes(32).toString('base64url');
    this.records.set(token, {
      clientId,
      familyId,
      expiresAtMs: this.now() + this.ttlSec * 1000,
      consumed: false,
    });
    return { token, expiresIn: this.ttlSec };
  }

  /** Consumes `token` for `clientId`; a second use revokes the family. */
  use(token: string, clientId: string): RefreshUse {
    const record = this.records.get(token);
    if (!record || record.clientId !== clientId) {
      return { ok: false, message: 'invalid refresh token' };
    }
    if (this.revokedFamilies.has(record.familyId)) {
      return { ok: false, message: 'refresh token has been revoked' };
    }
    if (record.consumed) {
      this.revokedFamilies.add(record.familyId);
      return {
        ok: false,
        message: 'refresh token was already used; session revoked',
        revokedFamily: record.familyId,
      };
    }
    if (this.now() >= record.expiresAtMs) {
      return { ok: false, message: 'refresh token has expired' };
    }
    record.consumed = true;
    return { ok: true, familyId: record.familyId };
  }

  isRevoked(familyId: string): boolean {
    return this.revokedFamilies.has(familyId);
  }
}
