import type { SyncItemState } from './sync';
import { z } from 'zod';

/** The six event kinds a webhook can name (contract, "Resources"). */
export const WEBHOOK_EVENT_NAMES = [
  'appointment.created',
  'appointment.updated',
  'prescription.created',
  'prescription.updated',
  'receipt.created',
  'receipt.updated',
] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENT_NAMES)[number];

/**
 * A webhook exactly as the list operation returns it. `event_names` stays `string[]`: the contract
 * says they are "the names given when the webhook was registered", so an unknown name from the
 * platform is shown, not rejected.
 */
export const WebhookSchema = z.object({
  id: z.string(),
  event_names: z.array(z.string()),
  endpoint: z.string(),
  signing_key: z.string().nullable(),
  client_id: z.string(),
  protocol: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.string(),
  updated_by: z.string(),
});
export type Webhook = z.infer<typeof WebhookSchema>;

export const WebhookListResponseSchema = z.object({
  data: z.array(WebhookSchema),
  msg: z.string(),
});
export type WebhookListResponse = z.infer<typeof WebhookListResponseSchema>;

export const WEBHOOK_PROTOCOLS = ['https'] as const;

/** Endpoints must be absolute https URLs: deliveries carry clinic data. */
export const webhookEndpointSchema = z
  .string()
  .trim()
  .min(1, 'Enter the endpoint URL.')
  .max(2048, 'The endpoint URL is longer than 2048 characters.')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'The endpoint must be a full https:// address, without a user name or password.');

/** Registration body as in platform-facts.md: `{event_names[], endpoint, signing_key?, protocol}`. */
export const RegisterWebhookInputSchema = z.object({
  event_names: z
    .array(z.enum(WEBHOOK_EVENT_NAMES, { error: 'Unknown event name.' }))
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

export const RegisterWebhookResponseSchema = z.object({ id: z.string(), status: z.string() });
export const DeleteWebhookResponseSchema = z.object({ status: z.string(), msg: z.string() });

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
