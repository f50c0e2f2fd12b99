import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * Electron's binary before anything needs it (`npm start`, `npm run test:electron`).
 *
 * Electron 45's package has no install script: `node_modules/electron/index.js` runs its
 * `install.js` (the `install-electron` bin) on the first `require('electron')`, and that script
 * downloads the zip with @electron/get, extracts it into `dist/` and writes `path.txt`.
 * electron-vite 6 (`getElectronPath` in node_modules/electron-vite/dist/chunks/lib-*.js) takes
 * `ELECTRON_EXEC_PATH` when set, else only reads `path.txt`, and throws "Electron uninstall"
 * when it is missing. So before electron-vite runs, this runs Electron's own installer and turns
 * its failure into one sentence. Nothing of the download itself is done here.
 */

export type ElectronBinary = { ok: true; path: string } | { ok: false; sentence: string };

/** What the step should do, from the environment and what is in node_modules/electron. */
export type ElectronPlan =
  { action: 'use'; path: string } | { action: 'install' } | { action: 'refuse'; sentence: string };

export interface ElectronFacts {
  version: string;
  /** `dist/<path.txt>` when both exist, the binary a previous install left. */
  installed: string | undefined;
  execPathExists: (file: string) => boolean;
}

const LOCAL_COPY = (version: string): string =>
  `set ELECTRON_EXEC_PATH to an Electron ${version} executable already on this computer`;

export function planElectron(env: NodeJS.ProcessEnv, facts: ElectronFacts): ElectronPlan {
  const execPath = env.ELECTRON_EXEC_PATH;
  if (execPath) {
    return facts.execPathExists(execPath)
      ? { action: 'use', path: execPath }
      : {
          action: 'refuse',
          sentence: `ELECTRON_EXEC_PATH is set to ${execPath}, where there is no file: ${LOCAL_COPY(facts.version)}, or unset it to download Electron.`,
        };
  }
  // Electron 45's installer no longer reads this variable; the step honours it as Electron up to
  // 39 did: no download. A binary already there is still used.
  if (env.ELECTRON_SKIP_BINARY_DOWNLOAD) {
    return facts.installed
      ? { action: 'use', path: facts.installed }
      : {
          action: 'refuse',
          sentence: `ELECTRON_SKIP_BINARY_DOWNLOAD is set, so Electron ${facts.version}'s binary was not downloaded and node_modules/electron has none: ${LOCAL_COPY(facts.version)}, or unset ELECTRON_SKIP_BINARY_DOWNLOAD.`,
        };
  }
  return { action: 'install' };
}

/** The download's address as @electron/get logs it under DEBUG=@electron/get:index. */
const DOWNLOADING = /@electron\/get:index Downloading (\S+) to /;

/**
 * One sentence for an installer run that failed: where it tried (the address @electron/get
 * logged, else the mirror named in the environment, else Electron's releases on GitHub), the
 * first line of its error (its name and message; the stack is left out), and the two ways to use
 * a local copy.
 */
export function installFailure(version: string, stderr: string, env: NodeJS.ProcessEnv): string {
  const lines = stderr.split(/\r?\n/).map((line) => line.trim());
  const url = lines.map((line) => DOWNLOADING.exec(line)?.[1]).find(Boolean);
  const reason = lines.find(
    (line) =>
      line !== '' &&
      !line.includes('@electron/get:') &&
      !line.startsWith('at ') &&
      !line.startsWith('Downloading Electron binary'),
  );
  const from = url ?? env.ELECTRON_MIRROR ?? "Electron's releases on GitHub";
  const why = reason ? ` (${reason.length > 200 ? `${reason.slice(0, 200)}…` : reason})` : '';
  return (
    `Electron ${version}'s binary could not be downloaded from ${from}${why}: ` +
    `set ELECTRON_MIRROR to a mirror that has it, or ${LOCAL_COPY(version)}, then run the command again.`
  );
}

/** node_modules/electron as the project in `projectDir` resolves it (npm runs scripts there). */
export function electronPackageDir(projectDir: string): string {
  const require = createRequire(path.join(projectDir, 'package.json'));
  return path.dirname(require.resolve('electron/package.json'));
}

function installedBinary(electronDir: string): string | undefined {
  const pathFile = path.join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = path.join(electronDir, 'dist', readFileSync(pathFile, 'utf8'));
  return existsSync(binary) ? binary : undefined;
}

/** The version the unpacked zip names in `dist/version` (Electron's installer compares it too). */
function installedVersion(electronDir: string): string | undefined {
  try {
    return readFileSync(path.join(electronDir, 'dist', 'version'), 'utf8')
      .trim()
      .replace(/^v/, '');
  } catch {
    return undefined;
  }
}

/**
 * Makes sure Electron's binary is there for the project in `projectDir`: the one named by
 * ELECTRON_EXEC_PATH, else the one Electron's installer (run with this Node) has or downloads.
 * `onDownload` is told before a download may start (the installer prints nothing meanwhile).
 */
export function ensureElectron(
  projectDir: string,
  env: NodeJS.ProcessEnv = process.env,
  onDownload: (version: string) => void = () => undefined,
): ElectronBinary {
  const electronDir = electronPackageDir(projectDir);
  const { version } = JSON.parse(readFileSync(path.join(electronDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const plan = planElectron(env, {
    version,
    installed: installedBinary(electronDir),
    execPathExists: (file) => existsSync(file),
  });
  if (plan.action === 'use') return { ok: true, path: plan.path };
  if (plan.action === 'refuse') return { ok: false, sentence: plan.sentence };

  // No binary, or one of another version (after Electron was upgraded): a download is coming.
  if (!installedBinary(electronDir) || installedVersion(electronDir) !== version) {
    onDownload(version);
  }
  // Electron's own installer. It returns at once when dist/ already holds this version; its
  // progress bar needs a terminal, so stderr is read here for the failure instead.
  const debug = [env.DEBUG, '@electron/get:index'].filter(Boolean).join(',');
  const run = spawnSync(process.execPath, [path.join(electronDir, 'install.js')], {
    env: { ...env, DEBUG: debug, DEBUG_COLORS: '0' },
    encoding: 'utf8',
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  if (run.error) {
    return {
      ok: false,
      sentence: `Electron's installer (node_modules/electron/install.js) could not be run (${run.error.name}); run "npx install-electron" to see why.`,
    };
  }
  if (run.status !== 0) return { ok: false, sentence: installFailure(version, run.stderr, env) };
  const binary = installedBinary(electronDir);
  return binary
    ? { ok: true, path: binary }
    : {
        ok: false,
        sentence: `Electron's installer finished but left no binary in ${path.join(electronDir, 'dist')}: delete node_modules/electron, run npm install, then run the command again.`,
      };
}
