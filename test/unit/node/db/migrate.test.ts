import Database from 'better-sqlite3';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../src/main/core/db/connection';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS, type Migration } from '../../../../src/main/core/db/migrations';
import { isCoreError } from '../../../../src/main/core/errors';
import { makeTempDir } from '../../../helpers/temp-dir';

let temp: ReturnType<typeof makeTempDir>;
let file: string;
beforeEach(() => {
  temp = makeTempDir();
  file = path.join(temp.dir, 'app.sqlite');
});
afterEach(() => temp.remove());

describe('openDatabase', () => {
  it('creates a file in WAL mode with foreign keys and FULL sync, migrated to the latest version', () => {
    const db = openDatabase(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    db.close();
  });

  it('opens an already migrated file without changing it', () => {
    openDatabase(file).close();
    const db = openDatabase(file);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    db.close();
  });

  it('refuses a database written by a newer app and leaves it untouched', () => {
    const raw = new Database(file);
    raw.pragma(`user_version = ${MIGRATIONS.length + 5}`);
    raw.close();
    let caught: unknown;
    try {
      openDatabase(file);
    } catch (error) {
      caught = error;
    }
    expect(isCoreError(caught) && caught.code).toBe('DATABASE_TOO_NEW');
    expect((caught as Error).message).toMatch(/newer version of Clinic Companion/);
    const check = new Database(file);
    expect(check.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length + 5);
    check.close();
  });
});

describe('migrate', () => {
  it('applies pending migrations in one transaction: a failing one leaves the version and schema as they were', () => {
    const db = new Database(file);
    const broken: Migration[] = [
      ...MIGRATIONS,
      {
        version: MIGRATIONS.length + 1,
        name: 'broken',
        up(d) {
          d.exec('CREATE TABLE half_done (x INTEGER)');
          throw new Error('boom');
        },
      },
    ];
    expect(() => migrate(db, broken)).toThrow('boom');
    expect(db.pragma('user_version', { simple: true })).toBe(0);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all();
    expect(tables).toEqual([]);
    db.close();
  });

  it('refuses a migration list with a gap', () => {
    const db = new Database(file);
    const gap: Migration[] = [{ ...MIGRATIONS[0]!, version: 2 }];
    expect(() => migrate(db, gap)).toThrow(/expected 1/);
    db.close();
  });

  it('numbers every migration file after its version', () => {
    MIGRATIONS.forEach((migration, index) => {
      expect(migration.name.startsWith(String(index + 1).padStart(4, '0'))).toBe(true);
    });
  });
});
