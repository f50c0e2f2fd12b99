import type { DocumentStep } from '../../../shared/documents-view';
import { isRecordDocumentType, RECORD_APP_TAG, recordContentTypeOf } from '../../../shared/records';
import { CoreError } from '../errors';
import type { SendContext } from '../outbox/operations';
import { isPlatformError, PlatformError } from '../platform/errors';
import { putOnRecord } from '../platform/records-api';
import { collectBytes, type ByteSource } from '../storage/byte-source';
import { uploadTimeoutMs } from './documents-api';
import type { DocumentRow } from './document-repository';

/** The title a document gets on the record: its file name without the extension. */
export function recordTitle(fileName: string): string {
  const title = fileName.replace(/\.[^.]*$/, '').trim();
  return title === '' ? fileName : title;
}

/** The document's date on the record (`dd_e`, epoch seconds): the moment it was added here. */
export const recordDocumentDate = (createdAt: number): number => Math.floor(createdAt / 1000);

/**
 * A refusal of one of the two steps, in words the list and the Sync screen show beside Retry:
 * what the platform's answer means for this document, with the platform's own reason after it.
 */
export function explainRecordRefusal(error: unknown, step: DocumentStep | undefined): unknown {
  if (!isPlatformError(error) || error.failure !== 'http' || error.status === undefined) {
    return error;
  }
  const said = error.reason ? ` (the platform said: ${error.reason.replace(/[\s.]+$/, '')})` : '';
  let reason: string | undefined;
  if (step === 'presigning' && error.status === 403) {
    reason = `This account may not write to patients’ records${said}. The file stays on this computer until the platform takes it.`;
  } else if (step === 'presigning' && error.status === 404) {
    reason = `The platform does not know this patient${said}; check the patient’s platform id.`;
  } else if (step === 'uploading' && error.status >= 400 && error.status < 500) {
    reason = `The storage service refused the file${said}.`;
  }
  if (reason === undefined) return error;
  return new PlatformError(error.code, reason, {
    failure: error.failure,
    status: error.status,
    reason,
    ...(error.platformCode ? { platformCode: error.platformCode } : {}),
    ...(error.retryAfterMs !== undefined ? { retryAfterMs: error.retryAfterMs } : {}),
    cause: error,
  });
}

/**
 * One document to the patient's record: the sealed copy read whole (at most 25 MB), presigned
 * with the id made when it was saved (the same one on every attempt, and again when the form
 * expired), then the file to its form. The title (the file name) goes to the patient's own
 * record and nowhere else: it is never logged.
 */
export async function sendToRecord(
  row: DocumentRow,
  file: { source: ByteSource; fileName: string },
  patientOid: string,
  context: SendContext,
  options: {
    timeoutBaseMs: number;
    onStep: (step: DocumentStep) => void;
    onProgress: (sent: number, total: number) => void;
  },
): Promise<{ documentId: string }> {
  const contentType = recordContentTypeOf(row.mediaType, file.fileName);
  if (
    row.recordDocumentId === undefined ||
    contentType === undefined ||
    row.documentType === undefined ||
    !isRecordDocumentType(row.documentType)
  ) {
    throw new CoreError(
      'LOCAL_DATA_DAMAGED',
      'The record of this document on this computer is incomplete; discard it and pick the file again.',
    );
  }
  const bytes = await collectBytes(file.source);
  let step: DocumentStep | undefined;
  try {
    return await putOnRecord(
      context.backend.client,
      patientOid,
      {
        documentId: row.recordDocumentId,
        dt: row.documentType,
        documentDate: recordDocumentDate(row.createdAt),
        tags: [RECORD_APP_TAG],
        title: recordTitle(file.fileName),
      },
      { bytes, contentType, fileName: file.fileName },
      {
        idempotencyKey: context.idempotencyKey,
        signal: context.signal,
        timeoutMs: uploadTimeoutMs(bytes.byteLength, options.timeoutBaseMs),
        onStep: (next) => {
          step = next;
          options.onStep(next);
        },
        onProgress: options.onProgress,
      },
    );
  } catch (error) {
    throw explainRecordRefusal(error, step);
  }
}
