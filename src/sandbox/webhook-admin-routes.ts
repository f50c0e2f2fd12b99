import { z } from 'zod';
import { platformError } from './responses';
import type { Route } from './router';
import type { WebhookDeliverer } from './webhook-delivery';

export const ADMIN_DELIVERIES_PATH = '/__sandbox/webhook-deliveries';
export const ADMIN_TEST_EVENT_PATH = '/__sandbox/webhook-deliveries/test';

const TestEventBody = z
  .object({
    client_id: z.string().min(1).optional(),
    webhook_id: z.string().min(1),
    event: z.string().min(1).optional(),
  })
  .strict();

/**
 * The deliveries' attempts (ids, times, status codes: never a body or a key), and "send a test
 * event", which the app's console calls in sandbox mode. Loopback only and HTTP Basic with the
 * sandbox's client id and secret, like every admin route.
 */
export function webhookAdminRoutes(deliverer: WebhookDeliverer, defaultClientId: string): Route[] {
  return [
    {
      service: 'admin',
      method: 'GET',
      path: ADMIN_DELIVERIES_PATH,
      handle: () => ({ status: 200, body: { attempts: deliverer.attempts() } }),
    },
    {
      service: 'admin',
      method: 'POST',
      path: ADMIN_TEST_EVENT_PATH,
      handle: ({ body }) => {
        const parsed = TestEventBody.safeParse(body ?? {});
        if (!parsed.success)
          return platformError(400, parsed.error.issues[0]?.message ?? 'bad body');
        const { client_id, webhook_id, event } = parsed.data;
        const deliveryId = deliverer.sendTest(client_id ?? defaultClientId, webhook_id, event);
        return deliveryId
          ? { status: 202, body: { delivery_id: deliveryId } }
          : platformError(404, 'no such webhook, or an event the platform does not publish');
      },
    },
  ];
}
