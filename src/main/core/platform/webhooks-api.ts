import {
  DeleteWebhookResponseSchema,
  RegisterWebhookResponseSchema,
  WebhookListResponseSchema,
  type RegisterWebhookInput,
  type WebhookListResponse,
} from '../../../shared/webhook';
import type { PlatformClient } from './client';
import { namesAnotherRecord } from './errors';

export const WEBHOOKS_PATH = '/notification/v1/connect/webhook/subscriptions';

export function listWebhooks(
  client: PlatformClient,
  signal?: AbortSignal,
): Promise<WebhookListResponse> {
  return client.request({
    method: 'GET',
    path: WEBHOOKS_PATH,
    schema: WebhookListResponseSchema,
    what: 'Loading the webhooks',
    ...(signal ? { signal } : {}),
  });
}

/** A request that changes something: always with its outbox row's idempotency key. */
export interface ChangeRequestOptions {
  idempotencyKey: string;
  signal?: AbortSignal;
}

function changeHeaders(options: ChangeRequestOptions) {
  return {
    headers: { 'idempotency-key': options.idempotencyKey },
    ...(options.signal ? { signal: options.signal } : {}),
  };
}

export function registerWebhook(
  client: PlatformClient,
  input: RegisterWebhookInput,
  options: ChangeRequestOptions,
): Promise<{ id: string; status: string }> {
  return client.request({
    method: 'POST',
    path: WEBHOOKS_PATH,
    body: input,
    schema: RegisterWebhookResponseSchema,
    what: 'Registering the webhook',
    ...changeHeaders(options),
  });
}

export async function deleteWebhook(
  client: PlatformClient,
  id: string,
  options: ChangeRequestOptions,
): Promise<{ status: string; msg: string }> {
  let httpStatus = 200;
  const answer = await client.request({
    method: 'DELETE',
    path: `${WEBHOOKS_PATH}/${encodeURIComponent(id)}`,
    schema: DeleteWebhookResponseSchema,
    what: 'Deleting the webhook',
    onStatus: (status) => {
      httpStatus = status;
    },
    ...changeHeaders(options),
  });
  if (answer.id !== undefined && String(answer.id) !== id) {
    throw namesAnotherRecord('Deleting the webhook', httpStatus);
  }
  return { status: answer.status, msg: answer.msg };
}
