import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Webhook } from '../shared/webhook';
import { platformError } from './responses';
import type { Route } from './router';
import { PUBLISHED_EVENTS } from './webhook-events';
import type { WebhookStore } from './webhook-store';

export const SUBSCRIPTIONS_PATH = '/notification/v1/connect/webhook/subscriptions';

const LAMBDA_ARN = /^arn:aws:lambda:[a-z0-9-]+:\d{12}:function:[A-Za-z0-9_-]+(:[A-Za-z0-9_$-]+)?$/;

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The registration body of docs/platform.md. Stricter than "anything goes" so clients see
 * the 400s a real platform gives, but it takes any protocol string: the contract says the
 * protocol is stored "as given at registration". Only `endpoint` is required (webhooks.json,
 * RegisterWebhookRequest); a registration without events subscribes to none, and one without
 * a protocol is stored with its endpoint's scheme (a sandbox assumption: nothing is published).
 */
const RegisterBody = z.object(
  {
    event_names: z
      .array(
        z.string().refine((name) => PUBLISHED_EVENTS.has(name), {
          error: (issue) => `event_names holds an unknown event: ${JSON.stringify(issue.input)}`,
        }),
        { error: 'event_names must be a list of published event names' },
      )
      .min(1, 'event_names must name at least one event')
      .refine((names) => new Set(names).size === names.length, 'event_names lists an event twice')
      .optional(),
    endpoint: z
      .string({ error: 'endpoint must be a string' })
      // A Lambda function is named by its ARN (docs/platform.md lists the protocol).
      .refine(
        (value) => isAbsoluteHttpUrl(value) || LAMBDA_ARN.test(value),
        'endpoint must be an absolute http(s) URL or a Lambda function ARN',
      ),
    signing_key: z
      .string({ error: 'signing_key must be a string or null' })
      .min(1, 'signing_key must not be empty')
      .nullable()
      .optional(),
    protocol: z
      .string({ error: 'protocol must be a non-empty string' })
      .min(1, 'protocol must be a non-empty string')
      .optional(),
  },
  { error: 'request body must be a JSON object' },
);

/** List, register and delete webhooks, always scoped to the caller's client id. */
export function webhookRoutes(store: WebhookStore, now: () => number): Route[] {
  return [
    {
      service: 'platform',
      method: 'GET',
      path: SUBSCRIPTIONS_PATH,
      handle: ({ caller }) => ({
        status: 200,
        body: { data: store.list(caller.clientId), msg: 'Webhooks fetched successfully' },
      }),
    },
    {
      service: 'platform',
      method: 'POST',
      path: SUBSCRIPTIONS_PATH,
      handle: ({ caller, body }) => {
        const parsed = RegisterBody.safeParse(body);
        if (!parsed.success) {
          return platformError(400, parsed.error.issues[0]?.message ?? 'invalid request body');
        }
        const input = parsed.data;
        if (store.hasEndpoint(caller.clientId, input.endpoint)) {
          return platformError(400, 'requested endpoint is already registered');
        }
        const at = new Date(now()).toISOString();
        const webhook: Webhook = {
          id: randomUUID(),
          event_names: input.event_names ?? [],
          endpoint: input.endpoint,
          signing_key: input.signing_key ?? null,
          client_id: caller.clientId,
          protocol:
            input.protocol ??
            (LAMBDA_ARN.test(input.endpoint)
              ? 'Lambda function'
              : new URL(input.endpoint).protocol.replace(/:$/, '')),
          created_at: at,
          updated_at: at,
          created_by: caller.clientId,
          updated_by: caller.clientId,
        };
        store.add(webhook);
        return { status: 201, body: { id: webhook.id, status: 'success' } };
      },
    },
    {
      service: 'platform',
      method: 'DELETE',
      path: `${SUBSCRIPTIONS_PATH}/:id`,
      handle: ({ caller, params }) =>
        store.remove(caller.clientId, params.id ?? '')
          ? { status: 200, body: { status: 'success', msg: 'Webhook deleted successfully' } }
          : platformError(404, 'webhook not found'),
    },
  ];
}
