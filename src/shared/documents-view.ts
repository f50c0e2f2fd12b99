import type { DocumentDestination, DocumentTask, DocumentUploadForm } from './documents';

/* What the window is shown of a document: its state, its steps and its progress. */

/** The two steps of a Records upload: asking where the file goes, then the file itself. */
export type DocumentStep = 'presigning' | 'uploading';

/** Where an upload stands, in the user's terms. */
export type DocumentState =
  'waiting' | 'uploading' | 'uploaded' | 'rejected' | 'dead' | 'discarded';

export interface DocumentView {
  id: string;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
  /** Where it goes: the patient's record, or the platform's reading (every older upload). */
  destination: DocumentDestination;
  /** What the platform reads from it (`parse` only). */
  task?: DocumentTask;
  /** The type code (`dt`); older uploads to the parsing route may carry free text or none. */
  documentType?: string;
  /** Whether a patient id was attached; the id itself stays in the main process. */
  hasPatientId: boolean;
  /** The consultation it was added in. */
  consultationId?: string;
  /** How the parsing upload travels (`parse` only). */
  form?: DocumentUploadForm;
  state: DocumentState;
  /** While it is being sent to the record: which of the two steps runs now. */
  step?: DocumentStep;
  /** Waiting because its patient is not on the platform yet (created offline, sent first). */
  waitingForPatient?: boolean;
  /** ISO time the file was saved on this computer. */
  createdAt: string;
  /** ISO time the platform confirmed it. */
  uploadedAt?: string;
  /** The platform's id for the document, once uploaded (on the record: the app's own id for it). */
  platformDocumentId?: string;
  /** The outbox row carrying it: Retry and Discard go through the Sync channels with this id. */
  outboxId: number;
  /** The last failure in words (the platform's reason when it refused). */
  lastError?: string;
  /** Attempts so far. */
  attempts: number;
  /** True when it was saved for another account than the current one. */
  otherAccount: boolean;
  /** Bytes handed to the network in the attempt running now. */
  progress?: DocumentProgress;
}

export interface DocumentProgress {
  id: string;
  sentBytes: number;
  totalBytes: number;
}

export interface DocumentSettingsView {
  uploadForm: DocumentUploadForm;
  /** Whether the current account has a JWE key, which the encrypted form needs. */
  jweReady: boolean;
}
