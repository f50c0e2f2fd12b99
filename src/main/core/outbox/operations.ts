import type { ZodType } from 'zod';
import type { Backend } from '../backend';

/** The record a change is about: a recording, a pad, a patient, an appointment, a consultation. */
export interface ChangeSubject {
  kind: 'recording' | 'pad' | 'patient' | 'appointment' | 'consultation';
  id: string;
}

export interface SendContext {
  backend: Backend;
  /** The row's idempotency key: every request that changes something carries it. */
  idempotencyKey: string;
  signal: AbortSignal;
}

/**
 * One kind of change the outbox carries. The payload is validated again when read back, so a row
 * written by an older app, or damaged on disk, fails here (and the row becomes `dead`) instead of
 * reaching the platform.
 */
export interface OutboxOperation<P> {
  name: string;
  /**
   * What kind of change it is, in the clinic's words, read from nothing but the operation
   * ("Prescription", "Webhook registration"): the change's words when it has no `describe`, and
   * for a change whose saved data cannot be read. Never the internal `name`.
   */
  title: string;
  schema: ZodType<P>;
  /**
   * What the change is, in the clinic's words, without patient data and never an id alone:
   * "Prescription", "Document: lab report (cbc.pdf)", "Webhook registration for https://...". The
   * Sync screen adds whose and when from `subject`. Without it, the change is named by `title`.
   */
  describe?(payload: P): string;
  /**
   * While the change is being sent, which of its steps runs now, in words ("uploading"): the
   * Sync screen shows it instead of "being sent". Undefined when it has no steps to tell.
   */
  sendingWords?(payload: P): string | undefined;
  /** Performs the change; what it returns is kept as the row's result. */
  send(payload: P, context: SendContext): Promise<unknown>;
  /** After the platform confirmed the change: bring local copies up to date. Must not throw. */
  confirmed?(payload: P, result: unknown, backend: Backend): void;
  /** After the user discarded the change: let go of what was kept for it. Must not throw. */
  discarded?(payload: P): void;
  /**
   * The changes of one ordering key make sense only together (a recording's steps): discarding
   * one on the Sync screen discards every open one of its key, never a single part.
   */
  discardWithItsKey?: boolean;
  /**
   * What the change is about, so the Sync screen can name its patient and visit and put it under
   * its consultation; undefined (or absent) for a change about no patient.
   */
  subject?(payload: P): ChangeSubject | undefined;
  /**
   * A refusal that means the change is already in effect (deleting what is already gone), so the
   * row is done rather than rejected.
   */
  alreadyApplied?(error: unknown): boolean;
}

export interface OperationRegistry {
  get(name: string): OutboxOperation<unknown> | undefined;
  /**
   * The user's words for a row whose payload could not be read: the operation's title, or, for an
   * operation this version does not know, that another version saved it. Never the internal name.
   */
  describeUnreadable(name: string): string;
  /** The operations whose rows are shown and discarded together, per ordering key. */
  bundledNames(): string[];
}

/** A registry features add their operations to while the core is composed (before sync starts). */
export interface OpenOperationRegistry extends OperationRegistry {
  register(operations: readonly OutboxOperation<unknown>[]): void;
}

export function createOperationRegistry(
  operations: readonly OutboxOperation<unknown>[] = [],
): OpenOperationRegistry {
  const byName = new Map<string, OutboxOperation<unknown>>();
  const register = (added: readonly OutboxOperation<unknown>[]): void => {
    for (const operation of added) {
      if (byName.has(operation.name))
        throw new Error(`Operation ${operation.name} is registered twice.`);
      byName.set(operation.name, operation);
    }
  };
  register(operations);
  return {
    register,
    get: (name) => byName.get(name),
    describeUnreadable: (name) => {
      const operation = byName.get(name);
      return operation
        ? `${operation.title} whose data cannot be read`
        : 'A change saved by another version of the app';
    },
    bundledNames: () =>
      [...byName.values()].filter((each) => each.discardWithItsKey).map((each) => each.name),
  };
}

/** Parses and validates stored JSON (a payload, a result): the value, or a reason fit for a log. */
export function readStored<P>(
  schema: ZodType<P>,
  text: string | undefined,
): { ok: true; payload: P } | { ok: false; reason: string } {
  if (text === undefined) return { ok: false, reason: 'The saved change has no data.' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'The saved change is damaged: its data is not valid JSON.' };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first && first.path.length > 0 ? ` (at ${first.path.join('.')})` : '';
    return {
      ok: false,
      reason: `The saved change does not have the shape this app expects${where}.`,
    };
  }
  return { ok: true, payload: parsed.data };
}

/** A row's payload, validated by its operation's schema. */
export function readPayload<P>(
  operation: OutboxOperation<P>,
  text: string | undefined,
): { ok: true; payload: P } | { ok: false; reason: string } {
  return readStored(operation.schema, text);
}
