import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

describe('migration 0006-documents', () => {
  it('upgrades a version-5 database keeping its data, and constrains document rows', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS.slice(0, 5));
    db.prepare(
      `INSERT INTO properties_cache (account_key, context, id, name, name_folded, record, fetched_at)
       VALUES ('acct', 'symptoms', 's1', 'Fever', 'fever', '{}', 0)`,
    ).run();
    migrate(db, MIGRATIONS.slice(0, 6));
    expect(db.pragma('user_version', { simple: true })).toBe(6);
    expect(db.prepare('SELECT count(*) AS n FROM properties_cache').get()).toEqual({ n: 1 });

    const insert = db.prepare(
      `INSERT INTO documents (id, account, outbox_id, file_name_sealed, media_type, size_bytes, sha256, task, form, stored_file, created_at)
       VALUES (?, 'acct', ?, x'00', 'application/pdf', ?, 'abc', ?, ?, 'f', 0)`,
    );
    insert.run('d1', 1, 10, 'smart', 'jwe');
    expect(() => insert.run('d1', 2, 10, 'smart', 'jwe')).toThrow(/UNIQUE|PRIMARY/);
    expect(() => insert.run('d2', 1, 10, 'smart', 'jwe')).toThrow(/UNIQUE/);
    expect(() => insert.run('d3', 3, 0, 'smart', 'jwe')).toThrow(/CHECK/);
    expect(() => insert.run('d4', 4, 10, 'ocr', 'jwe')).toThrow(/CHECK/);
    expect(() => insert.run('d5', 5, 10, 'pii', 'base64')).toThrow(/CHECK/);
    insert.run('d6', 6, 10, 'classification', 'multipart');
    db.close();
  });
});
