import type { Migration } from './index';

/**
 * Documents saved for upload. The file itself waits in the data folder, encrypted with the data
 * key (`stored_file` names it; NULL once it is uploaded or discarded and the copy is gone). The
 * file name and patient id are patient data, so they are stored encrypted too (`*_sealed`).
 * The upload's state lives in its outbox row (`outbox_id`, not a foreign key: settled outbox rows
 * are pruned after 30 days, and the document row outlives them with `uploaded_at` set).
 */
export const m0006Documents: Migration = {
  version: 6,
  name: '0006-documents',
  up(db) {
    db.exec(`
      CREATE TABLE documents (
        id                   TEXT PRIMARY KEY,
        account              TEXT NOT NULL,
        outbox_id            INTEGER NOT NULL,
        file_name_sealed     BLOB NOT NULL,
        media_type           TEXT NOT NULL,
        size_bytes           INTEGER NOT NULL CHECK (size_bytes > 0),
        sha256               TEXT NOT NULL,
        task                 TEXT NOT NULL CHECK (task IN ('smart', 'pii', 'classification')),
        document_type        TEXT,
        patient_id_sealed    BLOB,
        form                 TEXT NOT NULL CHECK (form IN ('jwe', 'multipart')),
        stored_file          TEXT,
        created_at           INTEGER NOT NULL,
        uploaded_at          INTEGER,
        platform_document_id TEXT
      ) STRICT;
      CREATE INDEX documents_by_created ON documents(created_at DESC);
      CREATE UNIQUE INDEX documents_by_outbox ON documents(outbox_id);
    `);
  },
};
