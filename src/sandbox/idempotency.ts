import { createHash } from 'node:crypto';
import { platformError, type SandboxResponse } from './responses';

/** How long a key's first answer is kept for replay (the IETF draft leaves it to the server). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;

interface Entry {
  fingerprint: string;
  storedAt: number;
  /** Undefined while the first request with this key is still running. */
  response: SandboxResponse | undefined;
}

/**
 * `Idempotency-Key` as draft-ietf-httpapi-idempotency-key-header describes it: the first result
 * for a key is stored and replayed to retries; the same key with a different request is 422; a
 * retry while the first is still running is 409. Keys are scoped per client. Server errors are
 * not stored, so a retry after a 5xx runs the request again.
 */
export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number) {}

  async run(
    scope: { clientId: string; key: string; method: string; path: string; body: string },
    execute: () => Promise<SandboxResponse>,
  ): Promise<SandboxResponse> {
    if (scope.key.length === 0 || scope.key.length > MAX_KEY_LENGTH) {
      return platformError(400, `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`);
    }
    this.prune();
    const id = `${scope.clientId}\u0000${scope.key}`;
    const fingerprint = createHash('sha256')
      .update(`${scope.method}\u0000${scope.path}\u0000${scope.body}`)
      .digest('hex');
    const existing = this.entries.get(id);
    if (existing) {
      if (existing.fingerprint !== fingerprint) {
        return platformError(
          422,
          'Idempotency-Key was already used for a different request',
          'IDEMPOTENCY_KEY_REUSED',
        );
      }
      if (!existing.response) {
        return platformError(
          409,
          'a request with this Idempotency-Key is still being processed',
          'IDEMPOTENCY_KEY_IN_USE',
        );
      }
      return existing.response;
    }
    const entry: Entry = { fingerprint, storedAt: this.now(), response: undefined };
    this.entries.set(id, entry);
    try {
      const response = await execute();
      if (response.status >= 500) this.entries.delete(id);
      else entry.response = response;
      return response;
    } catch (error) {
      this.entries.delete(id);
      throw error;
    }
  }

  /** How many first answers are stored: tests use it to see that a key was recorded. */
  get size(): number {
    return this.entries.size;
  }

  /** Entries are kept in insertion order, which is `storedAt` order: stop at the first young one. */
  private prune(): void {
    const cutoff = this.now() - IDEMPOTENCY_TTL_MS;
    for (const [id, entry] of this.entries) {
      if (entry.storedAt >= cutoff) break;
      if (entry.response) this.entries.delete(id);
    }
  }
}
