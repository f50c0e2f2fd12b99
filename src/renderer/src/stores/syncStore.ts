import { create } from 'zustand';
import type { IpcError, Result } from '../../../shared/result';
import {
  SYNC_PAGE_DEFAULT,
  SYNC_PAGE_MAX,
  type SyncItemPage,
  type SyncItemView,
  type SyncStatus,
} from '../../../shared/sync';
import { companion } from '../companion';

/** The Sync screen's two groups, each read a page at a time. */
export type SyncGroup = 'attention' | 'waiting';
export const SYNC_GROUPS: readonly SyncGroup[] = ['attention', 'waiting'];

/** What is shown of one group: the lines read so far, how many changes it holds, where to go on. */
export interface SyncGroupList {
  items: SyncItemView[];
  total: number;
  nextCursor: number | undefined;
}

interface SyncState {
  /** The outbox in counts; null until the first answer or push. */
  status: SyncStatus | null;
  statusError: IpcError | null;
  /** Bumped by every pushed status, so a screen showing the rows knows they may have changed. */
  pushed: number;
  /** Both groups' lines shown so far, attention first; null until the first list arrives. */
  items: SyncItemView[] | null;
  groups: Record<SyncGroup, SyncGroupList> | null;
  itemsError: IpcError | null;
  loadingItems: boolean;
  /** Loads the status and follows pushed changes; returns the unsubscribe. */
  watch: () => () => void;
  refreshStatus: () => Promise<void>;
  /** Reads both groups again from their start, as many lines as each shows now (a page at least). */
  loadItems: () => Promise<void>;
  /** Shows the next page of a group; answers the id of its first new line. */
  showMore: (group: SyncGroup) => Promise<number | undefined>;
  syncNow: () => Promise<Result<SyncStatus>>;
  retry: (id: number) => Promise<Result<SyncItemView>>;
  discard: (id: number) => Promise<Result<{ id: number }>>;
}

// Only the newest list request may write its answer: a slow early one must not replace a later one.
let latestItemsLoad = 0;

/** Reads a group from its start until `wanted` lines are read or the group ends. */
async function readGroup(group: SyncGroup, wanted: number): Promise<Result<SyncGroupList>> {
  const items: SyncItemView[] = [];
  let after: number | undefined;
  let page: SyncItemPage;
  do {
    const limit = Math.min(SYNC_PAGE_MAX, Math.max(1, wanted - items.length));
    const result = await companion().listSyncItems({
      group,
      limit,
      ...(after === undefined ? {} : { after }),
    });
    if (!result.ok) return result;
    page = result.value;
    items.push(...page.items);
    after = page.nextCursor;
  } while (after !== undefined && items.length < wanted);
  return { ok: true, value: { items, total: page.total, nextCursor: after } };
}

/**
 * Keeps the previous object of every line that did not change: a re-read once a second during a
 * drain then re-renders only the lines that moved, not the hundreds shown (rows are memoised).
 */
function reuseUnchanged(list: SyncGroupList, before: SyncGroupList | undefined): SyncGroupList {
  if (!before) return list;
  const previous = new Map(before.items.map((item) => [item.id, item]));
  const items = list.items.map((item) => {
    const old = previous.get(item.id);
    return old && JSON.stringify(old) === JSON.stringify(item) ? old : item;
  });
  return { ...list, items };
}

/** Whether a re-read found a group exactly as shown (same line objects, count and cursor). */
const sameList = (a: SyncGroupList, b: SyncGroupList): boolean =>
  a.total === b.total &&
  a.nextCursor === b.nextCursor &&
  a.items.length === b.items.length &&
  a.items.every((item, i) => item === b.items[i]);

const allItems = (groups: Record<SyncGroup, SyncGroupList>): SyncItemView[] => [
  ...groups.attention.items,
  ...groups.waiting.items,
];

export const useSyncStore = create<SyncState>()((set, get) => {
  /**
   * Takes a status from a request's answer unless a push arrived while it was on its way: the
   * pushed status is the newer one.
   */
  const acceptAnswer = (result: Result<SyncStatus>, pushedBefore: number): void => {
    if (get().pushed !== pushedBefore) return;
    if (result.ok) set({ status: result.value, statusError: null });
    else set({ statusError: result.error });
  };

  /** After a row changed, the counts are out of date, and so is the list if anything shows it. */
  const afterRowChange = (): void => {
    if (get().items !== null) void get().loadItems();
    void get().refreshStatus();
  };

  return {
    status: null,
    statusError: null,
    pushed: 0,
    items: null,
    groups: null,
    itemsError: null,
    loadingItems: false,
    watch: () => {
      const unsubscribe = companion().onSyncStatus((status) => {
        set((state) => ({ status, statusError: null, pushed: state.pushed + 1 }));
      });
      void get().refreshStatus();
      return unsubscribe;
    },
    refreshStatus: async () => {
      const before = get().pushed;
      acceptAnswer(await companion().getSyncStatus({}), before);
    },
    loadItems: async () => {
      const request = ++latestItemsLoad;
      // Only the first read shows "Loading": a re-read keeps the list shown, and says nothing.
      if (get().items === null) set({ loadingItems: true });
      const shown = get().groups;
      const [attention, waiting] = await Promise.all(
        SYNC_GROUPS.map((group) =>
          readGroup(group, Math.max(SYNC_PAGE_DEFAULT, shown?.[group].items.length ?? 0)),
        ),
      );
      if (request !== latestItemsLoad) return;
      if (attention!.ok && waiting!.ok) {
        const groups = {
          attention: reuseUnchanged(attention!.value, shown?.attention),
          waiting: reuseUnchanged(waiting!.value, shown?.waiting),
        };
        if (shown && SYNC_GROUPS.every((group) => sameList(groups[group], shown[group]))) {
          if (get().itemsError !== null || get().loadingItems)
            set({ itemsError: null, loadingItems: false });
          return;
        }
        set({ groups, items: allItems(groups), itemsError: null, loadingItems: false });
      } else {
        const failed = !attention!.ok ? attention! : waiting!;
        set({ itemsError: failed.ok ? null : failed.error, loadingItems: false });
      }
    },
    showMore: async (group) => {
      const groups = get().groups;
      const after = groups?.[group].nextCursor;
      if (!groups || after === undefined) return undefined;
      const request = ++latestItemsLoad;
      const result = await companion().listSyncItems({ group, after, limit: SYNC_PAGE_DEFAULT });
      if (request !== latestItemsLoad) return undefined;
      if (!result.ok) {
        set({ itemsError: result.error });
        return undefined;
      }
      const current = get().groups ?? groups;
      const known = new Set(current[group].items.map((item) => item.id));
      const added = result.value.items.filter((item) => !known.has(item.id));
      const next = {
        ...current,
        [group]: {
          items: [...current[group].items, ...added],
          total: result.value.total,
          nextCursor: result.value.nextCursor,
        },
      };
      set({ groups: next, items: allItems(next), itemsError: null });
      return added[0]?.id;
    },
    syncNow: async () => {
      const before = get().pushed;
      const result = await companion().syncNow({});
      if (result.ok) acceptAnswer(result, before);
      return result;
    },
    retry: async (id) => {
      const result = await companion().retrySyncItem({ id });
      if (result.ok) afterRowChange();
      return result;
    },
    discard: async (id) => {
      const result = await companion().discardSyncItem({ id });
      if (result.ok) afterRowChange();
      return result;
    },
  };
});
