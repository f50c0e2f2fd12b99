import { readdirSync, rmSync } from 'node:fs';
import nodeModule from 'node:module';
import path from 'node:path';

/** The folder, inside the app's data folder, where Node keeps the compiled code of the app. */
export const COMPILE_CACHE_DIR = 'compile-cache';

export type CompileCacheOutcome = (
  { enabled: true; dir: string } | { enabled: false; reason: string }
) & { /** Folders of other app versions removed at this start. */ pruned: number };

/** The running version's own folder name: the version when it is a plain one, else `other`. */
export function compileCacheFolderOf(appVersion: string): string {
  return /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/.test(appVersion) && !appVersion.includes('..')
    ? appVersion
    : 'other';
}

/**
 * What to remove from `<data>/compile-cache`: everything but the running version's folder. An
 * update replaces the bundled files (and often Electron's Node, which has its own folder), and
 * Node never removes entries itself, so without this every update would leave the previous one's
 * behind for good; the cost is one start compiling afresh after an update. The folders of Node's
 * own layout from before the per-version folders go the same way.
 */
export function staleCompileCaches(entries: readonly string[], appVersion: string): string[] {
  const keep = compileCacheFolderOf(appVersion);
  return entries.filter((entry) => entry !== keep);
}

function prune(root: string, appVersion: string): number {
  let entries: string[];
  try {
    entries = readdirSync(root);
  } catch {
    return 0; // no cache yet (or no folder to read): nothing to prune
  }
  let removed = 0;
  for (const entry of staleCompileCaches(entries, appVersion)) {
    try {
      rmSync(path.join(root, entry), { recursive: true, force: true });
      removed += 1;
    } catch {
      // A file another process still holds (Windows): tried again at the next start.
    }
  }
  return removed;
}

/**
 * Turns on Node's module compile cache (Node >= 22.1; Electron 45 embeds Node 22) in
 * `<dataDir>/compile-cache/<app version>`, after removing the other versions' folders: modules
 * loaded after this call are compiled once and then read from the cache (V8 code cache, checked
 * against each file's contents), which takes compiling the bundled core off every later start.
 * Must run before the code it should cover is imported. A runtime without it, or a folder that
 * cannot be written, only costs the speed-up: the app starts.
 */
export function enableCompileCacheIn(dataDir: string, appVersion: string): CompileCacheOutcome {
  const root = path.join(dataDir, COMPILE_CACHE_DIR);
  const pruned = prune(root, appVersion);
  const enable = (nodeModule as Partial<typeof nodeModule>).enableCompileCache;
  if (typeof enable !== 'function') {
    return { enabled: false, reason: 'not in this runtime', pruned };
  }
  try {
    const result = enable(path.join(root, compileCacheFolderOf(appVersion)));
    const { ENABLED, ALREADY_ENABLED } = nodeModule.constants.compileCacheStatus;
    if ((result.status === ENABLED || result.status === ALREADY_ENABLED) && result.directory) {
      return { enabled: true, dir: result.directory, pruned };
    }
    return { enabled: false, reason: result.message ?? 'disabled', pruned };
  } catch (error) {
    return { enabled: false, reason: error instanceof Error ? error.name : 'failed', pruned };
  }
}
