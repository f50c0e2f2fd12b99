import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

describe('migration 0001-settings', () => {
  it('creates settings where a row holds either a plain value or a secret blob, never both or neither', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 1));
    const insert = db.prepare(
      'INSERT INTO settings (key, value, secret, updated_at) VALUES (?, ?, ?, ?)',
    );
    insert.run('a', 'plain', null, '2026-11-21T00:00:00Z');
    insert.run('b', null, Buffer.from([1, 2, 3]), '2026-11-21T00:00:00Z');
    expect(() => insert.run('c', null, null, '2026-11-21T00:00:00Z')).toThrow(/CHECK/);
    expect(() => insert.run('d', 'x', Buffer.from([1]), '2026-11-21T00:00:00Z')).toThrow(/CHECK/);
    expect(() => insert.run('a', 'again', null, '2026-11-21T00:00:00Z')).toThrow(/UNIQUE/);
    expect(db.prepare('SELECT count(*) AS n FROM settings').get()).toEqual({ n: 2 });
    db.close();
  });
});
