import deliveries from '../../spec/published/webhook-deliveries.json';
import samples from '../../spec/published/webhook-samples.json';
import { buildEventCatalogue, type WebhookEventKind } from '../shared/webhooks/catalogue';

/** Every event the platform publishes, by name: what a registration may name, and what is sent. */
export const PUBLISHED_EVENTS: ReadonlyMap<string, WebhookEventKind> = new Map(
  buildEventCatalogue(deliveries, samples).map((kind) => [kind.name, kind]),
);
