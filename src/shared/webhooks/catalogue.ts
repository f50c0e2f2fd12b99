/**
 * The event catalogue, read from the platform's published deliveries (`webhook-deliveries.json`:
 * one path per payload kind, its event names as an `enum` or an `example` of `event`), the
 * samples page (`webhook-samples.json`: `event_type` envelopes) and docs/platform.md (the
 * scribe's `v2rx.completed`, whose payload fields are not published). Pure: callers pass the
 * published documents in.
 */
export interface WebhookEventKind {
  /** The event name as registrations name it, e.g. `prescription.created`. */
  name: string;
  /** The `service` the payload carries, else the event name's first part. */
  service: string;
  /** The published operation describing it (e.g. `PrescriptionWebhook`), or where it is named. */
  source: string;
  /** The field naming the event in the payload: `event`, `event_type` or `event_id`. */
  eventField: 'event' | 'event_type' | 'event_id';
  /** A payload built from the published examples (the samples page's where one exists). */
  sample: unknown;
  /** True when the published payload carries patient data (names, mobile numbers). */
  carriesPatientData: boolean;
}

interface Schema {
  type?: string;
  example?: unknown;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
}

interface DeliveriesDocument {
  paths: Record<string, Record<string, { operationId?: string; requestBody?: unknown }>>;
}

/** Fields of a payload's `data` that identify a patient (receipts carry them). */
export const PATIENT_DATA_FIELDS = ['name', 'mobile', 'patient_name', 'email', 'phone'] as const;

export function exampleOf(schema: Schema | undefined): unknown {
  if (!schema) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(schema.properties ?? {})) out[key] = exampleOf(child);
    return out;
  }
  if (schema.type === 'array') return schema.items ? [exampleOf(schema.items)] : [];
  if (schema.type === 'integer' || schema.type === 'number') return 0;
  if (schema.type === 'boolean') return false;
  if (schema.type === 'string') return '';
  return null;
}

function bodySchema(operation: { requestBody?: unknown }): Schema | undefined {
  const content = (operation.requestBody as { content?: Record<string, { schema?: Schema }> })
    ?.content;
  return content?.['application/json']?.schema;
}

function hasPatientData(sample: unknown): boolean {
  const data = (sample as { data?: unknown; payload?: unknown } | null)?.data;
  if (!data || typeof data !== 'object') return false;
  return PATIENT_DATA_FIELDS.some((field) => field in data);
}

export function buildEventCatalogue(
  deliveries: DeliveriesDocument,
  samples: unknown[],
): WebhookEventKind[] {
  const kinds = new Map<string, WebhookEventKind>();
  for (const operations of Object.values(deliveries.paths)) {
    for (const operation of Object.values(operations)) {
      const schema = bodySchema(operation);
      const event = schema?.properties?.event;
      if (!schema || !event) continue;
      const names = [
        ...(event.enum ?? []),
        ...(event.example !== undefined ? [event.example] : []),
      ].filter((name): name is string => typeof name === 'string');
      for (const name of new Set(names)) {
        const sample = exampleOf(schema) as Record<string, unknown>;
        sample.event = name;
        const action = schema.properties?.data?.properties?.action;
        const verb = name.split('.').pop() ?? '';
        if (action?.enum?.includes(verb) && sample.data && typeof sample.data === 'object') {
          (sample.data as Record<string, unknown>).action = verb;
        }
        const service = typeof sample.service === 'string' ? sample.service : serviceOf(name);
        kinds.set(name, {
          name,
          service,
          source: operation.operationId ?? 'webhook-deliveries.json',
          eventField: 'event',
          sample,
          carriesPatientData: hasPatientData(sample),
        });
      }
    }
  }
  for (const sample of samples) {
    const name = (sample as { event_type?: unknown }).event_type;
    if (typeof name !== 'string') continue;
    const known = kinds.get(name);
    kinds.set(name, {
      name,
      service: known?.service ?? serviceOf(name),
      source: 'webhook-samples.json',
      eventField: 'event_type',
      sample,
      carriesPatientData: hasPatientData(sample) || (known?.carriesPatientData ?? false),
    });
  }
  if (!kinds.has(SCRIBE_COMPLETED)) {
    kinds.set(SCRIBE_COMPLETED, {
      name: SCRIBE_COMPLETED,
      service: 'scribe',
      source:
        'platform-facts.md (the envelope only: payload fields are not published; session_id is the sandbox’s)',
      eventField: 'event_id',
      sample: { service_id: 'v2rx', event_id: SCRIBE_COMPLETED, payload: { session_id: '' } },
      carriesPatientData: false,
    });
  }
  return [...kinds.values()].sort(
    (a, b) => a.service.localeCompare(b.service) || a.name.localeCompare(b.name),
  );
}

/** Transcription finished (docs/platform.md, "Webhooks"). */
export const SCRIBE_COMPLETED = 'v2rx.completed';

function serviceOf(name: string): string {
  return name.split('.')[0] ?? name;
}

/** The event name a delivered payload carries, whichever field it uses. */
export function eventNameOf(payload: unknown): string | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const record = payload as Record<string, unknown>;
  for (const field of ['event_type', 'event', 'event_id']) {
    if (typeof record[field] === 'string') return record[field];
  }
  return undefined;
}
