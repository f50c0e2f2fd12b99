import type { SyncItemState, SyncItemView } from '../../../shared/sync';
import { deliveryStateOf } from './delivery-state';
import { readPayload, type ChangeSubject, type OperationRegistry } from './operations';

/** The consultation a change's record belongs to, as the Sync screen names it. */
export type VisitOf = (subject: ChangeSubject) => { id: string; title: string } | undefined;
import type { OutboxRow } from './outbox-row';

/** An open row's state: settled rows (sent, discarded) are not listed. */
function openStateOf(row: OutboxRow): SyncItemState {
  const state = deliveryStateOf(row.state);
  return state === 'sent' || state === 'discarded' ? 'waiting' : state;
}

/**
 * One open outbox row in the user's terms, for the Sync screen and the lists that show it.
 * `account` is the account in use now; rows made for another one say so.
 */
export function describeRow(
  row: OutboxRow,
  operations: OperationRegistry,
  now: number,
  account?: string,
  visitOf?: VisitOf,
): SyncItemView {
  const operation = operations.get(row.operation);
  const read = operation ? readPayload(operation, row.payload) : undefined;
  const summary =
    operation && read?.ok
      ? operation.describe(read.payload)
      : operations.describeUnreadable(row.operation);
  const state = openStateOf(row);
  const sendingWords =
    state === 'sending' && operation?.sendingWords && read?.ok
      ? operation.sendingWords(read.payload)
      : undefined;
  const view: SyncItemView = {
    id: row.id,
    operation: row.operation,
    summary,
    state,
    attempts: row.attempts,
    createdAt: new Date(row.createdAt).toISOString(),
    message:
      account !== undefined && row.account !== account && state === 'waiting'
        ? `${summary}: waiting for the account it was made for (switch back to it in Clinic setup to send it, or discard it)`
        : messageFor(summary, state, row, sendingWords),
    canRetry: state === 'rejected' || state === 'dead',
    canDiscard: state !== 'sending',
  };
  if (row.lastError) view.lastError = row.lastError;
  const subject = operation?.subject && read?.ok ? operation.subject(read.payload) : undefined;
  if (subject) {
    const visit = visitOf?.(subject);
    if (visit) view.visit = visit;
    if (operation?.discardWithItsKey) {
      view.bundle = {
        id: row.orderingKey,
        label: subject.kind === 'recording' ? 'Recording' : summary,
      };
    }
  }
  if (state === 'waiting' && row.nextAttemptAt > now) {
    view.nextAttemptAt = new Date(row.nextAttemptAt).toISOString();
  }
  return view;
}

function messageFor(
  summary: string,
  state: SyncItemState,
  row: OutboxRow,
  sendingWords: string | undefined,
): string {
  switch (state) {
    case 'rejected':
      return `${summary} rejected: ${row.lastError ?? 'refused by the platform'}`;
    case 'dead':
      return `${summary} cannot be sent: ${row.lastError ?? 'its saved data is damaged'}`;
    case 'sending':
      return `${summary}: ${sendingWords ?? 'being sent'}`;
    case 'waiting':
      return row.attempts === 0
        ? `${summary}: waiting to be sent`
        : `${summary}: waiting to be sent again (${row.lastError ?? 'the last attempt failed'})`;
  }
}
