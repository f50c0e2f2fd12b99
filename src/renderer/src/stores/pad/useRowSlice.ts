import { useCallback, useRef, useSyncExternalStore } from 'react';
import { shallow } from 'zustand/shallow';
import { usePadStore } from '../padStore';
import type { PadState } from './padState';
import { idsKey, listen, planListIds, stampOf, type PlanList } from './rowHub';

/*
 * A pad row's one subscription: to its own keys in the row hub, not to the whole store. Its slice
 * (an object of what the row shows) is read again only when the hub told one of its keys, or what
 * every row reads, of a change; the same object is kept while the new one is shallowly equal, so
 * the row re-renders only when something it shows changed.
 */

interface Held<T> {
  keys: string;
  stamp: number;
  state: PadState;
  value: T;
}

/**
 * The slice `select` reads from the pad, for a row keyed by `keys` (rowKey(...)): `select` runs
 * when one of the keys changed, never on another row's keystroke.
 */
export function useRowSlice<T>(keys: readonly string[], select: (state: PadState) => T): T {
  const keyText = keys.join('\n');
  const held = useRef<Held<T> | null>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the keys' text, not the array
  const subscribe = useCallback((onChange: () => void) => listen(keys, onChange), [keyText]);
  const read = (): T => {
    const state = usePadStore.getState();
    const stamp = stampOf(keys);
    const last = held.current;
    if (last !== null && last.keys === keyText && (last.state === state || last.stamp === stamp)) {
      return last.value;
    }
    const next = select(state);
    const value =
      last !== null && last.keys === keyText && shallow(last.value, next) ? last.value : next;
    held.current = { keys: keyText, stamp, state, value };
    return value;
  };
  return useSyncExternalStore(subscribe, read, read);
}

/** A plan section's local ids, in order: the same list until one is added, removed or moved. */
export function usePlanIds(list: PlanList): readonly string[] {
  const subscribe = useCallback((onChange: () => void) => listen([idsKey(list)], onChange), [list]);
  const read = () => planListIds(list);
  return useSyncExternalStore(subscribe, read, read);
}
