import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

const HASH = 'a'.repeat(64);

describe('migration 0026-doctor-signatures', () => {
  it('keeps the saved doctor, adds the images by hash and the account’s pointer to one', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS.slice(0, 25));
    db.prepare(
      "INSERT INTO doctor_profile (account_key, profile, fetched_at, registrations) VALUES ('acct', '{}', 1, '[1]')",
    ).run();
    migrate(db, MIGRATIONS.slice(0, 26));
    expect(db.pragma('user_version', { simple: true })).toBe(26);
    expect(db.prepare('SELECT * FROM doctor_profile').all()).toEqual([
      {
        account_key: 'acct',
        profile: '{}',
        fetched_at: 1,
        registrations: '[1]',
        signature_sha256: null,
        signature_chosen_at: null,
      },
    ]);
    const insert = db.prepare(
      'INSERT INTO doctor_signatures (sha256, media_type, width, height, size_bytes, sealed, added_at) VALUES (?, ?, 40, 40, 10, ?, 1)',
    );
    insert.run(HASH, 'image/png', Buffer.from([1]));
    // One row per image; only PNG and JPEG; a hash is 64 hex characters.
    expect(() => insert.run(HASH, 'image/png', Buffer.from([1]))).toThrow(/UNIQUE|PRIMARY/);
    expect(() => insert.run('b'.repeat(64), 'image/gif', Buffer.from([1]))).toThrow(/CHECK/);
    expect(() => insert.run('short', 'image/png', Buffer.from([1]))).toThrow(/CHECK/);
    const point = db.prepare(
      "UPDATE doctor_profile SET signature_sha256 = ? WHERE account_key = 'acct'",
    );
    point.run(HASH);
    // An account points only at an image that is kept.
    expect(() => point.run('c'.repeat(64))).toThrow(/FOREIGN KEY/);
    db.close();
  });
});
