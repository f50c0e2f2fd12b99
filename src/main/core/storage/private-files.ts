import {
  chmodSync,
  closeSync,
  copyFileSync,
  fchmodSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
} from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/**
 * Everything in the app's data folder is the user's alone: folders 0700, files 0600, whatever the
 * process umask (a umask only ever removes bits, so asking for these at creation is enough for a
 * new file or folder; one that already exists keeps its mode, and is tightened here on open or by
 * the walk at start). On Windows POSIX modes mean nothing: the folder's ACL does that job
 * (windows-acl.ts, docs/data-at-rest.md).
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;
/** Bits that let anyone but the owner in: what is removed from a file or folder found with them. */
const OTHERS = 0o077;

/** Folders below the data folder the start-up walk goes into at most (its deepest is 4 today). */
export const REPAIR_MAX_DEPTH = 8;
/** Entries the start-up walk looks at at most, so a folder grown huge cannot hold the start. */
export const REPAIR_MAX_ENTRIES = 20_000;

const posix = (): boolean => process.platform !== 'win32';

/** Creates a folder (and missing parents) 0700; one already there is left as it is. */
export function mkdirPrivateSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** Removes group and other bits from an open file that has any. */
function tightenFd(fd: number): void {
  if (!posix()) return;
  const { mode } = fstatSync(fd);
  if ((mode & OTHERS) !== 0) fchmodSync(fd, mode & 0o777 & ~OTHERS);
}

/** `openSync` with 0600 for a new file; an existing file open to others is tightened first. */
export function openPrivateSync(file: string, flags: string): number {
  const fd = openSync(file, flags, PRIVATE_FILE_MODE);
  try {
    tightenFd(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  return fd;
}

/** The promise form of `openPrivateSync`. */
export async function openPrivate(file: string, flags: string): Promise<FileHandle> {
  const handle = await open(file, flags, PRIVATE_FILE_MODE);
  try {
    if (posix()) {
      const { mode } = await handle.stat();
      if ((mode & OTHERS) !== 0) await handle.chmod(mode & 0o777 & ~OTHERS);
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * Makes sure a file SQLite is about to create exists, empty, 0600 (an existing file is only
 * tightened, never truncated). SQLite creates a new database, and a `VACUUM INTO` or backup
 * target, as 0644 less the umask (`SQLITE_DEFAULT_FILE_PERMISSIONS`), but gives `-wal`,
 * `-journal` and `-shm` exactly its database file's mode (sqlite3.c 3.54.1, `findCreateFileMode`
 * and `robust_open`: "We want those files to have *exactly* the same permissions as their
 * original database, unadulterated by the umask"). An empty target is allowed for the copy
 * (SQLite's VACUUM page: it must not exist "or else it must be an empty file").
 */
export function preparePrivateFile(file: string): void {
  closeSync(openPrivateSync(file, 'a'));
}

/** `copyFileSync`, then 0600: a copy takes its source's mode (libuv's copyfile sets it). */
export function copyPrivateSync(from: string, to: string): void {
  copyFileSync(from, to);
  if (posix()) chmodSync(to, PRIVATE_FILE_MODE);
}

export interface RepairCount {
  /** Files and folders whose mode was tightened. */
  fixed: number;
  /** Those that could not be changed (another owner, a read-only disk). */
  failed: number;
  /** True when the walk stopped at REPAIR_MAX_ENTRIES. */
  cut: boolean;
}

/**
 * The walk at start: the data folder and everything in it lose group and other bits (files become
 * 0600, folders 0700, as left by older versions or another program). Symbolic links are neither
 * followed nor changed; it goes REPAIR_MAX_DEPTH folders down at most and looks at
 * REPAIR_MAX_ENTRIES entries at most. Does nothing on Windows. Never throws.
 */
export function repairPrivateTree(
  root: string,
  limits: { maxDepth?: number; maxEntries?: number } = {},
): RepairCount {
  const count: RepairCount = { fixed: 0, failed: 0, cut: false };
  if (!posix()) return count;
  const maxDepth = limits.maxDepth ?? REPAIR_MAX_DEPTH;
  const maxEntries = limits.maxEntries ?? REPAIR_MAX_ENTRIES;
  let seen = 0;

  const tighten = (target: string, mode: number): void => {
    if ((mode & OTHERS) === 0) return;
    try {
      chmodSync(target, mode & 0o777 & ~OTHERS);
      count.fixed += 1;
    } catch {
      count.failed += 1;
    }
  };

  // Depth 0 is the data folder itself; a folder at maxDepth is tightened but not listed.
  const visit = (dir: string, depth: number): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      count.failed += 1;
      return;
    }
    for (const entry of entries) {
      if (seen >= maxEntries) {
        count.cut = true;
        return;
      }
      seen += 1;
      const target = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) continue;
      let stat;
      try {
        stat = lstatSync(target);
      } catch {
        continue; // removed while walking
      }
      if (stat.isDirectory()) {
        tighten(target, stat.mode);
        if (depth + 1 < maxDepth) visit(target, depth + 1);
      } else if (stat.isFile()) {
        tighten(target, stat.mode);
      }
    }
  };

  let rootStat;
  try {
    rootStat = lstatSync(root);
  } catch {
    return count; // no data folder yet: nothing to repair
  }
  if (!rootStat.isDirectory()) return count;
  tighten(root, rootStat.mode);
  visit(root, 0);
  return count;
}
