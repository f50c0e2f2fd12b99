/** The day's appointments. */
export const QUEUE_METHODS = {
  'queue:today': 'getTodayQueue',
} as const;

export const QUEUE_EVENTS = {
  'queue:changed': 'onQueueChanged',
} as const;
