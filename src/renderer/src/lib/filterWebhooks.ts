import type { Webhook, WebhookEventName } from '../../../shared/webhook';

/** `all` or one event name (any the platform publishes): the Webhooks screen's filter. */
export type EventFilterValue = WebhookEventName;

/** Client-side filter: the list is small and already in memory, so no request per change. */
export function filterWebhooks(webhooks: readonly Webhook[], filter: EventFilterValue): Webhook[] {
  if (filter === 'all') return [...webhooks];
  return webhooks.filter((webhook) => webhook.event_names.includes(filter));
}
