import deliveries from '../../../../spec/published/webhook-deliveries.json';
import samples from '../../../../spec/published/webhook-samples.json';
import { buildEventCatalogue, type WebhookEventKind } from '../../../shared/webhooks/catalogue';

let built: WebhookEventKind[] | undefined;

/** Every event the platform publishes, built once from the published files bundled with the app. */
export function publishedEventCatalogue(): WebhookEventKind[] {
  built ??= buildEventCatalogue(deliveries, samples);
  return structuredClone(built);
}
