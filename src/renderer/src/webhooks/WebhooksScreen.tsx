import { useEffect, useState } from 'react';
import type { WebhookEventKind } from '../../../shared/webhooks/catalogue';
import { companion } from '../companion';
import { useNow } from '../frame/useNow';
import { useAppStore } from '../stores/appStore';
import { useNavStore } from '../stores/navStore';
import { WebhookConsole } from './console/WebhookConsole';
import { useSyncStore } from '../stores/syncStore';
import { useListRefresh } from '../sync/useListRefresh';
import { useWebhooksStore } from '../stores/webhooksStore';
import { WebhooksView } from './WebhooksView';

/** Wires the Webhooks view to its store (and through it to `window.companion`). */
export function WebhooksScreen() {
  const view = useWebhooksStore((state) => state.view);
  const loading = useWebhooksStore((state) => state.loading);
  const error = useWebhooksStore((state) => state.error);
  const filter = useWebhooksStore((state) => state.filter);
  const announcement = useWebhooksStore((state) => state.announcement);
  const load = useWebhooksStore((state) => state.load);
  const register = useWebhooksStore((state) => state.register);
  const remove = useWebhooksStore((state) => state.remove);
  const cancelPending = useWebhooksStore((state) => state.cancelPending);
  const setFilter = useWebhooksStore((state) => state.setFilter);
  const showMore = useWebhooksStore((state) => state.showMore);
  const clearAnnouncement = useWebhooksStore((state) => state.clearAnnouncement);
  const navigated = useNavStore((state) => state.navigated);
  // A string, so the selector's answer compares equal while the counts stay the same.
  const outboxCounts = useSyncStore((state) =>
    state.status ? `${state.status.waiting}/${state.status.rejected}/${state.status.dead}` : null,
  );
  const now = useNow();
  const sandbox = useAppStore((state) => state.info?.mode === 'sandbox');
  const [catalogue, setCatalogue] = useState<WebhookEventKind[] | null>(null);

  useEffect(() => {
    let live = true;
    void companion()
      .webhookCatalogue({})
      .then((result) => {
        if (live && result.ok) setCatalogue(result.value);
      });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    clearAnnouncement();
    void load();
  }, [clearAnnouncement, load]);

  // A change sent, refused or given up on changes what the list shows (a waiting registration
  // becomes a real webhook): reload it, at most once a second and only while the window is
  // visible (a drain changes the counts every 100 ms). Progress alone changes nothing here.
  useListRefresh(outboxCounts, load, { loadOnMount: false });

  return (
    <WebhooksView
      view={view}
      loading={loading}
      error={error}
      filter={filter}
      announcement={announcement}
      now={now}
      focusHeading={navigated}
      onFilterChange={setFilter}
      onShowMore={() => void showMore()}
      onRefresh={() => void load({ refresh: true })}
      onRegister={register}
      onDelete={remove}
      onCancelPending={cancelPending}
      onVerify={(input) => companion().verifyWebhookSignature(input)}
      catalogue={catalogue}
      console={
        <WebhookConsole
          api={companion()}
          webhooks={view?.webhooks ?? []}
          sandbox={sandbox}
          onChanged={() => void load({ refresh: true })}
        />
      }
    />
  );
}
