import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listPackage, extractFile } from '@electron/asar';
import { FuseState, FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUSES } from '../../../build/fuses';
import { packDir, stageProject, writeElectronStandIn } from './stage';

// What a user installs: electron-builder itself packs the app (`--linux --dir`, the step every
// installer starts from) with the repository's configuration, a stand-in taking the place of the
// Electron binary that cannot be downloaded here. The produced app.asar is then opened and read.
const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
let work: string;
let appOut: string;
let entries: string[];

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'companion-payload-'));
  writeElectronStandIn(path.join(work, 'electron'));
  const project = path.join(work, 'project');
  await stageProject(project);
  await packDir(project, path.join(work, 'electron'), arch);
  appOut = path.join(project, 'dist', arch === 'x64' ? 'linux-unpacked' : 'linux-arm64-unpacked');
  entries = listPackage(path.join(appOut, 'resources/app.asar'), { isPack: false });
}, 120_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const asarFiles = (): string[] => entries.map((entry) => entry.replace(/^[/\\]/, ''));
const topLevelModules = (): string[] =>
  readdirSync(path.join(appOut, 'resources/app.asar.unpacked/node_modules')).concat(
    asarFiles()
      .filter((f) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(f))
      .map((f) => f.slice('node_modules/'.length)),
  );

describe('the packaged app', () => {
  it('holds the built main (with the sandbox in its own chunk), preload and renderer', () => {
    const files = asarFiles();
    expect(files).toContain('out/main/index.js');
    expect(files).toContain('out/preload/index.cjs');
    expect(files).toContain('out/renderer/index.html');
    expect(files).toContain('package.json');
    expect(files.some((f) => /^out\/main\/chunks\/server-[\w-]+\.js$/.test(f))).toBe(true);
    expect(files.some((f) => /^out\/renderer\/assets\/index-[\w-]+\.js$/.test(f))).toBe(true);
    const pkg = JSON.parse(
      extractFile(path.join(appOut, 'resources/app.asar'), 'package.json').toString(),
    ) as {
      main: string;
    };
    expect(pkg.main).toBe('out/main/index.js');
  });

  it('holds no source maps, sources, tests, specs, fixtures or test bridge', () => {
    const files = asarFiles();
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(files.filter((f) => /\.(ts|tsx|mts|cts)$/.test(f))).toEqual([]);
    const ownFiles = files.filter((f) => !f.startsWith('node_modules/'));
    expect(
      ownFiles.filter(
        (f) => !/^(out\/(main|preload|renderer)(\/|$)|out$|package\.json$|node_modules$)/.test(f),
      ),
    ).toEqual([]);
    expect(
      files.filter(
        (f) =>
          /(^|\/)(src|test|tests|spec|__tests__|fixtures?)\//.test(f) &&
          !f.startsWith('node_modules/'),
      ),
    ).toEqual([]);
    expect(files.filter((f) => /fixture/i.test(f))).toEqual([]);
    expect(files.some((f) => f.startsWith('out/test-bridge'))).toBe(false);
  });

  it("unpacks better-sqlite3's binary for this platform and leaves out the others and its C sources", () => {
    const unpacked = path.join(appOut, 'resources/app.asar.unpacked/node_modules/better-sqlite3');
    expect(readdirSync(path.join(unpacked, 'prebuilds'))).toEqual([`linux-${arch}.node`]);
    const nodeBinaries = asarFiles().filter((f) => f.endsWith('.node'));
    expect(nodeBinaries).toEqual([`node_modules/better-sqlite3/prebuilds/linux-${arch}.node`]);
    for (const dir of ['deps', 'src', 'build']) {
      expect(existsSync(path.join(unpacked, dir))).toBe(false);
      expect(asarFiles().some((f) => f.startsWith(`node_modules/better-sqlite3/${dir}/`))).toBe(
        false,
      );
    }
  });

  it('carries the production dependencies and none of the development ones', () => {
    const modules = topLevelModules();
    for (const name of [
      'better-sqlite3',
      'react',
      'react-dom',
      'zod',
      'zustand',
      'pino',
      'jose',
      'electron-updater',
    ]) {
      expect(modules, name).toContain(name);
    }
    for (const name of [
      'electron',
      'electron-builder',
      'electron-vite',
      'vitest',
      'vite',
      'playwright-core',
      'typescript',
      'node',
      '@electron',
      'happy-dom',
      'eslint',
      'tsx',
    ]) {
      expect(modules, name).not.toContain(name);
    }
  });

  it('has its fuses flipped by the afterPack hook', async () => {
    const wire = await getCurrentFuseWire(path.join(appOut, 'clinic-companion'));
    for (const [name, on] of Object.entries(FUSES)) {
      const index = FuseV1Options[name as keyof typeof FUSES];
      expect(wire[index], name).toBe(on ? FuseState.ENABLE : FuseState.DISABLE);
    }
  });
});
