import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'electron-vite';
import { BENCH_CORE_MODE } from '../../electron.vite.config';
import { makeTempDir } from '../helpers/temp-dir';
import { median, report } from './report';

const RUNS = 15;
const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'out/bench-core');

/**
 * Core start-up: a fresh Node process that loads the core as Electron's main does (built by the
 * app's own electron-vite main configuration: zod bundled in, jose and the features loaded on
 * first use left in chunks it does not load) and opens and migrates a new database file, versus
 * a bare `node -e ''`.
 * Measured three ways: without Node's compile cache; with it cold (an empty cache folder: the
 * first start after an install or update, which also writes the cache); with it warm (every
 * later start). Also, warm, on a file that exists and is up to date (every start but the first:
 * the migration check reads one pragma). Runs are interleaved so that the load of a shared
 * machine hits each alike.
 */
export async function benchCoreStartup(): Promise<void> {
  await build({
    configFile: path.join(ROOT, 'electron.vite.config.ts'),
    mode: BENCH_CORE_MODE,
    logLevel: 'warn',
  });
  const temp = makeTempDir('companion-bench-');
  try {
    const warmCache = path.join(temp.dir, 'warm-cache');
    const start = (i: number, variant: string, cacheDir = '', file = ''): Timing =>
      timeSpawn([
        '--input-type=module',
        '-e',
        START_SCRIPT,
        OUT,
        file || path.join(temp.dir, `${variant}-${i}.sqlite`),
        cacheDir,
      ]);
    start(0, 'prime', warmCache);
    // Every start but the first: the file exists and is up to date (no migration pending).
    const existing = path.join(temp.dir, 'existing.sqlite');
    start(0, 'existing', warmCache, existing);
    const times = {
      bare: [] as Timing[],
      none: [] as Timing[],
      cold: [] as Timing[],
      warm: [] as Timing[],
      existing: [] as Timing[],
      composed: [] as Timing[],
    };
    for (let i = 0; i < RUNS; i += 1) {
      times.bare.push(timeSpawn(['-e', REPORT_CPU]));
      times.none.push(start(i, 'none'));
      const coldCache = path.join(temp.dir, `cold-cache-${i}`);
      mkdirSync(coldCache);
      times.cold.push(start(i, 'cold', coldCache));
      times.warm.push(start(i, 'warm', warmCache));
      times.existing.push(start(i, 'existing', warmCache, existing));
      const dataDir = path.join(temp.dir, `composed-${i}`);
      mkdirSync(dataDir);
      times.composed.push(
        timeSpawn(['--input-type=module', '-e', COMPOSE_SCRIPT, OUT, dataDir, warmCache]),
      );
    }
    const wall = (list: Timing[]): number => median(list.map((t) => t.wall));
    const cpu = (list: Timing[]): number => median(list.map((t) => t.cpu));
    const bare = wall(times.bare);
    const [none, cold, warm] = [wall(times.none), wall(times.cold), wall(times.warm)];
    report('core_startup_open_migrated_db', none, 'ms', 'bare_node_start', bare);
    report('core_startup_open_migrated_db_cold_compile_cache', cold, 'ms', 'bare_node_start', bare);
    report('core_startup_open_migrated_db_warm_compile_cache', warm, 'ms', 'bare_node_start', bare);
    // The goal: at most +60 ms over a bare Node start.
    report(
      'core_start_over_bare_node_cold_compile_cache',
      cold - bare,
      'ms',
      'bare_node_start',
      bare,
    );
    report(
      'core_start_over_bare_node_warm_compile_cache',
      warm - bare,
      'ms',
      'bare_node_start',
      bare,
    );
    report(
      'core_start_over_bare_node_up_to_date_db_warm_compile_cache',
      wall(times.existing) - bare,
      'ms',
      'bare_node_start',
      bare,
    );
    report(
      'core_start_cpu_over_bare_node_up_to_date_db_warm_compile_cache',
      cpu(times.existing) - cpu(times.bare),
      'ms',
      'bare_node_start_cpu_time',
      cpu(times.bare),
    );
    // The CPU time of the whole process (every thread, Node's own start included): what a start
    // costs on an idle machine, and far less swayed than wall time by others sharing the CPU.
    const bareCpu = cpu(times.bare);
    for (const [name, list] of [
      ['', times.none],
      ['_cold_compile_cache', times.cold],
      ['_warm_compile_cache', times.warm],
    ] as const) {
      report(`core_startup_cpu_time${name}`, cpu(list), 'ms', 'bare_node_start_cpu_time', bareCpu);
    }
    const cpuOver = cpu(times.warm) - bareCpu;
    report(
      'core_start_cpu_over_bare_node_warm_compile_cache',
      cpuOver,
      'ms',
      'bare_node_start_cpu_time',
      bareCpu,
    );
    // The whole core composed, as Electron's main starts it (the screens can be served).
    const composed = times.composed;
    report('core_start_composed_warm_compile_cache', wall(composed), 'ms', 'bare_node_start', bare);
    report(
      'core_start_composed_cpu_time_warm_compile_cache',
      cpu(composed),
      'ms',
      'bare_node_start_cpu_time',
      bareCpu,
    );
  } finally {
    temp.remove();
  }
}

/** The process's CPU time so far (user + system, every thread), in ms, on stdout. */
const REPORT_CPU = `{ const u = process.cpuUsage(); process.stdout.write(String((u.user + u.system) / 1000)); }`;

interface Timing {
  /** Wall time of the whole process, spawn to exit. */
  wall: number;
  /** CPU time the process reported just before it ended. */
  cpu: number;
}

/**
 * The measured process: argv = [out dir, database file, compile cache dir or '']. The cache is
 * turned on first, as src/main/index.ts does, so that it covers the core's import.
 */
const START_SCRIPT = `
  const [outDir, databaseFile, cacheDir] = process.argv.slice(1);
  if (cacheDir) (await import('node:module')).enableCompileCache?.(cacheDir);
  await import(outDir + '/compose.js');
  const { openDatabase } = await import(outDir + '/connection.js');
  openDatabase(databaseFile).close();
  ${REPORT_CPU}`;

/**
 * The whole core composed on a new data folder (argv = [out dir, data folder, compile cache dir]):
 * every module built, stored rows repaired, the sync loop started. The keychain is a stand-in (a
 * true edge); the embedded sandbox an unconfigured app would launch is left pending (it is the
 * demo backend, in a chunk of its own). The process ends once the core has started.
 */
const COMPOSE_SCRIPT = `
  const [outDir, dataDir, cacheDir] = process.argv.slice(1);
  (await import('node:module')).enableCompileCache?.(cacheDir);
  const { startCompanion } = await import(outDir + '/compose.js');
  startCompanion({
    dataDir,
    secrets: {
      availability: () => ({ available: true }),
      encrypt: (text) => Buffer.from(text),
      decrypt: (bytes) => bytes.toString(),
    },
    isAllowedOrigin: () => true,
    appVersion: '0.0.0-bench',
    launchSandbox: () => new Promise(() => {}),
  });
  ${REPORT_CPU}
  process.exit(0);`;

function timeSpawn(args: string[]): Timing {
  const env = { ...process.env };
  delete env.NODE_COMPILE_CACHE;
  const start = performance.now();
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const elapsed = performance.now() - start;
  if (result.status !== 0) throw new Error(`start-up run failed: ${result.stderr.toString()}`);
  return { wall: elapsed, cpu: Number(result.stdout.toString()) };
}
