import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/main/core/security/csp';
import { ROOT } from './global-setup';

// The global setup ran `electron-vite build`; these check what Electron would load.
describe('the built app', () => {
  it('has a preload that requires nothing but electron (a sandboxed preload cannot load packages)', () => {
    const preload = readFileSync(path.join(ROOT, 'out/preload/index.cjs'), 'utf8');
    const required = [...preload.matchAll(/require\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
    expect(required).toEqual(['electron']);
    expect(preload).toContain('exposeInMainWorld("companion"');
    expect(preload).not.toMatch(/exposeInMainWorld\([^)]*ipcRenderer\)/);
  });

  it('serves index.html with no inline script or style and the same CSP as the protocol header', () => {
    const html = readFileSync(path.join(ROOT, 'out/renderer/index.html'), 'utf8');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style[\s>]/);
    expect(html).not.toMatch(/\sstyle=/);
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    // frame-ancestors is honoured only as a header, so the meta tag leaves it out.
    const headerWithoutFrameAncestors = CONTENT_SECURITY_POLICY.split('; ')
      .filter((d) => !d.startsWith('frame-ancestors'))
      .join('; ');
    expect(meta).toBe(headerWithoutFrameAncestors);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('has a main that bundles its pure-JS dependencies, loads features on first use and turns the compile cache on first', () => {
    const main = path.join(ROOT, 'out/main');
    const files = ['index.js', ...readdirSync(path.join(main, 'chunks')).map((f) => `chunks/${f}`)];
    const source = (file: string): string => readFileSync(path.join(main, file), 'utf8');
    // Only Node's own modules and the packages that must stay outside the bundle are imported.
    const imported = new Set(
      files.flatMap((file) =>
        [
          ...source(file).matchAll(
            /\bfrom\s*"([^".\s,][^"\s]*)"|\bimport\(\s*"([^".\s][^"\s]*)"\s*\)/g,
          ),
        ].map((m) => m[1] ?? m[2]),
      ),
    );
    const packages = [...imported].filter((name) => !name?.startsWith('node:'));
    // js-yaml stays outside on purpose: it is the parser electron-updater itself loads, so the
    // update feed's signature is checked on the yml exactly as electron-updater reads it.
    expect(packages.sort()).toEqual(['better-sqlite3', 'electron', 'electron-updater', 'js-yaml']);
    // Features loaded on first use sit in chunks of their own.
    for (const feature of ['webhooks-feature', 'printout-feature', 'server']) {
      expect(
        files.some((f) => new RegExp(`^chunks/${feature}-[\\w-]+\\.js$`).test(f)),
        feature,
      ).toBe(true);
    }
    // The entry turns the compile cache on before it imports the rest of the main.
    const entry = source('index.js');
    expect(entry.indexOf('enableCompileCache')).toBeGreaterThan(-1);
    expect(entry.indexOf('enableCompileCache')).toBeLessThan(
      entry.indexOf('import("./chunks/electron-main'),
    );
    expect(entry).not.toMatch(/from\s*"\.\/chunks\/electron-main/);
  });
});
