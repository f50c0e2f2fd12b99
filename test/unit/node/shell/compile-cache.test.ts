import { spawnSync } from 'node:child_process';
import { chmodSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_CACHE_DIR } from '../../../../src/main/shell/compile-cache';
import { makeTempDir } from '../../../helpers/temp-dir';

const HELPER = path.resolve(import.meta.dirname, '../../../../src/main/shell/compile-cache.ts');
const temps: { remove(): void }[] = [];
afterEach(() => temps.splice(0).forEach((temp) => temp.remove()));

/** A fresh Node process (as the app's main is) that turns the cache on, then imports a module. */
function startWithCache(dataDir: string, module: string): { outcome: unknown; stderr: string } {
  const script = `
    const { enableCompileCacheIn } = await import(${JSON.stringify(HELPER)});
    const outcome = enableCompileCacheIn(process.argv[1]);
    await import(${JSON.stringify(module)});
    console.log(JSON.stringify(outcome));`;
  const env = { ...process.env };
  delete env.NODE_COMPILE_CACHE;
  delete env.NODE_DISABLE_COMPILE_CACHE;
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script, dataDir],
    { encoding: 'utf8', env },
  );
  expect(run.status, run.stderr).toBe(0);
  return {
    outcome: JSON.parse(run.stdout.trim().split('\n').at(-1) ?? 'null'),
    stderr: run.stderr,
  };
}

describe("Node's compile cache in the app's data folder", () => {
  it('is kept in <data>/compile-cache and holds the modules imported after it was turned on', () => {
    const temp = makeTempDir('companion-cc-');
    temps.push(temp);
    const module = path.join(temp.dir, 'feature.mjs');
    writeFileSync(module, 'export const answer = 42;\n');
    const first = startWithCache(temp.dir, module);
    const cacheDir = path.join(temp.dir, COMPILE_CACHE_DIR);
    expect(first.outcome).toEqual({ enabled: true, dir: cacheDir });
    // One folder per Node version, holding one entry per compiled module.
    const [versionDir] = readdirSync(cacheDir);
    expect(readdirSync(path.join(cacheDir, versionDir ?? '')).length).toBeGreaterThan(0);
    expect(startWithCache(temp.dir, module).outcome).toEqual({ enabled: true, dir: cacheDir });
  });

  it('leaves the app starting, without the cache, when the folder cannot be written', () => {
    const temp = makeTempDir('companion-cc-');
    temps.push(temp);
    const module = path.join(temp.dir, 'feature.mjs');
    writeFileSync(module, 'export const answer = 42;\n');
    const locked = path.join(temp.dir, 'locked');
    writeFileSync(locked, 'a file where the data folder should be');
    chmodSync(locked, 0o444);
    const { outcome } = startWithCache(locked, module);
    expect(outcome).toMatchObject({ enabled: false });
  });
});
