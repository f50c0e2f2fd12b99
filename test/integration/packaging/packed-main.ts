import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { extractAll } from '@electron/asar';
import { ROOT } from './stage';

const run = promisify(execFile);

/**
 * Starts the packed app's main in a Node stand-in for Electron, from a copy of what a user
 * installs (app.asar with its unpacked files): an `electron` module that answers every call
 * (`whenReady` never resolves, so the window is never made) is the only thing added. Then every
 * chunk of the built main (the lazily loaded ones too) and every production dependency is
 * imported from inside the app. A dependency electron-builder left out fails with Node's own
 * "Cannot find module", and so does one Node would find only in a node_modules above the app
 * (with the system's temporary folder inside a project, the project's own). Resolves to the child's output and exit code.
 */
export async function loadPackedMain(
  resources: string,
  work: string,
): Promise<{ code: number; output: string }> {
  const app = path.join(work, 'app');
  extractAll(path.join(resources, 'app.asar'), app);
  const stand = path.join(app, 'node_modules/electron');
  mkdirSync(stand, { recursive: true });
  writeFileSync(
    path.join(stand, 'package.json'),
    JSON.stringify({
      name: 'electron',
      exports: { import: './index.mjs', require: './index.js' },
    }),
  );
  writeFileSync(path.join(stand, 'index.js'), ELECTRON_STAND_IN);
  // The main is ESM: it imports Electron's names, which a CommonJS proxy cannot announce; each
  // name the packed main imports is exported from the same proxy.
  const names = new Set<string>();
  for (const file of readdirSync(path.join(app, 'out/main'), {
    recursive: true,
    encoding: 'utf8',
  })) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(path.join(app, 'out/main', file), 'utf8');
    for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']electron["']/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  writeFileSync(
    path.join(stand, 'index.mjs'),
    `import electron from './index.js';\nexport default electron;\n${[...names]
      .map((name) => `export const ${name} = electron.${name};`)
      .join('\n')}\n`,
  );
  const dependencies = Object.keys(
    (
      JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      }
    ).dependencies,
  );
  writeFileSync(
    path.join(app, 'load-check.mjs'),
    `${OUTSIDE_IS_MISSING}
await import('./out/main/index.js');
for (const chunk of readdirSync(new URL('./out/main/chunks/', import.meta.url))) {
  if (chunk.endsWith('.js')) await import('./out/main/chunks/' + chunk);
}
for (const name of ${JSON.stringify(dependencies)}) await import(name);
console.log('loaded');
`,
  );
  const dataDir = path.join(work, 'data');
  try {
    const { stdout, stderr } = await run(
      path.join(ROOT, 'node_modules/.bin/node'),
      ['load-check.mjs'],
      {
        cwd: app,
        env: { PATH: process.env.PATH ?? '', HOME: work, STAND_IN_DATA: dataDir },
        timeout: 60_000,
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === 'number' ? failed.code : 1,
      output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`,
    };
  }
}

/** Electron as the main sees it: every name a callable that answers itself; paths are strings. */
const ELECTRON_STAND_IN = `'use strict';
const path = require('node:path');
const data = process.env.STAND_IN_DATA;
const special = {
  getPath: (name) => path.join(data, String(name)),
  getAppPath: () => path.resolve(__dirname, '../..'),
  getVersion: () => '0.0.0-stand-in',
  getName: () => 'Clinic Companion',
  isPackaged: true,
  whenReady: () => new Promise(() => {}),
  requestSingleInstanceLock: () => true,
};
function answer(name) {
  if (Object.prototype.hasOwnProperty.call(special, name)) return special[name];
  if (name === 'then' || typeof name === 'symbol') return undefined;
  return any;
}
const any = new Proxy(function () {}, {
  get: (_target, name) => answer(name),
  apply: () => any,
  construct: () => any,
});
module.exports = new Proxy({}, { get: (_target, name) => (name === '__esModule' ? false : answer(name)) });
`;

/**
 * The start of the load check: Node looks for a package in the app's node_modules and then in
 * every node_modules above it; an installed app finds nothing that matters there, so a module
 * resolved outside the app is reported missing (module.registerHooks, Node 22.15+, sees both the
 * main's imports and the dependencies' require calls).
 */
const OUTSIDE_IS_MISSING = `import { readdirSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
registerHooks({
  resolve(specifier, context, nextResolve) {
    const found = nextResolve(specifier, context);
    if (!found.url.startsWith('file:')) return found;
    const file = fileURLToPath(found.url);
    if (!path.relative(import.meta.dirname, file).startsWith('..')) return found;
    const error = new Error(
      "Cannot find module '" + specifier + "' inside the app (Node found it outside: " + file + ')',
    );
    error.code = 'MODULE_NOT_FOUND';
    throw error;
  },
});`;
