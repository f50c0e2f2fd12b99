import { closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { errorName, type Logger } from '../log/logger';
import { fsyncFolderSync } from '../storage/atomic-file';
import { mkdirPrivateSync, preparePrivateFile } from '../storage/private-files';
import type { Db } from './connection';
import type { BeforeMigrating } from './migrate';
import { fileStamp, listStamped, STAMP_PATTERN } from './stamped-files';

/** Inside `backups/`: the copies taken right before a migration, apart from the daily ones. */
export const UPDATE_BACKUPS_FOLDER = 'before-update';
/** How long a copy taken before a migration is kept: the time a clinic has to go back. */
export const UPDATE_BACKUP_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

const NAME = new RegExp(`^clinic-companion-v(\\d+)-to-v(\\d+)-${STAMP_PATTERN}\\.sqlite$`);

export interface UpdateBackup {
  file: string;
  /** When it was taken (by the core's clock), from its name. */
  takenAt: number;
  /** The schema version it holds: the one the previous version of the app used. */
  fromVersion: number;
  /** The schema version the migration that followed brought the database to. */
  toVersion: number;
}

export function updateBackupName(from: number, to: number, at: number): string {
  return `clinic-companion-v${String(from)}-to-v${String(to)}-${fileStamp(at)}.sqlite`;
}

/** The copies taken before migrations, newest first; temp files and anything else left out. */
export function listUpdateBackups(dir: string): UpdateBackup[] {
  return listStamped(dir, NAME, (stamped, [from, to]) => ({
    ...stamped,
    fromVersion: Number(from),
    toVersion: Number(to),
  }));
}

/**
 * A copy of the database as it is, taken synchronously (the migrations run while the database is
 * opened, before anything else): `VACUUM INTO` writes a consistent, self-contained file in
 * rollback-journal mode that keeps `user_version`. Written under a temp name, fsynced, renamed.
 * Throws what failed (no space, no permission); the caller decides.
 */
export function takeUpdateBackup(
  db: Db,
  dir: string,
  versions: { from: number; to: number },
  at: number,
): string {
  const final = path.join(dir, updateBackupName(versions.from, versions.to, at));
  const temp = `${final}.tmp`;
  mkdirPrivateSync(dir);
  for (const name of readdirSync(dir)) {
    // What a copy cut short by a crash or kill left behind.
    if (/\.tmp(-journal)?$/.test(name)) rmSync(path.join(dir, name), { force: true });
  }
  try {
    // Made empty and 0600 first; SQLite then writes the copy over it and keeps that mode (its
    // VACUUM page: the target must not exist "or else it must be an empty file").
    preparePrivateFile(temp);
    db.prepare('VACUUM INTO ?').run(temp);
    const fd = openSync(temp, 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, final);
    fsyncFolderSync(dir);
    return final;
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** Removes the copies older than 30 days; returns how many went. */
export function pruneUpdateBackups(dir: string, now: number): number {
  let removed = 0;
  for (const backup of listUpdateBackups(dir)) {
    if (now - backup.takenAt <= UPDATE_BACKUP_KEPT_MS) continue;
    rmSync(backup.file, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * The app's step before a migration: the copy, and the 30-day pruning. A copy that fails (a full
 * disk, no permission) is logged by name and the migration goes on: refusing to start would stop
 * the clinic's day over a safety net; going back to the previous version then says there is no
 * copy to restore (roll-back.ts).
 */
export function backUpBeforeMigrating(options: {
  dir: string;
  now: () => number;
  logger: Logger;
}): BeforeMigrating {
  const { dir, now, logger } = options;
  return (db, versions) => {
    try {
      takeUpdateBackup(db, dir, versions, now());
      logger.info(versions, 'local database backed up before its migration');
    } catch (error) {
      logger.warn(
        { err: errorName(error), ...versions },
        'the backup before the migration failed; migrating without it',
      );
    }
  };
}

/** Pruning at start: a failure (no permission) is logged and changes nothing else. */
export function pruneUpdateBackupsLogged(dir: string, now: number, logger: Logger): void {
  try {
    const removed = pruneUpdateBackups(dir, now);
    if (removed > 0)
      logger.info({ removed }, 'backups from before updates older than 30 days removed');
  } catch (error) {
    logger.warn({ err: errorName(error) }, 'old backups from before updates could not be removed');
  }
}
