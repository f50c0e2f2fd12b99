import type { Migration } from './index';

/**
 * Where a document goes (records.json): `destination` is `record` (the patient's health record,
 * through the Records upload `POST /mr/api/v1/docs` and the file to its presigned form) or
 * `parse` (the lab-report reading route `POST /mr/api/v2/docs`). Every earlier row was sent to the
 * parsing route, so each stays `parse` and is sent as before.
 *
 * A document for the record carries `record_document_id`: the id the app made for it once, when it
 * was saved, and presigns on every attempt, so a retry is the same document on the record, never
 * a second one (it names no patient: the patient's id is sealed beside it). Such a row has no
 * `task` and no `form` (those belong to the parsing route) and one of the platform's type codes.
 * SQLite cannot loosen NOT NULL or widen a CHECK in place, so the table is rebuilt; no table
 * refers to `documents`.
 */
export const m0022DocumentDestination: Migration = {
  version: 22,
  name: '0022-document-destination',
  up(db) {
    db.exec(`
      CREATE TABLE documents_new (
        id                   TEXT PRIMARY KEY,
        account              TEXT NOT NULL,
        outbox_id            INTEGER NOT NULL,
        file_name_sealed     BLOB NOT NULL,
        media_type           TEXT NOT NULL,
        size_bytes           INTEGER NOT NULL CHECK (size_bytes > 0),
        sha256               TEXT NOT NULL,
        destination          TEXT NOT NULL CHECK (destination IN ('record', 'parse')),
        task                 TEXT CHECK (task IN ('smart', 'pii', 'classification')),
        document_type        TEXT,
        patient_id_sealed    BLOB,
        form                 TEXT CHECK (form IN ('jwe', 'multipart')),
        record_document_id   TEXT,
        stored_file          TEXT,
        created_at           INTEGER NOT NULL,
        uploaded_at          INTEGER,
        platform_document_id TEXT,
        consultation_id      TEXT,
        CHECK (
          (destination = 'parse' AND task IS NOT NULL AND form IS NOT NULL
            AND record_document_id IS NULL)
          OR
          (destination = 'record' AND task IS NULL AND form IS NULL
            AND record_document_id IS NOT NULL
            AND document_type IN ('ps', 'lr', 'dc', 'vc', 'in', 'iv', 'sc', 'ot'))
        )
      ) STRICT;
      INSERT INTO documents_new (id, account, outbox_id, file_name_sealed, media_type, size_bytes,
          sha256, destination, task, document_type, patient_id_sealed, form, stored_file,
          created_at, uploaded_at, platform_document_id, consultation_id)
        SELECT id, account, outbox_id, file_name_sealed, media_type, size_bytes,
          sha256, 'parse', task, document_type, patient_id_sealed, form, stored_file,
          created_at, uploaded_at, platform_document_id, consultation_id
        FROM documents;
      DROP TABLE documents;
      ALTER TABLE documents_new RENAME TO documents;
      CREATE INDEX documents_by_created ON documents(created_at DESC);
      CREATE UNIQUE INDEX documents_by_outbox ON documents(outbox_id);
      CREATE INDEX documents_consultation ON documents(consultation_id);
      CREATE UNIQUE INDEX documents_by_record_id ON documents(record_document_id);
    `);
  },
};
