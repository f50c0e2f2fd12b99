import type { Core } from '../../src/main/core/core';
import type { OutboxRow } from '../../src/main/core/outbox/outbox-row';
import { WEBHOOK_REGISTER } from '../../src/main/core/webhooks/webhook-operations';

/** Rows made for another account: the sync loop leaves them waiting, as offline rows wait. */
export const OTHER_ACCOUNT = 'sandbox|another-client';

/** The endpoint of the `i`th queued registration. */
export const waitingEndpoint = (i: number): string => `https://hooks.example/${i}`;

/**
 * Queues webhook registrations `from` .. `from + count - 1` for `OTHER_ACCOUNT` in one
 * transaction, oldest first (the quick way to fill the outbox for screens and benches).
 */
export function queueWebhookRegistrations(
  core: Pick<Core, 'db' | 'outbox'>,
  count: number,
  from = 0,
): OutboxRow[] {
  return core.db.transaction(() =>
    Array.from({ length: count }, (_, k) =>
      core.outbox.enqueue({
        operation: WEBHOOK_REGISTER,
        orderingKey: `webhook:new:${from + k}`,
        account: OTHER_ACCOUNT,
        payload: {
          endpoint: waitingEndpoint(from + k),
          event_names: ['receipt.created'],
          protocol: 'https',
        },
      }),
    ),
  )();
}
