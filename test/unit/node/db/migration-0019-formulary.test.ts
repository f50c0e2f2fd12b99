import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createMedicalDbCache } from '../../../../src/main/core/medical-db/medical-db-cache';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

const version = MIGRATIONS.findIndex((m) => m.name === '0019-formulary') + 1;

describe('migration 0019-formulary', () => {
  it('keeps the drugs cached before it, and the search gives them their words once', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, version - 1));
    const record = {
      kind: 'drug',
      id: 'd1',
      name: 'Dolo 650',
      genericName: 'Paracetamol',
      form: 'Tablet',
      defaults: {},
    };
    db.prepare(
      `INSERT INTO medical_db_cache (account_key, kind, id, name, name_folded, record, fetched_at)
       VALUES ('acct', 'drug', 'd1', 'Dolo 650', 'dolo 650', ?, 5)`,
    ).run(JSON.stringify(record));
    migrate(db, MIGRATIONS.slice(0, version));
    expect(db.pragma('user_version', { simple: true })).toBe(version);
    expect(db.prepare('SELECT words FROM medical_db_cache').get()).toEqual({ words: null });

    const cache = createMedicalDbCache(db);
    expect(db.prepare('SELECT words FROM medical_db_cache').get()).toEqual({
      words: ' dolo 650\t paracetamol tablet',
    });
    expect(cache.search('acct', 'drug', '650 parac', 5)).toEqual([
      { item: record, fetchedAt: 5, rank: 2 },
    ]);
    db.close();
  });

  it('keeps one row of the doctor’s medicines per account and key, used at least once', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, version));
    const insert = db.prepare(
      `INSERT INTO medical_db_own_medicines (account_key, key, name, words, uses)
       VALUES (?, 'text:zincovit', 'Zincovit', ' zincovit\t', ?)`,
    );
    insert.run('a', 1);
    insert.run('b', 3);
    expect(() => insert.run('a', 1)).toThrow(/UNIQUE|PRIMARY/);
    expect(() => insert.run('c', 0)).toThrow(/CHECK/);
    db.close();
  });
});
