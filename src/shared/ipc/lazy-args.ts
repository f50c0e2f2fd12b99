import type { z } from 'zod';

/** A feature's channels, each with a function that builds its argument schema. */
export type ArgBuilders = Record<string, () => z.ZodType>;

/** The same channels with their schemas, each built on first read. */
export type LazyArgs<T extends ArgBuilders> = { readonly [K in keyof T]: ReturnType<T[K]> };

/**
 * A channel's argument schema is built the first time it is read (its first call), not when the
 * core is imported: building every channel's zod schema at start costs milliseconds of a start
 * that may never see most channels. Once built, the same schema object is kept, so validation is
 * exactly what the builder describes.
 */
export function lazyArgs<T extends ArgBuilders>(builders: T): LazyArgs<T> {
  const schemas = {} as LazyArgs<T>;
  for (const channel of Object.keys(builders)) {
    let built: z.ZodType | undefined;
    Object.defineProperty(schemas, channel, {
      enumerable: true,
      get: () => (built ??= builders[channel]!()),
    });
  }
  return schemas;
}

/**
 * Features' lazy schemas merged into one object without building them (a spread would read, and
 * so build, every one). A later feature naming the same channel replaces an earlier one, as a
 * spread does.
 */
export function mergeLazyArgs<T extends object>(...features: readonly object[]): T {
  const merged = {};
  for (const feature of features) {
    for (const [channel, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(feature))) {
      Object.defineProperty(merged, channel, { ...descriptor, configurable: true });
    }
  }
  return merged as T;
}
