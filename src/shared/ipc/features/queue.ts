import type { z } from 'zod';
import type { QUEUE_METHODS } from '../channels/queue';
import { QueueTodayInputSchema, type QueueView } from '../../queue-view';
import { lazyArgs } from '../lazy-args';

export const queueArgs = lazyArgs({
  'queue:today': () => QueueTodayInputSchema,
} satisfies Record<keyof typeof QUEUE_METHODS, () => z.ZodType>);

export interface QueueResults {
  'queue:today': QueueView;
}

export interface QueueEvents {
  /** The day's list was read again, or an appointment's completion moved. */
  'queue:changed': Record<string, never>;
}
