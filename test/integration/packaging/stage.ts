import { execFile } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  mkdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
const bin = (name: string): string => path.join(ROOT, 'node_modules/.bin', name);

/** The marker @electron/fuses looks for in an Electron binary, followed by the fuse wire. */
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

/**
 * A stand-in for Electron's unpacked distribution (the real one cannot be downloaded here): an
 * `electron` executable carrying a fuse wire in Electron 45's default states, so the afterPack
 * hook flips real fuses, plus the folders electron-builder expects.
 */
export function writeElectronStandIn(dir: string): void {
  mkdirSync(path.join(dir, 'resources'), { recursive: true });
  mkdirSync(path.join(dir, 'locales'), { recursive: true });
  writeFileSync(path.join(dir, 'locales/en-US.pak'), '');
  const executable = path.join(dir, 'electron');
  writeFileSync(
    executable,
    Buffer.concat([
      Buffer.from('#!/bin/sh\necho "a stand-in for Electron, not Electron"\nexit 0\n# '),
      Buffer.from(FUSE_SENTINEL),
      Buffer.from([1, 9]),
      Buffer.from('101100011\n'),
    ]),
  );
  chmodSync(executable, 0o755);
}

/**
 * A copy of the project as a release build sees it: the app built by `electron-vite build` (with
 * source maps, so their exclusion is put to the test), what the browser tests add to out/
 * (test-bridge), package.json (its `build` extending this repository's config), and the real
 * node_modules, resources (icons) and build (entitlements).
 */
export async function stageProject(dir: string): Promise<void> {
  await run(
    bin('electron-vite'),
    ['build', '--outDir', path.join(dir, 'out'), '--sourcemap', '--logLevel', 'warn'],
    { cwd: ROOT },
  );
  mkdirSync(path.join(dir, 'out/test-bridge'), { recursive: true });
  writeFileSync(path.join(dir, 'out/test-bridge/bridge.js'), '// test bridge\n');
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    build: { extends: string };
  };
  pkg.build.extends = path.join(ROOT, pkg.build.extends);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
  copyFileSync(path.join(ROOT, 'package-lock.json'), path.join(dir, 'package-lock.json'));
  copyProductionModules(path.join(dir, 'node_modules'));
  for (const shared of ['resources', 'build']) {
    symlinkSync(path.join(ROOT, shared), path.join(dir, shared), 'dir');
  }
}

/**
 * The production dependencies as `npm ci --omit=dev` lays them out: real folders, never a link
 * (electron-builder 26 walking a linked node_modules dropped nine of them, electron-updater's
 * among them, and the packed app could not start). Read from package-lock.json: every package
 * not marked `dev` (nor `devOptional`, npm's mark for a dev dependency that is also an optional
 * peer), copied from this repository's node_modules; a nested one comes with its parent.
 */
export function productionModules(): string[] {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean; devOptional?: boolean }>;
  };
  return Object.entries(lock.packages)
    .filter(([key, entry]) => key.startsWith('node_modules/') && !entry.dev && !entry.devOptional)
    .map(([key]) => key.slice('node_modules/'.length));
}

function copyProductionModules(to: string): void {
  for (const name of productionModules()) {
    if (name.includes('/node_modules/')) continue; // inside its parent's folder
    cpSync(path.join(ROOT, 'node_modules', name), path.join(to, name), {
      recursive: true,
      verbatimSymlinks: true,
    });
  }
}

/**
 * A stand-in for fpm (which electron-builder would download from GitHub to make the deb): it
 * records the arguments electron-builder gives it and keeps the .desktop file and the
 * after-install script (`--after-install`, the deb's postinst) it hands over.
 */
export function writeFpmStandIn(dir: string): { fpm: string; record: string } {
  mkdirSync(dir, { recursive: true });
  const fpm = path.join(dir, 'fpm');
  const record = path.join(dir, 'fpm-arguments.txt');
  writeFileSync(
    fpm,
    `#!/bin/sh
: > "${record}"
previous=
for a in "$@"; do
  printf '%s\\n' "$a" >> "${record}"
  case "$a" in *=/usr/share/applications/*) cp "\${a%%=*}" "${record}.desktop" ;; esac
  [ "$previous" = --after-install ] && cp "$a" "${record}.after-install"
  previous="$a"
done
`,
  );
  chmodSync(fpm, 0o755);
  return { fpm, record };
}

/**
 * `electron-builder --linux deb` on the staged project, with the stand-ins for Electron and fpm:
 * it packs the app (dist/linux-unpacked, as every installer starts) and then hands the deb's
 * contents, dependencies and desktop entry to fpm.
 */
export async function packDeb(
  dir: string,
  stand: { electronDist: string; fpm: string },
  arch: string,
): Promise<string> {
  const { stdout } = await run(
    bin('electron-builder'),
    [
      '--linux',
      'deb',
      `--${arch}`,
      '--publish',
      'never',
      '--projectDir',
      dir,
      `-c.electronDist=${stand.electronDist}`,
      `-c.directories.output=${path.join(dir, 'dist')}`,
    ],
    {
      cwd: dir,
      env: { ...process.env, CLINIC_COMPANION_UPDATE_URL: '', CUSTOM_FPM_PATH: stand.fpm },
    },
  );
  return stdout;
}
