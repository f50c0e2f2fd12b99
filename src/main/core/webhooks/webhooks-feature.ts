import type { WEBHOOKS_METHODS } from '../../../shared/ipc/channels/webhooks';
import type { CoreShared } from '../core-shared';
import type { LoadedFeature } from '../lazy-feature';
import { consoleHandlers } from './console-handlers';
import { createWebhookListener } from './listener';
import { createStoredReplayGuard } from './replay-store';
import { pageOfWebhooks } from './webhook-list-page';
import { createWebhooksCache } from './webhooks-cache';
import { createWebhooksService } from './webhooks-service';

/** The infrastructure the webhooks feature stands on (the rest of the core's is not its business). */
export type WebhooksInfra = Pick<
  CoreShared,
  | 'backend'
  | 'changes'
  | 'clock'
  | 'connection'
  | 'db'
  | 'fetch'
  | 'logger'
  | 'operations'
  | 'outbox'
  | 'secrets'
  | 'vault'
>;

/**
 * The webhooks feature once loaded (webhooks-module.ts loads it on first use): the platform's
 * webhooks, listed (cached for offline), registered and deleted through the outbox; and the
 * integrator's console (catalogue, verifier, test events, a loopback listener).
 */
export function startWebhooksFeature(
  shared: WebhooksInfra,
): LoadedFeature<keyof typeof WEBHOOKS_METHODS> {
  const webhooks = createWebhooksService({
    backend: () => shared.backend.current(),
    cache: createWebhooksCache(shared.db, shared.secrets, shared.vault),
    connection: shared.connection,
    clock: shared.clock,
    outbox: shared.outbox,
    operations: shared.operations,
    changes: shared.changes,
    secrets: shared.secrets,
    vault: shared.vault,
  });
  const now = () => shared.clock.now();
  const listener = createWebhookListener({
    webhooks: async () => (await webhooks.list()).webhooks,
    now,
    replays: createStoredReplayGuard({
      db: shared.db,
      vault: shared.vault,
      now,
      logger: shared.logger,
    }),
  });
  // A webhook registered or deleted here is verified against from its next delivery on.
  const thenForgetKeys = <T>(change: Promise<T>): Promise<T> =>
    change.finally(() => listener.forgetKeys());
  return {
    handlers: {
      'webhooks:list': async (args) =>
        pageOfWebhooks(
          await webhooks.list(args.refresh === undefined ? {} : { refresh: args.refresh }),
          args,
        ),
      'webhooks:register': (args) => thenForgetKeys(webhooks.register(args)),
      'webhooks:delete': (args) => thenForgetKeys(webhooks.delete(args.id)),
      ...consoleHandlers({
        backend: () => shared.backend.current(),
        fetch: shared.fetch,
        clock: shared.clock,
        listener,
      }),
    },
    close: async () => {
      await listener.stop();
    },
  };
}
