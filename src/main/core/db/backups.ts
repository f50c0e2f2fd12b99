import { readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { errorName, type Logger } from '../log/logger';
import { fsyncFolderSync } from '../storage/atomic-file';
import { mkdirPrivateSync, preparePrivateFile } from '../storage/private-files';
import type { Db } from './connection';
import { fileStamp, listStamped, STAMP_PATTERN } from './stamped-files';
import { pruneUpdateBackupsLogged, UPDATE_BACKUPS_FOLDER } from './update-backups';

export const BACKUPS_FOLDER = 'backups';
export const BACKUPS_KEPT = 7;
export const BACKUP_EVERY_MS = 24 * 60 * 60 * 1000;

const PREFIX = 'clinic-companion-';
const SUFFIX = '.sqlite';
const NAME = new RegExp(`^clinic-companion-${STAMP_PATTERN}\\.sqlite$`);

export interface BackupFile {
  file: string;
  /** When it was taken (by the core's clock), from its name. */
  takenAt: number;
}

/** A backup's name carries the time it was taken: sortable, and readable without opening it. */
export function backupName(at: number): string {
  return `${PREFIX}${fileStamp(at)}${SUFFIX}`;
}

/** The backups in a folder, newest first; temp files and anything else are left out. */
export function listBackups(dir: string): BackupFile[] {
  return listStamped(dir, NAME, (stamped) => stamped);
}

export interface Backups {
  /** True when there is no backup yet or the newest is 24 hours old. */
  isDue(): boolean;
  /** Takes one now (single-flight). Never throws: a failure is logged by name and code. */
  take(): Promise<boolean>;
  takeIfDue(): Promise<boolean>;
  /** Waits for a backup under way, if any. */
  settled(): Promise<void>;
}

/**
 * Daily copies of the live database with SQLite's online backup (consistent while the app keeps
 * writing), into `backups/` beside it. Written under a temp name, turned into a single
 * self-contained file (journal mode DELETE), fsynced, then renamed; the newest 7 are kept.
 */
export function createBackups(options: {
  db: Db;
  dir: string;
  now: () => number;
  logger: Logger;
  keep?: number;
}): Backups {
  const { db, dir, now, logger } = options;
  const keep = options.keep ?? BACKUPS_KEPT;
  let running: Promise<boolean> | undefined;

  function isDue(): boolean {
    const newest = listBackups(dir)[0];
    return newest === undefined || now() - newest.takenAt >= BACKUP_EVERY_MS;
  }

  async function run(): Promise<boolean> {
    const at = now();
    const final = path.join(dir, backupName(at));
    const temp = `${final}.tmp`;
    try {
      mkdirPrivateSync(dir);
      // What a backup cut short by a crash or kill left behind.
      for (const name of readdirSync(dir)) {
        if (name.startsWith(PREFIX) && /\.tmp(-journal)?$/.test(name)) {
          rmSync(path.join(dir, name), { force: true });
        }
      }
      // 0600 before SQLite writes it (and its -journal, which takes the copy's mode).
      preparePrivateFile(temp);
      await db.backup(temp);
      const copy = new Database(temp);
      try {
        copy.pragma('journal_mode = DELETE');
      } finally {
        copy.close();
      }
      renameSync(temp, final);
      fsyncFolderSync(dir);
      for (const old of listBackups(dir).slice(keep)) rmSync(old.file, { force: true });
      logger.info({ backups: Math.min(listBackups(dir).length, keep) }, 'local database backed up');
      // An app left running for weeks still lets the copies from before an update go at 30 days.
      pruneUpdateBackupsLogged(path.join(dir, UPDATE_BACKUPS_FOLDER), at, logger);
      return true;
    } catch (error) {
      for (const leftover of [temp, `${temp}-journal`]) {
        try {
          rmSync(leftover, { force: true });
        } catch {
          // The folder itself is what failed; nothing was left in it.
        }
      }
      logger.warn({ err: errorName(error) }, 'a backup of the local database failed');
      return false;
    }
  }

  function take(): Promise<boolean> {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    isDue,
    take,
    takeIfDue: async () => (isDue() ? take() : false),
    async settled() {
      await running;
    },
  };
}
