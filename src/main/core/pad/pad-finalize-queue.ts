import { CoreError } from '../errors';
import type { OutboxRepository } from '../outbox/outbox-repository';
import type { PadVersionLink } from '../../../shared/pad-view';
import { PAD_FINALIZE, padOrderingKey, type FinalizePayload } from './pad-finalize';
import { PAD_RECORD, type RecordPayload } from './pad-record';
import type { PadRecordRepository } from './pad-record-repository';
import type { PadRepository } from './pad-repository';
import { queueSupersede } from './pad-supersede';

/** What a finalize writes, made before its transaction (sealing is not done inside it). */
export interface FinalizedWrite {
  id: string;
  account: string;
  /** The pad's revision before the finalize, and the finalized one (`from + 1`). */
  from: number;
  revision: number;
  padSealed: Buffer;
  bodySealed: Buffer;
  documentId: string;
  /** The outbox row of the patient's creation the sends must wait for, if any. */
  waitFor?: number;
  structured: boolean;
  at: number;
}

/**
 * The finalize's writes, all inside the caller's transaction: the pad's record row (the PDF to
 * the patient's record), its document id, an amendment's `pad.supersede` row, the structured
 * copy's row when the doctor turned it on, and the pad itself. If the pad changed meanwhile the
 * transaction throws, and the outbox rows are rolled back with it.
 */
export function writeFinalized(
  deps: {
    outbox: Pick<OutboxRepository, 'enqueue'>;
    repository: Pick<PadRepository, 'get' | 'finalize'>;
    records: Pick<PadRecordRepository, 'get' | 'insert'>;
    versionLink?: (padId: string) => PadVersionLink | undefined;
  },
  write: FinalizedWrite,
): void {
  const { id, account, revision, documentId } = write;
  const orderingKey = padOrderingKey(id);
  const waits = write.waitFor === undefined ? {} : { waitsForPatient: true as const };
  const after = write.waitFor === undefined ? {} : { dependsOn: write.waitFor };
  const record: RecordPayload = { padId: id, revision, documentId, ...waits };
  const queued = deps.outbox.enqueue({
    operation: PAD_RECORD,
    orderingKey,
    account,
    payload: record,
    ...after,
  });
  deps.records.insert(id, revision, documentId);
  // An amendment: the version it replaces is marked so on the record, once it is there.
  queueSupersede(deps, { padId: id, account, orderingKey, recordRowId: queued.id });
  if (write.structured) {
    // The structured record to the unpublished PUT, only when the doctor turned it on (an
    // assumption, off by default); after the record, under the same key.
    const payload: FinalizePayload = { padId: id, revision, ...waits };
    deps.outbox.enqueue({ operation: PAD_FINALIZE, orderingKey, account, payload, ...after });
  }
  const done = deps.repository.finalize({
    id,
    revision: write.from,
    padSealed: write.padSealed,
    bodySealed: write.bodySealed,
    outboxId: queued.id,
    at: write.at,
  });
  if (!done) throw new CoreError('CONFLICT', 'This pad changed while it was finalized.');
}
