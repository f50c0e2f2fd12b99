import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';

const insert = `INSERT INTO pads (id, account, status, revision, pad_sealed, created_at, updated_at)
  VALUES (?, 'a', 'draft', 1, x'00', 1, 1)`;

describe('migration 0027-pad-amendments', () => {
  it('keeps earlier pads as version 1 amending nothing, and allows one amendment per pad', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, MIGRATIONS.slice(0, 26));
    db.prepare(insert).run('p1');
    migrate(db, MIGRATIONS.slice(0, 27));
    expect(db.pragma('user_version', { simple: true })).toBe(27);
    expect(db.prepare('SELECT id, amends, version FROM pads').all()).toEqual([
      { id: 'p1', amends: null, version: 1 },
    ]);
    db.prepare(
      `INSERT INTO pads (id, account, status, revision, pad_sealed, created_at, updated_at, amends, version)
       VALUES ('p2', 'a', 'draft', 1, x'00', 2, 2, 'p1', 2)`,
    ).run();
    // A second amendment of the same pad is refused: the next one amends the newest version.
    expect(() =>
      db
        .prepare(
          `INSERT INTO pads (id, account, status, revision, pad_sealed, created_at, updated_at, amends, version)
           VALUES ('p3', 'a', 'draft', 1, x'00', 3, 3, 'p1', 2)`,
        )
        .run(),
    ).toThrow(/UNIQUE/);
    // It names a pad that exists, and a version is at least 1.
    expect(() =>
      db
        .prepare(
          `INSERT INTO pads (id, account, status, revision, pad_sealed, created_at, updated_at, amends, version)
           VALUES ('p4', 'a', 'draft', 1, x'00', 4, 4, 'nowhere', 2)`,
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    expect(() =>
      db
        .prepare(
          `INSERT INTO pads (id, account, status, revision, pad_sealed, created_at, updated_at, version)
           VALUES ('p5', 'a', 'draft', 1, x'00', 5, 5, 0)`,
        )
        .run(),
    ).toThrow(/CHECK/);
    db.close();
  });
});
