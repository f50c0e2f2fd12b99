import type { WebhookListView } from '../../../shared/webhook';

/**
 * The first `limit` webhooks of a list, those subscribed to `event` when one is given, with how
 * many there are and every event name the whole list uses (for the screen's filter). A clinic's
 * integrator may keep a thousand webhooks: the screen asks for the rows it shows (50, then 50
 * more on "Show more webhooks"), not 400 KB it would not show. Without a limit, the whole list.
 */
export function pageOfWebhooks(
  view: WebhookListView,
  request: { event?: string; limit?: number },
): WebhookListView {
  if (request.limit === undefined && request.event === undefined) return view;
  const all = view.webhooks;
  const matching =
    request.event === undefined
      ? all
      : all.filter((webhook) => webhook.event_names.includes(request.event!));
  const names = new Set<string>();
  for (const webhook of all) for (const name of webhook.event_names) names.add(name);
  return {
    ...view,
    webhooks: request.limit === undefined ? matching : matching.slice(0, request.limit),
    total: matching.length,
    registered: all.length,
    eventNames: [...names].sort(),
  };
}
