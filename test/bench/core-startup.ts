import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'vite';
import { makeTempDir } from '../helpers/temp-dir';
import { median, report } from './report';

const RUNS = 15;
const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Core start-up: a fresh Node process that loads the bundled core (as Electron's main would) and
 * opens and migrates a new database file, versus a bare `node -e ''` start.
 */
export async function benchCoreStartup(): Promise<void> {
  const outDir = path.join(ROOT, 'out/bench');
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: {
        input: {
          core: path.join(ROOT, 'src/main/core/core.ts'),
          db: path.join(ROOT, 'src/main/core/db/connection.ts'),
        },
        output: { format: 'es', entryFileNames: '[name].mjs' },
        external: [/^node:/, 'better-sqlite3', 'pino', 'zod', 'jose'],
      },
    },
  });
  const temp = makeTempDir('companion-bench-');
  try {
    const script = `
      await import(${JSON.stringify(path.join(outDir, 'core.mjs'))});
      const { openDatabase } = await import(${JSON.stringify(path.join(outDir, 'db.mjs'))});
      openDatabase(process.argv[1]).close();`;
    const core = timeSpawns((i) => [
      '--input-type=module',
      '-e',
      script,
      path.join(temp.dir, `db-${i}.sqlite`),
    ]);
    const bare = timeSpawns(() => ['-e', '']);
    report('core_startup_open_migrated_db', core, 'ms', 'bare_node_start', bare);
  } finally {
    temp.remove();
  }
}

function timeSpawns(args: (i: number) => string[]): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    const result = spawnSync(process.execPath, args(i), {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    times.push(performance.now() - start);
    if (result.status !== 0) throw new Error(`start-up run failed: ${result.stderr.toString()}`);
  }
  return median(times);
}
