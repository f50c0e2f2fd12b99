import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

describe('migration 0013-medical-db-cache', () => {
  it('upgrades a version-12 database keeping its properties cache, and constrains cached items', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS.slice(0, 12));
    db.prepare(
      `INSERT INTO properties_cache (account_key, context, id, name, name_folded, record, fetched_at)
       VALUES ('acct', 'symptoms', 's1', 'Fever', 'fever', '{}', 0)`,
    ).run();
    migrate(db, MIGRATIONS.slice(0, 13));
    expect(db.pragma('user_version', { simple: true })).toBe(13);
    expect(db.prepare('SELECT count(*) AS n FROM properties_cache').get()).toEqual({ n: 1 });
    const insert = db.prepare(
      `INSERT INTO medical_db_cache (account_key, kind, id, name, name_folded, record, fetched_at)
       VALUES ('acct', ?, ?, 'CBC', 'cbc', '{}', 0)`,
    );
    insert.run('lab', 'l1');
    expect(() => insert.run('lab', 'l1')).toThrow(/UNIQUE|PRIMARY/);
    insert.run('drug', 'l1');
    expect(() => insert.run('vitals', 'l2')).toThrow(/CHECK/);
    db.close();
  });
});
