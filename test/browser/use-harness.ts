import { afterAll, afterEach, beforeEach } from 'vitest';
import { closeBrowser, startHarness, type Harness } from './harness';

/**
 * A fresh harness for every test of the file (started before each, closed after each, the shared
 * browser closed after all), as one object the tests use directly. Kept out of harness.ts, which
 * the benchmarks import outside Vitest.
 */
export function useHarness(options?: Parameters<typeof startHarness>[0]): Harness {
  let current: Harness | undefined;
  beforeEach(async () => {
    current = await startHarness(options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  afterAll(closeBrowser);
  return new Proxy({} as Harness, {
    get(_target, key) {
      if (!current) throw new Error('The harness exists only while a test runs.');
      const value: unknown = Reflect.get(current, key);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(current)
        : value;
    },
  });
}
