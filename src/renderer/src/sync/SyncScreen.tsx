import { useEffect } from 'react';
import { useNow } from '../frame/useNow';
import { useNavStore } from '../stores/navStore';
import { useSyncStore } from '../stores/syncStore';
import { SyncView } from './SyncView';

/** Wires the Sync view to the sync store (and through it to `window.companion`). */
export function SyncScreen() {
  const status = useSyncStore((state) => state.status);
  const statusError = useSyncStore((state) => state.statusError);
  const pushed = useSyncStore((state) => state.pushed);
  const items = useSyncStore((state) => state.items);
  const itemsError = useSyncStore((state) => state.itemsError);
  const loading = useSyncStore((state) => state.loadingItems);
  const loadItems = useSyncStore((state) => state.loadItems);
  const syncNow = useSyncStore((state) => state.syncNow);
  const retry = useSyncStore((state) => state.retry);
  const discard = useSyncStore((state) => state.discard);
  const navigated = useNavStore((state) => state.navigated);
  const now = useNow();

  // On opening, and again whenever the core pushes a new status: every push may mean a change
  // was sent, refused or added, and the list must not lag behind the header's counts.
  useEffect(() => {
    void loadItems();
  }, [pushed, loadItems]);

  return (
    <SyncView
      status={status}
      statusError={statusError}
      items={items}
      itemsError={itemsError}
      loading={loading}
      now={now}
      focusHeading={navigated}
      onReload={() => void loadItems()}
      onSyncNow={syncNow}
      onRetry={retry}
      onDiscard={discard}
    />
  );
}
