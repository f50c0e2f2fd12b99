import type { Db } from '../db/connection';

/** A finalized revision's place on the patient's record (table `pad_records`, migration 0021). */
export interface PadRecordRow {
  padId: string;
  revision: number;
  documentId: string;
  /** The sealed PDF's file name, once made; gone again once the platform confirmed it. */
  pdfFile: string | undefined;
  pdfSize: number | undefined;
  confirmedAt: number | undefined;
}

interface Stored {
  pad_id: string;
  revision: number;
  document_id: string;
  pdf_file: string | null;
  pdf_size: number | null;
  confirmed_at: number | null;
}

export interface PadRecordRepository {
  /** Called inside the finalize's transaction: the document id is made once, here. */
  insert(padId: string, revision: number, documentId: string): void;
  get(padId: string, revision: number): PadRecordRow | undefined;
  /** The latest revision's row of a pad. */
  latest(padId: string): PadRecordRow | undefined;
  setPdf(padId: string, revision: number, file: string, size: number): void;
  confirm(padId: string, revision: number, at: number): void;
  clearPdf(padId: string, revision: number): void;
  /** Revisions the platform has not confirmed yet, oldest first. */
  unconfirmed(): PadRecordRow[];
  /** Every sealed PDF file still named, for the start-up sweep of orphans. */
  pdfFiles(): Set<string>;
}

function read(row: Stored): PadRecordRow {
  return {
    padId: row.pad_id,
    revision: row.revision,
    documentId: row.document_id,
    pdfFile: row.pdf_file ?? undefined,
    pdfSize: row.pdf_size ?? undefined,
    confirmedAt: row.confirmed_at ?? undefined,
  };
}

export function createPadRecordRepository(db: Db): PadRecordRepository {
  const insert = db.prepare(
    'INSERT INTO pad_records (pad_id, revision, document_id) VALUES (?, ?, ?)',
  );
  const get = db.prepare<[string, number], Stored>(
    'SELECT * FROM pad_records WHERE pad_id = ? AND revision = ?',
  );
  const latest = db.prepare<[string], Stored>(
    'SELECT * FROM pad_records WHERE pad_id = ? ORDER BY revision DESC LIMIT 1',
  );
  const setPdf = db.prepare(
    'UPDATE pad_records SET pdf_file = ?, pdf_size = ? WHERE pad_id = ? AND revision = ?',
  );
  const confirm = db.prepare(
    'UPDATE pad_records SET confirmed_at = ? WHERE pad_id = ? AND revision = ? AND confirmed_at IS NULL',
  );
  const clearPdf = db.prepare(
    'UPDATE pad_records SET pdf_file = NULL WHERE pad_id = ? AND revision = ?',
  );
  const unconfirmed = db.prepare<[], Stored>(
    'SELECT * FROM pad_records WHERE confirmed_at IS NULL ORDER BY rowid',
  );
  const files = db.prepare<[], { pdf_file: string }>(
    'SELECT pdf_file FROM pad_records WHERE pdf_file IS NOT NULL',
  );
  return {
    insert: (padId, revision, documentId) => void insert.run(padId, revision, documentId),
    get: (padId, revision) => {
      const row = get.get(padId, revision);
      return row ? read(row) : undefined;
    },
    latest: (padId) => {
      const row = latest.get(padId);
      return row ? read(row) : undefined;
    },
    setPdf: (padId, revision, file, size) => void setPdf.run(file, size, padId, revision),
    confirm: (padId, revision, at) => void confirm.run(at, padId, revision),
    clearPdf: (padId, revision) => void clearPdf.run(padId, revision),
    unconfirmed: () => unconfirmed.all().map(read),
    pdfFiles: () => new Set(files.all().map((row) => row.pdf_file)),
  };
}
