import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { buildSync } from 'esbuild';

/**
 * The chaos worker (worker.ts) and the core it runs, bundled once into one ES module for a run,
 * so each life starts by reading one file instead of tsx compiling and resolving several hundred
 * (a run starts dozens of lives). Packages stay outside the bundle and load from `root`'s
 * node_modules, so the file is written under it (`node_modules/.cache`, as build tools do).
 * `root` is the repository or a mutant's copy of its source (mutants.ts).
 */
export function bundleWorker(root: string): { file: string; remove: () => void } {
  const dir = path.join(root, 'node_modules', '.cache', 'companion-chaos', randomUUID());
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'worker.mjs');
  try {
    buildSync({
      entryPoints: [path.join(root, 'test/chaos/worker.ts')],
      absWorkingDir: root,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      packages: 'external',
      outfile: file,
      logLevel: 'warning',
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
