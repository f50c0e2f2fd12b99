import type { Webhook } from '../../../shared/webhook';
import { KEY_REFRESH_MS } from '../../../shared/webhooks/listen';

/**
 * The webhooks (endpoints and signing keys) the listener verifies against. Read on the first
 * delivery of a listening run and again at most once a minute by the core's clock, however many
 * deliveries arrive: deliveries arriving together share one read. `forget` (a new run, or the
 * integrator registered or deleted a webhook in this app) makes the next delivery read again.
 */
export interface KeyRing {
  current(): Promise<readonly Webhook[]>;
  forget(): void;
}

export function createKeyRing(deps: {
  read: () => Promise<readonly Webhook[]>;
  now: () => number;
  refreshMs?: number;
}): KeyRing {
  const refreshMs = deps.refreshMs ?? KEY_REFRESH_MS;
  let readAt: number | undefined;
  let known: Promise<readonly Webhook[]> | undefined;
  return {
    current() {
      const now = deps.now();
      if (known && readAt !== undefined && now - readAt < refreshMs) return known;
      readAt = now;
      // A failed read counts as a read (an unreachable platform is asked again a minute later,
      // not once per delivery) and keeps what the last one found.
      const previous = known ?? Promise.resolve([] as readonly Webhook[]);
      known = deps.read().catch(() => previous);
      return known;
    },
    forget() {
      readAt = undefined;
      known = undefined;
    },
  };
}
