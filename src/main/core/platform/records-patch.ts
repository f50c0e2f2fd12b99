import { z } from 'zod';
import type { PlatformClient } from './client';
import { recordPath } from './records-api';

/**
 * `PATCH /mr/api/v1/docs/{id}` (records.json): a document's details changed after it was put on
 * the record. The app changes its tags only (`tg`, the whole list: the published body has no way
 * to add one tag); the published body has no title, so a document's title stays as it was
 * presigned. The published 200 has no body: any 2xx answer is the platform's yes.
 */
export async function patchRecordTags(
  client: PlatformClient,
  patientOid: string,
  documentId: string,
  tags: readonly string[],
  options: { idempotencyKey: string; signal?: AbortSignal },
): Promise<{ documentId: string; tags: string[] }> {
  await client.request({
    method: 'PATCH',
    path: recordPath(documentId),
    headers: { 'x-pt-id': patientOid, 'idempotency-key': options.idempotencyKey },
    body: { tg: [...new Set(tags)] },
    schema: z.unknown(),
    what: 'Marking a document of the patient’s record',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return { documentId, tags: [...new Set(tags)] };
}
