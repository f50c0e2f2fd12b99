import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { _electron, type ElectronApplication } from 'playwright-core';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const MAIN = path.join(ROOT, 'out/main/index.js');

/** Set by scripts/test-electron.ts once it has found a binary that runs. */
export function electronPath(): string {
  const found = process.env.CLINIC_COMPANION_ELECTRON;
  if (!found) throw new Error('run this suite with `npm run test:electron`, which finds Electron');
  return found;
}

/**
 * A throwaway profile: the app's data folder is inside it. CLINIC_COMPANION_DATA_DIR is the
 * shell's data-folder setting (app.setPath before ready); XDG_CONFIG_HOME and
 * APPDATA keep Linux and Windows away from the real profile even without it.
 */
export interface Profile {
  dir: string;
  userData: string;
  env: Record<string, string>;
  remove(): void;
}

export function makeProfile(): Profile {
  const dir = mkdtempSync(path.join(tmpdir(), 'companion-e2e-'));
  const userData = path.join(dir, 'Clinic Companion');
  mkdirSync(userData, { recursive: true });
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    CLINIC_COMPANION_DATA_DIR: userData,
    XDG_CONFIG_HOME: dir,
    APPDATA: dir,
    ELECTRON_ENABLE_LOGGING: '1',
  };
  return { dir, userData, env, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Launches the built app; `switches` are Chromium command-line switches (a proxy, say). */
export async function launchApp(
  profile: Profile,
  switches: string[] = [],
): Promise<ElectronApplication> {
  return _electron.launch({
    executablePath: electronPath(),
    args: [MAIN, '--no-sandbox', '--disable-gpu', ...switches],
    env: profile.env,
    timeout: 45_000,
  });
}

/**
 * Runs the app outside Playwright and reports how it ended. dialog.showErrorBox is replaced (via
 * NODE_OPTIONS --require, before the app's code) by a line on stderr: a native dialog would wait
 * for a click nobody gives.
 */
export async function runToExit(
  profile: Profile,
  args: readonly string[] = [],
): Promise<{
  code: number | null;
  errorBox?: { title: string; content: string };
  messageBox?: { title: string; message: string };
}> {
  const patch = path.join(profile.dir, 'error-box-to-stderr.cjs');
  writeFileSync(
    patch,
    `const { dialog } = require('electron');
dialog.showErrorBox = (title, content) =>
  process.stderr.write('ERROR_BOX ' + JSON.stringify({ title, content }) + '\\n');
dialog.showMessageBoxSync = (options) => {
  process.stderr.write('MESSAGE_BOX ' + JSON.stringify({ title: options.title, message: options.message }) + '\\n');
  return 0;
};
`,
  );
  const child = spawn(electronPath(), [MAIN, '--no-sandbox', '--disable-gpu', ...args], {
    env: { ...profile.env, NODE_OPTIONS: `--require ${patch}` },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  const line = stderr.split('\n').find((l) => l.startsWith('ERROR_BOX '));
  const message = stderr.split('\n').find((l) => l.startsWith('MESSAGE_BOX '));
  return {
    code,
    ...(message
      ? {
          messageBox: JSON.parse(message.slice('MESSAGE_BOX '.length)) as {
            title: string;
            message: string;
          },
        }
      : {}),
    ...(line
      ? {
          errorBox: JSON.parse(line.slice('ERROR_BOX '.length)) as {
            title: string;
            content: string;
          },
        }
      : {}),
  };
}
