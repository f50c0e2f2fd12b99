import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  COMPILE_CACHE_DIR,
  compileCacheFolderOf,
  staleCompileCaches,
} from '../../../../src/main/shell/compile-cache';
import { makeTempDir } from '../../../helpers/temp-dir';

const HELPER = path.resolve(import.meta.dirname, '../../../../src/main/shell/compile-cache.ts');
const temps: { remove(): void }[] = [];
afterEach(() => temps.splice(0).forEach((temp) => temp.remove()));

/** A fresh Node process (as the app's main is) that turns the cache on, then imports a module. */
function startWithCache(
  dataDir: string,
  module: string,
  version = '1.4.0',
): { outcome: unknown; stderr: string } {
  const script = `
    const { enableCompileCacheIn } = await import(${JSON.stringify(HELPER)});
    const outcome = enableCompileCacheIn(process.argv[1], process.argv[2]);
    await import(${JSON.stringify(module)});
    console.log(JSON.stringify(outcome));`;
  const env = { ...process.env };
  delete env.NODE_COMPILE_CACHE;
  delete env.NODE_DISABLE_COMPILE_CACHE;
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script, dataDir, version],
    { encoding: 'utf8', env },
  );
  expect(run.status, run.stderr).toBe(0);
  return {
    outcome: JSON.parse(run.stdout.trim().split('\n').at(-1) ?? 'null'),
    stderr: run.stderr,
  };
}

describe("Node's compile cache in the app's data folder", () => {
  it('is kept in <data>/compile-cache/<app version> and holds the modules imported after it was turned on', () => {
    const temp = makeTempDir('companion-cc-');
    temps.push(temp);
    const module = path.join(temp.dir, 'feature.mjs');
    writeFileSync(module, 'export const answer = 42;\n');
    const first = startWithCache(temp.dir, module);
    const cacheDir = path.join(temp.dir, COMPILE_CACHE_DIR, '1.4.0');
    expect(first.outcome).toEqual({ enabled: true, dir: cacheDir, pruned: 0 });
    // Node's own layout inside: one folder per Node version, one entry per compiled module.
    const [nodeDir] = readdirSync(cacheDir);
    expect(readdirSync(path.join(cacheDir, nodeDir ?? '')).length).toBeGreaterThan(0);
    expect(startWithCache(temp.dir, module).outcome).toEqual({
      enabled: true,
      dir: cacheDir,
      pruned: 0,
    });
  });

  it('removes the caches of other app versions (and of the layout before them) at start', () => {
    const temp = makeTempDir('companion-cc-');
    temps.push(temp);
    const module = path.join(temp.dir, 'feature.mjs');
    writeFileSync(module, 'export const answer = 42;\n');
    const root = path.join(temp.dir, COMPILE_CACHE_DIR);
    startWithCache(temp.dir, module, '1.3.0');
    // What an app before per-version folders left: Node's folder straight in compile-cache.
    mkdirSync(path.join(root, 'v22.20.0-x64-5a1e0c3b-0'), { recursive: true });
    writeFileSync(path.join(root, 'v22.20.0-x64-5a1e0c3b-0', 'entry'), 'old');
    expect(readdirSync(root).sort()).toEqual(['1.3.0', 'v22.20.0-x64-5a1e0c3b-0']);

    const updated = startWithCache(temp.dir, module, '1.4.0');
    expect(updated.outcome).toMatchObject({ enabled: true, pruned: 2 });
    expect(readdirSync(root)).toEqual(['1.4.0']);
    expect(readdirSync(path.join(root, '1.4.0')).length).toBeGreaterThan(0);
    // Files beside the cache are never touched.
    expect(existsSync(module)).toBe(true);
  });

  it('decides by name: everything in compile-cache but the running version goes', () => {
    expect(staleCompileCaches(['1.3.0', '1.4.0', 'v22-x64', 'other'], '1.4.0')).toEqual([
      '1.3.0',
      'v22-x64',
      'other',
    ]);
    expect(staleCompileCaches(['1.4.0'], '1.4.0')).toEqual([]);
    expect(compileCacheFolderOf('1.4.0-beta.2+build.7')).toBe('1.4.0-beta.2+build.7');
    expect(compileCacheFolderOf('../../x')).toBe('other');
    expect(compileCacheFolderOf('')).toBe('other');
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
