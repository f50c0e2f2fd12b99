/**
 * Prescriptions as the sandbox received them, per client, in memory. The record is kept exactly
 * as the client's JSON carried it (a vital's "98.40" stays "98.40"), and every accepted PUT is a
 * version in the journal, so a test can tell one delivery from two. Callers get copies.
 */

/** What the route checked the body into; `record` is the body itself, untouched. */
export interface PrescriptionRecord {
  id: string;
  updated_at: string;
  [key: string]: unknown;
}

export interface StoredPrescription {
  clientId: string;
  id: string;
  /** 1 for the first PUT, then one more for each replacement. */
  version: number;
  record: PrescriptionRecord;
  receivedAt: number;
}

export interface PrescriptionVersion extends StoredPrescription {
  seq: number;
  kind: 'created' | 'updated';
}

export type PutOutcome =
  | { ok: true; stored: StoredPrescription; kind: 'created' | 'updated' }
  | { ok: false; reason: 'stale'; storedUpdatedAt: string };

export class PrescriptionStore {
  private readonly current = new Map<string, StoredPrescription>();
  private readonly versions: PrescriptionVersion[] = [];

  constructor(private readonly now: () => number) {}

  /**
   * Creates or replaces. A record older than the stored one (by `updated_at`) is refused: a late
   * delivery of an earlier version must not undo a correction.
   */
  put(clientId: string, record: PrescriptionRecord): PutOutcome {
    const key = `${clientId}\u0000${record.id}`;
    const existing = this.current.get(key);
    if (existing && Date.parse(record.updated_at) < Date.parse(existing.record.updated_at)) {
      return { ok: false, reason: 'stale', storedUpdatedAt: existing.record.updated_at };
    }
    const stored: StoredPrescription = {
      clientId,
      id: record.id,
      version: (existing?.version ?? 0) + 1,
      record: structuredClone(record),
      receivedAt: this.now(),
    };
    this.current.set(key, stored);
    const kind = existing ? 'updated' : 'created';
    this.versions.push({ ...structuredClone(stored), seq: this.versions.length + 1, kind });
    return { ok: true, stored: structuredClone(stored), kind };
  }

  get(clientId: string, id: string): StoredPrescription | undefined {
    const stored = this.current.get(`${clientId}\u0000${id}`);
    return stored ? structuredClone(stored) : undefined;
  }

  /** The client's prescriptions as stored now, in the order they were first received. */
  list(clientId: string): StoredPrescription[] {
    return [...this.current.values()]
      .filter((stored) => stored.clientId === clientId)
      .map((stored) => structuredClone(stored));
  }

  /** Every version accepted, oldest first (replays of an idempotency key are not versions). */
  journal(clientId: string): PrescriptionVersion[] {
    return this.versions
      .filter((version) => version.clientId === clientId)
      .map((version) => structuredClone(version));
  }
}
