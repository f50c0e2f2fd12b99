import { createHmac, randomUUID } from 'node:crypto';
import type { Webhook } from '../shared/webhook';
import { pythonCompact, pythonDumps } from './python-json';
import { buildPayload, type EventIds } from './webhook-payload';
import { PUBLISHED_EVENTS } from './webhook-events';

export const SIGNATURE_HEADER = 'Eka-Webhook-Signature';

/** One try at one delivery, as the admin route shows it (no body, no key). */
export interface DeliveryAttempt {
  deliveryId: string;
  webhookId: string;
  endpoint: string;
  event: string;
  attempt: number;
  at: string;
  outcome: 'delivered' | 'failed' | 'gave-up' | 'skipped';
  status?: number;
  error?: string;
  nextAttemptAt?: string;
  /** The wait before the next try: doubling from the base delay, capped. */
  retryInMs?: number;
  signed: boolean;
}

export interface DeliveryRetry {
  /** Tries per delivery, the first included. */
  attempts: number;
  /** Delay before the second try; doubled each time, capped at `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Per try. */
  timeoutMs: number;
}

/** About four minutes of retrying (2 s doubling, capped at 2 min), giving a receiver a while to come back. */
export const DEFAULT_DELIVERY_RETRY: DeliveryRetry = {
  attempts: 8,
  baseDelayMs: 2_000,
  maxDelayMs: 120_000,
  timeoutMs: 5_000,
};

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The sandbox only ever calls this computer: a registered internet address is recorded, not called. */
export function isLoopbackEndpoint(endpoint: string): boolean {
  try {
    const url = new URL(endpoint);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Sends the platform's deliveries: for an event, every webhook of the client that names it gets
 * the published payload, with `Eka-Webhook-Signature: t=<seconds>,v1=<hex HMAC-SHA256>` when it
 * has a signing key. Sandbox assumption (README): the body is written as Python writes JSON by
 * default and the HMAC is over "<t>." plus its compact form, which is what the platform's own
 * verifier computes. A failure (no answer, non-2xx) is retried with doubling delays.
 */
export class WebhookDeliverer {
  private readonly log: DeliveryAttempt[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly closing = new AbortController();

  constructor(
    private readonly deps: {
      webhooks: (clientId: string) => Webhook[];
      now: () => number;
      retry: DeliveryRetry;
    },
  ) {}

  /** Something happened: deliver `event` to every subscribed endpoint. Returns the delivery ids. */
  emit(clientId: string, event: string, ids: EventIds = {}): string[] {
    return this.deps
      .webhooks(clientId)
      .filter((webhook) => webhook.event_names.includes(event))
      .map((webhook) => this.deliver(clientId, webhook, event, ids));
  }

  /** One delivery of `event` (default: the webhook's first) to one webhook, as a test. */
  sendTest(clientId: string, webhookId: string, event?: string): string | undefined {
    const webhook = this.deps.webhooks(clientId).find((w) => w.id === webhookId);
    const name = event ?? webhook?.event_names[0] ?? 'appointment.created';
    if (!webhook || !PUBLISHED_EVENTS.has(name)) return undefined;
    return this.deliver(clientId, webhook, name, {});
  }

  private record(attempt: DeliveryAttempt): void {
    this.log.push(attempt);
    if (this.log.length > 1_000) this.log.shift();
  }

  attempts(): DeliveryAttempt[] {
    return this.log.map((attempt) => ({ ...attempt }));
  }

  close(): void {
    this.closing.abort();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private deliver(clientId: string, webhook: Webhook, event: string, ids: EventIds): string {
    const deliveryId = randomUUID();
    const kind = PUBLISHED_EVENTS.get(event);
    if (!kind) return deliveryId;
    const payload = buildPayload(kind, { clientId, ids, now: this.deps.now() });
    void this.attempt({ deliveryId, webhook, event, payload }, 1);
    return deliveryId;
  }

  private async attempt(
    delivery: { deliveryId: string; webhook: Webhook; event: string; payload: unknown },
    attempt: number,
  ): Promise<void> {
    const { webhook, payload } = delivery;
    const base = {
      deliveryId: delivery.deliveryId,
      webhookId: webhook.id,
      endpoint: webhook.endpoint,
      event: delivery.event,
      attempt,
      at: new Date(this.deps.now()).toISOString(),
      signed: webhook.signing_key !== null,
    };
    if (!isLoopbackEndpoint(webhook.endpoint)) {
      this.record({ ...base, outcome: 'skipped', error: 'not a loopback address' });
      return;
    }
    const body = pythonDumps(payload);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (webhook.signing_key) {
      const t = Math.floor(this.deps.now() / 1000);
      const v1 = createHmac('sha256', webhook.signing_key)
        .update(`${t}.${pythonCompact(payload)}`)
        .digest('hex');
      headers[SIGNATURE_HEADER] = `t=${t},v1=${v1}`;
    }
    let status: number | undefined;
    let error: string | undefined;
    try {
      const signal = AbortSignal.any([
        this.closing.signal,
        AbortSignal.timeout(this.deps.retry.timeoutMs),
      ]);
      const response = await fetch(webhook.endpoint, {
        method: 'POST',
        headers,
        body,
        signal,
        redirect: 'manual',
      });
      status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (caught) {
      error = caught instanceof Error ? caught.name : 'network error';
    }
    if (this.closing.signal.aborted) return;
    if (status !== undefined && status >= 200 && status < 300) {
      this.record({ ...base, outcome: 'delivered', status });
      return;
    }
    const { retry } = this.deps;
    const failed = {
      ...base,
      ...(status !== undefined ? { status } : {}),
      ...(error ? { error } : {}),
    };
    if (attempt >= retry.attempts) {
      this.record({ ...failed, outcome: 'gave-up' });
      return;
    }
    const delay = Math.min(retry.baseDelayMs * 2 ** (attempt - 1), retry.maxDelayMs);
    const nextAttemptAt = new Date(this.deps.now() + delay).toISOString();
    this.record({ ...failed, outcome: 'failed', nextAttemptAt, retryInMs: delay });
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(delivery, attempt + 1);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }
}
