import { CLEAR_ERROR_TEXT, type ErrorText } from '../outbox/error-text';
import type { DocumentTask, DocumentUploadForm } from '../../../shared/documents';
import type { Db } from '../db/connection';
import type { OutboxState } from '../outbox/outbox-row';

export interface NewDocumentRow {
  id: string;
  account: string;
  outboxId: number;
  fileNameSealed: Buffer;
  mediaType: string;
  sizeBytes: number;
  sha256: string;
  task: DocumentTask;
  documentType: string | undefined;
  patientIdSealed: Buffer | undefined;
  form: DocumentUploadForm;
  storedFile: string;
  createdAt: number;
}

/** A document row with the state of its outbox row (undefined once that row was pruned). */
export interface DocumentRow extends Omit<NewDocumentRow, 'storedFile'> {
  storedFile: string | undefined;
  uploadedAt: number | undefined;
  platformDocumentId: string | undefined;
  outboxState: OutboxState | undefined;
  attempts: number;
  lastError: string | undefined;
}

interface Stored {
  id: string;
  account: string;
  outbox_id: number;
  file_name_sealed: Buffer;
  media_type: string;
  size_bytes: number;
  sha256: string;
  task: DocumentTask;
  document_type: string | null;
  patient_id_sealed: Buffer | null;
  form: DocumentUploadForm;
  stored_file: string | null;
  created_at: number;
  uploaded_at: number | null;
  platform_document_id: string | null;
  outbox_state: OutboxState | null;
  attempts: number | null;
  last_error: string | null;
}

const SELECT = `SELECT d.*, o.state AS outbox_state, o.attempts AS attempts, o.last_error AS last_error
  FROM documents d LEFT JOIN outbox o ON o.id = d.outbox_id`;

export interface DocumentRepository {
  /** Joins the caller's transaction (the outbox row is written in the same one). */
  insert(row: NewDocumentRow): void;
  get(id: string): DocumentRow | undefined;
  byOutboxId(outboxId: number): DocumentRow | undefined;
  /** Newest first. */
  list(limit: number): DocumentRow[];
  markUploaded(id: string, at: number, platformDocumentId: string | undefined): void;
  /** The stored copy is gone (uploaded or discarded). */
  clearStoredFile(id: string): void;
  /** Names of stored copies still referenced by a row. */
  storedFiles(): Set<string>;
  /** Rows still holding a copy that no longer needs one: uploaded, discarded, or outbox row pruned. */
  settledWithFiles(): DocumentRow[];
}

function rowOf(stored: Stored, errorText: ErrorText): DocumentRow {
  return {
    id: stored.id,
    account: stored.account,
    outboxId: stored.outbox_id,
    fileNameSealed: stored.file_name_sealed,
    mediaType: stored.media_type,
    sizeBytes: stored.size_bytes,
    sha256: stored.sha256,
    task: stored.task,
    documentType: stored.document_type ?? undefined,
    patientIdSealed: stored.patient_id_sealed ?? undefined,
    form: stored.form,
    storedFile: stored.stored_file ?? undefined,
    createdAt: stored.created_at,
    uploadedAt: stored.uploaded_at ?? undefined,
    platformDocumentId: stored.platform_document_id ?? undefined,
    outboxState: stored.outbox_state ?? undefined,
    attempts: stored.attempts ?? 0,
    lastError: errorText.open(stored.last_error),
  };
}

export function createDocumentRepository(
  db: Db,
  errorText: ErrorText = CLEAR_ERROR_TEXT,
): DocumentRepository {
  const toRow = (stored: Stored): DocumentRow => rowOf(stored, errorText);
  const insert = db.prepare(
    `INSERT INTO documents (id, account, outbox_id, file_name_sealed, media_type, size_bytes, sha256,
       task, document_type, patient_id_sealed, form, stored_file, created_at)
     VALUES (@id, @account, @outboxId, @fileNameSealed, @mediaType, @sizeBytes, @sha256,
       @task, @documentType, @patientIdSealed, @form, @storedFile, @createdAt)`,
  );
  const byId = db.prepare<[string], Stored>(`${SELECT} WHERE d.id = ?`);
  const byOutbox = db.prepare<[number], Stored>(`${SELECT} WHERE d.outbox_id = ?`);
  const list = db.prepare<[number], Stored>(
    `${SELECT} ORDER BY d.created_at DESC, d.rowid DESC LIMIT ?`,
  );
  const uploaded = db.prepare<[number, string | null, string]>(
    'UPDATE documents SET uploaded_at = ?, platform_document_id = ? WHERE id = ?',
  );
  const clearFile = db.prepare<[string]>('UPDATE documents SET stored_file = NULL WHERE id = ?');
  const files = db
    .prepare<[], { stored_file: string }>(
      'SELECT stored_file FROM documents WHERE stored_file IS NOT NULL',
    )
    .pluck(false);
  const settled = db.prepare<[], Stored>(
    `${SELECT} WHERE d.stored_file IS NOT NULL
       AND (d.uploaded_at IS NOT NULL OR o.id IS NULL OR o.state IN ('done', 'discarded'))`,
  );

  return {
    insert(row) {
      insert.run({
        ...row,
        documentType: row.documentType ?? null,
        patientIdSealed: row.patientIdSealed ?? null,
      });
    },
    get: (id) => {
      const stored = byId.get(id);
      return stored ? toRow(stored) : undefined;
    },
    byOutboxId: (outboxId) => {
      const stored = byOutbox.get(outboxId);
      return stored ? toRow(stored) : undefined;
    },
    list: (limit) => list.all(limit).map(toRow),
    markUploaded(id, at, platformDocumentId) {
      uploaded.run(at, platformDocumentId ?? null, id);
    },
    clearStoredFile(id) {
      clearFile.run(id);
    },
    storedFiles: () => new Set(files.all().map((row) => row.stored_file)),
    settledWithFiles: () => settled.all().map(toRow),
  };
}
