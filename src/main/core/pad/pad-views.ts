import type { Pad } from '../../../shared/pad/pad';
import type { PadSummaryView, PadSyncState, PadSyncView, PadView } from '../../../shared/pad-view';
import { CoreError } from '../errors';
import { deliveryStateOf } from '../outbox/delivery-state';
import type { OutboxState } from '../outbox/outbox-row';
import type { PadRow } from './pad-repository';

/** A finalized pad's state from its outbox row; `sentAt` wins (the row may be pruned since). */
export function syncStateOf(
  row: Pick<PadRow, 'status' | 'sentAt'> & { outboxState: OutboxState | undefined },
): PadSyncState {
  if (row.status === 'draft') return 'draft';
  return deliveryStateOf(row.outboxState, row.sentAt !== undefined);
}

/** States from which a finalized pad may go back to draft: it has not reached the platform. */
export const REOPENABLE: readonly PadSyncState[] = ['waiting', 'rejected', 'dead', 'discarded'];

const iso = (ms: number | undefined): string | undefined =>
  ms === undefined ? undefined : new Date(ms).toISOString();

/** Where the finalize goes, and the step of the record upload running now. */
export interface PadRecordView {
  destination: 'record' | 'structured';
  recordStep?: PadSyncView['recordStep'];
}

function syncView(row: PadRow, state: PadSyncState, record: PadRecordView): PadSyncView {
  const finalizedAt = iso(row.finalizedAt);
  const sentAt = iso(row.sentAt);
  const showError = state === 'waiting' || state === 'rejected' || state === 'dead';
  return {
    state,
    ...(row.outboxId === undefined ? {} : { outboxId: row.outboxId }),
    ...(showError && row.lastError ? { lastError: row.lastError } : {}),
    attempts: row.status === 'finalized' ? row.attempts : 0,
    ...(finalizedAt ? { finalizedAt } : {}),
    ...(sentAt ? { sentAt } : {}),
    ...(row.status === 'draft' && row.previousRefusal
      ? { previousRefusal: row.previousRefusal }
      : {}),
    ...(record.destination === 'structured' ? { destination: 'structured' as const } : {}),
    ...(state === 'sending' && record.recordStep ? { recordStep: record.recordStep } : {}),
  };
}

export function padView(
  row: PadRow,
  pad: Pad,
  account: string,
  record: PadRecordView = { destination: 'record' },
): PadView {
  const state = syncStateOf(row);
  const ours = row.account === account;
  return {
    pad,
    status: row.status,
    revision: row.revision,
    sync: syncView(row, state, record),
    otherAccount: !ours,
    canEdit: row.status === 'draft' && ours,
    canReopen: row.status === 'finalized' && REOPENABLE.includes(state),
  };
}

/** A list line; `pad` is undefined when the stored copy could not be opened. */
export function padSummary(row: PadRow, pad: Pad | undefined, account: string): PadSummaryView {
  const state = syncStateOf(row);
  const lastError =
    pad === undefined
      ? 'This pad cannot be read on this computer.'
      : state === 'rejected' || state === 'dead'
        ? row.lastError
        : undefined;
  return {
    id: row.id,
    status: row.status,
    syncState: state,
    ...(pad?.patientId === undefined ? {} : { patientId: pad.patientId }),
    findings: pad?.findings.length ?? 0,
    procedures: pad?.procedures.length ?? 0,
    vitals: pad?.vitals.length ?? 0,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    ...(lastError ? { lastError } : {}),
    otherAccount: row.account !== account,
  };
}

/** A save refused because the pad moved on: finalized meanwhile, or another revision. */
export function saveConflict(
  row: Pick<PadRow, 'status' | 'revision'> | undefined,
  expectedRevision: number | undefined,
): CoreError {
  if (row?.status === 'finalized') {
    return new CoreError(
      'CONFLICT',
      'This pad was finalized, so it was not changed. Reopen it to correct it.',
    );
  }
  return new CoreError(
    'CONFLICT',
    `This pad was changed elsewhere (it is at revision ${row?.revision ?? '?'}, this edit was made on ${expectedRevision ?? '?'}). Open it again to see the latest.`,
  );
}
