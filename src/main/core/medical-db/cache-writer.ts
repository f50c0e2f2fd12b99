import type { MedicalDbItem } from '../../../shared/medical-db';
import type { MedicalDbCache } from './medical-db-cache';

/**
 * Keeps the drug and test search's answers off the keystroke path: each answer is held in memory
 * and written in one transaction once typing pauses (`quietMs` after the last answer), or at the
 * latest `maxHoldMs` after the first one held, and always before the saved items are searched
 * (offline) and when the feature closes. A search typed letter by letter so costs one disk sync,
 * not one per key.
 */
export interface CacheWriter {
  hold(accountKey: string, items: readonly MedicalDbItem[], fetchedAt: number): void;
  /** Writes what is held now; returns how many items the cache wrote. */
  flush(): number;
  /** How many items are held, not yet written. */
  held(): number;
}

export const CACHE_WRITE_QUIET_MS = 2_000;
export const CACHE_WRITE_MAX_HOLD_MS = 10_000;

interface Held {
  accountKey: string;
  item: MedicalDbItem;
  fetchedAt: number;
}

export function createCacheWriter(
  cache: Pick<MedicalDbCache, 'save'>,
  options: {
    /** Runs the writes of one flush in one transaction (the database's). */
    transaction: (write: () => number) => number;
    quietMs?: number;
    maxHoldMs?: number;
    onError?: (error: unknown) => void;
  },
): CacheWriter {
  const quietMs = options.quietMs ?? CACHE_WRITE_QUIET_MS;
  const maxHoldMs = options.maxHoldMs ?? CACHE_WRITE_MAX_HOLD_MS;
  /** The latest answer per account, kind and id. */
  const pending = new Map<string, Held>();
  let timer: NodeJS.Timeout | undefined;
  let firstHeldAt: number | undefined;

  const flush = (): number => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    firstHeldAt = undefined;
    if (pending.size === 0) return 0;
    const byWrite = new Map<
      string,
      { accountKey: string; fetchedAt: number; items: MedicalDbItem[] }
    >();
    for (const held of pending.values()) {
      const key = `${held.accountKey}\u0000${String(held.fetchedAt)}`;
      const group = byWrite.get(key) ?? {
        accountKey: held.accountKey,
        fetchedAt: held.fetchedAt,
        items: [],
      };
      group.items.push(held.item);
      byWrite.set(key, group);
    }
    pending.clear();
    return options.transaction(() => {
      let written = 0;
      for (const group of byWrite.values()) {
        written += cache.save(group.accountKey, group.items, group.fetchedAt);
      }
      return written;
    });
  };

  const flushQuietly = (): void => {
    try {
      flush();
    } catch (error) {
      // The cache is a convenience for offline: a failed write loses nothing the doctor typed.
      options.onError?.(error);
    }
  };

  return {
    hold(accountKey, items, fetchedAt) {
      for (const item of items) {
        pending.set(`${accountKey}\u0000${item.kind}\u0000${item.id}`, {
          accountKey,
          item,
          fetchedAt,
        });
      }
      if (pending.size === 0) return;
      const now = Date.now();
      firstHeldAt ??= now;
      if (timer) clearTimeout(timer);
      const wait = Math.max(0, Math.min(quietMs, firstHeldAt + maxHoldMs - now));
      timer = setTimeout(flushQuietly, wait);
      timer.unref();
    },
    flush,
    held: () => pending.size,
  };
}
