import { WEBHOOKS_METHODS } from '../../../shared/ipc/channels/webhooks';
import type { WebhooksInfra } from './webhooks-feature';
import type { FeatureModule } from '../feature-module';
import { channelsOf, lazyFeature } from '../lazy-feature';
import { sealClearQueuedEndpoints } from './endpoint-sealing';
import { WEBHOOK_REGISTER, webhookOperations } from './webhook-operations';
import { createWebhooksCache } from './webhooks-cache';

export type { WebhooksInfra } from './webhooks-feature';

/**
 * The platform's webhooks and the integrator's console. Its outbox operations are registered at
 * start (queued registrations are sent whether or not the screen is opened); the rest (the
 * service, the published event catalogue, the listener) loads on the first call of a channel.
 */
export function createWebhooksModule(
  shared: WebhooksInfra,
): FeatureModule<keyof typeof WEBHOOKS_METHODS> {
  const feature = lazyFeature({
    name: 'webhooks',
    title: 'The webhooks screen',
    channels: channelsOf(WEBHOOKS_METHODS),
    load: async () => (await import('./webhooks-feature')).startWebhooksFeature(shared),
    logger: shared.logger,
  });
  return {
    name: 'webhooks',
    operations: webhookOperations(shared.secrets, shared.vault),
    // Endpoints an earlier version kept in clear are sealed before the sync loop reads them.
    prepare() {
      const queued = sealClearQueuedEndpoints(
        shared.outbox,
        shared.vault,
        WEBHOOK_REGISTER,
        shared.logger,
      );
      const cached = createWebhooksCache(shared.db, shared.secrets, shared.vault).sealClearRows();
      if (queued + cached > 0)
        shared.logger.info({ queued, cached }, 'webhook endpoints sealed at rest');
    },
    handlers: feature.handlers,
    close: () => feature.close(),
  };
}
