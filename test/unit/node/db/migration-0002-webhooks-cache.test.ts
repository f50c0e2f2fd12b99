import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

describe('migration 0002-webhooks-cache', () => {
  it('upgrades a version-1 database keeping its settings, and adds the cache tables', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS.slice(0, 1));
    db.prepare(
      "INSERT INTO settings (key, value, updated_at) VALUES ('platform.client_id', 'c1', 'now')",
    ).run();

    migrate(db, MIGRATIONS.slice(0, 2));
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    expect(db.prepare('SELECT value FROM settings').get()).toEqual({ value: 'c1' });

    db.prepare(
      "INSERT INTO webhook_lists (account_key, fetched_at, msg) VALUES ('acct', 'now', 'ok')",
    ).run();
    const row = db.prepare(
      'INSERT INTO webhooks_cache (account_key, position, id, record, signing_key_secret, has_signing_key) VALUES (?, ?, ?, ?, ?, ?)',
    );
    row.run('acct', 0, 'w1', '{}', null, 0);
    expect(() => row.run('missing-list', 0, 'w2', '{}', null, 0)).toThrow(/FOREIGN KEY/);
    expect(() => row.run('acct', 1, 'w3', '{}', null, 2)).toThrow(/CHECK/);

    db.prepare("DELETE FROM webhook_lists WHERE account_key = 'acct'").run();
    expect(db.prepare('SELECT count(*) AS n FROM webhooks_cache').get()).toEqual({ n: 0 });
    db.close();
  });
});
