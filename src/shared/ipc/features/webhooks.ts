import { z } from 'zod';
import type { ChangeOutcome } from '../../sync';
import { RegisterWebhookInputSchema, type WebhookListView } from '../../webhook';
import type { WebhookEventKind } from '../../webhooks/catalogue';
import {
  StartListenerInputSchema,
  type DeliveryBody,
  type ListenerState,
  type ReceivedDelivery,
} from '../../webhooks/listen';
import { VerifySignatureInputSchema, type SignatureVerdict } from '../../webhooks/verdict';
import type { WEBHOOKS_METHODS } from '../channels/webhooks';
import { lazyArgs } from '../lazy-args';

const id = z.string().min(1).max(200);

export const webhooksArgs = lazyArgs({
  'webhooks:list': () =>
    z
      .object({
        refresh: z.boolean().optional(),
        /** Only the webhooks subscribed to this event. */
        event: z.string({ message: 'The event filter must be an event name.' }).min(1).optional(),
        /** Only the first this many (the rows the screen shows). */
        limit: z
          .number({ message: 'The number of webhooks must be a whole number from 1 to 10000.' })
          .int({ message: 'The number of webhooks must be a whole number from 1 to 10000.' })
          .min(1, { message: 'The number of webhooks must be a whole number from 1 to 10000.' })
          .max(10_000, {
            message: 'The number of webhooks must be a whole number from 1 to 10000.',
          })
          .optional(),
      })
      .strict(),
  'webhooks:register': () => RegisterWebhookInputSchema.strict(),
  'webhooks:delete': () => z.object({ id }).strict(),
  'webhooks:catalogue': () => z.object({}).strict(),
  'webhooks:verify-signature': () => VerifySignatureInputSchema,
  'webhooks:send-test': () =>
    z.object({ id, event: z.string().min(1).max(100).optional() }).strict(),
  'webhooks:listen-start': () => StartListenerInputSchema,
  'webhooks:listen-stop': () => z.object({}).strict(),
  'webhooks:listen-state': () => z.object({}).strict(),
  'webhooks:reveal-delivery': () =>
    z
      .object({
        id,
        /** Show the kept bytes as received, patient data included (default: redacted). */
        patientData: z.boolean().optional(),
      })
      .strict(),
  'webhooks:generate-key': () => z.object({}).strict(),
} satisfies Record<keyof typeof WEBHOOKS_METHODS, () => z.ZodType>);

export interface WebhooksResults {
  'webhooks:list': WebhookListView;
  'webhooks:register': ChangeOutcome<{ id: string }>;
  'webhooks:delete': ChangeOutcome<{ id: string }>;
  'webhooks:catalogue': WebhookEventKind[];
  'webhooks:verify-signature': SignatureVerdict;
  'webhooks:send-test': { deliveryId: string };
  'webhooks:listen-start': ListenerState;
  'webhooks:listen-stop': ListenerState;
  'webhooks:listen-state': { listener: ListenerState; deliveries: ReceivedDelivery[] };
  'webhooks:reveal-delivery': DeliveryBody;
  'webhooks:generate-key': { key: string };
}

/** This feature pushes no events. */
export type WebhooksEvents = Record<never, never>;
