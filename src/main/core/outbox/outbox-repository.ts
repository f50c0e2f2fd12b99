/** The outbox repository: enqueues changes and moves rows through their states, logging each. */
import { rewritePayloads } from './payload-rewrite';
import { CLEAR_ERROR_TEXT, sealClearRows, type ErrorText } from './error-text';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import type { OutboxRow, OutboxState } from './outbox-row';
import { createOutboxEmitter, type OutboxEvents } from './outbox-events';
import { createOutboxReads, rowOf, type OutboxReads, type StoredRow } from './outbox-reads';
import { createOutboxClaims, type OutboxClaims } from './outbox-claims';
import { createOutboxPages, type OutboxPages } from './outbox-pages';
import { createOutboxRetryNow, type OutboxRetryNow } from './outbox-retry-now';
import { prepareOutboxStatements } from './outbox-statements';

export interface NewOutboxEntry {
  operation: string;
  orderingKey: string;
  /** The platform account the change is for (`Backend.accountKey`); only sent to that account. */
  account: string;
  /** Serialised as JSON; give `payloadFile` instead for large bodies already stored on disk. */
  payload?: unknown;
  payloadFile?: string;
  /**
   * Another row that must reach the platform first (the create of a patient this change names).
   * This row is not handed out while that one is open (waiting, refused or set aside).
   */
  dependsOn?: number;
}

/**
 * The outbox table. `enqueue` joins the caller's transaction when there is one, so a local change
 * and its row commit together. Rows of one ordering key are handed out strictly one at a time, in
 * order: a key whose head row is in flight, waiting for its retry time, rejected or dead yields
 * nothing until that row is done or discarded (or retried by the user). Other keys are unaffected.
 *
 * The sync loop's transitions (`markDone`, `markRetry`, `markRejected`, `markDead`, `release`)
 * apply only to rows in flight, and return false otherwise, so a late answer can never overwrite
 * what happened to the row in the meantime.
 */
export interface OutboxRepository
  extends OutboxReads, OutboxPages, OutboxEvents, OutboxClaims, OutboxRetryNow {
  enqueue(entry: NewOutboxEntry): OutboxRow;
  /** Rows a crash left `in_flight` go back to `pending`; the idempotency key makes the resend safe. */
  recoverInFlight(): number;
  markDone(id: number, result?: unknown): boolean;
  /** `event` names the kind of failure in the log (`retry`, or `unreadable` for a garbled 2xx). */
  markRetry(id: number, nextAttemptAt: number, error: string, event?: string): boolean;
  /** The earliest retry time among rows `claimReady` could hand out for `account` (heads of their key). */
  nextDueAt(account: string): number | undefined;
  /**
   * `refused`: the platform answered with a refusal, so the change was not applied. Otherwise (an
   * answer that could not be read, several times) it may have been.
   */
  /**
   * Seals failure texts stored in clear by an earlier version (or withholds them where there is
   * no keychain); returns how many were changed. Run once at start.
   */
  sealClearTexts(): number;
  /** Rewrites one kind of change's stored payloads (payload-rewrite.ts); returns how many. */
  rewritePayloads(operation: string, rewrite: (payload: unknown) => unknown): number;
  markRejected(id: number, error: string, kind?: 'refused' | 'unreadable'): boolean;
  markDead(id: number, reason: string): boolean;
  /** An attempt cut short by the app closing: back to pending, due at once. */
  release(id: number): boolean;
  /**
   * The user's Retry of a rejected or dead row. False when the row is in another state. A row the
   * platform refused gets a new idempotency key: the refusal was stored under the old one and
   * would be replayed, and a refused change was not applied, so a new key cannot duplicate it.
   * Any other row keeps its key, since its change may have been applied.
   */
  retry(id: number): boolean;
  /** The user's Discard of a row not in flight: kept as `discarded`, with the reason in its log. */
  discard(id: number, reason: string): boolean;
  /** Pending rows waiting for a retry time become due now (reconnect, or the user's "Sync now"). */
  makeDue(): number;
  /** Deletes done and discarded rows settled before `before` (their log goes with them). */
  pruneSettled(before: number): number;
}

export interface OutboxRepositoryOptions {
  /**
   * The longest retry delay the sync loop ever sets. A row due further ahead than this can only
   * come from a clock that jumped backwards, and is treated as due rather than left stranded.
   */
  maxRetryDelayMs?: number;
  /** How failure texts are kept at rest (sealed with the data key in the app). */
  errorText?: ErrorText;
  /** A listener of row states threw (it is not allowed to stop the outbox). */
  onListenerError?: (error: unknown) => void;
}

export const DEFAULT_MAX_RETRY_DELAY_MS = 5 * 60_000;

export function createOutboxRepository(
  db: Db,
  clock: Clock,
  options: OutboxRepositoryOptions = {},
): OutboxRepository {
  const maxDelay = options.maxRetryDelayMs ?? DEFAULT_MAX_RETRY_DELAY_MS;
  const errorText = options.errorText ?? CLEAR_ERROR_TEXT;
  const toRow = (row: StoredRow): OutboxRow => rowOf(row, errorText);
  const reads = createOutboxReads(db, errorText);
  const events = createOutboxEmitter(options.onListenerError ?? (() => undefined));
  /** Tells the listeners where rows stand now (after the change committed). */
  function announce(ids: readonly number[]): void {
    if (!events.hasListeners()) return;
    for (const id of ids) {
      const row = byId.get(id);
      if (row) {
        events.emit({
          id,
          operation: row.operation,
          orderingKey: row.ordering_key,
          state: row.state,
        });
      }
    }
  }
  const statements = prepareOutboxStatements(db);
  const {
    insert,
    byId,
    nextDue,
    recentEvents,
    fromFlight,
    userRetry,
    newKey,
    userDiscard,
    due,
    recover,
    recovered,
    addLog,
    prune,
    clearErrors,
    setError,
    clearDetails,
    setDetail,
  } = statements;
  const claims = createOutboxClaims({
    db,
    clock,
    maxDelayMs: maxDelay,
    statements,
    toRow,
    announce,
    events,
  });

  /** One state change and its log line, committed together. */
  function change(run: (now: number) => number, id: number, event: string, detail: string | null) {
    const now = clock.now();
    const changed = db.transaction(() => {
      const applied = run(now) > 0;
      if (applied) addLog.run(id, now, event, detail);
      return applied;
    })();
    if (changed) announce([id]);
    return changed;
  }

  function leaveFlight(
    id: number,
    state: OutboxState,
    event: string,
    detail: { error?: string; nextAttemptAt?: number; result?: string; completed?: boolean },
  ): boolean {
    const error = errorText.seal(detail.error);
    return change(
      (now) =>
        fromFlight.run(
          state,
          detail.nextAttemptAt ?? now,
          now,
          error ?? null,
          detail.completed ? now : null,
          detail.result ?? null,
          id,
        ).changes,
      id,
      event,
      error ?? null,
    );
  }

  const pages = createOutboxPages(db, errorText);

  return {
    ...reads,
    ...createOutboxRetryNow({ db, clock }),
    page: (request) => pages.page(request),
    onRowState: (listener) => events.onRowState(listener),
    enqueue(entry) {
      if ((entry.payload === undefined) === (entry.payloadFile === undefined)) {
        throw new Error('An outbox entry needs exactly one of payload and payloadFile.');
      }
      const now = clock.now();
      const payload = entry.payload === undefined ? null : JSON.stringify(entry.payload);
      const stored = insert.get(
        randomUUID(),
        entry.operation,
        payload,
        entry.payloadFile ?? null,
        entry.orderingKey,
        entry.account,
        entry.dependsOn ?? null,
        now,
        now,
        now,
      ) as StoredRow;
      return toRow(stored);
    },
    recoverInFlight() {
      const now = clock.now();
      const ids = recovered.all().map((row) => row.id);
      const count = db.transaction(() => {
        for (const id of ids) addLog.run(id, now, 'recovered', 'the app stopped while sending');
        return recover.run(now).changes;
      })();
      announce(ids);
      return count;
    },
    ...claims,
    markDone: (id, result) =>
      leaveFlight(id, 'done', 'done', {
        completed: true,
        ...(result === undefined ? {} : { result: JSON.stringify(result) }),
      }),
    markRetry: (id, nextAttemptAt, error, event = 'retry') =>
      leaveFlight(id, 'pending', event, { nextAttemptAt, error }),
    nextDueAt(account) {
      return nextDue.get(account)?.due ?? undefined;
    },
    rewritePayloads: (operation, rewrite) => rewritePayloads(db, operation, rewrite),
    sealClearTexts() {
      return db.transaction(
        () =>
          sealClearRows(errorText, clearErrors.all(), (sealed, id) => setError.run(sealed, id)) +
          sealClearRows(errorText, clearDetails.all(), (sealed, id) => setDetail.run(sealed, id)),
      )();
    },
    markRejected: (id, error, kind = 'refused') =>
      leaveFlight(id, 'rejected', kind === 'refused' ? 'rejected' : 'rejected-unreadable', {
        error,
      }),
    markDead: (id, reason) => leaveFlight(id, 'dead', 'dead', { error: reason }),
    release(id) {
      const row = byId.get(id);
      return leaveFlight(id, 'pending', 'interrupted', {
        ...(row?.last_error ? { error: row.last_error } : {}),
      });
    },
    retry: (id) =>
      change(
        (now) => {
          const changed = userRetry.run(now, now, id).changes;
          const last = recentEvents.all(id).find((entry) => entry.event !== 'attempt');
          if (changed > 0 && last?.event === 'rejected') newKey.run(randomUUID(), id);
          return changed;
        },
        id,
        'user-retry',
        null,
      ),
    discard: (id, reason) =>
      change((now) => userDiscard.run(now, now, id).changes, id, 'discarded', reason),
    makeDue() {
      const now = clock.now();
      return due.run(now, now).changes;
    },
    pruneSettled(before) {
      return prune.run(before).changes;
    },
  };
}
