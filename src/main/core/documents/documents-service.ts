import { createHash, randomUUID } from 'node:crypto';
import {
  DEFAULT_DOCUMENT_UPLOAD_FORM,
  DOCUMENT_UPLOAD_FORMS,
  type DocumentSettingsInput,
  type DocumentUploadForm,
} from '../../../shared/documents';
import {
  type DocumentProgress,
  type DocumentStep,
  type DocumentSettingsView,
  type DocumentState,
  type DocumentView,
} from '../../../shared/documents-view';
import type { Backend } from '../backend';
import type { Clock } from '../clock';
import { keychainRefusal, type DataVault } from '../crypto/data-vault';
import { deliveryStateOf, type DeliveryState } from '../outbox/delivery-state';
import type { Db } from '../db/connection';
import { explainStorageError } from '../db/db-errors';
import type { Logger } from '../log/logger';
import type { OutboxRepository } from '../outbox/outbox-repository';
import type { SyncLoop } from '../outbox/sync-loop-types';
import type { SettingsRepository } from '../settings/settings-repository';
import type { DocumentFiles } from './document-files';
import type { DocumentRepository, DocumentRow } from './document-repository';
import { DOCUMENT_UPLOAD, nameContext, patientContext } from './document-upload';
import { planUpload, type ConsultationOf, type DocumentUpload } from './upload-plan';
import { listRows } from '../storage/consultation-rows';

export type { DocumentUpload } from './upload-plan';

export const UPLOAD_FORM_SETTING = 'documents.upload_form';
/** How many uploads the list shows, newest first. */
const LIST_LIMIT = 200;
/** Progress events per document at most this often (the last one always goes out). */
const PROGRESS_INTERVAL_MS = 100;

export interface DocumentsService {
  /** Saves the file (sealed) and its outbox row; the upload happens in the background. */
  upload(input: DocumentUpload): Promise<DocumentView>;
  /** A consultation's documents (oldest first), or the latest of all. */
  list(consultationId?: string): Promise<DocumentView[]>;
  settings(): Promise<DocumentSettingsView>;
  saveSettings(input: DocumentSettingsInput): Promise<DocumentSettingsView>;
  /** Removes copies no longer needed and files a crash left without a row. */
  sweep(): Promise<number>;
  /** The list's name for a document, never throwing. */
  displayName(id: string): string;
  /** Called by the upload operation as bytes leave. */
  reportProgress(id: string, sent: number, total: number): void;
  /** Called by the upload operation as a document for the record moves to its next step. */
  reportStep(id: string, step: DocumentStep): void;
  /** The step running now, in the Sync screen's words; undefined when none runs. */
  stepWords(id: string): string | undefined;
  /** Called when an attempt ends, however it ended. */
  attemptEnded(id: string): void;
  /** Called when a document no longer waits (uploaded or discarded). */
  settled(id: string): void;
}

/** A document's delivery in the upload's own words. */
const DOCUMENT_WORDS: Record<DeliveryState, DocumentState> = {
  waiting: 'waiting',
  sending: 'uploading',
  sent: 'uploaded',
  rejected: 'rejected',
  dead: 'dead',
  discarded: 'discarded',
};

export function createDocumentsService(deps: {
  db: Db;
  repository: DocumentRepository;
  files: DocumentFiles;
  vault: DataVault;
  outbox: OutboxRepository;
  sync: SyncLoop;
  settings: SettingsRepository;
  backend: () => Promise<Backend>;
  clock: Clock;
  logger: Logger;
  emitProgress(progress: DocumentProgress): void;
  emitChanged(id: string): void;
  consultation?: ConsultationOf;
}): DocumentsService {
  const { repository, files, vault } = deps;
  const progress = new Map<string, DocumentProgress & { emittedAt: number }>();
  /** The step of each document for the record being sent now. */
  const steps = new Map<string, DocumentStep>();
  /** Files written but not yet committed: the sweep must not take them for orphans. */
  const writing = new Set<string>();

  function uploadForm(): DocumentUploadForm {
    const stored = deps.settings.get(UPLOAD_FORM_SETTING);
    return (DOCUMENT_UPLOAD_FORMS as readonly string[]).includes(stored ?? '')
      ? (stored as DocumentUploadForm)
      : DEFAULT_DOCUMENT_UPLOAD_FORM;
  }

  const jweReady = (backend: Backend): boolean =>
    backend.jwe.kid !== '' && backend.jwe.secret !== '';

  /** The file name of a row already read; never throws (a name that cannot be opened says so). */
  function nameOf(row: DocumentRow): string {
    try {
      return vault.openText(row.fileNameSealed, nameContext(row.id));
    } catch {
      return 'a document (its name cannot be read)';
    }
  }

  function displayName(id: string): string {
    const row = repository.get(id);
    return row ? nameOf(row) : 'a document';
  }

  function stateOf(row: DocumentRow): DocumentState {
    return DOCUMENT_WORDS[deliveryStateOf(row.outboxState, row.uploadedAt !== undefined)];
  }

  /** A document for the record from a consultation whose patient the platform does not have yet. */
  function waitsForPatient(row: DocumentRow, state: DocumentState): boolean {
    if (state !== 'waiting' || row.destination !== 'record' || row.patientIdSealed) return false;
    if (row.consultationId === undefined) return false;
    return deps.consultation?.(row.consultationId)?.patient?.platformId === undefined;
  }

  function view(row: DocumentRow, account: string): DocumentView {
    const state = stateOf(row);
    const current = progress.get(row.id);
    const step = steps.get(row.id);
    return {
      id: row.id,
      fileName: nameOf(row),
      mediaType: row.mediaType,
      sizeBytes: row.sizeBytes,
      destination: row.destination,
      ...(row.task ? { task: row.task } : {}),
      ...(row.documentType ? { documentType: row.documentType } : {}),
      hasPatientId: row.patientIdSealed !== undefined,
      ...(row.consultationId ? { consultationId: row.consultationId } : {}),
      ...(row.form ? { form: row.form } : {}),
      state,
      ...(step && state === 'uploading' ? { step } : {}),
      ...(waitsForPatient(row, state) ? { waitingForPatient: true } : {}),
      createdAt: new Date(row.createdAt).toISOString(),
      ...(row.uploadedAt !== undefined
        ? { uploadedAt: new Date(row.uploadedAt).toISOString() }
        : {}),
      ...(row.platformDocumentId ? { platformDocumentId: row.platformDocumentId } : {}),
      outboxId: row.outboxId,
      ...(row.lastError && state !== 'uploaded' ? { lastError: row.lastError } : {}),
      attempts: row.attempts,
      otherAccount: row.account !== account,
      ...(current && state === 'uploading'
        ? {
            progress: { id: row.id, sentBytes: current.sentBytes, totalBytes: current.totalBytes },
          }
        : {}),
    };
  }

  return {
    displayName,
    async upload(input) {
      const backend = await deps.backend();
      const { destination, task, form, patientId, waitFor, mediaType } = planUpload(input, {
        form: uploadForm,
        jweReady: jweReady(backend),
        ...(deps.consultation ? { consultation: deps.consultation } : {}),
      });
      const id = randomUUID();

      let fileNameSealed: Buffer;
      let patientIdSealed: Buffer | undefined;
      let storedFile: string;
      try {
        fileNameSealed = vault.sealText(input.fileName, nameContext(id));
        patientIdSealed = patientId ? vault.sealText(patientId, patientContext(id)) : undefined;
        writing.add(id);
        storedFile = await files.write(id, input.bytes);
      } catch (error) {
        writing.delete(id);
        throw keychainRefusal(error, 'The document was not saved.', 'Patient documents wait');
      }
      const createdAt = deps.clock.now();
      try {
        deps.db.transaction(() => {
          const outboxRow = deps.outbox.enqueue({
            operation: DOCUMENT_UPLOAD,
            orderingKey: `document:${id}`,
            account: backend.accountKey,
            payload: { documentId: id },
            ...(waitFor === undefined ? {} : { dependsOn: waitFor }),
          });
          repository.insert({
            id,
            account: backend.accountKey,
            outboxId: outboxRow.id,
            fileNameSealed,
            mediaType,
            sizeBytes: input.bytes.byteLength,
            sha256: createHash('sha256').update(input.bytes).digest('hex'),
            destination,
            task,
            documentType: input.documentType,
            patientIdSealed,
            form,
            recordDocumentId: destination === 'record' ? randomUUID() : undefined,
            storedFile,
            createdAt,
            consultationId: input.consultationId,
          });
        })();
      } catch (error) {
        await files.remove(storedFile).catch(() => undefined);
        throw explainStorageError(error);
      } finally {
        writing.delete(id);
      }
      deps.logger.info(
        { documentId: id, sizeBytes: input.bytes.byteLength, destination, form },
        'document saved for upload',
      );
      deps.sync.kick();
      deps.emitChanged(id);
      return view(repository.get(id)!, backend.accountKey);
    },
    list(consultationId) {
      return listRows(repository, {
        consultationId,
        limit: LIST_LIMIT,
        backend: deps.backend,
        view,
      });
    },
    async settings() {
      return { uploadForm: uploadForm(), jweReady: jweReady(await deps.backend()) };
    },
    async saveSettings(input) {
      try {
        deps.settings.write({ values: { [UPLOAD_FORM_SETTING]: input.uploadForm } });
      } catch (error) {
        throw explainStorageError(error);
      }
      return { uploadForm: uploadForm(), jweReady: jweReady(await deps.backend()) };
    },
    async sweep() {
      let removed = 0;
      for (const row of repository.settledWithFiles()) {
        if (!row.storedFile) continue;
        repository.clearStoredFile(row.id);
        await files.remove(row.storedFile);
        removed += 1;
      }
      const keep = repository.storedFiles();
      for (const id of writing) for (const name of files.namesOf(id)) keep.add(name);
      return removed + (await files.sweep(keep));
    },
    reportProgress(id, sent, total) {
      const now = Date.now();
      const last = progress.get(id);
      const entry = { id, sentBytes: sent, totalBytes: total, emittedAt: last?.emittedAt ?? 0 };
      progress.set(id, entry);
      if (sent >= total || now - entry.emittedAt >= PROGRESS_INTERVAL_MS) {
        entry.emittedAt = now;
        deps.emitProgress({ id, sentBytes: sent, totalBytes: total });
      }
    },
    reportStep(id, step) {
      steps.set(id, step);
      deps.emitChanged(id);
    },
    stepWords(id) {
      const step = steps.get(id);
      if (step === undefined) return undefined;
      return step === 'presigning' ? 'asking the platform where to upload' : 'uploading';
    },
    attemptEnded(id) {
      progress.delete(id);
      steps.delete(id);
    },
    settled(id) {
      progress.delete(id);
      steps.delete(id);
      deps.emitChanged(id);
    },
  };
}
