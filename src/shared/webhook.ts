import type { SyncItemState } from './sync';
import { z } from 'zod';
import { publishedEventNames } from './webhooks/published-events';

/**
 * The six event kinds of the contract ("Resources"). The platform publishes more (the event
 * catalogue, `webhooks/catalogue.ts`); a registration may name any of them.
 */
export const WEBHOOK_EVENT_NAMES = [
  'appointment.created',
  'appointment.updated',
  'prescription.created',
  'prescription.updated',
  'receipt.created',
  'receipt.updated',
] as const;
/** An event name as the platform writes them (`appointment.tele.dr_joined`). */
export type WebhookEventName = string;

/**
 * A webhook as the list operation returns it, read tolerantly: the published schema
 * (webhooks.json, WebhookResponse) requires no field, so the app insists only on what it acts
 * on (`id` to delete, `endpoint` to show and match); fields it only displays default to empty,
 * and fields it does not know are dropped. `event_names` and `protocol` stay strings: the
 * contract says they are stored "as given at registration" (`SQS endpoint`, `Lambda function`,
 * an event name this app does not know), so they are shown, not rejected.
 */
export const WebhookSchema = z.object({
  id: z.string().min(1),
  event_names: z.array(z.string()).default([]),
  endpoint: z.string(),
  signing_key: z
    .string()
    .nullish()
    .transform((key) => key ?? null),
  client_id: z.string().default(''),
  protocol: z.string().default(''),
  created_at: z.string().default(''),
  updated_at: z.string().default(''),
  created_by: z.string().default(''),
  updated_by: z.string().default(''),
});
export type Webhook = z.infer<typeof WebhookSchema>;

export const WebhookListResponseSchema = z.object({
  data: z.array(WebhookSchema),
  msg: z.string().default(''),
});
export type WebhookListResponse = z.infer<typeof WebhookListResponseSchema>;

/** The protocols the platform lists (docs/platform.md, "Webhooks"). */
export const WEBHOOK_PROTOCOLS = ['https', 'http', 'SQS endpoint', 'Lambda function'] as const;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Endpoints are absolute https URLs (deliveries carry clinic data), or http on this computer's
 * loopback (the sandbox and the console's own listener), or a Lambda function's ARN.
 */
export function isAcceptableEndpoint(value: string): boolean {
  if (/^arn:aws:lambda:[a-z0-9-]+:\d{12}:function:[A-Za-z0-9_-]+(:[A-Za-z0-9_$-]+)?$/.test(value)) {
    return true;
  }
  try {
    const url = new URL(value);
    if (url.username || url.password || url.hostname.length === 0) return false;
    return (
      url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
    );
  } catch {
    return false;
  }
}

export const webhookEndpointSchema = z
  .string()
  .trim()
  .min(1, 'Enter the endpoint URL.')
  .max(2048, 'The endpoint URL is longer than 2048 characters.')
  .refine(
    isAcceptableEndpoint,
    'The endpoint must be a full https:// address without a user name or password (http:// only on this computer, 127.0.0.1), or a Lambda function ARN.',
  );

/** Registration body as in docs/platform.md: `{event_names[], endpoint, signing_key?, protocol}`. */
export const RegisterWebhookInputSchema = z.object({
  event_names: z
    .array(
      z
        .string()
        .refine((name) => publishedEventNames().has(name), 'Not an event the platform publishes.'),
    )
    .min(1, 'Choose at least one event.')
    .refine((names) => new Set(names).size === names.length, 'An event is listed twice.'),
  endpoint: webhookEndpointSchema,
  signing_key: z
    .string()
    .min(16, 'A signing key needs at least 16 characters.')
    .max(256, 'A signing key has at most 256 characters.')
    .optional(),
  protocol: z.enum(WEBHOOK_PROTOCOLS, { error: 'Choose a protocol.' }),
});
export type RegisterWebhookInput = z.infer<typeof RegisterWebhookInputSchema>;

/** `id` is what the app keeps; `status` is shown when given (published: neither is required). */
export const RegisterWebhookResponseSchema = z.object({
  id: z.string().min(1),
  status: z.string().default(''),
});
/** Nothing in a delete's answer is needed: a 2xx is the confirmation. */
export const DeleteWebhookResponseSchema = z.object({
  status: z.string().default(''),
  msg: z.string().default(''),
  /** Not published; when an answer does name a webhook, it must be the one deleted. */
  id: z.union([z.string(), z.number()]).optional(),
});

/** What the Webhooks screen receives: the list plus where it came from and how old it is. */
export interface WebhookListView {
  webhooks: Webhook[];
  source: 'live' | 'cache';
  /** ISO time the list was last fetched from the platform; null when never. */
  fetchedAt: string | null;
  /** Why the cache is shown instead of a live list (absent when live). */
  staleReason?: { code: string; message: string };
  /** True when the saved copy could not keep signing keys (no OS keychain): they show as withheld. */
  signingKeysWithheld?: boolean;
  /** Registrations and deletions saved locally and not yet confirmed by the platform, oldest first. */
  pending: PendingWebhookChange[];
  /** When a page was asked for (`limit`, `event`): how many webhooks match, of how many. */
  total?: number;
  registered?: number;
  /** When a page was asked for: every event name the whole list subscribes to. */
  eventNames?: string[];
}

/**
 * A webhook change in the outbox, shown beside the list until the platform confirms it.
 * `message` is the reason when the change is rejected or dead (the platform's own words), and
 * the status sentence otherwise.
 */
export type PendingWebhookChange =
  | {
      kind: 'register';
      outboxId: number;
      endpoint: string;
      event_names: WebhookEventName[];
      state: SyncItemState;
      message: string;
    }
  | { kind: 'delete'; outboxId: number; webhookId: string; state: SyncItemState; message: string };
