import type { ChangeOutcome } from '../../../shared/sync';
import type { ConnectionMonitor } from '../connection/connection-monitor';
import type { Db } from '../db/connection';
import { explainStorageError } from '../db/db-errors';
import type { NewOutboxEntry, OutboxRepository } from './outbox-repository';
import type { OutboxRow } from './outbox-row';
import type { SyncLoop } from './sync-loop-types';

export interface ChangeSubmitter {
  /**
   * Saves a change (with `local`, the caller's own writes, in the same transaction), starts the
   * sync and waits a little for the first attempt, so that online the user sees the platform's
   * answer at once and offline is told the change waits. Nothing is saved when this throws a
   * storage error.
   */
  submit<T>(
    entry: NewOutboxEntry,
    handlers: {
      local?: () => void;
      /** The value of a done row, from its stored result. */
      sent: (row: OutboxRow) => T;
      /** Called with a row the platform refused while the user waited; should throw for the form. */
      refused: (row: OutboxRow) => never;
    },
  ): Promise<ChangeOutcome<T>>;
}

export function createChangeSubmitter(deps: {
  db: Db;
  outbox: OutboxRepository;
  sync: SyncLoop;
  connection: ConnectionMonitor;
  /** How long a caller waits for the first attempt before hearing "queued". */
  waitMs: number;
}): ChangeSubmitter {
  return {
    async submit(entry, handlers) {
      let row: OutboxRow;
      try {
        row = deps.db.transaction(() => {
          handlers.local?.();
          return deps.outbox.enqueue(entry);
        })();
      } catch (error) {
        throw explainStorageError(error);
      }
      deps.sync.kick();
      const queued = (reason: string): ChangeOutcome<never> => ({
        state: 'queued',
        outboxId: row.id,
        reason,
      });
      const status = deps.connection.status();
      if (status.state === 'offline' || status.state === 'signed_out') {
        return queued(
          `Saved on this computer. ${status.detail ?? 'The platform cannot be reached.'} It will be sent when the connection returns.`,
        );
      }
      const after = await deps.sync.waitForAttempt(row.id, deps.waitMs);
      if (after?.state === 'done') return { state: 'sent', value: handlers.sent(after) };
      if (after?.state === 'rejected') {
        // The user sees the refusal in the form, which keeps the input: no second copy on the
        // Sync screen. The discard is logged like any other.
        deps.outbox.discard(after.id, 'Refused while the user waited; shown in the form instead.');
        handlers.refused(after);
      }
      return queued(
        `Saved on this computer; the platform has not confirmed it yet${after?.lastError ? ` (${after.lastError})` : ''}. It will be sent again automatically.`,
      );
    },
  };
}
