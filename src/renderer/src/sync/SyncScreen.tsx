import { useMemo } from 'react';
import { useNow } from '../frame/useNow';
import { useNavStore } from '../stores/navStore';
import { useSyncStore } from '../stores/syncStore';
import { SyncView } from './SyncView';
import { useListRefresh } from './useListRefresh';

/** Wires the Sync view to the sync store (and through it to `window.companion`). */
export function SyncScreen() {
  const status = useSyncStore((state) => state.status);
  const statusError = useSyncStore((state) => state.statusError);
  const pushed = useSyncStore((state) => state.pushed);
  const items = useSyncStore((state) => state.items);
  const groups = useSyncStore((state) => state.groups);
  const itemsError = useSyncStore((state) => state.itemsError);
  const loading = useSyncStore((state) => state.loadingItems);
  const loadItems = useSyncStore((state) => state.loadItems);
  const showMore = useSyncStore((state) => state.showMore);
  const syncNow = useSyncStore((state) => state.syncNow);
  const retry = useSyncStore((state) => state.retry);
  const discard = useSyncStore((state) => state.discard);
  const navigated = useNavStore((state) => state.navigated);
  const now = useNow();

  // On opening, and after pushed statuses (a change was sent, refused or added) at most once a
  // second while the window is visible: the header's counts come with every push, the rows
  // need not (at 10,000 rows a push every 100 ms would be a read every 100 ms).
  useListRefresh(pushed, loadItems);

  const totals = useMemo(
    () =>
      groups ? { attention: groups.attention.total, waiting: groups.waiting.total } : undefined,
    [groups],
  );

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
      {...(totals ? { totals } : {})}
      onShowMore={showMore}
    />
  );
}
