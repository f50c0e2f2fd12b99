import type { SyncItemState, SyncItemView } from '../../../shared/sync';
import { changeWords, type ChangeWordsSources } from './change-words';
import { deliveryStateOf } from './delivery-state';
import { readPayload, type OperationRegistry } from './operations';
import type { OutboxRow } from './outbox-row';

/** What a recording's steps are called together, on their one line (made outside a visit: "Recording"). */
export const RECORDING_WORDS = 'Recording of the visit';

/** An open row's state: settled rows (sent, discarded) are not listed. */
function openStateOf(row: OutboxRow): SyncItemState {
  const state = deliveryStateOf(row.state);
  return state === 'sent' || state === 'discarded' ? 'waiting' : state;
}

/** What the row's situation allows beyond its state: another account's, or held behind a refusal. */
export interface RowSituation {
  /** The account in use now; a row made for another one waits for it and is not retried. */
  account?: string;
  /** A refused or unsendable change of its record (or the one it depends on) must be settled first. */
  heldBack?: boolean;
}

/**
 * One open outbox row in the user's terms, for the Sync screen and the lists that show it:
 * whose, what and when (`about`, from `sources`), where it stands (`detail`), and what can be done.
 */
export function describeRow(
  row: OutboxRow,
  operations: OperationRegistry,
  now: number,
  situation: RowSituation = {},
  sources?: ChangeWordsSources,
): SyncItemView {
  const operation = operations.get(row.operation);
  const read = operation ? readPayload(operation, row.payload) : undefined;
  const summary =
    operation && read?.ok
      ? (operation.describe?.(read.payload) ?? operation.title)
      : operations.describeUnreadable(row.operation);
  const state = openStateOf(row);
  const sendingWords =
    state === 'sending' && operation?.sendingWords && read?.ok
      ? operation.sendingWords(read.payload)
      : undefined;
  const otherAccount =
    situation.account !== undefined && row.account !== situation.account && state === 'waiting';
  const detail = otherAccount
    ? 'Waiting for the account it was made for (switch back to it in Clinic setup to send it, or discard it)'
    : detailFor(state, row, sendingWords, situation.heldBack === true);
  const subject = operation?.subject && read?.ok ? operation.subject(read.payload) : undefined;
  const bundled = subject !== undefined && operation?.discardWithItsKey === true;
  const words = changeWords(summary, subject, row.createdAt, sources);
  if (bundled && subject.kind === 'recording') {
    words.about.what = words.visit ? RECORDING_WORDS : 'Recording';
  }
  const view: SyncItemView = {
    id: row.id,
    operation: row.operation,
    summary,
    about: words.about,
    detail,
    state,
    attempts: row.attempts,
    createdAt: new Date(row.createdAt).toISOString(),
    message: otherAccount
      ? `${summary}: ${lowerFirst(detail)}`
      : messageFor(summary, state, row, sendingWords),
    canRetry:
      state === 'rejected' || (state === 'waiting' && !otherAccount && situation.heldBack !== true),
    canDiscard: state !== 'sending',
  };
  if (row.lastError) view.lastError = row.lastError;
  if (words.visit) view.visit = words.visit;
  if (bundled) {
    const audioParts =
      subject.kind === 'recording' ? sources?.audioPartsOf?.(subject.id) : undefined;
    view.bundle = {
      id: row.orderingKey,
      label: words.about.what,
      ...(audioParts ? { audioParts } : {}),
    };
  }
  if (state === 'waiting' && row.nextAttemptAt > now) {
    view.nextAttemptAt = new Date(row.nextAttemptAt).toISOString();
  }
  return view;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Where the change stands, as a sentence of its own. */
function detailFor(
  state: SyncItemState,
  row: OutboxRow,
  sendingWords: string | undefined,
  heldBack: boolean,
): string {
  switch (state) {
    case 'rejected':
      return `Refused by the platform: ${row.lastError ?? 'no reason given'}`;
    case 'dead':
      return `Cannot be sent: ${row.lastError ?? 'its saved data is damaged'}`;
    case 'sending':
      return sendingWords ? `Being sent: ${sendingWords}` : 'Being sent';
    case 'waiting':
      if (heldBack)
        return 'Waiting for an earlier change of the same record, which needs attention';
      return row.attempts === 0
        ? 'Waiting to be sent'
        : `Waiting to be sent again (${row.lastError ?? 'the last attempt failed'})`;
  }
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
