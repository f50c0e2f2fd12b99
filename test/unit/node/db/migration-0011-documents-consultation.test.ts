import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

describe('migration 0011-documents-consultation', () => {
  it('keeps version-10 documents (in no consultation) and lets new ones name theirs', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS.slice(0, 10));
    const insert = (id: string, outboxId: number) =>
      db
        .prepare(
          `INSERT INTO documents (id, account, outbox_id, file_name_sealed, media_type, size_bytes, sha256, task, form, stored_file, created_at)
           VALUES (?, 'acct', ?, x'00', 'application/pdf', 1, 'h', 'smart', 'multipart', 'f', 0)`,
        )
        .run(id, outboxId);
    insert('d1', 1);
    migrate(db, MIGRATIONS.slice(0, 11));
    expect(db.pragma('user_version', { simple: true })).toBe(11);
    expect(db.prepare('SELECT consultation_id FROM documents').get()).toEqual({
      consultation_id: null,
    });
    insert('d2', 2);
    db.prepare("UPDATE documents SET consultation_id = 'c1' WHERE id = 'd2'").run();
    expect(db.prepare("SELECT id FROM documents WHERE consultation_id = 'c1'").all()).toEqual([
      { id: 'd2' },
    ]);
    db.close();
  });
});
