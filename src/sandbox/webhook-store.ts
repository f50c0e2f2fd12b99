import { z } from 'zod';
import { WebhookSchema, type Webhook } from '../shared/webhook';
import seedFile from '../../resources/sandbox/seed-webhooks.json';

/**
 * The seed is imported (not read from disk) so it travels inside any bundle that includes the
 * sandbox. It is validated on every start: a hand-edited seed that no longer matches the
 * contract's Webhook shape must break the sandbox, not the tests that rely on it.
 */
export function loadSeedWebhooks(clientId: string): Webhook[] {
  const seed = z.array(WebhookSchema).parse(seedFile);
  // The file is written for the default client id; a sandbox started with another id owns it too.
  return seed.map((webhook) => ({ ...webhook, client_id: clientId }));
}

/**
 * All webhooks of one sandbox instance, for every client. Callers only ever get copies, so
 * neither a route nor a test can change stored state behind the store's back.
 */
/** One change the store applied, in order: what a chaos run counts to find duplicates and losses. */
export interface AppliedChange {
  seq: number;
  clientId: string;
  kind: 'register' | 'delete';
  webhookId: string;
  endpoint: string;
}

export class WebhookStore {
  private readonly webhooks: Webhook[];
  private readonly applied: AppliedChange[] = [];
  /** Normalised endpoints per client: a chaos run or a benchmark registers thousands. */
  private readonly endpoints = new Map<string, Set<string>>();

  constructor(initial: Webhook[]) {
    this.webhooks = structuredClone(initial);
    for (const webhook of this.webhooks)
      this.endpointsOf(webhook.client_id).add(normalizeEndpoint(webhook.endpoint));
  }

  private endpointsOf(clientId: string): Set<string> {
    let set = this.endpoints.get(clientId);
    if (!set) {
      set = new Set();
      this.endpoints.set(clientId, set);
    }
    return set;
  }

  list(clientId: string): Webhook[] {
    return structuredClone(this.webhooks.filter((webhook) => webhook.client_id === clientId));
  }

  /**
   * Whether any of the client's webhooks names `event`, without copying them (the transcription
   * watch asks every 500 ms; copying 60,000 webhooks took 0.3 s each time).
   */
  subscribes(clientId: string, event: string): boolean {
    return this.webhooks.some(
      (webhook) => webhook.client_id === clientId && webhook.event_names.includes(event),
    );
  }

  /** Endpoints compare as URLs, so `https://a.example` and `https://a.example/` are one endpoint. */
  hasEndpoint(clientId: string, endpoint: string): boolean {
    return this.endpointsOf(clientId).has(normalizeEndpoint(endpoint));
  }

  add(webhook: Webhook): void {
    this.webhooks.push(structuredClone(webhook));
    this.endpointsOf(webhook.client_id).add(normalizeEndpoint(webhook.endpoint));
    this.record('register', webhook);
  }

  /** Every change applied since start (seeding excluded), oldest first. */
  journal(clientId?: string): AppliedChange[] {
    return this.applied
      .filter((c) => clientId === undefined || c.clientId === clientId)
      .map((c) => ({ ...c }));
  }

  private record(kind: AppliedChange['kind'], webhook: Webhook): void {
    this.applied.push({
      seq: this.applied.length + 1,
      clientId: webhook.client_id,
      kind,
      webhookId: webhook.id,
      endpoint: webhook.endpoint,
    });
  }

  /** False when no webhook of that client has the id: another client's webhook is "not found". */
  remove(clientId: string, id: string): boolean {
    const index = this.webhooks.findIndex(
      (webhook) => webhook.client_id === clientId && webhook.id === id,
    );
    if (index < 0) return false;
    const [removed] = this.webhooks.splice(index, 1);
    if (removed) {
      this.endpointsOf(clientId).delete(normalizeEndpoint(removed.endpoint));
      this.record('delete', removed);
    }
    return true;
  }
}

function normalizeEndpoint(endpoint: string): string {
  try {
    return new URL(endpoint).href;
  } catch {
    return endpoint;
  }
}
