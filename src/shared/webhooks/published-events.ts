import deliveries from '../../../spec/published/webhook-deliveries.json';
import samples from '../../../spec/published/webhook-samples.json';
import { buildEventCatalogue } from './catalogue';

/**
 * The names of every event the platform publishes (the published files are data bundled with
 * the app): what a registration may name. The contract's six are among them.
 */
export const PUBLISHED_EVENT_NAMES: ReadonlySet<string> = new Set(
  buildEventCatalogue(deliveries, samples).map((kind) => kind.name),
);
