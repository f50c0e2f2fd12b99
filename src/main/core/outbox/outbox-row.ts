/** The states a change moves through on its way to the platform. */
export const OUTBOX_STATES = [
  'pending',
  'in_flight',
  'done',
  'rejected',
  'dead',
  'discarded',
] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** States that no longer hold their ordering key: the change reached the platform or was dropped by the user. */
export const SETTLED_STATES: readonly OutboxState[] = ['done', 'discarded'];

/** One change waiting for (or done with) the platform, as stored. */
export interface OutboxRow {
  id: number;
  idempotencyKey: string;
  operation: string;
  /** JSON text of the payload, or undefined when the payload is a stored file. */
  payload: string | undefined;
  /** Path of the stored file, relative to the app's data folder, for large payloads. */
  payloadFile: string | undefined;
  orderingKey: string;
  /** The platform account the change is for. */
  account: string;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | undefined;
  /** JSON text of what the platform answered, for done rows whose operation keeps it. */
  result: string | undefined;
  createdAt: number;
  updatedAt: number;
  completedAt: number | undefined;
  /** A row that must reach the platform before this one (see `NewOutboxEntry.dependsOn`). */
  dependsOn: number | undefined;
}

export interface OutboxCounts {
  pending: number;
  inFlight: number;
  rejected: number;
  dead: number;
  /** Creation time of the oldest row still waiting (pending or in flight). */
  oldestWaitingSince: number | undefined;
  /** Earliest retry time among pending rows. */
  nextAttemptAt: number | undefined;
}
