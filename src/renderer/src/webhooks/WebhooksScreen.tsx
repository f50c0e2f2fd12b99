import { useEffect, useState } from 'react';
import { useNavStore } from '../stores/navStore';
import { useWebhooksStore } from '../stores/webhooksStore';
import { WebhooksView } from './WebhooksView';

/** How often "Last synced … ago" is brought up to date. */
const CLOCK_TICK_MS = 30_000;

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
  const setFilter = useWebhooksStore((state) => state.setFilter);
  const clearAnnouncement = useWebhooksStore((state) => state.clearAnnouncement);
  const navigated = useNavStore((state) => state.navigated);
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    clearAnnouncement();
    void load();
  }, [clearAnnouncement, load]);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

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
      onRefresh={() => void load({ refresh: true })}
      onRegister={register}
      onDelete={remove}
    />
  );
}
