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

/** The app's migrations, recording each read of a version and each migration run. */
function counted(list: readonly Migration[]): {
  migrations: Migration[];
  versionReads: number[];
  ran: number[];
} {
  const versionReads: number[] = [];
  const ran: number[] = [];
  const migrations = list.map((m) => ({
    get version() {
      versionReads.push(m.version);
      return m.version;
    },
    name: m.name,
    up(db: Database.Database) {
      ran.push(m.version);
      m.up(db);
    },
  }));
  return { migrations, versionReads, ran };
}

describe('the check at start', () => {
  it('costs an up-to-date database one user_version read: no statement else, no migration walked', () => {
    openDatabase(file).close();
    const statements: unknown[] = [];
    const db = new Database(file, { verbose: (sql) => statements.push(sql) });
    const { migrations, versionReads, ran } = counted(MIGRATIONS);
    expect(migrate(db, migrations)).toBe(MIGRATIONS.length);
    expect(statements).toEqual(['PRAGMA user_version']);
    expect(ran).toEqual([]);
    // Only the last migration's version, to know the latest.
    expect(versionReads).toEqual([MIGRATIONS.length]);
    db.close();
  });

  it('still brings a stale database up: the two migrations after its version run, in order', () => {
    openDatabase(file, { migrations: MIGRATIONS.slice(0, -2) }).close();
    const { migrations, ran } = counted(MIGRATIONS);
    const db = openDatabase(file, { migrations });
    expect(ran).toEqual([MIGRATIONS.length - 1, MIGRATIONS.length]);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    db.close();
  });
});
