import { z } from 'zod';
import type { DocumentStep } from '../../../shared/documents-view';
import { RECORD_DOCUMENT_TYPE_LABELS, isRecordDocumentType } from '../../../shared/records';
import type { Backend } from '../backend';
import { CoreError } from '../errors';
import type { OutboxOperation } from '../outbox/operations';
import type { DataVault } from '../crypto/data-vault';
import type { DocumentFiles } from './document-files';
import type { DocumentRepository } from './document-repository';
import { postDocument } from './documents-api';
import { sendToRecord } from './record-upload';

export const DOCUMENT_UPLOAD = 'document.upload';
export { DOCUMENTS_PATH, uploadTimeoutMs } from './documents-api';

/** The seal contexts of a document's name and patient id: tied to the row they belong to. */
export const nameContext = (id: string): string => `document:${id}:name`;
export const patientContext = (id: string): string => `document:${id}:patient`;

/** The outbox row carries only the document's id; the document row and its sealed copy hold the rest. */
export const UploadPayloadSchema = z.object({ documentId: z.string().uuid() }).strict();
export type UploadPayload = z.infer<typeof UploadPayloadSchema>;

export const UploadResultSchema = z.object({ documentId: z.string().optional() });

export function documentUploadOperation(deps: {
  repository: DocumentRepository;
  files: DocumentFiles;
  vault: DataVault;
  timeoutBaseMs: number;
  clock: { now(): number };
  /** The name for lists ("Upload of scan.pdf"); falls back to "a document" when unreadable. */
  displayName(id: string): string;
  /** Where a document for the record stands while it is sent, in words ("Uploading"). */
  stepWords?(id: string): string | undefined;
  onStep(id: string, step: DocumentStep): void;
  onProgress(id: string, sent: number, total: number): void;
  onAttemptEnd(id: string): void;
  onSettled(id: string): void;
  logWarn(message: string, error: unknown): void;
  /** The platform's id of a consultation's patient, once known. */
  consultationPatientId?: (consultationId: string) => string | undefined;
}): OutboxOperation<UploadPayload> {
  const { repository, files, vault } = deps;

  async function dropCopy(id: string): Promise<void> {
    const row = repository.get(id);
    if (!row?.storedFile) return;
    // Forget the copy first: if the delete fails, the start-up sweep removes the orphan.
    repository.clearStoredFile(id);
    await files.remove(row.storedFile);
  }

  function dropCopyQuietly(id: string): void {
    dropCopy(id)
      .catch((error: unknown) => deps.logWarn('removing an uploaded document copy failed', error))
      .finally(() => deps.onSettled(id));
  }

  return {
    name: DOCUMENT_UPLOAD,
    title: 'Document upload',
    schema: UploadPayloadSchema,
    describe: ({ documentId }) => {
      const row = repository.get(documentId);
      if (row?.destination !== 'record') return `Document upload: ${deps.displayName(documentId)}`;
      const type =
        row.documentType && isRecordDocumentType(row.documentType)
          ? RECORD_DOCUMENT_TYPE_LABELS[row.documentType].toLowerCase()
          : 'for the record';
      return `Document: ${type} (${deps.displayName(documentId)})`;
    },
    // Under its consultation, when it was added in one (the Sync screen names its patient).
    subject: ({ documentId }) => {
      const consultationId = repository.get(documentId)?.consultationId;
      return consultationId ? { kind: 'consultation', id: consultationId } : undefined;
    },
    sendingWords: ({ documentId }) => deps.stepWords?.(documentId),
    async send({ documentId }, context) {
      const row = repository.get(documentId);
      if (!row) {
        throw new CoreError(
          'LOCAL_DATA_DAMAGED',
          'The record of this document is missing on this computer; pick the file again.',
        );
      }
      if (!row.storedFile) {
        throw new CoreError(
          'LOCAL_DATA_DAMAGED',
          'The copy of this document kept on this computer is gone; pick the file again.',
        );
      }
      // Read from disk as it is sent: a 10 MB document is never held whole (SealedFiles.readStream).
      const source = await files.readStream(documentId, row.storedFile);
      const fileName = vault.openText(row.fileNameSealed, nameContext(documentId));
      const patientId = row.patientIdSealed
        ? vault.openText(row.patientIdSealed, patientContext(documentId))
        : row.consultationId
          ? // A patient created offline was waited for: their platform id is known now.
            deps.consultationPatientId?.(row.consultationId)
          : undefined;
      const onProgress = (sent: number, total: number): void =>
        deps.onProgress(documentId, sent, total);

      try {
        if (row.destination === 'record') {
          if (patientId === undefined) {
            // The patient's create was discarded: there is no record to put the document on.
            throw new CoreError(
              'LOCAL_DATA_DAMAGED',
              'The consultation’s patient is not on the platform (their creation did not go through), so the document has no record to go to. Create the patient on the platform and retry, or discard it.',
            );
          }
          const placed = await sendToRecord(row, { source, fileName }, patientId, context, {
            timeoutBaseMs: deps.timeoutBaseMs,
            onStep: (step) => deps.onStep(documentId, step),
            onProgress,
          });
          return { documentId: placed.documentId };
        }
        if (row.task === undefined || row.form === undefined) {
          throw new CoreError(
            'LOCAL_DATA_DAMAGED',
            'The record of this document on this computer is incomplete; discard it and pick the file again.',
          );
        }
        const platformId = await postDocument(
          context.backend.client,
          {
            source,
            fileName,
            mediaType: row.mediaType,
            form: row.form,
            task: row.task,
            ...(row.documentType ? { documentType: row.documentType } : {}),
            ...(patientId ? { patientId } : {}),
          },
          {
            idempotencyKey: context.idempotencyKey,
            timeoutBaseMs: deps.timeoutBaseMs,
            signal: context.signal,
            onProgress,
          },
        );
        return platformId ? { documentId: platformId } : {};
      } finally {
        deps.onAttemptEnd(documentId);
      }
    },
    confirmed({ documentId }, result: unknown, _backend: Backend) {
      const parsed = UploadResultSchema.safeParse(result ?? {});
      repository.markUploaded(
        documentId,
        deps.clock.now(),
        parsed.success ? parsed.data.documentId : undefined,
      );
      dropCopyQuietly(documentId);
    },
    discarded({ documentId }) {
      dropCopyQuietly(documentId);
    },
  };
}
