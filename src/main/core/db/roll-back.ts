import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { CoreError, isCoreError } from '../errors';
import { errorName, type Logger } from '../log/logger';
import { CLEAR_ERROR_TEXT } from '../outbox/error-text';
import { createOutboxReads } from '../outbox/outbox-reads';
import { describeWaiting, waitingChanges } from '../outbox/waiting-changes';
import { fsyncFolderSync } from '../storage/atomic-file';
import { mkdirPrivateSync } from '../storage/private-files';
import { BACKUPS_FOLDER } from './backups';
import { copyDurably, isSound, RESTORE_SUFFIX } from './recovery';
import { listUpdateBackups, UPDATE_BACKUPS_FOLDER, type UpdateBackup } from './update-backups';

/** Beside the database: what was in use before going back, kept unchanged. */
export const ROLLED_BACK_FOLDER = 'rolled-back';

export interface RolledBack {
  /** The copy now in use: taken right before the migration to the version left behind. */
  restored: UpdateBackup;
  /** Where the database in use until now went (never deleted). */
  keptCopy: string;
}

/**
 * Going back to the previous version of the app: puts back the copy taken right before the
 * migration that brought the database to its present schema, so the previous version (which
 * refuses a newer database) opens it. It runs with the app closed (the shell holds the
 * single-instance lock) and refuses, saying what waits, while any change has not reached the
 * platform: whatever was entered since the copy is then on the platform, and nothing is lost.
 * The database in use until now is moved to `rolled-back/<time>/`, never deleted.
 */
export function restoreBeforeUpdate(
  file: string,
  options: { now: () => number; logger: Logger },
): RolledBack {
  const { now, logger } = options;
  if (!existsSync(file)) {
    throw new CoreError('NOT_FOUND', `There is no local database at ${file} to go back from.`);
  }
  const db = new Database(file);
  let version: number;
  try {
    db.pragma('busy_timeout = 5000');
    version = Number(db.pragma('user_version', { simple: true }));
    const waiting = waitingChanges(createOutboxReads(db, CLEAR_ERROR_TEXT));
    if (waiting.total > 0) {
      logger.warn({ waiting: waiting.total }, 'going back refused: changes are waiting');
      throw new CoreError(
        'CONFLICT',
        `Not restored, so that nothing entered since the update is lost: ${describeWaiting(waiting)}. Open Clinic Companion while connected until its Sync screen shows nothing waiting (retry or discard there what was refused), quit it, then run this again.`,
      );
    }
  } finally {
    // Closing the last connection checkpoints the WAL into the file that is about to move.
    db.close();
  }
  const dir = path.dirname(file);
  const restored = listUpdateBackups(path.join(dir, BACKUPS_FOLDER, UPDATE_BACKUPS_FOLDER)).find(
    (backup) => backup.toVersion === version && isSound(backup.file),
  );
  if (!restored) {
    throw new CoreError(
      'NOT_FOUND',
      `No copy from before the update to this database's version (${version}) is kept: that update did not change the database (the previous version opens it as it is), or its copy is over 30 days old or could not be made.`,
    );
  }

  // As at a damaged start (recovery.ts): the copy is whole and durable before the database moves,
  // and a start that finds only the copy finishes the rename.
  const temp = `${file}${RESTORE_SUFFIX}`;
  rmSync(temp, { force: true });
  copyDurably(restored.file, temp);
  const keptCopy = path.join(
    dir,
    ROLLED_BACK_FOLDER,
    new Date(now()).toISOString().replace(/[:.]/g, '-'),
  );
  mkdirPrivateSync(keptCopy);
  for (const suffix of ['', '-wal', '-shm', '-journal']) {
    if (existsSync(file + suffix)) {
      renameSync(file + suffix, path.join(keptCopy, path.basename(file) + suffix));
    }
  }
  fsyncFolderSync(keptCopy);
  renameSync(temp, file);
  fsyncFolderSync(dir);
  logger.warn(
    { from: version, to: restored.fromVersion, takenAt: new Date(restored.takenAt).toISOString() },
    'the copy from before the update was restored',
  );
  return { restored, keptCopy };
}

/** What the person who asked reads once it is done. */
export function rolledBackMessage(done: RolledBack): string {
  const day = new Date(done.restored.takenAt).toISOString().slice(0, 16).replace('T', ' ');
  return `The local data is back as it was on ${day} UTC, before the update; the data in use until now is kept in ${done.keptCopy}. Now install the previous version of Clinic Companion, before opening it again.`;
}

/**
 * The command IT runs (`--restore-before-update`): the outcome in one sentence for the person at
 * the computer. A refusal is the core's own words; anything else (no permission, a locked file)
 * is logged by name and code and said with where the log is.
 */
export function restoreOutcome(
  file: string,
  options: { now: () => number; logger: Logger; logDir: string },
): { ok: boolean; message: string } {
  try {
    return { ok: true, message: rolledBackMessage(restoreBeforeUpdate(file, options)) };
  } catch (error) {
    if (isCoreError(error)) return { ok: false, message: error.message };
    options.logger.error({ err: errorName(error) }, 'going back to the previous version failed');
    return {
      ok: false,
      message: `Going back to the previous version failed (${errorName(error)}); the log in ${options.logDir} says where.`,
    };
  }
}
