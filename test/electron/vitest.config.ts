import { defineConfig } from 'vitest/config';

// The Electron end-to-end suite: run by `npm run test:electron` (scripts/test-electron.ts), which
// builds the app and finds an Electron binary first. Not part of `npm test`.
export default defineConfig({
  test: {
    name: 'electron',
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/electron/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
