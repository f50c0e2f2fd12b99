import type {
  DocumentDestination,
  DocumentTask,
  DocumentUploadForm,
} from '../../../shared/documents';
import type { Db } from '../db/connection';
import type { OutboxDeliveries } from '../outbox/outbox-reads';
import type { OutboxState } from '../outbox/outbox-row';

export interface NewDocumentRow {
  id: string;
  account: string;
  outboxId: number;
  fileNameSealed: Buffer;
  mediaType: string;
  sizeBytes: number;
  sha256: string;
  /** `record`: the patient's record (Records upload); `parse`: the lab-report reading route. */
  destination: DocumentDestination;
  /** `parse` only. */
  task: DocumentTask | undefined;
  documentType: string | undefined;
  patientIdSealed: Buffer | undefined;
  /** `parse` only. */
  form: DocumentUploadForm | undefined;
  /** `record` only: the id made once when it was saved, presigned on every attempt. */
  recordDocumentId: string | undefined;
  storedFile: string;
  createdAt: number;
  consultationId?: string | undefined;
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
  destination: DocumentDestination;
  task: DocumentTask | null;
  document_type: string | null;
  patient_id_sealed: Buffer | null;
  form: DocumentUploadForm | null;
  record_document_id: string | null;
  stored_file: string | null;
  created_at: number;
  uploaded_at: number | null;
  platform_document_id: string | null;
  consultation_id: string | null;
}

const SELECT = 'SELECT d.* FROM documents d';

export interface DocumentRepository {
  /** Joins the caller's transaction (the outbox row is written in the same one). */
  insert(row: NewDocumentRow): void;
  get(id: string): DocumentRow | undefined;
  byOutboxId(outboxId: number): DocumentRow | undefined;
  /** Newest first. */
  list(limit: number): DocumentRow[];
  /** A consultation's documents, oldest first. */
  ofConsultation(consultationId: string): DocumentRow[];
  markUploaded(id: string, at: number, platformDocumentId: string | undefined): void;
  /** The stored copy is gone (uploaded or discarded). */
  clearStoredFile(id: string): void;
  /** Names of stored copies still referenced by a row. */
  storedFiles(): Set<string>;
  /** Rows still holding a copy that no longer needs one: uploaded, discarded, or outbox row pruned. */
  settledWithFiles(): DocumentRow[];
}

/** A stored row with where its upload stands (asked of the outbox, never read from its table). */
function rowOf(
  stored: Stored,
  delivery: { state: OutboxState; attempts: number; lastError: string | undefined } | undefined,
): DocumentRow {
  return {
    id: stored.id,
    account: stored.account,
    outboxId: stored.outbox_id,
    fileNameSealed: stored.file_name_sealed,
    mediaType: stored.media_type,
    sizeBytes: stored.size_bytes,
    sha256: stored.sha256,
    destination: stored.destination,
    task: stored.task ?? undefined,
    documentType: stored.document_type ?? undefined,
    patientIdSealed: stored.patient_id_sealed ?? undefined,
    form: stored.form ?? undefined,
    recordDocumentId: stored.record_document_id ?? undefined,
    storedFile: stored.stored_file ?? undefined,
    createdAt: stored.created_at,
    uploadedAt: stored.uploaded_at ?? undefined,
    platformDocumentId: stored.platform_document_id ?? undefined,
    consultationId: stored.consultation_id ?? undefined,
    outboxState: delivery?.state,
    attempts: delivery?.attempts ?? 0,
    lastError: delivery?.lastError,
  };
}

export function createDocumentRepository(db: Db, outbox: OutboxDeliveries): DocumentRepository {
  const toRows = (stored: Stored[]): DocumentRow[] => {
    const deliveries = outbox.deliveries(stored.map((row) => row.outbox_id));
    return stored.map((row) => rowOf(row, deliveries.get(row.outbox_id)));
  };
  const toRow = (stored: Stored | undefined): DocumentRow | undefined =>
    stored ? toRows([stored])[0] : undefined;
  const insert = db.prepare(
    `INSERT INTO documents (id, account, outbox_id, file_name_sealed, media_type, size_bytes, sha256,
       destination, task, document_type, patient_id_sealed, form, record_document_id, stored_file,
       created_at, consultation_id)
     VALUES (@id, @account, @outboxId, @fileNameSealed, @mediaType, @sizeBytes, @sha256,
       @destination, @task, @documentType, @patientIdSealed, @form, @recordDocumentId, @storedFile,
       @createdAt, @consultationId)`,
  );
  const byId = db.prepare<[string], Stored>(`${SELECT} WHERE d.id = ?`);
  const byOutbox = db.prepare<[number], Stored>(`${SELECT} WHERE d.outbox_id = ?`);
  const list = db.prepare<[number], Stored>(
    `${SELECT} ORDER BY d.created_at DESC, d.rowid DESC LIMIT ?`,
  );
  const ofConsultation = db.prepare<[string], Stored>(
    `${SELECT} WHERE d.consultation_id = ? ORDER BY d.created_at, d.rowid`,
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
  const holdingFiles = db.prepare<[], Stored>(`${SELECT} WHERE d.stored_file IS NOT NULL`);

  return {
    insert(row) {
      insert.run({
        ...row,
        task: row.task ?? null,
        form: row.form ?? null,
        recordDocumentId: row.recordDocumentId ?? null,
        documentType: row.documentType ?? null,
        patientIdSealed: row.patientIdSealed ?? null,
        consultationId: row.consultationId ?? null,
      });
    },
    get: (id) => toRow(byId.get(id)),
    byOutboxId: (outboxId) => toRow(byOutbox.get(outboxId)),
    list: (limit) => toRows(list.all(limit)),
    ofConsultation: (consultationId) => toRows(ofConsultation.all(consultationId)),
    markUploaded(id, at, platformDocumentId) {
      uploaded.run(at, platformDocumentId ?? null, id);
    },
    clearStoredFile(id) {
      clearFile.run(id);
    },
    storedFiles: () => new Set(files.all().map((row) => row.stored_file)),
    settledWithFiles: () =>
      toRows(holdingFiles.all()).filter(
        (row) =>
          row.uploadedAt !== undefined ||
          row.outboxState === undefined ||
          row.outboxState === 'done' ||
          row.outboxState === 'discarded',
      ),
  };
}
