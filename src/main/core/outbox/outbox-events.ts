import type { OutboxState } from './outbox-row';

/** A row of the outbox moved to another state (claimed, done, refused, retried, discarded...). */
export interface OutboxRowEvent {
  id: number;
  operation: string;
  orderingKey: string;
  state: OutboxState;
}

export type OutboxRowListener = (event: OutboxRowEvent) => void;

/** How a feature learns that one of its changes moved, without reading the outbox table. */
export interface OutboxEvents {
  /**
   * Called after the change is written (committed, unless a caller's own transaction wraps it and
   * may still roll back: listeners read their record again rather than trust the event alone).
   * Returns the unsubscribe function.
   */
  onRowState(listener: OutboxRowListener): () => void;
}

/**
 * The outbox's listeners. A listener that throws is reported to `onListenerError` and never stops
 * the outbox (the state change is already committed) nor the other listeners.
 */
export function createOutboxEmitter(onListenerError: (error: unknown) => void): OutboxEvents & {
  hasListeners(): boolean;
  emit(event: OutboxRowEvent): void;
} {
  const listeners = new Set<OutboxRowListener>();
  return {
    onRowState(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hasListeners: () => listeners.size > 0,
    emit(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}
