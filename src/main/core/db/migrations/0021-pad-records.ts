import type { Migration } from './index';

/**
 * A finalized prescription on the patient's record (docs/prescription-record.md): per finalized
 * revision, the Records document id made once at finalize (sent on every presign, so a retry is
 * never a second document), the sealed PDF once made (so every retry sends the same bytes), and
 * when the platform confirmed it. The pad's outbox row is the record upload; the structured PUT,
 * when turned on, is its own row.
 */
export const m0021PadRecords: Migration = {
  version: 21,
  name: '0021-pad-records',
  up(db) {
    db.exec(`
      CREATE TABLE pad_records (
        pad_id TEXT NOT NULL REFERENCES pads(id) ON DELETE CASCADE,
        revision INTEGER NOT NULL,
        document_id TEXT NOT NULL UNIQUE,
        pdf_file TEXT,
        pdf_size INTEGER,
        confirmed_at INTEGER,
        PRIMARY KEY (pad_id, revision)
      ) STRICT;
    `);
  },
};
