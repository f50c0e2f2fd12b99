import type { InvokeChannel } from '../../shared/ipc/contract';
import { CoreError } from './errors';
import type { FeatureHandlers } from './feature-module';
import { errorName, type Logger } from './log/logger';

/** What a feature loaded on first use gives once loaded: its handlers, and how it closes. */
export interface LoadedFeature<C extends InvokeChannel> {
  handlers: FeatureHandlers<C>;
  close?(): Promise<void> | void;
}

/** A feature's channels registered at start, its code loaded on the first call of one of them. */
export interface LazyFeature<C extends InvokeChannel> {
  /** One handler per channel: the first call loads the feature and waits for it; later calls go straight through. */
  handlers: FeatureHandlers<C>;
  /** Whether the feature's code has been loaded (and built). */
  isLoaded(): boolean;
  /** Closes the feature if it was loaded (after a load under way ends); nothing otherwise. */
  close(): Promise<void>;
}

/**
 * Registers a feature's channels now and loads its implementation (an `import()`, which the
 * bundler puts in a chunk of its own) on first use, so the core's start does not pay for features
 * a session may never open. A load that fails is logged and reported to the caller in words, as a
 * failed start of that feature; the next call tries again.
 */
export function lazyFeature<C extends InvokeChannel>(options: {
  /** For logs: the module's name. */
  name: string;
  /** For people: what failed to start ("The webhooks console"). */
  title: string;
  channels: readonly C[];
  load: () => Promise<LoadedFeature<C>>;
  logger: Logger;
}): LazyFeature<C> {
  let loading: Promise<LoadedFeature<C>> | undefined;
  let loaded: LoadedFeature<C> | undefined;

  const load = (): Promise<LoadedFeature<C>> =>
    (loading ??= options.load().then(
      (feature) => (loaded = feature),
      (error: unknown) => {
        loading = undefined;
        options.logger.error(
          { module: options.name, err: errorName(error) },
          'a feature could not start',
        );
        throw new CoreError(
          'INTERNAL',
          `${options.title} could not start (${errorName(error)}). Your data is safe; try again, and if this happens again, restart the app and send the log file to your support contact.`,
          { cause: error },
        );
      },
    ));

  const handlers: Partial<Record<C, (args: unknown) => Promise<unknown>>> = {};
  for (const channel of options.channels) {
    handlers[channel] = async (args) => {
      const feature = loaded ?? (await load());
      return (feature.handlers[channel] as (args: unknown) => Promise<unknown>)(args);
    };
  }

  return {
    handlers: handlers as unknown as FeatureHandlers<C>,
    isLoaded: () => loaded !== undefined,
    async close() {
      const feature = loading ? await loading.catch(() => undefined) : undefined;
      await feature?.close?.();
    },
  };
}

/** The channels of a feature's `<FEATURE>_METHODS` table (shared/ipc/channels), as a list. */
export function channelsOf<M extends Record<string, string>>(methods: M): (keyof M & string)[] {
  return Object.keys(methods);
}
