import { z } from 'zod';
import type { PlatformClient } from './client';
import { RECORDS_PATH, recordPath } from './records-api';

/**
 * The documents already on the patient's record (`spec/published/records.json`): one page of the
 * list, one document's details, and deleting one.
 */

const RecordItem = z.object({
  document_id: z.string(),
  upload_date: z.number().optional(),
  document_type: z.string().optional(),
  patient_id: z.union([z.string(), z.number()]).transform(String).optional(),
  metadata: z
    .object({
      document_date: z.number().nullish(),
      tags: z.array(z.string()).nullish(),
      title: z.string().nullish(),
    })
    .passthrough()
    .nullish(),
});

const ListAnswer = z
  .object({
    items: z
      .array(
        z
          .object({ record: z.object({ item: RecordItem.passthrough() }).passthrough() })
          .passthrough(),
      )
      .default([]),
    next_token: z.string().nullish(),
  })
  .passthrough();

export interface RecordListItem {
  documentId: string;
  documentType?: string;
  uploadedAt?: number;
  documentDate?: number;
  tags: string[];
  title?: string;
}

/** `GET /mr/api/v1/docs`: one page of the patient's documents, and the token of the next. */
export async function listRecords(
  client: PlatformClient,
  patientOid: string,
  options: { updatedAfter?: number; offset?: string; signal?: AbortSignal } = {},
): Promise<{ items: RecordListItem[]; nextToken?: string }> {
  const query = new URLSearchParams();
  if (options.updatedAfter !== undefined) query.set('u_at__gt', String(options.updatedAfter));
  if (options.offset !== undefined) query.set('offset', options.offset);
  const search = query.toString();
  const answer = await client.request({
    method: 'GET',
    path: search ? `${RECORDS_PATH}?${search}` : RECORDS_PATH,
    headers: { 'x-pt-id': patientOid, accept: 'application/json' },
    schema: ListAnswer,
    what: 'Reading the patient’s record',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const items = answer.items.map(({ record: { item } }) => ({
    documentId: item.document_id,
    ...(item.document_type ? { documentType: item.document_type } : {}),
    ...(item.upload_date !== undefined ? { uploadedAt: item.upload_date } : {}),
    ...(typeof item.metadata?.document_date === 'number'
      ? { documentDate: item.metadata.document_date }
      : {}),
    tags: item.metadata?.tags ?? [],
    ...(item.metadata?.title ? { title: item.metadata.title } : {}),
  }));
  return { items, ...(answer.next_token ? { nextToken: answer.next_token } : {}) };
}

const DocumentAnswer = z
  .object({
    dt: z.string().optional(),
    document_date_epoch: z.number().optional(),
    tags: z.array(z.string()).nullish(),
    source: z.string().optional(),
  })
  .passthrough();

/** `GET /mr/api/v1/docs/{id}`: one document's details (type, date, tags). */
export async function getRecord(
  client: PlatformClient,
  patientOid: string,
  documentId: string,
  options: { signal?: AbortSignal } = {},
): Promise<{ documentType?: string; documentDate?: number; tags: string[] }> {
  const answer = await client.request({
    method: 'GET',
    path: recordPath(documentId),
    headers: { 'x-pt-id': patientOid },
    schema: DocumentAnswer,
    what: 'Reading a document of the patient’s record',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return {
    ...(answer.dt ? { documentType: answer.dt } : {}),
    ...(answer.document_date_epoch !== undefined
      ? { documentDate: answer.document_date_epoch }
      : {}),
    tags: answer.tags ?? [],
  };
}

/** `DELETE /mr/api/v1/docs/{id}` (200; 404 when it is already gone). */
export async function deleteRecord(
  client: PlatformClient,
  patientOid: string,
  documentId: string,
  options: { idempotencyKey: string; signal?: AbortSignal },
): Promise<void> {
  await client.request({
    method: 'DELETE',
    path: recordPath(documentId),
    headers: { 'x-pt-id': patientOid, 'idempotency-key': options.idempotencyKey },
    schema: z.unknown(),
    what: 'Deleting a document from the patient’s record',
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
