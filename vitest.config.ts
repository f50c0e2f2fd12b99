import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit-node',
          include: ['test/unit/node/**/*.test.ts'],
          environment: 'node',
          // The pure tests share a worker's module graph: each file re-importing zod schemas and
          // the core took two thirds of this project's time (75 s -> 26 s measured on 2 cores).
          isolate: false,
          // Not a speed limit: the first file in a worker that loads the FHIR R4 definitions
          // (tens of MB of JSON) took over vitest's default 5 s on a loaded two-core machine.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'unit-dom',
          include: ['test/unit/dom/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/unit/dom/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          // Each test builds its own core on its own SQLite file and sandbox; modules are shared
          // within a worker, as for unit-node. (unit-dom keeps isolation: its stores are modules.)
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'chaos',
          include: ['test/chaos/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/browser/global-setup.ts'],
          // One file at a time in one worker that keeps its module graph: each file re-importing
          // the core, the sandbox and playwright took 104 s of the project's 815 s in CI.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
