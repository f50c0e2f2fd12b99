import { describe, expect, it } from 'vitest';
import { createDispatch, type HandlerTable } from '../../../../src/main/core/ipc/dispatch';
import { lazyFeature, type LoadedFeature } from '../../../../src/main/core/lazy-feature';
import { createMemoryLogger } from '../../../helpers/memory-log';

type Channel = 'medical-db:search';
const ORIGIN = 'app://companion';
const SEARCH = { kind: 'drug', text: 'para' } as const;

function feature(load: () => Promise<LoadedFeature<Channel>>) {
  const log = createMemoryLogger();
  const lazy = lazyFeature({
    name: 'medical-db',
    title: 'Medicine and test search',
    channels: ['medical-db:search'],
    load,
    logger: log.logger,
  });
  const dispatch = createDispatch(lazy.handlers as unknown as HandlerTable, {
    isAllowedOrigin: (origin) => origin === ORIGIN,
    logger: log.logger,
  });
  return { lazy, log, call: () => dispatch('medical-db:search', SEARCH, ORIGIN) };
}

const loaded = (closed: string[] = []): LoadedFeature<Channel> => ({
  handlers: { 'medical-db:search': () => Promise.resolve({ items: [], source: 'live' }) as never },
  close: () => {
    closed.push('closed');
  },
});

describe('a feature loaded on first use', () => {
  it('registers its channels at start, loads once on the first calls (which wait for it), and closes only if loaded', async () => {
    let loads = 0;
    const closed: string[] = [];
    const { lazy, call } = feature(async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return loaded(closed);
    });
    expect(Object.keys(lazy.handlers)).toEqual(['medical-db:search']);
    expect(loads).toBe(0);
    expect(lazy.isLoaded()).toBe(false);

    const answers = await Promise.all([call(), call()]);
    expect(answers).toEqual([
      { ok: true, value: { items: [], source: 'live' } },
      { ok: true, value: { items: [], source: 'live' } },
    ]);
    await call();
    expect(loads).toBe(1);
    expect(lazy.isLoaded()).toBe(true);
    await lazy.close();
    expect(closed).toEqual(['closed']);
  });

  it('answers a failed load in words as a failed start of the feature, logs its class only, and retries on the next call', async () => {
    let attempts = 0;
    const { lazy, log, call } = feature(() => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(new TypeError('chunk /secret/path.js is missing'));
      return Promise.resolve(loaded());
    });

    const failed = await call();
    expect(failed).toEqual({
      ok: false,
      error: {
        code: 'INTERNAL',
        message: expect.stringMatching(
          /^Medicine and test search could not start \(TypeError\)\. Your data is safe; try again/,
        ) as unknown,
      },
    });
    expect(log.text()).toContain('"msg":"a feature could not start"');
    expect(log.text()).toContain('"module":"medical-db"');
    expect(log.text()).not.toContain('/secret/path.js');
    expect(lazy.isLoaded()).toBe(false);

    expect(await call()).toEqual({ ok: true, value: { items: [], source: 'live' } });
    expect(attempts).toBe(2);
  });

  it('closes nothing and loads nothing when it was never used', async () => {
    let loads = 0;
    const { lazy } = feature(() => {
      loads += 1;
      return Promise.resolve(loaded());
    });
    await lazy.close();
    expect(loads).toBe(0);
  });
});
