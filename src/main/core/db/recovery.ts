import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  linkSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { CoreError } from '../errors';
import { errorName, type Logger } from '../log/logger';
import { KEY_FILE_NAME } from '../crypto/key-file';
import { fsyncFolderSync } from '../storage/atomic-file';
import { copyPrivateSync, mkdirPrivateSync } from '../storage/private-files';
import { BACKUPS_FOLDER, listBackups, type BackupFile } from './backups';
import { openDatabase, type Db, type OpenDatabaseOptions } from './connection';
import { checkDatabase } from './integrity';
import {
  backUpBeforeMigrating,
  pruneUpdateBackupsLogged,
  UPDATE_BACKUPS_FOLDER,
} from './update-backups';

export const DAMAGED_FOLDER = 'damaged';
/** A copy on its way into the database's place: finished at the next start if cut short. */
export const RESTORE_SUFFIX = '.restore-tmp';

/** What happened to a damaged database at start, for the notice the user reads. */
export interface Recovery {
  /** Where the damaged file (and its -wal/-shm) went, untouched. */
  damagedCopy: string;
  /** The backup now in use; absent when there was none and the database starts empty. */
  restoredFrom?: BackupFile;
  /** SQLite's code or quick_check's count: for the log, not for people. */
  reason: string;
}

export interface CheckedDatabase {
  db: Db;
  recovery?: Recovery;
}

/**
 * Opens the app's database after checking it (`quick_check`, before any migration). A damaged
 * file is never deleted: it and its -wal/-shm move to `damaged/<time>/` beside it, and the newest
 * backup that itself passes the check takes its place (none: an empty database). A database
 * written by a newer app is not damage: it passes the check and `migrate` refuses it in words.
 */
export function openCheckedDatabase(
  file: string,
  options: { now: () => number; logger: Logger } & OpenDatabaseOptions,
): CheckedDatabase {
  const { now, logger, ...given } = options;
  const dir = path.dirname(file);
  // A copy right before any migration, kept 30 days, for going back to the previous version.
  const updateBackups = path.join(dir, BACKUPS_FOLDER, UPDATE_BACKUPS_FOLDER);
  pruneUpdateBackupsLogged(updateBackups, now(), logger);
  const open: OpenDatabaseOptions = {
    beforeMigrating: backUpBeforeMigrating({ dir: updateBackups, now, logger }),
    ...given,
  };
  const temp = `${file}${RESTORE_SUFFIX}`;
  if (!existsSync(file) && existsSync(temp)) {
    // A restore stopped between moving the damaged file aside and putting the (whole, fsynced)
    // backup copy in its place: finish it.
    renameSync(temp, file);
    fsyncFolderSync(dir);
    logger.warn('an interrupted restore of a backup was completed');
  }
  let check;
  try {
    check = checkDatabase(file);
  } catch (error) {
    // Not damage (no permission, a folder in its place, locked): said as before, file untouched.
    throw new CoreError('INTERNAL', 'The local database could not be opened.', { cause: error });
  }
  if (check.state !== 'damaged') return { db: openDatabase(file, open) };

  logger.error({ reason: check.reason }, 'the local database is damaged');
  rmSync(temp, { force: true });
  const restoredFrom = listBackups(path.join(dir, BACKUPS_FOLDER)).find((backup) =>
    isSound(backup.file),
  );
  // The copy is whole and durable before the damaged file moves, so a crash in between leaves
  // either the damaged file in place (checked again) or the copy ready (finished above).
  if (restoredFrom) copyDurably(restoredFrom.file, temp);
  const damagedCopy = moveAside(file, path.join(dir, DAMAGED_FOLDER, stamp(now())));
  logger.warn('the damaged local database was moved aside');
  keepFilesBeside(dir, damagedCopy, logger);
  if (restoredFrom) {
    renameSync(temp, file);
    fsyncFolderSync(dir);
    logger.warn({ takenAt: new Date(restoredFrom.takenAt).toISOString() }, 'backup restored');
  } else {
    logger.warn('no sound backup: the local database starts empty');
  }
  return {
    db: openDatabase(file, open),
    recovery: { damagedCopy, reason: check.reason, ...(restoredFrom ? { restoredFrom } : {}) },
  };
}

/** A backup passes the same check; one that cannot even be read is passed over. */
export function isSound(backup: string): boolean {
  try {
    return checkDatabase(backup, { readonly: true }).state === 'ok';
  } catch {
    return false;
  }
}

export function copyDurably(from: string, to: string): void {
  copyPrivateSync(from, to);
  const fd = openSync(to, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function moveAside(file: string, into: string): string {
  try {
    mkdirPrivateSync(into);
    for (const suffix of ['', '-wal', '-shm', '-journal']) {
      if (existsSync(file + suffix)) {
        renameSync(file + suffix, path.join(into, path.basename(file) + suffix));
      }
    }
    fsyncFolderSync(into);
    fsyncFolderSync(path.dirname(file));
    return into;
  } catch (error) {
    throw new CoreError(
      'LOCAL_DATA_DAMAGED',
      `The local database is damaged, and it could not be moved aside to ${into} to open a backup. Check that the app's data folder can be written.`,
      { cause: error },
    );
  }
}

/** Folders beside the database that are not the sealed files of its rows. */
// 'rolled-back' is roll-back.ts's ROLLED_BACK_FOLDER (named here: it imports this file).
const NOT_SEALED_FILES = new Set([BACKUPS_FOLDER, DAMAGED_FOLDER, 'rolled-back', 'logs']);

/**
 * The sealed files beside the database (documents, recordings) and the key file, linked into the
 * damaged copy's folder (copied where links cannot be made). The restored database has no rows
 * for files saved after its backup, so the start-up sweeps remove them from the live folders;
 * the damaged database's rows name them, and here they stay, with the key that opens them. A
 * failure is logged: the app starts anyway.
 */
function keepFilesBeside(dataDir: string, into: string, logger: Logger): void {
  const keep = (from: string, to: string) => {
    try {
      linkSync(from, to);
    } catch {
      copyPrivateSync(from, to);
    }
  };
  try {
    for (const entry of readdirSync(dataDir, { withFileTypes: true })) {
      const from = path.join(dataDir, entry.name);
      if (entry.isFile() && entry.name === KEY_FILE_NAME) keep(from, path.join(into, entry.name));
      if (!entry.isDirectory() || NOT_SEALED_FILES.has(entry.name)) continue;
      mkdirPrivateSync(path.join(into, entry.name));
      for (const inner of readdirSync(from, { withFileTypes: true })) {
        if (inner.isFile())
          keep(path.join(from, inner.name), path.join(into, entry.name, inner.name));
      }
    }
  } catch (error) {
    logger.warn(
      { err: errorName(error) },
      'the sealed files could not all be kept with the damaged copy',
    );
  }
}

function stamp(at: number): string {
  return new Date(at).toISOString().replace(/[:.]/g, '-');
}
