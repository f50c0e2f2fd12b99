import { z } from 'zod';
import { CoreError } from '../errors';
import type { OutboxOperation } from '../outbox/operations';
import { isPlatformError } from '../platform/errors';
import { getRecord } from '../platform/record-documents';
import { patchRecordTags } from '../platform/records-patch';
import type { OutboxRepository } from '../outbox/outbox-repository';
import type { PadVersionLink } from '../../../shared/pad-view';
import type { PadRecordRepository } from './pad-record-repository';
import type { PadRepository } from './pad-repository';

export const PAD_SUPERSEDE = 'pad.supersede';

/** The tag an earlier prescription gets on the patient's record once an amendment replaced it. */
export const SUPERSEDED_TAG = 'superseded';

/**
 * `pad.supersede`: once an amendment is on the patient's record, the prescription it amends is
 * marked there as replaced (the published `PATCH /mr/api/v1/docs/{id}` of its tags), so the record
 * never holds two disagreeing prescriptions without a word. The row waits for the amendment's own
 * `pad.record` row (`dependsOn`): the earlier document is marked only once the new one is there.
 */
export const SupersedePayloadSchema = z
  .object({
    /** The amendment. */
    padId: z.uuid(),
    /** The pad it amends, whose document on the record is marked. */
    amends: z.uuid(),
    /** That pad's document on the record. */
    documentId: z.uuid(),
  })
  .strict();
export type SupersedePayload = z.infer<typeof SupersedePayloadSchema>;

export function padSupersedeOperation(deps: {
  /** The pad's consultation's patient as the platform knows them. */
  patientOf?: (padId: string) => { platformId?: string } | undefined;
}): OutboxOperation<SupersedePayload> {
  return {
    name: PAD_SUPERSEDE,
    title: 'The earlier prescription marked as amended on the patient’s record',
    schema: SupersedePayloadSchema,
    subject: ({ padId }) => ({ kind: 'pad', id: padId }),
    async send({ padId, documentId }, context) {
      const oid = deps.patientOf?.(padId)?.platformId;
      if (!oid) {
        throw new CoreError(
          'REJECTED',
          'This patient is not on the platform’s patient directory, so the earlier prescription on their record cannot be marked as amended.',
        );
      }
      const client = context.backend.client;
      let tags: string[];
      try {
        // The published body replaces the whole list: the document's own tags are kept.
        tags = (await getRecord(client, oid, documentId, { signal: context.signal })).tags;
      } catch (error) {
        // Deleted from the record meanwhile: nothing there to mark.
        if (isPlatformError(error) && error.failure === 'http' && error.status === 404) {
          return { documentId, gone: true };
        }
        throw error;
      }
      if (tags.includes(SUPERSEDED_TAG)) return { documentId, tags };
      return patchRecordTags(client, oid, documentId, [...tags, SUPERSEDED_TAG], {
        idempotencyKey: context.idempotencyKey,
        signal: context.signal,
      });
    },
  };
}

/**
 * Inside an amendment's finalize transaction: when the pad amends one whose document is on the
 * record, the `pad.supersede` row for it, after the amendment's own record row (`recordRowId`).
 * Nothing is queued for a pad that amends nothing, or whose earlier version has no document.
 */
export function queueSupersede(
  deps: {
    outbox: Pick<OutboxRepository, 'enqueue'>;
    repository: Pick<PadRepository, 'get'>;
    records: Pick<PadRecordRepository, 'get'>;
    versionLink?: (padId: string) => PadVersionLink | undefined;
  },
  entry: { padId: string; account: string; orderingKey: string; recordRowId: number },
): void {
  const amends = deps.versionLink?.(entry.padId)?.amends;
  if (amends === undefined) return;
  const earlier = deps.repository.get(amends);
  const record = earlier ? deps.records.get(amends, earlier.revision) : undefined;
  if (!record) return;
  const payload: SupersedePayload = {
    padId: entry.padId,
    amends,
    documentId: record.documentId,
  };
  deps.outbox.enqueue({
    operation: PAD_SUPERSEDE,
    orderingKey: entry.orderingKey,
    account: entry.account,
    payload,
    dependsOn: entry.recordRowId,
  });
}
