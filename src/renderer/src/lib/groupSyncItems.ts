import type { SyncItemState, SyncItemView } from '../../../shared/sync';

/** The Sync screen's two groups: what the person must act on, and what will go by itself. */
export interface SyncItemGroups {
  attention: SyncItemView[];
  waiting: SyncItemView[];
}

const NEEDS_ATTENTION: Record<SyncItemState, boolean> = {
  rejected: true,
  dead: true,
  waiting: false,
  sending: false,
};

/** Splits the rows into the two groups, each keeping the order the core gave (oldest first). */
export function groupSyncItems(items: readonly SyncItemView[]): SyncItemGroups {
  const groups: SyncItemGroups = { attention: [], waiting: [] };
  for (const item of items) {
    (NEEDS_ATTENTION[item.state] ? groups.attention : groups.waiting).push(item);
  }
  return groups;
}
