import { describe, expect, it } from 'vitest';
import { INVOKE_CHANNELS } from '../../../../src/shared/ipc/contract';
import { mergeHandlers, type AnyFeatureModule } from '../../../../src/main/core/feature-module';

/** A module handling `channels`, each with a handler that answers its own channel's name. */
function moduleOf(name: string, channels: readonly string[]): AnyFeatureModule {
  return {
    name,
    handlers: Object.fromEntries(channels.map((c) => [c, () => Promise.resolve(c)])),
  };
}

describe('composing feature modules', () => {
  it('serves each channel with the handler of the module that owns it', async () => {
    const half = Math.floor(INVOKE_CHANNELS.length / 2);
    const table = mergeHandlers([
      moduleOf('first', INVOKE_CHANNELS.slice(0, half)),
      moduleOf('second', INVOKE_CHANNELS.slice(half)),
    ]);
    for (const channel of INVOKE_CHANNELS) {
      const run = table[channel] as (args: unknown) => Promise<unknown>;
      await expect(run({})).resolves.toBe(channel);
    }
  });

  it('refuses a channel claimed by two modules, naming both', () => {
    expect(() =>
      mergeHandlers([moduleOf('pads', INVOKE_CHANNELS), moduleOf('intruder', ['pad:get'])]),
    ).toThrow('Channel pad:get is handled by both pads and intruder.');
  });

  it('refuses a contract with a channel no module handles, naming it', () => {
    const withoutOne = INVOKE_CHANNELS.filter((c) => c !== 'sync:list');
    expect(() => mergeHandlers([moduleOf('all-but-one', withoutOne)])).toThrow(
      'No module handles sync:list.',
    );
  });
});
