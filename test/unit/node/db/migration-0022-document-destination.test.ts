import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

const at = (version: number) => MIGRATIONS.slice(0, version);

function insertV21(
  db: Database.Database,
  id: string,
  outboxId: number,
  documentType: string | null,
) {
  db.prepare(
    `INSERT INTO documents (id, account, outbox_id, file_name_sealed, media_type, size_bytes, sha256,
       task, document_type, patient_id_sealed, form, stored_file, created_at, uploaded_at,
       platform_document_id, consultation_id)
     VALUES (?, 'acct', ?, x'01', 'application/pdf', 10, 'h', 'pii', ?, x'02', 'jwe', 'f.doc', 5, 7,
       'doc_9', 'c1')`,
  ).run(id, outboxId, documentType);
}

function insertV22(
  db: Database.Database,
  row: {
    id: string;
    outboxId: number;
    destination: string;
    task?: string | null;
    form?: string | null;
    documentType?: string | null;
    recordDocumentId?: string | null;
  },
) {
  db.prepare(
    `INSERT INTO documents (id, account, outbox_id, file_name_sealed, media_type, size_bytes, sha256,
       destination, task, document_type, form, record_document_id, stored_file, created_at)
     VALUES (@id, 'acct', @outboxId, x'01', 'application/pdf', 10, 'h', @destination, @task,
       @documentType, @form, @recordDocumentId, 'f.doc', 5)`,
  ).run({
    task: null,
    form: null,
    documentType: null,
    recordDocumentId: null,
    ...row,
  });
}

describe('migration 0022-document-destination', () => {
  it('keeps every earlier document, all of them sent to the parsing route, as they were', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, at(21));
    insertV21(db, 'd1', 1, 'discharge_summary');
    insertV21(db, 'd2', 2, null);
    const before = db.prepare('SELECT * FROM documents ORDER BY id').all();
    migrate(db, at(22));
    expect(db.pragma('user_version', { simple: true })).toBe(22);
    const after = db.prepare('SELECT * FROM documents ORDER BY id').all();
    expect(after).toEqual(
      (before as Record<string, unknown>[]).map((row) => ({
        ...row,
        destination: 'parse',
        record_document_id: null,
      })),
    );
    // The indexes came back with the table.
    const indexes = db
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'documents' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all()
      .map((row) => row.name);
    expect(indexes).toEqual([
      'documents_by_created',
      'documents_by_outbox',
      'documents_by_record_id',
      'documents_consultation',
    ]);
    db.close();
  });

  it('holds a document for the record to a type code and its own id, with no task or form', () => {
    const db = new Database(':memory:');
    migrate(db, at(22));
    insertV22(db, {
      id: 'r1',
      outboxId: 1,
      destination: 'record',
      documentType: 'sc',
      recordDocumentId: 'rec-1',
    });
    insertV22(db, {
      id: 'p1',
      outboxId: 2,
      destination: 'parse',
      task: 'smart',
      form: 'jwe',
      documentType: 'lr',
    });
    const refused = [
      // No id of its own: a retry could not be the same document.
      { id: 'x1', outboxId: 3, destination: 'record', documentType: 'sc' },
      // A free-text type.
      {
        id: 'x2',
        outboxId: 4,
        destination: 'record',
        documentType: 'xray',
        recordDocumentId: 'rec-2',
      },
      // A task belongs to the parsing route.
      {
        id: 'x3',
        outboxId: 5,
        destination: 'record',
        documentType: 'sc',
        recordDocumentId: 'rec-3',
        task: 'smart',
      },
      // The parsing route needs its task and form.
      { id: 'x4', outboxId: 6, destination: 'parse', form: 'jwe' },
      { id: 'x5', outboxId: 7, destination: 'elsewhere', task: 'smart', form: 'jwe' },
      // The same record id twice would be one document on the record.
      {
        id: 'x6',
        outboxId: 8,
        destination: 'record',
        documentType: 'ps',
        recordDocumentId: 'rec-1',
      },
    ];
    for (const row of refused) {
      expect(() => insertV22(db, row), row.id).toThrow(/constraint/i);
    }
    expect(db.prepare('SELECT id FROM documents ORDER BY id').pluck().all()).toEqual(['p1', 'r1']);
    db.close();
  });
});
