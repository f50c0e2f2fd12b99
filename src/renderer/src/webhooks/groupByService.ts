import type { WebhookEventKind } from '../../../shared/webhooks/catalogue';

/** The catalogue as `[service, kinds]` pairs, services and names in alphabetical order. */
export function groupByService(
  catalogue: readonly WebhookEventKind[],
): [string, WebhookEventKind[]][] {
  const groups = new Map<string, WebhookEventKind[]>();
  for (const kind of catalogue) {
    const group = groups.get(kind.service) ?? [];
    group.push(kind);
    groups.set(kind.service, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([service, kinds]) => [service, kinds.sort((a, b) => a.name.localeCompare(b.name))]);
}
