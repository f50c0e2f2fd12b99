import { z } from 'zod';
import { WEBHOOK_PROTOCOLS } from '../../../shared/webhook';
import type { DataVault } from '../crypto/data-vault';
import { CoreError } from '../errors';
import type { OutboxOperation } from '../outbox/operations';
import { isPlatformError } from '../platform/errors';
import * as api from '../platform/webhooks-api';
import { decryptSecret, type SecretStore } from '../secrets';
import { openQueuedEndpoint, queuedEndpointText } from './endpoint-sealing';

export const WEBHOOK_REGISTER = 'webhook.register';
export const WEBHOOK_DELETE = 'webhook.delete';

/**
 * A queued registration as stored. The signing key is a credential, so it waits in the outbox only
 * as keychain ciphertext (Base64), like every other secret the app keeps. The endpoint (its query
 * may hold a token) waits sealed with the data key (`endpointSealed`, Base64); `endpoint` in clear
 * is what an earlier version stored, sealed at start (endpoint-sealing.ts).
 */
export const RegisterPayloadSchema = z
  .object({
    endpoint: z.string().min(1).optional(),
    endpointSealed: z.string().min(1).optional(),
    event_names: z.array(z.string().min(1)).min(1),
    protocol: z.enum(WEBHOOK_PROTOCOLS),
    signingKeySealed: z.string().min(1).optional(),
  })
  .strict()
  .refine(
    (payload) => (payload.endpoint === undefined) !== (payload.endpointSealed === undefined),
    {
      message: 'A registration has one endpoint, sealed or (from an earlier version) in clear.',
    },
  );
export type RegisterPayload = z.infer<typeof RegisterPayloadSchema>;

export const DeletePayloadSchema = z.object({ id: z.string().min(1).max(200) }).strict();
export type DeletePayload = z.infer<typeof DeletePayloadSchema>;

export const RegisterResultSchema = z.object({ id: z.string() });

export function webhookOperations(
  secrets: SecretStore,
  vault: DataVault,
): OutboxOperation<unknown>[] {
  const register: OutboxOperation<RegisterPayload> = {
    name: WEBHOOK_REGISTER,
    title: 'Webhook registration',
    schema: RegisterPayloadSchema,
    describe: (payload) => `Webhook registration for ${queuedEndpointText(vault, payload)}`,
    async send(payload, context) {
      const endpoint = openQueuedEndpoint(vault, payload);
      let signingKey: string | undefined;
      if (payload.signingKeySealed) {
        try {
          signingKey = decryptSecret(secrets, Buffer.from(payload.signingKeySealed, 'base64'));
        } catch (error) {
          throw new CoreError(
            'KEYCHAIN_UNAVAILABLE',
            'the signing key saved with this registration can no longer be read from the keychain; discard it and register the webhook again',
            { cause: error },
          );
        }
      }
      const answer = await api.registerWebhook(
        context.backend.client,
        {
          event_names: payload.event_names,
          endpoint,
          protocol: payload.protocol,
          ...(signingKey ? { signing_key: signingKey } : {}),
        },
        { idempotencyKey: context.idempotencyKey, signal: context.signal },
      );
      return { id: answer.id };
    },
  };
  const remove: OutboxOperation<DeletePayload> = {
    name: WEBHOOK_DELETE,
    title: 'Webhook deletion',
    schema: DeletePayloadSchema,
    describe: (payload) => `Deletion of webhook ${payload.id}`,
    async send(payload, context) {
      await api.deleteWebhook(context.backend.client, payload.id, {
        idempotencyKey: context.idempotencyKey,
        signal: context.signal,
      });
      return undefined;
    },
    // Deleting what the platform no longer has leaves the platform as the user wanted it.
    alreadyApplied: (error) => isPlatformError(error) && error.status === 404,
  };
  // Payload types are erased here; the registry parses each payload with its own schema first.
  return [register, remove] as OutboxOperation<unknown>[];
}
