import { z } from 'zod';
import { PARSED_DOCUMENT_TYPE } from '../../../shared/documents';
import type { PlatformClient, Upload } from '../platform/client';
import { collectBytes, type ByteSource } from '../storage/byte-source';
import { multipartFile } from './multipart';

export const DOCUMENTS_PATH = '/mr/api/v2/docs';

/**
 * The contract does not show the answer. The app keeps the platform's document id when the answer
 * has one (`document_id`, or `id`) and accepts any JSON object otherwise.
 */
const UploadAnswer = z
  .object({ document_id: z.string().optional(), id: z.string().optional() })
  .passthrough();

/**
 * Time allowed for one upload: the platform time limit, plus the time the body takes at 50 KB/s
 * (a weak clinic uplink), so a large file is not cut off while it is still flowing.
 */
export function uploadTimeoutMs(sizeBytes: number, baseMs: number): number {
  return baseMs + Math.ceil(sizeBytes / 50);
}

export interface DocumentToPost {
  /** The file's bytes: the sealed copy read from disk as it is sent, or bytes in memory. */
  source: ByteSource;
  fileName: string;
  mediaType: string;
  /** `jwe`: the contract's encrypted form; `multipart`: a `file` part. */
  form: 'jwe' | 'multipart';
  task: string;
  /** Sent as `dt` only when it is `lr`, the one type the route publishes; any other is left out. */
  documentType?: string;
  patientId?: string;
}

/**
 * `POST /mr/api/v2/docs` (records.json `uploadDocument`: the platform reads a lab report) with one
 * document: the body in the chosen form (byte-identical on every retry of the same key), the
 * required `task`, `dt=lr` or no `dt` (the published parameter allows `lr` alone: an upload saved
 * by an earlier version with a free-text type goes without it), and the patient in `X-Pt-Id`.
 * Resolves to the platform's document id when its answer names one.
 */
export async function postDocument(
  client: PlatformClient,
  document: DocumentToPost,
  options: {
    idempotencyKey: string;
    timeoutBaseMs: number;
    signal?: AbortSignal;
    onProgress?: (sent: number, total: number) => void;
  },
): Promise<string | undefined> {
  // The encrypted form streams the file into its envelope; a multipart form needs every byte
  // first (its boundary must not occur in them).
  const upload: Upload =
    document.form === 'jwe'
      ? { kind: 'encrypted-document', source: document.source }
      : {
          kind: 'raw',
          ...multipartFile(
            {
              name: document.fileName,
              mediaType: document.mediaType,
              bytes: await collectBytes(document.source),
            },
            options.idempotencyKey,
          ),
        };
  const query = new URLSearchParams({ task: document.task });
  if (document.documentType === PARSED_DOCUMENT_TYPE) query.set('dt', PARSED_DOCUMENT_TYPE);
  const answer = await client.request({
    method: 'POST',
    path: `${DOCUMENTS_PATH}?${query.toString()}`,
    headers: {
      'idempotency-key': options.idempotencyKey,
      ...(document.patientId ? { 'x-pt-id': document.patientId } : {}),
    },
    upload,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    schema: UploadAnswer,
    what: 'Uploading a document',
    ...(options.signal ? { signal: options.signal } : {}),
    timeoutMs: uploadTimeoutMs(document.source.size, options.timeoutBaseMs),
  });
  return answer.document_id ?? answer.id;
}
