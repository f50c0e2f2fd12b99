import { WEBHOOKS_METHODS } from '../../../shared/ipc/channels/webhooks';
import type { CoreShared } from '../core-shared';
import type { FeatureModule } from '../feature-module';
import { channelsOf, lazyFeature } from '../lazy-feature';
import { webhookOperations } from './webhook-operations';

/**
 * The platform's webhooks and the integrator's console. Its outbox operations are registered at
 * start (queued registrations are sent whether or not the screen is opened); the rest (the
 * service, the published event catalogue, the listener) loads on the first call of a channel.
 */
export function createWebhooksModule(
  shared: CoreShared,
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
    operations: webhookOperations(shared.secrets),
    handlers: feature.handlers,
    close: () => feature.close(),
  };
}
