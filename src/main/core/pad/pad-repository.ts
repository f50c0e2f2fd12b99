import { CLEAR_ERROR_TEXT, sealClearRows, type ErrorText } from '../outbox/error-text';
import type { PadStatus } from '../../../shared/pad-view';
import type { Db } from '../db/connection';
import type { OutboxDeliveries, OutboxDelivery } from '../outbox/outbox-reads';
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
}

const SELECT = 'SELECT p.* FROM pads p';

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
  /** Which of these pads are finalized (one indexed look-up per id). */
  finalizedAmong(ids: readonly string[]): Set<string>;
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
}

/** A stored row with where its finalize stands (asked of the outbox, never read from its table). */
function rowOf(stored: Stored, errorText: ErrorText, delivery: OutboxDelivery | undefined): PadRow {
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
    outboxState: delivery?.state,
    attempts: delivery?.attempts ?? 0,
    lastError: delivery?.lastError,
  };
}

export function createPadRepository(
  db: Db,
  outbox: OutboxDeliveries,
  errorText: ErrorText = CLEAR_ERROR_TEXT,
): PadRepository {
  const toRows = (stored: Stored[]): PadRow[] => {
    const ids = stored.flatMap((row) => (row.outbox_id === null ? [] : [row.outbox_id]));
    const deliveries = outbox.deliveries(ids);
    return stored.map((row) =>
      rowOf(row, errorText, row.outbox_id === null ? undefined : deliveries.get(row.outbox_id)),
    );
  };
  const toRow = (stored: Stored | undefined): PadRow | undefined =>
    stored ? toRows([stored])[0] : undefined;
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
  const finalizedAmong = db
    .prepare<[string], string>(
      `SELECT p.id FROM pads p WHERE p.id IN (SELECT value FROM json_each(?)) AND p.status = 'finalized'`,
    )
    .pluck();
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

  return {
    insert(row) {
      insert.run(row);
    },
    get: (id) => toRow(byId.get(id)),
    latestDraft: (account) => toRow(latest.get(account)),
    list: (limit) => toRows(list.all(limit)),
    finalizedAmong: (ids) => new Set(finalizedAmong.all(JSON.stringify(ids))),
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
  };
}
