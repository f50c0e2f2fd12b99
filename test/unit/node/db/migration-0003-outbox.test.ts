import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

describe('migration 0003-outbox', () => {
  it('upgrades a version-2 database keeping its data, and constrains outbox rows', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS.slice(0, 2));
    db.prepare("INSERT INTO settings (key, value, updated_at) VALUES ('k', 'v', 'now')").run();
    migrate(db, MIGRATIONS.slice(0, 3));
    expect(db.pragma('user_version', { simple: true })).toBe(3);
    expect(db.prepare('SELECT value FROM settings').get()).toEqual({ value: 'v' });

    const insert = db.prepare(
      `INSERT INTO outbox (idempotency_key, operation, payload, payload_file, ordering_key, state, next_attempt_at, created_at, updated_at)
       VALUES (?, 'op', ?, ?, 'key', ?, 0, 0, 0)`,
    );
    insert.run('k1', '{}', null, 'pending');
    insert.run('k2', null, 'files/blob-1', 'pending');
    expect(() => insert.run('k1', '{}', null, 'pending')).toThrow(/UNIQUE/);
    expect(() => insert.run('k3', '{}', null, 'lost')).toThrow(/CHECK/);
    expect(() => insert.run('k4', null, null, 'pending')).toThrow(/CHECK/);
    expect(() => insert.run('k5', '{}', 'files/x', 'pending')).toThrow(/CHECK/);

    const log = db.prepare(
      "INSERT INTO outbox_log (outbox_id, at, event) VALUES (?, 0, 'attempt')",
    );
    log.run(1);
    expect(() => log.run(999)).toThrow(/FOREIGN KEY/);
    db.close();
  });
});
