import {
  SYNC_PAGE_DEFAULT,
  type SyncItemPage,
  type SyncItemView,
  type SyncListGroup,
  type SyncStatus,
} from '../../../shared/sync';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import type { NetworkWatch } from '../connection/network-watch';
import { CoreError } from '../errors';
import { readPayload, type OperationRegistry } from './operations';
import type { OutboxRepository } from './outbox-repository';
import type { SyncLoop } from './sync-loop-types';
import { readSyncPage } from './sync-pages';
import type { ChangeWordsSources } from './change-words';
import { describeRow } from './sync-view';

/** What the Sync screen can ask and do. */
export interface SyncService {
  status(): SyncStatus;
  /** A page of the open changes after `after` (keyset by id), `limit` of them (default 100). */
  list(request?: { group?: SyncListGroup; after?: number; limit?: number }): Promise<SyncItemPage>;
  /**
   * Sends a change again now: a waiting one at once (its backoff cleared, same idempotency key),
   * a refused one with a new key (the user fixed the cause, or wants another try). Refuses in one
   * sentence a change being sent, set aside as unsendable, or held behind a refused change.
   */
  retry(id: number): Promise<SyncItemView>;
  /** Drops a row that is not being sent right now; the row and its log are kept for the audit period. */
  discard(id: number): { id: number };
  runNow(): Promise<SyncStatus>;
}

export function createSyncService(deps: {
  db: Db;
  outbox: OutboxRepository;
  operations: OperationRegistry;
  sync: SyncLoop;
  network: NetworkWatch;
  clock: Clock;
  /** The account changes are sent to now (`Backend.accountKey`). */
  account: () => Promise<string>;
  /** Whose and when a change is, asked of the features that know (see change-words.ts). */
  sources?: ChangeWordsSources;
}): SyncService {
  const { outbox, operations, sync, clock } = deps;

  function existing(id: number) {
    const row = outbox.get(id);
    if (!row || row.state === 'done' || row.state === 'discarded') {
      throw new CoreError(
        'NOT_FOUND',
        'That change is no longer waiting: it was sent or discarded.',
      );
    }
    return row;
  }

  return {
    status: () => sync.status(),
    async list(request = {}) {
      const account = await deps.account();
      return readSyncPage(
        {
          pages: outbox,
          operations,
          counts: () => outbox.counts(),
          now: clock.now(),
          account,
          heldBack: (row) => outbox.heldBack(row),
          ...(deps.sources ? { sources: deps.sources } : {}),
        },
        { ...request, limit: request.limit ?? SYNC_PAGE_DEFAULT },
      );
    },
    async retry(id) {
      const row = existing(id);
      const account = await deps.account();
      if (row.state === 'dead') {
        throw new CoreError(
          'CONFLICT',
          'That change cannot be sent again: what it carries cannot be read on this computer, so discard it.',
        );
      }
      if (row.state === 'pending' && row.account !== account) {
        throw new CoreError(
          'CONFLICT',
          'That change is for another account: switch back to it in Clinic setup to send it.',
        );
      }
      const retried = row.state === 'pending' ? outbox.retryNow(id) : outbox.retry(id);
      if (!retried) {
        throw new CoreError(
          'CONFLICT',
          row.state === 'in_flight'
            ? 'That change is being sent right now.'
            : row.state === 'pending'
              ? 'That change waits for an earlier change of the same record; retry that one first.'
              : 'That change is already waiting to be sent.',
        );
      }
      sync.kick();
      // A connection believed lost is checked again now rather than at the probe's next backoff.
      if (sync.status().state === 'paused') void deps.network.check().catch(() => false);
      const now = outbox.get(id)!;
      return describeRow(
        now,
        operations,
        clock.now(),
        { account, heldBack: now.state === 'pending' && outbox.heldBack(now) },
        deps.sources,
      );
    },
    discard(id) {
      const row = existing(id);
      const whole = operations.get(row.operation)?.discardWithItsKey === true;
      const rows = whole
        ? outbox.open().filter((each) => each.orderingKey === row.orderingKey)
        : [row];
      const busy = () =>
        new CoreError(
          'CONFLICT',
          'That change is being sent right now and cannot be discarded; wait for the attempt to end.',
        );
      if (rows.some((each) => each.state === 'in_flight')) throw busy();
      const discarded = deps.db.transaction(() =>
        rows.filter((each) => outbox.discard(each.id, 'Discarded by the user on the Sync screen.')),
      )();
      if (!discarded.some((each) => each.id === id)) throw busy();
      for (const each of discarded) {
        const operation = operations.get(each.operation);
        if (!operation?.discarded) continue;
        const read = readPayload(operation, each.payload);
        if (read.ok) operation.discarded(read.payload);
      }
      sync.kick();
      return { id };
    },
    async runNow() {
      outbox.makeDue();
      await deps.network.check();
      await sync.runNow();
      return sync.status();
    },
  };
}
