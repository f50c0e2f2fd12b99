import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listPackage, extractFile } from '@electron/asar';
import { FuseState, FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUSES } from '../../../build/fuses';
import { loadPackedMain } from './packed-main';
import {
  packDeb,
  productionModules,
  stageProject,
  writeElectronStandIn,
  writeFpmStandIn,
} from './stage';

// What a user installs: electron-builder itself packs the app with the repository's configuration
// and makes the deb (`--linux deb`), stand-ins taking the place of the Electron binary and of fpm,
// which cannot be downloaded here. The produced app.asar is then opened and read, and what
// electron-builder handed to fpm (dependencies, files, desktop entry) is checked.
const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
let work: string;
let appOut: string;
let entries: string[];
let fpmArguments: string[];
let desktopEntry: string;
let fpmRecord: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'companion-payload-'));
  writeElectronStandIn(path.join(work, 'electron'));
  const { fpm, record } = writeFpmStandIn(path.join(work, 'fpm'));
  const project = path.join(work, 'project');
  await stageProject(project);
  await packDeb(project, { electronDist: path.join(work, 'electron'), fpm }, arch);
  fpmRecord = record;
  fpmArguments = readFileSync(record, 'utf8').split('\n');
  desktopEntry = readFileSync(`${record}.desktop`, 'utf8');
  appOut = path.join(project, 'dist', arch === 'x64' ? 'linux-unpacked' : 'linux-arm64-unpacked');
  entries = listPackage(path.join(appOut, 'resources/app.asar'), { isPack: false });
}, 120_000);

afterAll(() => {
  if (work && !process.env.KEEP_PAYLOAD) rmSync(work, { recursive: true, force: true });
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

  it('starts its main from app.asar, in a Node stand-in for Electron, with every production dependency found', async () => {
    const loaded = await loadPackedMain(path.join(appOut, 'resources'), path.join(work, 'load'));
    expect(loaded.output).not.toMatch(/Cannot find (module|package)/);
    expect(loaded, loaded.output).toMatchObject({ code: 0 });
    expect(loaded.output.trim().split('\n').at(-1)).toBe('loaded');
  });

  it('carries the production dependencies and none of the development ones', () => {
    const modules = topLevelModules();
    // Every package npm installs for production (package-lock.json), nested ones included.
    const files = asarFiles();
    // A nested one may be hoisted where nothing else of its name is (electron-updater's semver).
    for (const name of productionModules()) {
      const hoisted = name.split('/node_modules/').at(-1)!;
      const packed = [name, hoisted].some(
        (where) =>
          files.includes(`node_modules/${where}/package.json`) ||
          existsSync(path.join(appOut, 'resources/app.asar.unpacked/node_modules', where)),
      );
      expect(packed, name).toBe(true);
    }
    for (const name of [
      'better-sqlite3',
      'react',
      'react-dom',
      'zod',
      'zustand',
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

describe('the deb', () => {
  const valuesOf = (flag: string): string[] =>
    fpmArguments.flatMap((arg, i) => (arg === flag ? [fpmArguments[i + 1] ?? ''] : []));

  it('depends on the libraries Electron, the keychain and the microphone need, and recommends a keyring', () => {
    expect(valuesOf('-d')).toEqual(
      expect.arrayContaining([
        'libgtk-3-0',
        'libnss3',
        'libsecret-1-0',
        'libasound2 | libasound2t64',
      ]),
    );
    expect(valuesOf('--deb-recommends')).toEqual(['gnome-keyring | kwalletmanager']);
    expect(valuesOf('--name')).toEqual(['clinic-companion']);
  });

  it('installs the packed app, its icons and a desktop entry in Office and MedicalSoftware', () => {
    expect(fpmArguments).toContain(`${appOut}/=/opt/Clinic Companion`);
    const icons = fpmArguments.filter((a) => a.includes('=/usr/share/icons/hicolor/'));
    expect(icons.map((a) => path.basename(a.split('=')[0] ?? ''))).toEqual(
      ['16', '32', '48', '64', '128', '256', '512'].map((n) => `${n}x${n}.png`),
    );
    expect(desktopEntry).toMatch(/^Name=Clinic Companion$/m);
    expect(desktopEntry).toMatch(/^Exec="\/opt\/Clinic Companion\/clinic-companion" %U$/m);
    expect(desktopEntry).toMatch(/^Icon=clinic-companion$/m);
    expect(desktopEntry).toMatch(/^StartupWMClass=clinic-companion$/m);
    const categories = /^Categories=(.*)$/m.exec(desktopEntry)?.[1]?.split(';');
    expect(categories).toEqual(expect.arrayContaining(['Office', 'MedicalSoftware']));
  });

  // Ubuntu 24.04+ forbids unprivileged user namespaces (Chromium's sandbox) to programs without
  // an AppArmor profile allowing them: electron-builder 26 ships one in the deb
  // (app-builder-lib/templates/linux/apparmor-profile.tpl, installed by after-install.tpl).
  it('carries an AppArmor profile letting the installed app use user namespaces, installed on setup', () => {
    const profile = readFileSync(path.join(appOut, 'resources/apparmor-profile'), 'utf8');
    expect(profile).toMatch(
      /^profile "clinic-companion" "\/opt\/Clinic Companion\/clinic-companion" flags=\(unconfined\) \{$/m,
    );
    expect(profile).toMatch(/^\s*userns,$/m);
    const postinst = readFileSync(`${fpmRecord}.after-install`, 'utf8');
    expect(postinst).toContain(
      "APPARMOR_PROFILE_SOURCE='/opt/Clinic Companion/resources/apparmor-profile'",
    );
    expect(postinst).toContain("APPARMOR_PROFILE_TARGET='/etc/apparmor.d/clinic-companion'");
    expect(postinst).toMatch(/apparmor_parser --replace .*"\$APPARMOR_PROFILE_TARGET"/);
  });

  // desktop-file-utils (Debian) is installed by .ci/run.
  const validator = spawnSync('desktop-file-validate', ['--help'], { stdio: 'ignore' });
  it.skipIf(validator.error !== undefined)(
    'has a desktop entry desktop-file-validate accepts',
    () => {
      const checked = spawnSync('desktop-file-validate', [`${fpmRecord}.desktop`], {
        encoding: 'utf8',
      });
      expect(checked.stdout.split('\n').filter((l) => /error|warning/.test(l))).toEqual([]);
      expect(checked.status).toBe(0);
    },
  );
});
