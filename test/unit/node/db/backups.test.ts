import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackups, listBackups } from '../../../../src/main/core/db/backups';
import { checkDatabase } from '../../../../src/main/core/db/integrity';
import { createFakeClock } from '../../../helpers/fake-clock';
import { createMemoryLogger } from '../../../helpers/memory-log';
import { makeTempDir } from '../../../helpers/temp-dir';

const temps: (() => void)[] = [];
afterEach(() => temps.splice(0).forEach((remove) => remove()));

function folder(): string {
  const temp = makeTempDir('backups-');
  temps.push(temp.remove);
  return temp.dir;
}

function liveDatabase(dir: string): Database.Database {
  const db = new Database(path.join(dir, 'live.sqlite'));
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)');
  const insert = db.prepare('INSERT INTO notes (text) VALUES (?)');
  for (let i = 0; i < 500; i += 1) insert.run(`row ${i}`);
  return db;
}

describe('backups', () => {
  it('a failed backup is logged by name and code, leaves nothing behind and throws nothing', async () => {
    const dir = folder();
    const db = liveDatabase(dir);
    // A file where the backups folder should be: the folder cannot be made.
    const blocked = path.join(dir, 'backups');
    writeFileSync(blocked, 'not a folder');
    const log = createMemoryLogger();
    const backups = createBackups({ db, dir: blocked, now: () => 0, logger: log.logger });
    await expect(backups.takeIfDue()).resolves.toBe(false);
    expect(log.text()).toContain('a backup of the local database failed');
    expect(log.text()).toMatch(/"err":"Error:E(EXIST|NOTDIR)"/);
    expect(readdirSync(dir).filter((name) => name.includes('.tmp'))).toEqual([]);
    db.close();
  });

  it('is single-flight, and settled() waits for the copy under way', async () => {
    const dir = folder();
    const db = liveDatabase(dir);
    const clock = createFakeClock();
    const backups = createBackups({
      db,
      dir: path.join(dir, 'backups'),
      now: () => clock.now(),
      logger: createMemoryLogger().logger,
    });
    const first = backups.take();
    expect(backups.take()).toBe(first);
    await backups.settled();
    const [only] = listBackups(path.join(dir, 'backups'));
    expect(only?.takenAt).toBe(clock.now());
    expect(checkDatabase(only!.file, { readonly: true })).toEqual({ state: 'ok' });
    expect(await first).toBe(true);
    db.close();
  });
});

describe('checkDatabase', () => {
  it('says ok, missing, or damaged with SQLite’s code, and never changes the file', () => {
    const dir = folder();
    const file = path.join(dir, 'a.sqlite');
    expect(checkDatabase(file)).toEqual({ state: 'missing' });
    expect(existsSync(file)).toBe(false);
    liveDatabase(dir).close();
    expect(checkDatabase(path.join(dir, 'live.sqlite'))).toEqual({ state: 'ok' });
    writeFileSync(file, Buffer.alloc(8192, 'x'));
    expect(checkDatabase(file)).toEqual({ state: 'damaged', reason: 'SQLITE_NOTADB' });
  });
});
