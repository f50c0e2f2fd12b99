import type { OutboxState } from './outbox-row';

/** Where a change stands on its way to the platform, in the user's terms. */
export type DeliveryState = 'waiting' | 'sending' | 'sent' | 'rejected' | 'dead' | 'discarded';

/**
 * The one mapping from outbox states to what the user is told, used by every feature that shows
 * its changes (pads, documents, the Sync screen). `confirmed`: the feature recorded the platform's
 * confirmation itself, which outlives the row (pruned after the audit period).
 */
export function deliveryStateOf(state: OutboxState | undefined, confirmed = false): DeliveryState {
  if (confirmed) return 'sent';
  switch (state) {
    case 'pending':
      return 'waiting';
    case 'in_flight':
      return 'sending';
    case 'done':
      return 'sent';
    case 'rejected':
      return 'rejected';
    case 'dead':
      return 'dead';
    case 'discarded':
    case undefined:
      // Discarded by the user, or its row pruned after the audit period without a confirmation.
      return 'discarded';
  }
}
