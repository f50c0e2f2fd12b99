import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackups } from '../../../../src/main/core/db/backups';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';
import { openCheckedDatabase } from '../../../../src/main/core/db/recovery';
import {
  listUpdateBackups,
  UPDATE_BACKUP_KEPT_MS,
  updateBackupName,
} from '../../../../src/main/core/db/update-backups';
import { createFakeClock } from '../../../helpers/fake-clock';
import { createMemoryLogger } from '../../../helpers/memory-log';
import { makeTempDir } from '../../../helpers/temp-dir';

const temps: (() => void)[] = [];
afterEach(() => temps.splice(0).forEach((remove) => remove()));

const LATEST = MIGRATIONS.length;
const OLDER = LATEST - 2;

function dataFolder(): { dir: string; file: string; updateBackups: string } {
  const temp = makeTempDir('update-backups-');
  temps.push(temp.remove);
  return {
    dir: temp.dir,
    file: path.join(temp.dir, 'clinic-companion.sqlite'),
    updateBackups: path.join(temp.dir, 'backups', 'before-update'),
  };
}

/** The database as the previous version left it: an older schema and one marker setting. */
function previousVersionDatabase(file: string, now: () => number): void {
  const { db } = openCheckedDatabase(file, {
    now,
    logger: createMemoryLogger().logger,
    migrations: MIGRATIONS.slice(0, OLDER),
  });
  db.prepare(
    "INSERT INTO settings (key, value, secret, updated_at) VALUES ('marker', 'before', NULL, 'x')",
  ).run();
  db.close();
}

function readBackup(file: string): { version: number; marker: string } {
  const db = new Database(file, { readonly: true });
  try {
    const row = db.prepare("SELECT value FROM settings WHERE key = 'marker'").get() as {
      value: string;
    };
    return { version: Number(db.pragma('user_version', { simple: true })), marker: row.value };
  } finally {
    db.close();
  }
}

describe('the backup taken right before a migration', () => {
  it('is there, with the old schema version and data, once a pending migration ran', () => {
    const { file, updateBackups } = dataFolder();
    const clock = createFakeClock();
    previousVersionDatabase(file, () => clock.now());
    expect(listUpdateBackups(updateBackups)).toEqual([]);

    clock.advance(60_000);
    const log = createMemoryLogger();
    const { db } = openCheckedDatabase(file, { now: () => clock.now(), logger: log.logger });
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST);
    db.close();

    const [backup, ...others] = listUpdateBackups(updateBackups);
    expect(others).toEqual([]);
    expect(backup).toMatchObject({ takenAt: clock.now(), fromVersion: OLDER, toVersion: LATEST });
    expect(path.basename(backup!.file)).toBe(updateBackupName(OLDER, LATEST, clock.now()));
    expect(readBackup(backup!.file)).toEqual({ version: OLDER, marker: 'before' });
    expect(readdirSync(updateBackups).filter((name) => name.includes('.tmp'))).toEqual([]);
    expect(log.text()).toContain('local database backed up before its migration');
  });

  it('is not taken when nothing is pending, nor for a database made just now', () => {
    const { file, updateBackups } = dataFolder();
    const clock = createFakeClock();
    openCheckedDatabase(file, {
      now: () => clock.now(),
      logger: createMemoryLogger().logger,
    }).db.close();
    expect(existsSync(updateBackups)).toBe(false);

    clock.advance(60_000);
    openCheckedDatabase(file, {
      now: () => clock.now(),
      logger: createMemoryLogger().logger,
    }).db.close();
    expect(listUpdateBackups(updateBackups)).toEqual([]);
  });

  it('is logged and the migration goes on when it cannot be written', () => {
    const { dir, file } = dataFolder();
    const clock = createFakeClock();
    previousVersionDatabase(file, () => clock.now());
    // A file where the backups folder should be: the copy cannot be made.
    writeFileSync(path.join(dir, 'backups'), 'not a folder');
    const log = createMemoryLogger();
    const { db } = openCheckedDatabase(file, { now: () => clock.now(), logger: log.logger });
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST);
    db.close();
    expect(log.text()).toContain('the backup before the migration failed; migrating without it');
    expect(log.text()).toMatch(/"err":"Error:E(EXIST|NOTDIR)"/);
  });

  it('is kept 30 days and pruned after, at start and with the daily backup', async () => {
    const { dir, file, updateBackups } = dataFolder();
    const clock = createFakeClock();
    previousVersionDatabase(file, () => clock.now());
    const takenAt = clock.now();
    openCheckedDatabase(file, {
      now: () => clock.now(),
      logger: createMemoryLogger().logger,
    }).db.close();
    expect(listUpdateBackups(updateBackups)).toHaveLength(1);

    clock.advance(UPDATE_BACKUP_KEPT_MS);
    openCheckedDatabase(file, {
      now: () => clock.now(),
      logger: createMemoryLogger().logger,
    }).db.close();
    expect(listUpdateBackups(updateBackups).map((b) => b.takenAt)).toEqual([takenAt]);

    clock.advance(1);
    const log = createMemoryLogger();
    openCheckedDatabase(file, { now: () => clock.now(), logger: log.logger }).db.close();
    expect(listUpdateBackups(updateBackups)).toEqual([]);
    expect(log.text()).toContain('older than 30 days removed');

    // A copy made 31 days before, while the app keeps running: the daily backup prunes it.
    writeFileSync(
      path.join(updateBackups, updateBackupName(1, 2, clock.now() - UPDATE_BACKUP_KEPT_MS - 1)),
      '',
    );
    const { db } = openCheckedDatabase(file, {
      now: () => clock.now() - UPDATE_BACKUP_KEPT_MS,
      logger: createMemoryLogger().logger,
    });
    expect(listUpdateBackups(updateBackups)).toHaveLength(1);
    const backups = createBackups({
      db,
      dir: path.join(dir, 'backups'),
      now: () => clock.now(),
      logger: createMemoryLogger().logger,
    });
    await expect(backups.take()).resolves.toBe(true);
    expect(listUpdateBackups(updateBackups)).toEqual([]);
    db.close();
  });
});
