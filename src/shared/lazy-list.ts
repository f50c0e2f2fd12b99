/**
 * A read-only list built on first use: reading it (length, an index, `map`, `for...of`, spread)
 * builds it once through `build` and answers from it. For lists whose building costs start-up
 * time (parsing and validating a bundled file) while most starts never read them. A failing
 * `build` throws on the read, and again on the next read.
 */
export function lazyList<T>(build: () => readonly T[]): readonly T[] {
  let list: readonly T[] | undefined;
  const real = (): readonly T[] => (list ??= build());
  // The target is an empty array so the list still is one (Array.isArray, JSON, spread).
  return new Proxy([] as T[], {
    get: (_target, key): unknown => {
      const value: unknown = Reflect.get(real(), key);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(real())
        : value;
    },
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (target, key) => {
      const descriptor: PropertyDescriptor | undefined = Reflect.getOwnPropertyDescriptor(
        real(),
        key,
      );
      // `length` is the target's own, not configurable: it must be reported as such.
      return key === 'length' && descriptor
        ? { ...Reflect.getOwnPropertyDescriptor(target, key), value: descriptor.value as unknown }
        : descriptor && { ...descriptor, configurable: true };
    },
    set: () => false,
    deleteProperty: () => false,
    defineProperty: () => false,
  });
}
