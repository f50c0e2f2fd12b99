import type { Db } from './connection';

/**
 * Giving the file system back the pages deleted rows leave free.
 *
 * Databases created by this version use `auto_vacuum = INCREMENTAL` (set in `openDatabase` before
 * the first table): free pages stay in the file until `PRAGMA incremental_vacuum(n)` moves them to
 * its end and truncates it, a few megabytes at a time, so no step blocks the core for long.
 *
 * A database created by an older version has `auto_vacuum = NONE`, and SQLite only changes that
 * mode by rebuilding the file: a planned `VACUUM` (the whole file rewritten, about a second per
 * 100 MB, never while a recording runs). The retention plans one every 30 days anyway: space freed
 * inside pages (rather than whole pages) only a rebuild packs.
 */
export interface FreeSpace {
  /** Whether free pages can be returned a step at a time (false: a VACUUM must turn it on). */
  incremental(): boolean;
  /** Pages free inside the file. */
  freePages(): number;
  /** Returns at most `pages` free pages to the file system; returns how many are still free. */
  step(pages: number): number;
  /** A planned VACUUM (the whole file rebuilt, packed), turning on incremental auto-vacuum. */
  convert(): void;
}

export function createFreeSpace(db: Db): FreeSpace {
  const freePages = (): number => Number(db.pragma('freelist_count', { simple: true }));
  return {
    incremental: () => Number(db.pragma('auto_vacuum', { simple: true })) === 2,
    freePages,
    step(pages) {
      db.pragma(`incremental_vacuum(${Math.max(1, Math.floor(pages))})`);
      return freePages();
    },
    convert() {
      db.pragma('auto_vacuum = INCREMENTAL');
      db.exec('VACUUM');
    },
  };
}
