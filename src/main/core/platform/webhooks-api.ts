import {
  DeleteWebhookResponseSchema,
  RegisterWebhookResponseSchema,
  WebhookListResponseSchema,
  type RegisterWebhookInput,
  type WebhookListResponse,
} from '../../../shared/webhook';
import type { PlatformClient } from './client';

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

export function registerWebhook(
  client: PlatformClient,
  input: RegisterWebhookInput,
): Promise<{ id: string; status: string }> {
  return client.request({
    method: 'POST',
    path: WEBHOOKS_PATH,
    body: input,
    schema: RegisterWebhookResponseSchema,
    what: 'Registering the webhook',
  });
}

export function deleteWebhook(
  client: PlatformClient,
  id: string,
): Promise<{ status: string; msg: string }> {
  return client.request({
    method: 'DELETE',
    path: `${WEBHOOKS_PATH}/${encodeURIComponent(id)}`,
    schema: DeleteWebhookResponseSchema,
    what: 'Deleting the webhook',
  });
}
