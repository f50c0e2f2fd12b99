import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

describe('migration 0012-doctor-profile', () => {
  it('upgrades a version-11 database keeping its settings, and keeps one profile per account', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS.slice(0, 11));
    db.prepare(
      "INSERT INTO settings (key, value, secret, updated_at) VALUES ('platform.base_url', 'https://a.example', NULL, 'now')",
    ).run();
    migrate(db, MIGRATIONS.slice(0, 12));
    expect(db.pragma('user_version', { simple: true })).toBe(12);
    expect(db.prepare('SELECT count(*) AS n FROM settings').get()).toEqual({ n: 1 });
    const insert = db.prepare(
      'INSERT INTO doctor_profile (account_key, profile, fetched_at) VALUES (?, ?, ?)',
    );
    insert.run('acct', '{}', 1);
    expect(() => insert.run('acct', '{}', 2)).toThrow(/UNIQUE|PRIMARY/);
    // A profile always says when it was read.
    expect(() => insert.run('other', '{}', null)).toThrow(/CHECK/);
    // Registrations may be entered before the profile was ever read.
    db.prepare("INSERT INTO doctor_profile (account_key) VALUES ('third')").run();
    expect(
      db.prepare("SELECT registrations FROM doctor_profile WHERE account_key = 'third'").get(),
    ).toEqual({ registrations: '[]' });
    db.close();
  });
});
