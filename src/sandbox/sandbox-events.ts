import type { EventIds } from './webhook-payload';

/**
 * What happened in the sandbox, for the webhook deliverer: a route calls `emit` with the published
 * event name and the ids of what changed. Routes that take no `events` emit nothing.
 */
export interface SandboxEvents {
  emit(clientId: string, event: string, ids?: EventIds): void;
}
