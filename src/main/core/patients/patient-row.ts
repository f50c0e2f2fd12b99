/** A patients row: as SQLite gives it, and as the module reads it. */

export interface PatientRow {
  id: string;
  account: string;
  platformId: string | undefined;
  recordSealed: Buffer;
  outboxId: number | undefined;
  createdAt: number;
  updatedAt: number;
}

/** A patients row as SQLite gives it. */
export interface StoredPatient {
  id: string;
  account: string;
  platform_id: string | null;
  record_sealed: Buffer;
  outbox_id: number | null;
  created_at: number;
  updated_at: number;
}

export const patientRowOf = (s: StoredPatient): PatientRow => ({
  id: s.id,
  account: s.account,
  platformId: s.platform_id ?? undefined,
  recordSealed: s.record_sealed,
  outboxId: s.outbox_id ?? undefined,
  createdAt: s.created_at,
  updatedAt: s.updated_at,
});
