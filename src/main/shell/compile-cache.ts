import nodeModule from 'node:module';
import path from 'node:path';

/** The folder, inside the app's data folder, where Node keeps the compiled code of the app. */
export const COMPILE_CACHE_DIR = 'compile-cache';

export type CompileCacheOutcome =
  { enabled: true; dir: string } | { enabled: false; reason: string };

/**
 * Turns on Node's module compile cache (Node >= 22.1; Electron 45 embeds Node 22) in
 * `<dataDir>/compile-cache`: modules loaded after this call are compiled once and then read from
 * the cache (V8 code cache, checked against each file's contents), which takes compiling the
 * bundled core off every later start. Must run before the code it should cover is imported. A
 * runtime without it, or a folder that cannot be written, only costs the speed-up: the app starts.
 */
export function enableCompileCacheIn(dataDir: string): CompileCacheOutcome {
  const enable = (nodeModule as Partial<typeof nodeModule>).enableCompileCache;
  if (typeof enable !== 'function') return { enabled: false, reason: 'not in this runtime' };
  try {
    const result = enable(path.join(dataDir, COMPILE_CACHE_DIR));
    const { ENABLED, ALREADY_ENABLED } = nodeModule.constants.compileCacheStatus;
    if ((result.status === ENABLED || result.status === ALREADY_ENABLED) && result.directory) {
      return { enabled: true, dir: result.directory };
    }
    return { enabled: false, reason: result.message ?? 'disabled' };
  } catch (error) {
    return { enabled: false, reason: error instanceof Error ? error.name : 'failed' };
  }
}
