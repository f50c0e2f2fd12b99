import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'vite';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BRIDGE_FILE = path.join(ROOT, 'out/test-bridge/bridge.js');

/** Builds the app exactly as `npm run build` does, and the test bridge as one IIFE file. */
export default async function setup(): Promise<void> {
  execFileSync('electron-vite', ['build'], { cwd: ROOT, stdio: 'inherit' });
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: path.join(ROOT, 'out/test-bridge'),
      emptyOutDir: true,
      minify: false,
      lib: {
        entry: path.join(ROOT, 'test/browser/bridge.ts'),
        formats: ['iife'],
        name: 'companionBridge',
        fileName: () => 'bridge.js',
      },
    },
  });
}
