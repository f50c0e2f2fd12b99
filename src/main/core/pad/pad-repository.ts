import { CLEAR_ERROR_TEXT, sealClearRows, type ErrorText } from '../outbox/error-text';
import type { PadStatus } from '../../../shared/pad-view';
import type { Db } from '../db/connection';
import type { OutboxState } from '../outbox/outbox-row';

/** A pad row with the state of its last finalize's outbox row (undefined once pruned, or none). */
export interface PadRow {
  id: string;
  account: string;
  status: PadStatus;
  revision: number;
  padSealed: Buffer;
  bodySealed: Buffer | undefined;
  outboxId: number | undefined;
  createdAt: number;
  updatedAt: number;
  finalizedAt: number | undefined;
  sentAt: number | undefined;
  previousRefusal: string | undefined;
  outboxState: OutboxState | undefined;
  attempts: number;
  lastError: string | undefined;
}

export interface NewPadRow {
  id: string;
  account: string;
  padSealed: Buffer;
  createdAt: number;
}

export interface FinalizeUpdate {
  id: string;
  /** The revision the finalize was checked on; the row must still have it. */
  revision: number;
  padSealed: Buffer;
  bodySealed: Buffer;
  outboxId: number;
  at: number;
}

interface Stored {
  id: string;
  account: string;
  status: PadStatus;
  revision: number;
  pad_sealed: Buffer;
  body_sealed: Buffer | null;
  outbox_id: number | null;
  created_at: number;
  updated_at: number;
  finalized_at: number | null;
  sent_at: number | null;
  previous_refusal: string | null;
  outbox_state: OutboxState | null;
  attempts: number | null;
  last_error: string | null;
}

const SELECT = `SELECT p.*, o.state AS outbox_state, o.attempts AS attempts, o.last_error AS last_error
  FROM pads p LEFT JOIN outbox o ON o.id = p.outbox_id`;

/**
 * The pads table. Every write that depends on what the row holds says so in its WHERE clause
 * (status, revision) and reports whether it applied, so a save racing a finalize can never
 * overwrite a finalized pad.
 */
export interface PadRepository {
  insert(row: NewPadRow): void;
  get(id: string): PadRow | undefined;
  /** The account's most recently saved draft. */
  latestDraft(account: string): PadRow | undefined;
  /** Newest first. */
  list(limit: number): PadRow[];
  /**
   * Replaces a draft's sealed pad and bumps its revision; `expectedRevision` (when given) must
   * match. Returns the new revision, or undefined when the row is not a draft at that revision.
   */
  saveDraft(
    id: string,
    padSealed: Buffer,
    at: number,
    expectedRevision: number | undefined,
  ): number | undefined;
  /** Joins the caller's transaction (the outbox row is written in the same one). */
  finalize(update: FinalizeUpdate): boolean;
  /**
   * A finalized pad not sent goes back to draft, keeping its outbox id and the platform's refusal
   * (if any); joins the caller's transaction.
   */
  /** Seals refusal texts an earlier version stored in clear; returns how many. */
  sealClearRefusals(): number;
  reopen(id: string, revision: number, previousRefusal: string | undefined, at: number): boolean;
  markSent(id: string, revision: number, at: number): boolean;
  remove(id: string): void;
  /** Finalized pads not yet confirmed sent, with their outbox state: the ones whose state can still change. */
  unsent(): { id: string; outboxState: OutboxState | undefined }[];
}

function rowOf(stored: Stored, errorText: ErrorText): PadRow {
  return {
    id: stored.id,
    account: stored.account,
    status: stored.status,
    revision: stored.revision,
    padSealed: stored.pad_sealed,
    bodySealed: stored.body_sealed ?? undefined,
    outboxId: stored.outbox_id ?? undefined,
    createdAt: stored.created_at,
    updatedAt: stored.updated_at,
    finalizedAt: stored.finalized_at ?? undefined,
    sentAt: stored.sent_at ?? undefined,
    previousRefusal: errorText.open(stored.previous_refusal),
    outboxState: stored.outbox_state ?? undefined,
    attempts: stored.attempts ?? 0,
    lastError: errorText.open(stored.last_error),
  };
}

export function createPadRepository(
  db: Db,
  errorText: ErrorText = CLEAR_ERROR_TEXT,
): PadRepository {
  const toRow = (stored: Stored): PadRow => rowOf(stored, errorText);
  const insert = db.prepare(
    `INSERT INTO pads (id, account, status, revision, pad_sealed, created_at, updated_at)
     VALUES (@id, @account, 'draft', 1, @padSealed, @createdAt, @createdAt)`,
  );
  const byId = db.prepare<[string], Stored>(`${SELECT} WHERE p.id = ?`);
  const latest = db.prepare<[string], Stored>(
    `${SELECT} WHERE p.account = ? AND p.status = 'draft'
     ORDER BY p.updated_at DESC, p.rowid DESC LIMIT 1`,
  );
  const list = db.prepare<[number], Stored>(
    `${SELECT} ORDER BY p.updated_at DESC, p.rowid DESC LIMIT ?`,
  );
  // One statement per save: the row is checked and written at once, no read first.
  const save = db.prepare<
    [Buffer, number, string, number | null, number | null],
    { revision: number }
  >(
    `UPDATE pads SET pad_sealed = ?, updated_at = ?, revision = revision + 1
     WHERE id = ? AND status = 'draft' AND (? IS NULL OR revision = ?)
     RETURNING revision`,
  );
  const finalize = db.prepare(
    `UPDATE pads SET status = 'finalized', revision = revision + 1, pad_sealed = @padSealed,
       body_sealed = @bodySealed, outbox_id = @outboxId, updated_at = @at, finalized_at = @at,
       sent_at = NULL, previous_refusal = NULL
     WHERE id = @id AND status = 'draft' AND revision = @revision`,
  );
  const clearRefusals = db.prepare<[], { id: string; text: string }>(
    "SELECT id, previous_refusal AS text FROM pads WHERE previous_refusal IS NOT NULL AND previous_refusal NOT LIKE 'sealed:v1:%'",
  );
  const setRefusal = db.prepare<[string, string]>(
    'UPDATE pads SET previous_refusal = ? WHERE id = ?',
  );
  const reopen = db.prepare<[string | null, number, string, number]>(
    `UPDATE pads SET status = 'draft', revision = revision + 1, previous_refusal = ?, updated_at = ?,
       body_sealed = NULL, finalized_at = NULL
     WHERE id = ? AND status = 'finalized' AND sent_at IS NULL AND revision = ?`,
  );
  const sent = db.prepare<[number, string, number]>(
    `UPDATE pads SET sent_at = ? WHERE id = ? AND status = 'finalized' AND revision = ? AND sent_at IS NULL`,
  );
  const remove = db.prepare<[string]>("DELETE FROM pads WHERE id = ? AND status = 'draft'");
  const unsent = db.prepare<[], { id: string; outbox_state: OutboxState | null }>(
    `SELECT p.id, o.state AS outbox_state FROM pads p LEFT JOIN outbox o ON o.id = p.outbox_id
     WHERE p.status = 'finalized' AND p.sent_at IS NULL`,
  );

  return {
    insert(row) {
      insert.run(row);
    },
    get(id) {
      const stored = byId.get(id);
      return stored ? toRow(stored) : undefined;
    },
    latestDraft(account) {
      const stored = latest.get(account);
      return stored ? toRow(stored) : undefined;
    },
    list: (limit) => list.all(limit).map(toRow),
    saveDraft(id, padSealed, at, expectedRevision) {
      const expected = expectedRevision ?? null;
      return save.get(padSealed, at, id, expected, expected)?.revision;
    },
    finalize: (update) => finalize.run(update).changes > 0,
    sealClearRefusals() {
      return db.transaction(() =>
        sealClearRows(errorText, clearRefusals.all(), (sealed, id) => setRefusal.run(sealed, id)),
      )();
    },
    reopen: (id, revision, previousRefusal, at) =>
      reopen.run(errorText.seal(previousRefusal) ?? null, at, id, revision).changes > 0,
    markSent: (id, revision, at) => sent.run(at, id, revision).changes > 0,
    remove(id) {
      remove.run(id);
    },
    unsent: () =>
      unsent.all().map((row) => ({ id: row.id, outboxState: row.outbox_state ?? undefined })),
  };
}
