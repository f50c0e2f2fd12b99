import { create } from 'zustand';
import type { IpcError, Result } from '../../../shared/result';
import type { RegisterWebhookInput, WebhookListView } from '../../../shared/webhook';
import { companion } from '../companion';
import type { EventFilterValue } from '../lib/filterWebhooks';
import type { Announcement } from '../frame/LiveAnnouncer';

interface WebhooksState {
  view: WebhookListView | null;
  loading: boolean;
  /** The last failed load; the previous list, if any, stays on screen beside it. */
  error: IpcError | null;
  filter: EventFilterValue;
  announcement: Announcement | null;
  load: (options?: { refresh?: boolean }) => Promise<void>;
  register: (input: RegisterWebhookInput) => Promise<Result<{ id: string }>>;
  remove: (id: string) => Promise<Result<{ id: string }>>;
  setFilter: (filter: EventFilterValue) => void;
  /** Called when the screen opens, so an old "Webhook registered" is not shown again. */
  clearAnnouncement: () => void;
}

// Only the newest load may write its answer, so a slow early answer cannot replace a later one.
let latestLoad = 0;
let announcementId = 0;

export const useWebhooksStore = create<WebhooksState>()((set, get) => {
  const announce = (text: string): void => {
    announcementId += 1;
    set({ announcement: { id: announcementId, text } });
  };

  return {
    view: null,
    loading: false,
    error: null,
    filter: 'all',
    announcement: null,
    load: async (options = {}) => {
      const request = ++latestLoad;
      set({ loading: true });
      const result = await companion().listWebhooks(options.refresh ? { refresh: true } : {});
      if (request !== latestLoad) return;
      if (result.ok) set({ view: result.value, error: null, loading: false });
      else set({ error: result.error, loading: false });
    },
    register: async (input) => {
      const result = await companion().registerWebhook(input);
      if (result.ok) {
        announce('Webhook registered');
        // Ask the platform, not the cache: the new webhook must show up.
        void get().load({ refresh: true });
      }
      return result;
    },
    remove: async (id) => {
      const result = await companion().deleteWebhook({ id });
      if (result.ok) {
        announce('Webhook deleted');
        void get().load({ refresh: true });
      }
      return result;
    },
    setFilter: (filter) => set({ filter }),
    clearAnnouncement: () => set({ announcement: null }),
  };
});
