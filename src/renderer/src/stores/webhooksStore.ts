import { create } from 'zustand';
import type { IpcError, Result } from '../../../shared/result';
import type { ChangeOutcome } from '../../../shared/sync';
import type { RegisterWebhookInput, WebhookListView } from '../../../shared/webhook';
import { companion } from '../companion';
import type { EventFilterValue } from '../lib/filterWebhooks';
import type { Announcement } from '../frame/LiveAnnouncer';
import { useSyncStore } from './syncStore';

interface WebhooksState {
  view: WebhookListView | null;
  loading: boolean;
  /** The last failed load; the previous list, if any, stays on screen beside it. */
  error: IpcError | null;
  filter: EventFilterValue;
  announcement: Announcement | null;
  load: (options?: { refresh?: boolean }) => Promise<void>;
  register: (input: RegisterWebhookInput) => Promise<Result<ChangeOutcome<{ id: string }>>>;
  remove: (id: string) => Promise<Result<ChangeOutcome<{ id: string }>>>;
  /** Withdraws a registration still waiting in the outbox, so it is never sent. */
  cancelPending: (outboxId: number) => Promise<Result<{ id: number }>>;
  setFilter: (filter: EventFilterValue) => void;
  /** How many webhooks the list asks for: a page, grown by "Show more webhooks". */
  limit: number;
  /** Asks for the next page of webhooks too. */
  showMore: () => Promise<void>;
  /** Called when the screen opens, so an old "Webhook registered" is not shown again. */
  clearAnnouncement: () => void;
}

/** Webhooks asked for at first, and added by each "Show more webhooks". */
export const WEBHOOK_PAGE_SIZE = 50;

export const QUEUED_REGISTRATION =
  'Saved. The webhook will be registered when the connection returns.';
export const QUEUED_DELETION = 'Saved. The webhook will be deleted when the connection returns.';

// Only the newest load may write its answer, so a slow early answer cannot replace a later one.
let latestLoad = 0;
let announcementId = 0;

export const useWebhooksStore = create<WebhooksState>()((set, get) => {
  const announce = (text: string): void => {
    announcementId += 1;
    set({ announcement: { id: announcementId, text } });
  };

  /**
   * Says what became of a change and shows it. Sent: ask the platform, not the cache, so the
   * change shows up. Queued: the platform cannot be asked; the core merges the waiting change
   * into the list it already has.
   */
  const settle = (outcome: ChangeOutcome<unknown>, sentText: string, queuedText: string) => {
    if (outcome.state === 'sent') {
      announce(sentText);
      void get().load({ refresh: true });
    } else {
      announce(queuedText);
      void get().load();
    }
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
      const { filter, limit } = get();
      const result = await companion().listWebhooks({
        ...(options.refresh ? { refresh: true } : {}),
        ...(filter === 'all' ? {} : { event: filter }),
        limit,
      });
      if (request !== latestLoad) return;
      if (result.ok) set({ view: result.value, error: null, loading: false });
      else set({ error: result.error, loading: false });
    },
    register: async (input) => {
      const result = await companion().registerWebhook(input);
      if (result.ok) settle(result.value, 'Webhook registered', QUEUED_REGISTRATION);
      return result;
    },
    remove: async (id) => {
      const result = await companion().deleteWebhook({ id });
      if (result.ok) settle(result.value, 'Webhook deleted', QUEUED_DELETION);
      return result;
    },
    cancelPending: async (outboxId) => {
      // Through the sync store, so the header's counts follow at once.
      const result = await useSyncStore.getState().discard(outboxId);
      if (result.ok) {
        announce('Registration cancelled');
        void get().load();
      }
      return result;
    },
    limit: WEBHOOK_PAGE_SIZE,
    setFilter: (filter) => {
      // The list as it stands is filtered at once; the core's answer brings the rest.
      set({ filter, limit: WEBHOOK_PAGE_SIZE });
      void get().load();
    },
    showMore: async () => {
      set({ limit: get().limit + WEBHOOK_PAGE_SIZE });
      await get().load();
    },
    clearAnnouncement: () => set({ announcement: null }),
  };
});
