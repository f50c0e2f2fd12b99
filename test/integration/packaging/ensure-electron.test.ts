import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storedZip } from '../../helpers/stored-zip';
import { makeTempDir } from '../../helpers/temp-dir';

// `npm start`'s first step (scripts/ensure-electron.ts) as a fresh clone meets it: a copy of
// Electron's npm package as npm installs it (no path.txt, no dist/), Electron's own installer,
// and ELECTRON_MIRROR pointed at a server on loopback, so nothing leaves the machine.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MODULES = realpathSync(path.join(ROOT, 'node_modules'));
const TSX = path.join(MODULES, 'tsx/dist/cli.mjs');
const STEP = path.join(ROOT, 'scripts/ensure-electron.ts');
const ELECTRON = JSON.parse(readFileSync(path.join(MODULES, 'electron/package.json'), 'utf8')) as {
  version: string;
  files: string[];
};

const temps: { remove(): void }[] = [];
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  temps.splice(0).forEach((t) => t.remove());
});

/** A project folder whose node_modules/electron is a fresh copy of the installed package. */
function freshProject(): { dir: string; electron: string; cache: string } {
  const temp = makeTempDir('companion-start-');
  temps.push(temp);
  const electron = path.join(temp.dir, 'node_modules/electron');
  mkdirSync(electron, { recursive: true });
  for (const file of ['package.json', ...ELECTRON.files]) {
    copyFileSync(path.join(MODULES, 'electron', file), path.join(electron, file));
  }
  // The installer's own dependencies, as npm would have put them beside it.
  for (const scope of ['@electron', '@electron-internal']) {
    symlinkSync(path.join(MODULES, scope), path.join(temp.dir, 'node_modules', scope));
  }
  writeFileSync(path.join(temp.dir, 'package.json'), '{"name":"fresh-clone","private":true}\n');
  return { dir: temp.dir, electron, cache: path.join(temp.dir, 'electron-cache') };
}

type Answer = (url: string, res: ServerResponse) => void;

/** A mirror on loopback that records every path asked for. */
async function mirror(answer: Answer): Promise<{ url: string; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(req.url ?? '');
    answer(req.url ?? '', res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, seen };
}

/** The step in a child process, in the project's folder (npm runs scripts there). */
function runStep(
  project: { dir: string; cache: string },
  extra: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // Nothing from this machine's npm or Electron settings, and no proxy: only what the test sets.
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !/electron|proxy|^npm_|^debug/i.test(key)) env[key] = value;
  }
  Object.assign(env, { electron_config_cache: project.cache, NO_PROXY: '*' }, extra);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, STEP], {
      cwd: project.dir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (part: Buffer) => (stdout += part.toString('utf8')));
    child.stderr.on('data', (part: Buffer) => (stderr += part.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const lastLine = (text: string): string => text.trim().split('\n').at(-1) ?? '';
const ZIP = new RegExp(`^/v${ELECTRON.version}/electron-v${ELECTRON.version}-[\\w-]+\\.zip$`);
const LOCAL_COPY = `set ELECTRON_MIRROR to a mirror that has it, or set ELECTRON_EXEC_PATH to an Electron ${ELECTRON.version} executable already on this computer, then run the command again.`;

describe("npm start's first step: Electron's binary", () => {
  it('reaches the download and, when the mirror has no such file, ends with one sentence', async () => {
    const project = freshProject();
    const server = await mirror((_url, res) => res.writeHead(404).end());
    const run = await runStep(project, { ELECTRON_MIRROR: server.url });
    expect(run.code).toBe(1);
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]).toMatch(ZIP);
    const address = `${server.url}${server.seen[0]!.slice(1)}`;
    expect(lastLine(run.stderr)).toBe(
      `Electron ${ELECTRON.version}'s binary could not be downloaded from ${address} ` +
        `(HTTPError: Response code 404 (Not Found) for ${address}): ${LOCAL_COPY}`,
    );
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stdout).toContain(`Downloading Electron ${ELECTRON.version}'s binary`);
    expect(`${run.stdout}${run.stderr}`).not.toContain('Electron uninstall');
    expect(existsSync(path.join(project.electron, 'path.txt'))).toBe(false);
  });

  it('says the same when the connection is dropped, naming the address it tried', async () => {
    const project = freshProject();
    const server = await mirror((_url, res) => res.socket?.destroy());
    const run = await runStep(project, { ELECTRON_MIRROR: server.url });
    expect(run.code).toBe(1);
    expect(server.seen[0]).toMatch(ZIP);
    expect(run.stderr.trim().split('\n')).toEqual([
      `Electron ${ELECTRON.version}'s binary could not be downloaded from ` +
        `${server.url}${server.seen[0]!.slice(1)} (TypeError: fetch failed): ${LOCAL_COPY}`,
    ]);
  });

  it('installs what the mirror serves through Electron’s installer, then finds it without asking again', async () => {
    const project = freshProject();
    const zip = storedZip([
      { name: 'electron', data: '#!/bin/sh\necho v0-stand-in\n', mode: 0o755 },
      { name: 'version', data: `v${ELECTRON.version}` },
    ]);
    const sha = createHash('sha256').update(zip).digest('hex');
    let zipName = '';
    const server = await mirror((url, res) => {
      if (ZIP.test(url)) {
        zipName = path.basename(url);
        res.writeHead(200, { 'content-type': 'application/zip' }).end(zip);
      } else if (url.endsWith('/SHASUMS256.txt')) {
        res.writeHead(200).end(`${sha} *${zipName}\n`);
      } else res.writeHead(404).end();
    });
    // The package's checksums.json holds the real zips' hashes: this mirror's SHASUMS256.txt is
    // used instead (a setting of Electron's installer).
    const extra = { ELECTRON_MIRROR: server.url, electron_use_remote_checksums: '1' };
    const first = await runStep(project, extra);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(server.seen.map((p) => path.basename(p))).toEqual([zipName, 'SHASUMS256.txt']);
    const pathTxt = readFileSync(path.join(project.electron, 'path.txt'), 'utf8');
    expect(existsSync(path.join(project.electron, 'dist', pathTxt))).toBe(true);

    const again = await runStep(project, extra);
    expect(again).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(server.seen).toHaveLength(2);

    // An older binary left in dist/ (Electron upgraded in package.json): replaced, and said so.
    const versionFile = path.join(project.electron, 'dist', 'version');
    writeFileSync(versionFile, 'v44.0.0');
    const upgraded = await runStep(project, extra);
    expect(upgraded).toMatchObject({ code: 0, stderr: '' });
    expect(upgraded.stdout).toContain(`Downloading Electron ${ELECTRON.version}'s binary`);
    expect(readFileSync(versionFile, 'utf8')).toBe(`v${ELECTRON.version}`);
  });

  it('downloads nothing when ELECTRON_SKIP_BINARY_DOWNLOAD is set, and says what to do', async () => {
    const project = freshProject();
    const server = await mirror((_url, res) => res.writeHead(404).end());
    const run = await runStep(project, {
      ELECTRON_MIRROR: server.url,
      ELECTRON_SKIP_BINARY_DOWNLOAD: '1',
    });
    expect(run.code).toBe(1);
    expect(server.seen).toEqual([]);
    expect(run.stderr.trim().split('\n')).toEqual([
      `ELECTRON_SKIP_BINARY_DOWNLOAD is set, so Electron ${ELECTRON.version}'s binary was not downloaded and node_modules/electron has none: set ELECTRON_EXEC_PATH to an Electron ${ELECTRON.version} executable already on this computer, or unset ELECTRON_SKIP_BINARY_DOWNLOAD.`,
    ]);
  });

  it('uses ELECTRON_EXEC_PATH (which electron-vite reads) without downloading, and checks it is there', async () => {
    const project = freshProject();
    const server = await mirror((_url, res) => res.writeHead(404).end());
    const local = path.join(project.dir, 'electron-45');
    writeFileSync(local, '');
    const given = await runStep(project, {
      ELECTRON_MIRROR: server.url,
      ELECTRON_EXEC_PATH: local,
    });
    expect(given).toMatchObject({ code: 0, stderr: '' });

    const missing = path.join(project.dir, 'no-such-electron');
    const wrong = await runStep(project, {
      ELECTRON_MIRROR: server.url,
      ELECTRON_EXEC_PATH: missing,
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr.trim()).toBe(
      `ELECTRON_EXEC_PATH is set to ${missing}, where there is no file: set ELECTRON_EXEC_PATH to an Electron ${ELECTRON.version} executable already on this computer, or unset it to download Electron.`,
    );
    expect(server.seen).toEqual([]);
  });
});

describe('the scripts that need the binary run the step first', () => {
  it('npm start runs it before electron-vite', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toMatch(/^tsx scripts\/ensure-electron\.ts && electron-vite /);
    expect(readFileSync(path.join(ROOT, 'scripts/test-electron.ts'), 'utf8')).toContain(
      'ensureElectron(',
    );
  });
});
