import { randomUUID } from 'node:crypto';
import type { WebhookEventKind } from '../shared/webhooks/catalogue';

/** The ids of what happened, written into the published sample where its `data` has the field. */
export type EventIds = Record<string, string>;

const MILLISECONDS_ABOVE = 100_000_000_000;

/** The same id under the other names the published payloads use for it. */
const ALIASES: Record<string, string[]> = {
  prescription_id: ['rx_id'],
  patient_id: ['patient_oid'],
  doctor_id: ['doctor_oid'],
};

/**
 * The published sample of an event, made to describe this event: its time (in the unit the
 * sample uses: seconds on some kinds, milliseconds on others), the client, a fresh transaction id,
 * and the ids given. Placeholders the samples page leaves (`{{clinic_id}}`) become sandbox ids.
 * Fields are only filled, never added: the payload keeps the published shape.
 */
export function buildPayload(
  kind: WebhookEventKind,
  options: { clientId: string; ids: EventIds; now: number },
): Record<string, unknown> {
  const payload = structuredClone(kind.sample) as Record<string, unknown>;
  const { now } = options;
  const time = (sample: unknown): unknown => {
    if (typeof sample === 'number')
      return sample > MILLISECONDS_ABOVE ? now : Math.floor(now / 1000);
    if (typeof sample === 'string' && !Number.isNaN(Date.parse(sample)))
      return new Date(now).toISOString();
    return sample;
  };
  for (const field of ['event_time', 'timestamp']) {
    if (field in payload) payload[field] = time(payload[field]);
  }
  if ('client_id' in payload) payload.client_id = options.clientId;
  if ('transaction_id' in payload) payload.transaction_id = randomUUID();
  const data = (payload.data ?? payload.payload) as Record<string, unknown> | undefined;
  if (data && typeof data === 'object') {
    for (const field of ['created_at', 'modified_at', 'updated_at']) {
      if (field in data) data[field] = time(data[field]);
    }
    for (const [field, value] of Object.entries(options.ids)) {
      for (const name of [field, ...(ALIASES[field] ?? [])]) if (name in data) data[name] = value;
    }
  }
  return fillPlaceholders(payload) as Record<string, unknown>;
}

function fillPlaceholders(value: unknown): unknown {
  if (typeof value === 'string') {
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => `sandbox-${name}`);
  }
  if (Array.isArray(value)) return value.map(fillPlaceholders);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, fillPlaceholders(v)]),
    );
  }
  return value;
}
