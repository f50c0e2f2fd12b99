import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

describe('migration 0005-properties-cache', () => {
  it('upgrades a version-4 database keeping its outbox, and constrains cached entries', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS.slice(0, 4));
    db.prepare(
      `INSERT INTO outbox (idempotency_key, operation, payload, ordering_key, account, state, next_attempt_at, created_at, updated_at)
       VALUES ('k', 'op', '{}', 'key', 'acct', 'pending', 0, 0, 0)`,
    ).run();
    migrate(db, MIGRATIONS.slice(0, 5));
    expect(db.pragma('user_version', { simple: true })).toBe(5);
    expect(db.prepare('SELECT count(*) AS n FROM outbox').get()).toEqual({ n: 1 });
    const insert = db.prepare(
      `INSERT INTO properties_cache (account_key, context, id, name, name_folded, record, fetched_at)
       VALUES ('acct', ?, ?, 'Fever', 'fever', '{}', 0)`,
    );
    insert.run('symptoms', 's1');
    expect(() => insert.run('symptoms', 's1')).toThrow(/UNIQUE|PRIMARY/);
    insert.run('diagnosis', 's1');
    expect(() => insert.run('vitals', 's2')).toThrow(/CHECK/);
    db.close();
  });
});
