import { resolve } from 'node:path';
import { defineConfig, type MainViteConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

/**
 * The main process build. Pure-JS dependencies (zod, jose) are bundled
 * into the main's chunks: resolving and loading them from node_modules at every start cost the
 * core about 100 ms (test/bench/core-startup.ts); jose sits in a chunk loaded on first use. better-sqlite3 (a Node-API binary serving Node and Electron),
 * electron and electron-updater stay external. Feature code loaded on first use (`import()`) is
 * split into chunks of its own. `npm run bench` builds the core with this same configuration.
 */
export function mainConfig(input: Record<string, string>, outDir = 'out/main'): MainViteConfig {
  return {
    // The Linux update feed's public key, pinned into the app (src/main/shell/pinned-update-key.ts,
    // docs/updates.md): the app verifies a feed's signature with the key it was built with.
    define: {
      __CLINIC_COMPANION_UPDATE_PUBLIC_KEY__: JSON.stringify(
        process.env.CLINIC_COMPANION_UPDATE_PUBLIC_KEY ?? '',
      ),
    },
    build: {
      outDir,
      externalizeDeps: { exclude: BUNDLED_DEPENDENCIES },
      rollupOptions: { input },
    },
  };
}

/** The `dependencies` bundled into the main rather than loaded from node_modules at run time. */
export const BUNDLED_DEPENDENCIES = ['zod', 'jose'];

/** `electron-vite build --mode bench-core`: the core alone, for test/bench/core-startup.ts. */
export const BENCH_CORE_MODE = 'bench-core';

export default defineConfig(({ mode }) =>
  mode === BENCH_CORE_MODE
    ? {
        main: mainConfig(
          {
            compose: resolve('src/main/compose.ts'),
            connection: resolve('src/main/core/db/connection.ts'),
          },
          'out/bench-core',
        ),
      }
    : {
        main: mainConfig({ index: resolve('src/main/index.ts') }),
        preload: {
          build: {
            outDir: 'out/preload',
            rollupOptions: {
              input: { index: resolve('src/preload/index.ts') },
              // A sandboxed preload must be a single CommonJS file.
              output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true },
            },
          },
        },
        renderer: {
          root: 'src/renderer',
          plugins: [react()],
          build: {
            outDir: 'out/renderer',
            // electron-vite leaves the renderer unminified; minified, the code Today parses at
            // start is about half the size (docs/lazy-screens.md).
            minify: true,
            rollupOptions: { input: { index: resolve('src/renderer/index.html') } },
          },
        },
      },
);
