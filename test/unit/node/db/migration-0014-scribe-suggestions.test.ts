import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

describe('migration 0014-scribe-suggestions', () => {
  it('upgrades a version-13 database and keeps decisions consistent with their time', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 13));
    migrate(db, MIGRATIONS.slice(0, 14));
    expect(db.pragma('user_version', { simple: true })).toBe(14);
    const insert = db.prepare(
      `INSERT INTO scribe_suggestions (pad_id, id, session_id, position, suggestion_sealed, state, created_at, decided_at)
       VALUES ('pad', ?, 's', 0, x'00', ?, 0, ?)`,
    );
    insert.run('a', 'open', null);
    insert.run('b', 'accepted', 5);
    expect(() => insert.run('a', 'open', null)).toThrow(/UNIQUE|PRIMARY/);
    expect(() => insert.run('c', 'maybe', 5)).toThrow(/CHECK/);
    expect(() => insert.run('d', 'rejected', null)).toThrow(/CHECK/);
    expect(() => insert.run('e', 'open', 5)).toThrow(/CHECK/);
    db.close();
  });
});
