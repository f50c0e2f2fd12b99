import { z } from 'zod';
import type { ChangeOutcome } from '../../sync';
import { RegisterWebhookInputSchema, type WebhookListView } from '../../webhook';
import type { WebhookEventKind } from '../../webhooks/catalogue';
import { VerifySignatureInputSchema, type SignatureVerdict } from '../../webhooks/verdict';
import type { WEBHOOKS_METHODS } from '../channels/webhooks';

export const webhooksArgs = {
  'webhooks:list': z.object({ refresh: z.boolean().optional() }).strict(),
  'webhooks:register': RegisterWebhookInputSchema.strict(),
  'webhooks:delete': z.object({ id: z.string().min(1).max(200) }).strict(),
  'webhooks:catalogue': z.object({}).strict(),
  'webhooks:verify-signature': VerifySignatureInputSchema,
} as const satisfies Record<keyof typeof WEBHOOKS_METHODS, z.ZodType>;

export interface WebhooksResults {
  'webhooks:list': WebhookListView;
  'webhooks:register': ChangeOutcome<{ id: string }>;
  'webhooks:delete': ChangeOutcome<{ id: string }>;
  'webhooks:catalogue': WebhookEventKind[];
  'webhooks:verify-signature': SignatureVerdict;
}

/** This feature pushes no events. */
export type WebhooksEvents = Record<never, never>;
