import { chmodSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { backupName } from '../../../../src/main/core/db/backups';
import { copyDurably, openCheckedDatabase } from '../../../../src/main/core/db/recovery';
import { createMemoryLogger } from '../../../helpers/memory-log';
import { makeTempDir } from '../../../helpers/temp-dir';

const temps: (() => void)[] = [];
afterEach(() => temps.splice(0).forEach((remove) => remove()));

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-21T09:00:00Z');

function folder(): string {
  const temp = makeTempDir('recovery-');
  temps.push(temp.remove);
  return temp.dir;
}

/** A migrated database file holding one marker setting. */
function databaseWith(file: string, marker: string): void {
  const logger = createMemoryLogger().logger;
  const { db } = openCheckedDatabase(file, { now: () => NOW, logger });
  db.prepare(
    "INSERT INTO settings (key, value, secret, updated_at) VALUES ('marker', ?, NULL, 'x')",
  ).run(marker);
  db.pragma('journal_mode = DELETE');
  db.close();
}

const marker = (db: Database.Database) =>
  (db.prepare("SELECT value FROM settings WHERE key = 'marker'").get() as { value: string }).value;

describe('openCheckedDatabase', () => {
  it('passes over a damaged newest backup and restores the newest sound one', () => {
    const dir = folder();
    const backups = path.join(dir, 'backups');
    mkdirSync(backups);
    databaseWith(path.join(backups, backupName(NOW - 2 * DAY)), 'two days old');
    writeFileSync(path.join(backups, backupName(NOW - DAY)), Buffer.alloc(4096, 7));
    const file = path.join(dir, 'clinic-companion.sqlite');
    writeFileSync(file, Buffer.alloc(8192, 1));

    const { db, recovery } = openCheckedDatabase(file, {
      now: () => NOW,
      logger: createMemoryLogger().logger,
    });
    expect(marker(db)).toBe('two days old');
    expect(recovery?.restoredFrom?.takenAt).toBe(NOW - 2 * DAY);
    expect(readdirSync(recovery!.damagedCopy)).toEqual(['clinic-companion.sqlite']);
    db.close();
  });

  it('finishes a restore that stopped between moving the damaged file and renaming the copy', () => {
    const dir = folder();
    const file = path.join(dir, 'clinic-companion.sqlite');
    databaseWith(`${file}.restore-tmp`, 'restored copy');
    const log = createMemoryLogger();
    const { db, recovery } = openCheckedDatabase(file, { now: () => NOW, logger: log.logger });
    expect(marker(db)).toBe('restored copy');
    expect(recovery).toBeUndefined();
    expect(log.text()).toContain('an interrupted restore of a backup was completed');
    db.close();
  });

  it('puts a backup back as a 0600 file even when an older version left the backup 0644', () => {
    const umask = process.umask(0o022);
    try {
      const dir = folder();
      const backups = path.join(dir, 'backups');
      mkdirSync(backups);
      const backup = path.join(backups, backupName(NOW - DAY));
      databaseWith(backup, 'a day old');
      chmodSync(backup, 0o644);
      const file = path.join(dir, 'clinic-companion.sqlite');
      writeFileSync(file, Buffer.alloc(8192, 1));

      const { db } = openCheckedDatabase(file, {
        now: () => NOW,
        logger: createMemoryLogger().logger,
      });
      db.prepare("UPDATE settings SET value = 'written' WHERE key = 'marker'").run();
      // The copy SQLite now uses, and the -wal and -shm it made with the copy's mode.
      for (const suffix of ['', '-wal', '-shm']) {
        expect(existsSync(file + suffix)).toBe(true);
        expect((statSync(file + suffix).mode & 0o777).toString(8)).toBe('600');
      }
      db.close();
      // The copy itself, before SQLite opens it (a restore's temp file, a going-back's copy).
      copyDurably(backup, path.join(dir, 'copy'));
      expect((statSync(path.join(dir, 'copy')).mode & 0o777).toString(8)).toBe('600');
    } finally {
      process.umask(umask);
    }
  });
});
