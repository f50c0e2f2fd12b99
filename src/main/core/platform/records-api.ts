import { z } from 'zod';
import {
  MAX_RECORD_BATCHES,
  MAX_RECORD_FILES_PER_BATCH,
  recordFileProblem,
  type RecordContentType,
  type RecordDocumentType,
} from '../../../shared/records';
import { CoreError } from '../errors';
import type { PlatformClient } from './client';
import { namesAnotherRecord, PlatformError } from './errors';
import { presignedFormBody } from './presigned-form';
import { readPresignedAnswer, checkPresignedUrl } from './presigned-answer';

/**
 * The Records API (`spec/published/records.json`): the patient's health record. A document goes
 * there in two steps: `POST /mr/api/v1/docs` names it and is answered with presigned forms; each
 * file is then POSTed as multipart to its form's URL, with the form's fields and no platform
 * credentials (answered 204).
 */
export const RECORDS_PATH = '/mr/api/v1/docs';
export const recordPath = (documentId: string): string =>
  `${RECORDS_PATH}/${encodeURIComponent(documentId)}`;

/** One entry of `batch_request[]` (the published UpdateDocumentV3Request) as the app fills it. */
export interface RecordBatch {
  /** Made once by the app and sent on every retry, so a retry never makes a second document. */
  documentId: string;
  dt: RecordDocumentType;
  /** The document's date, epoch seconds (`dd_e`). */
  documentDate: number;
  tags: readonly string[];
  title: string;
  files: readonly { contentType: RecordContentType; size: number }[];
}

export interface PresignedForm {
  url: string;
  fields: Record<string, string>;
}

export interface PresignedDocument {
  documentId: string;
  forms: PresignedForm[];
}

/** The body of the presign, exactly as the published request schema has it. */
export function presignBody(batches: readonly RecordBatch[]): {
  batch_request: {
    dt: string;
    document_id: string;
    dd_e: number;
    tg: string[];
    title: string;
    files: { contentType: string; file_size: number }[];
  }[];
} {
  if (batches.length === 0 || batches.length > MAX_RECORD_BATCHES) {
    throw new CoreError(
      'INVALID_ARGUMENT',
      `The patient's record takes 1 to ${MAX_RECORD_BATCHES} documents at a time.`,
    );
  }
  return {
    batch_request: batches.map((batch) => {
      if (batch.files.length === 0) {
        throw new CoreError('INVALID_ARGUMENT', 'A document for the record needs a file.');
      }
      const perType = new Map<string, number>();
      for (const file of batch.files) {
        const problem = recordFileProblem({ contentType: file.contentType, size: file.size });
        if (problem) throw new CoreError('INVALID_ARGUMENT', problem);
        perType.set(file.contentType, (perType.get(file.contentType) ?? 0) + 1);
      }
      if ([...perType.values()].some((count) => count > MAX_RECORD_FILES_PER_BATCH)) {
        throw new CoreError(
          'INVALID_ARGUMENT',
          `The patient's record takes at most ${MAX_RECORD_FILES_PER_BATCH} files of one type in one document.`,
        );
      }
      if (!Number.isSafeInteger(batch.documentDate) || batch.documentDate < 0) {
        throw new CoreError('INVALID_ARGUMENT', 'The document date is not a valid date.');
      }
      return {
        dt: batch.dt,
        document_id: batch.documentId,
        dd_e: batch.documentDate,
        tg: [...new Set(batch.tags)],
        title: batch.title,
        files: batch.files.map((file) => ({ contentType: file.contentType, file_size: file.size })),
      };
    }),
  };
}

/**
 * Step one: asks the platform where each file of one document goes. The answer must name the
 * document asked for and give one form per file; anything else does not confirm the step.
 */
export async function presignRecord(
  client: PlatformClient,
  patientOid: string,
  batch: RecordBatch,
  options: { signal?: AbortSignal; what?: string } = {},
): Promise<PresignedDocument> {
  const what = options.what ?? 'Asking where to upload a document for the patient’s record';
  let status = 200;
  const answer = await client.request({
    method: 'POST',
    path: RECORDS_PATH,
    // No idempotency key: the document id is what makes a retry the same document, and a replayed
    // answer would hand back forms that may have expired.
    headers: { 'x-pt-id': patientOid },
    body: presignBody([batch]),
    schema: z.unknown(),
    what,
    onStatus: (code) => {
      status = code;
    },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const read = readPresignedAnswer(answer, what, status);
  const entry = read[0];
  if (!entry || read.length !== 1) {
    throw new PlatformError(
      'BAD_RESPONSE',
      `${what}: the platform's answer did not say where the file goes.`,
      { failure: 'bad-response', status },
    );
  }
  if (entry.documentId !== undefined && entry.documentId !== batch.documentId) {
    throw namesAnotherRecord(what, status);
  }
  if (entry.forms.length !== batch.files.length) {
    throw new PlatformError(
      'BAD_RESPONSE',
      `${what}: the platform gave ${entry.forms.length} upload places for ${batch.files.length} files.`,
      { failure: 'bad-response', status },
    );
  }
  return { documentId: batch.documentId, forms: entry.forms };
}

/**
 * Step two: the file to its presigned form. The form's URL is the credential: no platform
 * credentials go with it (no `Authorization`, no `auth`), only https (loopback http when the
 * platform itself is on loopback: the sandbox), and a redirect is never followed.
 */
export async function uploadToPresigned(
  client: PlatformClient,
  form: PresignedForm,
  file: { bytes: Uint8Array; contentType: RecordContentType; fileName: string },
  options: {
    /** Seeds the multipart boundary, so a retry sends the same bytes. */
    seed: string;
    signal?: AbortSignal;
    timeoutMs?: number;
    onProgress?: (sent: number, total: number) => void;
    what?: string;
  },
): Promise<void> {
  const what = options.what ?? 'Uploading a document to the patient’s record';
  const url = checkPresignedUrl(form.url, client.baseUrl, what);
  const body = presignedFormBody(form.fields, file, options.seed);
  await client.uncredentialed({
    method: 'POST',
    url,
    headers: { 'content-type': body.contentType },
    body: body.bytes,
    what,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
}

/** The storage service said the presigned form is past its time (S3: AccessDenied, "expired"). */
export function isExpiredForm(error: unknown): boolean {
  return (
    error instanceof PlatformError &&
    error.status === 403 &&
    /expired/i.test(`${error.reason ?? ''} ${error.platformCode ?? ''}`)
  );
}

/** Where a two-step upload stands, for the window's words. */
export type RecordStep = 'presigning' | 'uploading';

/**
 * Both steps for one single-file document: presign, then the file to its form. A presigned form
 * is short-lived: when the storage service says it expired, the same document is presigned once
 * more (the same `documentId`, never a new document) and the file sent again.
 */
export async function putOnRecord(
  client: PlatformClient,
  patientOid: string,
  batch: Omit<RecordBatch, 'files'>,
  file: { bytes: Uint8Array; contentType: RecordContentType; fileName: string },
  options: {
    /** Seeds the multipart boundary: every retry sends the same bytes. */
    idempotencyKey: string;
    signal?: AbortSignal;
    timeoutMs?: number;
    onStep?: (step: RecordStep) => void;
    onProgress?: (sent: number, total: number) => void;
  },
): Promise<{ documentId: string }> {
  const full: RecordBatch = {
    ...batch,
    files: [{ contentType: file.contentType, size: file.bytes.byteLength }],
  };
  for (let round = 0; ; round += 1) {
    options.onStep?.('presigning');
    const presigned = await presignRecord(client, patientOid, full, {
      ...(options.signal ? { signal: options.signal } : {}),
    });
    options.onStep?.('uploading');
    try {
      await uploadToPresigned(client, presigned.forms[0]!, file, {
        seed: options.idempotencyKey,
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      });
      return { documentId: presigned.documentId };
    } catch (error) {
      if (round === 0 && isExpiredForm(error)) continue;
      throw error;
    }
  }
}
