// `npm run test:electron`: the Electron end-to-end suite (test/electron), not part of `npm test`.
// It runs only where an Electron binary can be had and run; elsewhere it says in one line why
// nothing was run and ends with `0 passed, 0 failed` (exit 0), never claiming a run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureElectron } from '../build/electron-binary';

type Found = { ok: true; path: string; version: string } | { ok: false; reason: string };

const firstLine = (text: string): string =>
  text
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l !== '' && !l.startsWith('at ')) ?? '';

/** The binary `npm start` uses (build/electron-binary.ts: downloaded once); then it must run. */
function findElectron(): Found {
  const ensured = ensureElectron(process.cwd(), process.env, (version) =>
    console.log(`Downloading Electron ${version}'s binary (about 100 MB, only this once)…`),
  );
  if (!ensured.ok) return { ok: false, reason: ensured.sentence.replace(/\.$/, '') };
  const binary = ensured.path;
  if (!existsSync(binary))
    return { ok: false, reason: `Electron's binary is missing at ${binary}` };
  // `--version` prints Electron's version and exits before any window or display is needed.
  const ran = spawnSync(binary, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  const version = ran.stdout?.trim() ?? '';
  if (ran.status !== 0 || !/^v\d+\./.test(version)) {
    return {
      ok: false,
      reason: `Electron's binary at ${binary} does not run (${firstLine(ran.stderr ?? '') || `exit ${ran.status}`})`,
    };
  }
  return { ok: true, path: binary, version };
}

/** Electron on Linux needs a display: the one given, or a virtual one from xvfb-run. */
function displayWrapper(): { ok: true; prefix: string[] } | { ok: false; reason: string } {
  if (process.platform !== 'linux' || process.env.DISPLAY || process.env.WAYLAND_DISPLAY) {
    return { ok: true, prefix: [] };
  }
  if (spawnSync('xvfb-run', ['--help'], { stdio: 'ignore' }).error === undefined) {
    return { ok: true, prefix: ['xvfb-run', '-a'] };
  }
  return { ok: false, reason: 'there is no display and no xvfb-run (apt-get install xvfb)' };
}

function notRun(reason: string): never {
  console.log(`test:electron: not run: ${reason}; nothing was run.`);
  console.log('0 passed, 0 failed');
  process.exit(0);
}

const electron = findElectron();
if (!electron.ok) notRun(electron.reason);
const display = displayWrapper();
if (!display.ok) notRun(display.reason);
console.log(`== Electron ${electron.version} at ${electron.path}`);

console.log('== electron-vite build');
if (spawnSync('electron-vite', ['build'], { stdio: 'inherit' }).status !== 0) {
  console.log('FAILED: electron-vite build');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const report = path.resolve('test-results/electron.json');
mkdirSync(path.dirname(report), { recursive: true });
rmSync(report, { force: true });
const vitest = [
  'vitest',
  'run',
  '--config',
  'test/electron/vitest.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];
const [command, ...args] = [...display.prefix, ...vitest] as [string, ...string[]];
const status = spawnSync(command, args, {
  stdio: 'inherit',
  env: { ...process.env, CLINIC_COMPANION_ELECTRON: electron.path },
}).status;

let passed = 0;
let failed = 0;
try {
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: { status: string; assertionResults: unknown[] }[];
  };
  passed = json.numPassedTests;
  failed =
    json.numFailedTests +
    json.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
} catch {
  console.log('FAILED: vitest wrote no report');
}
if (status !== 0 && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
