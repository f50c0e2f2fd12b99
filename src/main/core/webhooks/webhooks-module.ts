import type { WEBHOOKS_METHODS } from '../../../shared/ipc/channels/webhooks';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import { webhookOperations } from './webhook-operations';
import { publishedEventCatalogue } from './event-catalogue';
import { verifySignature } from './signature';
import { createWebhooksCache } from './webhooks-cache';
import { createWebhooksService } from './webhooks-service';

/** The platform's webhooks: listed (cached for offline), registered and deleted through the outbox. */
export function createWebhooksModule(
  shared: CoreShared,
): FeatureModule<keyof typeof WEBHOOKS_METHODS> {
  const webhooks = createWebhooksService({
    backend: () => shared.backend.current(),
    cache: createWebhooksCache(shared.db, shared.secrets),
    connection: shared.connection,
    clock: shared.clock,
    outbox: shared.outbox,
    operations: shared.operations,
    changes: shared.changes,
    secrets: shared.secrets,
  });
  return {
    name: 'webhooks',
    operations: webhookOperations(shared.secrets),
    handlers: {
      'webhooks:list': (args) =>
        webhooks.list(args.refresh === undefined ? {} : { refresh: args.refresh }),
      'webhooks:register': (args) => webhooks.register(args),
      'webhooks:delete': (args) => webhooks.delete(args.id),
      'webhooks:catalogue': () => Promise.resolve(publishedEventCatalogue()),
      // A pasted delivery is checked once: no replay memory, the clock is the core's.
      'webhooks:verify-signature': (args) =>
        Promise.resolve(
          verifySignature({
            header: args.header,
            body: args.body,
            key: args.key,
            now: shared.clock.now(),
            ...(args.toleranceSeconds ? { toleranceMs: args.toleranceSeconds * 1000 } : {}),
          }),
        ),
    },
  };
}
