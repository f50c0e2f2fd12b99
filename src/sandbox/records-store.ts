import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { PresignEntry } from './records-request';

/** One file of a document as the sandbox holds it: what was presigned, and what arrived. */
export interface RecordFile {
  /** The storage key its form writes to: `<patient oid>/<document id>/<uuid>.<ext>`. */
  key: string;
  contentType: string;
  /** The size the presign named; the upload must be exactly this long. */
  fileSize: number;
  /** The bytes received, undefined until the upload arrives. */
  bytes: Buffer | undefined;
  sha256: string | undefined;
  receivedAt: number | undefined;
  /** Uploads of this file (a second upload of the same form replaces the bytes, as S3 does). */
  uploads: number;
  /** Names the file in its `asset_url`. */
  assetToken: string;
}

/** A document of a patient's record, with everything a test may want to check. */
export interface RecordDocument {
  documentId: string;
  clientId: string;
  patientOid: string;
  dt: string | undefined;
  /** `dd_e`: the document's date, seconds since 1970. */
  ddE: number | undefined;
  tags: string[];
  title: string | undefined;
  cases: string[] | undefined;
  metadata: string | undefined;
  /** The document's files: the latest presign's, or the ones that stood when a replacement began. */
  files: RecordFile[];
  /**
   * A presign for a document whose every file had arrived: its files take the document's place only
   * once all of them have arrived (a late or repeated presign never empties a standing document).
   */
  replacement: Replacement | undefined;
  presignCount: number;
  /** Uploads received for this document, through any of its forms. */
  uploadCount: number;
  /** Uploads through a form an earlier presign (or a deletion) left behind: stored nowhere. */
  strayUploads: number;
  deleted: boolean;
  createdAt: number;
  /** When the last of its files arrived (the document is listed from then on). */
  uploadedAt: number | undefined;
}

/** What a presign for a standing document asked for, held until all its files arrive. */
export interface Replacement {
  files: RecordFile[];
  dt: string | undefined;
  ddE: number | undefined;
  tags: string[];
  title: string | undefined;
  cases: string[] | undefined;
  metadata: string | undefined;
}

/** A presigned upload form: the URL's token names it, and its fields must come back exactly. */
export interface UploadForm {
  token: string;
  clientId: string;
  documentId: string;
  key: string;
  fileSize: number;
  fields: Record<string, string>;
  expiresAt: number;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** Whether every file of the latest presign has arrived, and the document stands. */
export function isComplete(document: RecordDocument): boolean {
  return !document.deleted && document.files.every((file) => file.bytes !== undefined);
}

function copyFiles(files: RecordFile[]): RecordFile[] {
  return files.map((file) => ({
    ...file,
    bytes: file.bytes ? Buffer.from(file.bytes) : undefined,
  }));
}

function copy(document: RecordDocument): RecordDocument {
  const { replacement } = document;
  return {
    ...document,
    tags: [...document.tags],
    ...(document.cases ? { cases: [...document.cases] } : {}),
    files: copyFiles(document.files),
    replacement: replacement
      ? { ...replacement, tags: [...replacement.tags], files: copyFiles(replacement.files) }
      : undefined,
  };
}

/** The files a new presign's forms write to: the replacement's when there is one. */
export function presignedFiles(document: RecordDocument): RecordFile[] {
  return document.replacement?.files ?? document.files;
}

/** The Records API's documents and upload forms, per client, in memory. */
export class RecordsStore {
  private readonly documents = new Map<string, RecordDocument>();
  private readonly forms = new Map<string, UploadForm>();

  private static id(clientId: string, documentId: string): string {
    return `${clientId}\u0000${documentId}`;
  }

  /** Why a presign may not name `documentId` for this patient, if it may not. */
  conflict(clientId: string, patientOid: string, documentId: string): string | undefined {
    const existing = this.documents.get(RecordsStore.id(clientId, documentId));
    if (existing?.deleted) return 'that document_id names a deleted document: use a new one';
    if (existing && existing.patientOid !== patientOid) {
      return 'that document_id names a document on another patient’s record';
    }
    return undefined;
  }

  /**
   * Makes the document (or finds the one the entry names) and gives it new file slots: asking
   * again for the same id never makes a second document. Until every file of a document has
   * arrived, the new slots replace its files; once they all have, the document stands and the new
   * slots are a replacement that takes its place only when all of them have arrived. The caller
   * has checked `conflict` first.
   */
  presign(clientId: string, patientOid: string, entry: PresignEntry, now: number): RecordDocument {
    const documentId = entry.document_id ?? randomUUID();
    const existing = this.documents.get(RecordsStore.id(clientId, documentId));
    const asked: Replacement = {
      files: entry.files.map((file) => ({
        key: `${patientOid}/${documentId}/${randomUUID()}.${EXTENSIONS[file.contentType] ?? 'bin'}`,
        contentType: file.contentType,
        fileSize: file.file_size,
        bytes: undefined,
        sha256: undefined,
        receivedAt: undefined,
        uploads: 0,
        assetToken: randomBytes(18).toString('base64url'),
      })),
      dt: entry.dt,
      ddE: entry.dd_e,
      tags: [...(entry.tg ?? [])],
      title: entry.title ?? undefined,
      cases: entry.cases ?? undefined,
      metadata: entry.metadata,
    };
    if (existing && isComplete(existing)) {
      existing.replacement = asked;
      existing.presignCount += 1;
      return copy(existing);
    }
    const document: RecordDocument = {
      documentId,
      clientId,
      patientOid,
      ...asked,
      replacement: undefined,
      presignCount: (existing?.presignCount ?? 0) + 1,
      uploadCount: existing?.uploadCount ?? 0,
      strayUploads: existing?.strayUploads ?? 0,
      deleted: false,
      createdAt: existing?.createdAt ?? now,
      uploadedAt: undefined,
    };
    this.documents.set(RecordsStore.id(clientId, documentId), document);
    return copy(document);
  }

  addForm(form: UploadForm): void {
    this.forms.set(form.token, form);
  }

  form(token: string): UploadForm | undefined {
    return this.forms.get(token);
  }

  /**
   * Keeps the bytes an upload brought. `stray`: the form's file is no longer the document's (a
   * later presign or a deletion replaced it); S3 still takes the bytes, the record never shows them.
   */
  receive(form: UploadForm, bytes: Buffer, now: number): { replaced: boolean; stray: boolean } {
    const document = this.documents.get(RecordsStore.id(form.clientId, form.documentId));
    if (!document) return { replaced: false, stray: true };
    document.uploadCount += 1;
    const { replacement } = document;
    const file = document.deleted
      ? undefined
      : (document.files.find((f) => f.key === form.key) ??
        replacement?.files.find((f) => f.key === form.key));
    if (!file) {
      document.strayUploads += 1;
      return { replaced: false, stray: true };
    }
    const replaced = file.bytes !== undefined;
    file.bytes = Buffer.from(bytes);
    file.sha256 = createHash('sha256').update(bytes).digest('hex');
    file.receivedAt = now;
    file.uploads += 1;
    if (replacement?.files.every((f) => f.bytes !== undefined)) {
      Object.assign(document, replacement, { replacement: undefined, uploadedAt: now });
      return { replaced: true, stray: false };
    }
    if (!replacement && isComplete(document)) document.uploadedAt = now;
    return { replaced, stray: false };
  }

  /** A client's document (deleted ones included), as stored. */
  get(clientId: string, documentId: string): RecordDocument | undefined {
    const document = this.documents.get(RecordsStore.id(clientId, documentId));
    return document ? copy(document) : undefined;
  }

  /** Marks a standing document deleted; false when there is none to delete. */
  delete(clientId: string, documentId: string): boolean {
    const document = this.documents.get(RecordsStore.id(clientId, documentId));
    if (!document || document.deleted) return false;
    document.deleted = true;
    return true;
  }

  /** A standing document's details changed (PATCH): `null` or absent leaves a field as it was. */
  patch(
    clientId: string,
    documentId: string,
    change: {
      dt?: string | null;
      oid?: string | null;
      dd_e?: number | null;
      tg?: string[] | null;
      cases?: string[] | null;
      metadata?: string;
    },
  ): boolean {
    const document = this.documents.get(RecordsStore.id(clientId, documentId));
    if (!document || document.deleted) return false;
    if (change.dt != null) document.dt = change.dt;
    if (change.oid != null) document.patientOid = change.oid;
    if (change.dd_e != null) document.ddE = change.dd_e;
    if (change.tg != null) document.tags = [...change.tg];
    if (change.cases != null) document.cases = [...change.cases];
    if (change.metadata !== undefined) document.metadata = change.metadata;
    return true;
  }

  /** The file an asset URL names, while its document stands. */
  asset(token: string): RecordFile | undefined {
    for (const document of this.documents.values()) {
      if (document.deleted) continue;
      const file = document.files.find((f) => f.assetToken === token && f.bytes !== undefined);
      if (file) return { ...file, bytes: Buffer.from(file.bytes!) };
    }
    return undefined;
  }

  /** Copies of a client's documents, oldest first, deleted ones included. */
  list(clientId: string): RecordDocument[] {
    return [...this.documents.values()].filter((d) => d.clientId === clientId).map(copy);
  }
}
