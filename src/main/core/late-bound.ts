/**
 * A dependency that is bound after the module that uses it is built: how the core breaks a cycle
 * between two modules (the pads ask the scribe for open suggestions, the scribe edits pads). The
 * module built first is given a `LateBound` and calls `get()` when it needs the other; the core
 * binds it as soon as the other module is built. A call before that, or a second binding, is a
 * mistake in the order the core builds its modules, and throws at once instead of misbehaving.
 */
export interface LateBound<T> {
  /** What it is, for the error ("The scribe's open suggestions"). */
  readonly title: string;
  /** The bound value; throws while the core has not bound it yet. */
  get(): T;
  /** Binds the value, once. */
  bind(value: T): void;
  isBound(): boolean;
}

export class NotReadyError extends Error {
  override name = 'NotReadyError';
}

export function lateBound<T>(title: string): LateBound<T> {
  let bound: { value: T } | undefined;
  return {
    title,
    get() {
      if (bound === undefined) {
        throw new NotReadyError(`${title} was asked for before the core had built it.`);
      }
      return bound.value;
    },
    bind(value) {
      if (bound !== undefined) throw new Error(`${title} is already bound.`);
      bound = { value };
    },
    isBound: () => bound !== undefined,
  };
}
