import deliveries from '../../../spec/published/webhook-deliveries.json';
import samples from '../../../spec/published/webhook-samples.json';
import { buildEventCatalogue } from './catalogue';

let names: ReadonlySet<string> | undefined;

/**
 * The names of every event the platform publishes (the published files are data bundled with
 * the app): what a registration may name. The contract's six are among them. Built on the first
 * call: building the catalogue costs the core's start about 7 ms, and few starts register a
 * webhook.
 */
export function publishedEventNames(): ReadonlySet<string> {
  return (names ??= new Set(buildEventCatalogue(deliveries, samples).map((kind) => kind.name)));
}
