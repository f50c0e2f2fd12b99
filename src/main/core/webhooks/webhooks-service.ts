import type { RegisterWebhookInput, WebhookListView } from '../../../shared/webhook';
import type { Clock } from '../clock';
import type { ConnectionMonitor } from '../connection/connection-monitor';
import { PlatformError, isPlatformError } from '../platform/errors';
import * as api from '../platform/webhooks-api';
import type { Backend } from '../backend';
import type { WebhooksCache } from './webhooks-cache';

/** While the platform was unreachable this recently, a plain (non-refresh) list serves the cache at once. */
export const OFFLINE_SHORTCUT_MS = 5_000;

export interface WebhooksService {
  list(options?: { refresh?: boolean }): Promise<WebhookListView>;
  register(input: RegisterWebhookInput): Promise<{ id: string }>;
  delete(id: string): Promise<{ id: string }>;
}

export function createWebhooksService(deps: {
  backend: () => Promise<Backend>;
  cache: WebhooksCache;
  connection: ConnectionMonitor;
  clock: Clock;
}): WebhooksService {
  const { cache, connection, clock } = deps;

  async function track<T>(work: Promise<T>): Promise<T> {
    try {
      const value = await work;
      connection.reportSuccess();
      return value;
    } catch (error) {
      connection.reportFailure(error);
      throw error;
    }
  }

  function fromCache(
    accountKey: string,
    reason: { code: string; message: string },
  ): WebhookListView | undefined {
    const cached = cache.load(accountKey);
    if (!cached) return undefined;
    return {
      webhooks: cached.webhooks,
      source: 'cache',
      fetchedAt: cached.fetchedAt,
      staleReason: reason,
      ...(cached.signingKeysWithheld ? { signingKeysWithheld: true } : {}),
    };
  }

  return {
    async list(options = {}) {
      const backend = await deps.backend();
      const offlineSince = connection.offlineSince();
      if (
        !options.refresh &&
        offlineSince !== undefined &&
        clock.now() - offlineSince < OFFLINE_SHORTCUT_MS
      ) {
        const shortcut = fromCache(backend.accountKey, {
          code: 'OFFLINE',
          message: connection.status().detail ?? 'The platform cannot be reached.',
        });
        if (shortcut) return shortcut;
      }
      try {
        const answer = await track(api.listWebhooks(backend.client));
        const fetchedAt = new Date(clock.now()).toISOString();
        cache.save(backend.accountKey, answer.data, answer.msg, fetchedAt);
        return { webhooks: answer.data, source: 'live', fetchedAt };
      } catch (error) {
        if (isPlatformError(error) && (error.unreachable || error.failure === 'bad-response')) {
          const cached = fromCache(backend.accountKey, {
            code: error.code,
            message: error.message,
          });
          if (cached) return cached;
        }
        throw error;
      }
    },
    async register(input) {
      const backend = await deps.backend();
      try {
        const answer = await track(api.registerWebhook(backend.client, input));
        return { id: answer.id };
      } catch (error) {
        // The platform's duplicate-endpoint refusal belongs on the endpoint field.
        if (
          isPlatformError(error) &&
          error.code === 'REJECTED' &&
          error.status === 400 &&
          /endpoint/i.test(error.message)
        ) {
          throw new PlatformError(error.code, error.message, {
            failure: error.failure,
            status: error.status,
            fields: { endpoint: error.message },
            cause: error,
          });
        }
        throw error;
      }
    },
    async delete(id) {
      const backend = await deps.backend();
      await track(api.deleteWebhook(backend.client, id));
      return { id };
    },
  };
}
