import { randomBytes } from 'node:crypto';
import type { WEBHOOKS_METHODS } from '../../../shared/ipc/channels/webhooks';
import type { Backend } from '../backend';
import type { Clock } from '../clock';
import { CoreError } from '../errors';
import type { FeatureHandlers } from '../feature-module';
import type { Fetch } from '../platform/http';
import { publishedEventCatalogue } from './event-catalogue';
import type { WebhookListener } from './listener';
import { verifySignature } from './signature';

type ConsoleChannel = Exclude<
  keyof typeof WEBHOOKS_METHODS,
  'webhooks:list' | 'webhooks:register' | 'webhooks:delete'
>;

/** Bytes of a generated signing key: 32, written as 64 hex characters (within the 256 allowed). */
export const GENERATED_KEY_BYTES = 32;

/** The integrator's console: catalogue, verifier, test events, the listener, key generation. */
export function consoleHandlers(deps: {
  backend: () => Promise<Backend>;
  fetch: Fetch;
  clock: Clock;
  listener: WebhookListener;
}): FeatureHandlers<ConsoleChannel> {
  const { listener } = deps;
  return {
    'webhooks:catalogue': () => Promise.resolve(publishedEventCatalogue()),
    // A pasted delivery is checked once: no replay memory, the clock is the core's.
    'webhooks:verify-signature': (args) =>
      Promise.resolve(
        verifySignature({
          header: args.header,
          body: args.body,
          key: args.key,
          now: deps.clock.now(),
          ...(args.toleranceSeconds ? { toleranceMs: args.toleranceSeconds * 1000 } : {}),
        }),
      ),
    'webhooks:send-test': async (args) => {
      const backend = await deps.backend();
      if (backend.mode !== 'sandbox') {
        throw new CoreError(
          'REJECTED',
          'The platform publishes no call that sends a test event; it is offered with the sandbox only.',
        );
      }
      const response = await deps.fetch(`${backend.baseUrl}/__sandbox/webhook-deliveries/test`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(backend.sandboxAdminAuthorization
            ? { authorization: backend.sandboxAdminAuthorization }
            : {}),
        },
        body: JSON.stringify({
          client_id: backend.clientId,
          webhook_id: args.id,
          ...(args.event ? { event: args.event } : {}),
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json().catch(() => ({}))) as { delivery_id?: unknown };
      if (response.status === 401) {
        throw new CoreError(
          'REJECTED',
          "The sandbox did not send the test event: it refused this run's credentials.",
        );
      }
      if (response.status !== 202 || typeof answer.delivery_id !== 'string') {
        throw new CoreError(
          'NOT_FOUND',
          'The sandbox did not send the test event: unknown webhook.',
        );
      }
      return { deliveryId: answer.delivery_id };
    },
    'webhooks:listen-start': (args) => listener.start(args),
    'webhooks:listen-stop': () => listener.stop(),
    'webhooks:listen-state': () =>
      Promise.resolve({ listener: listener.state(), deliveries: listener.deliveries() }),
    'webhooks:reveal-delivery': (args) => {
      const body = listener.body(args.id, args.patientData ?? false);
      if (body === undefined) {
        return Promise.reject(new CoreError('NOT_FOUND', 'That delivery is no longer kept.'));
      }
      return Promise.resolve(body);
    },
    'webhooks:generate-key': () =>
      Promise.resolve({ key: randomBytes(GENERATED_KEY_BYTES).toString('hex') }),
  };
}
