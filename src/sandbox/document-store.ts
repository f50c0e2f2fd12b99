import { createHash, randomUUID } from 'node:crypto';
import type { DocumentTask, DocumentUploadForm } from '../shared/documents';

/** One document as the sandbox received it. */
export interface StoredDocument {
  id: string;
  clientId: string;
  task: DocumentTask;
  documentType: string | undefined;
  patientId: string | undefined;
  batch: string | undefined;
  /** How it arrived: a multipart `file` part, or a JWE envelope of `{file: Base64}`. */
  form: DocumentUploadForm;
  /** The multipart part's file name and type; the encrypted form carries neither. */
  fileName: string | undefined;
  mediaType: string | undefined;
  bytes: Buffer;
  sha256: string;
  receivedAt: number;
}

export type NewDocument = Omit<StoredDocument, 'id' | 'sha256' | 'receivedAt'>;

/**
 * Received documents, per client, in memory. Callers get copies so that a test comparing bytes
 * compares what arrived, not something a route changed later.
 */
export class DocumentStore {
  private readonly documents: StoredDocument[] = [];

  constructor(private readonly now: () => number) {}

  add(document: NewDocument): StoredDocument {
    const stored: StoredDocument = {
      ...document,
      bytes: Buffer.from(document.bytes),
      id: randomUUID(),
      sha256: createHash('sha256').update(document.bytes).digest('hex'),
      receivedAt: this.now(),
    };
    this.documents.push(stored);
    return copy(stored);
  }

  list(clientId: string): StoredDocument[] {
    return this.documents.filter((d) => d.clientId === clientId).map(copy);
  }
}

function copy(document: StoredDocument): StoredDocument {
  return { ...document, bytes: Buffer.from(document.bytes) };
}
