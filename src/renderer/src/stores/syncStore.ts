import { create } from 'zustand';
import type { IpcError, Result } from '../../../shared/result';
import type { SyncItemView, SyncStatus } from '../../../shared/sync';
import { companion } from '../companion';

interface SyncState {
  /** The outbox in counts; null until the first answer or push. */
  status: SyncStatus | null;
  statusError: IpcError | null;
  /** Bumped by every pushed status, so a screen showing the rows knows to reload them. */
  pushed: number;
  /** The rows themselves, loaded only where they are shown (the Sync screen). */
  items: SyncItemView[] | null;
  itemsError: IpcError | null;
  loadingItems: boolean;
  /** Loads the status and follows pushed changes; returns the unsubscribe. */
  watch: () => () => void;
  refreshStatus: () => Promise<void>;
  loadItems: () => Promise<void>;
  syncNow: () => Promise<Result<SyncStatus>>;
  retry: (id: number) => Promise<Result<SyncItemView>>;
  discard: (id: number) => Promise<Result<{ id: number }>>;
}

// Only the newest list request may write its answer: a slow early one must not replace a later one.
let latestItemsLoad = 0;

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
      set({ loadingItems: true });
      const result = await companion().listSyncItems({});
      if (request !== latestItemsLoad) return;
      if (result.ok) set({ items: result.value, itemsError: null, loadingItems: false });
      else set({ itemsError: result.error, loadingItems: false });
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
