import type { ZodType } from 'zod';
import { randomUUID } from 'node:crypto';
import type { ChangeOutcome } from '../../../shared/sync';
import type {
  PendingWebhookChange,
  RegisterWebhookInput,
  WebhookListView,
} from '../../../shared/webhook';
import type { Clock } from '../clock';
import { tracked, type ConnectionMonitor } from '../connection/connection-monitor';
import { CoreError } from '../errors';
import type { ChangeSubmitter } from '../outbox/change-submitter';
import type { OutboxRepository } from '../outbox/outbox-repository';
import { describeRow } from '../outbox/sync-view';
import { readStored, type OperationRegistry } from '../outbox/operations';
import { isPlatformError } from '../platform/errors';
import * as api from '../platform/webhooks-api';
import type { DataVault } from '../crypto/data-vault';
import { explainStorageError } from '../db/db-errors';
import { encryptSecret, type SecretStore } from '../secrets';
import { queuedEndpointText, sealQueuedEndpoint } from './endpoint-sealing';
import type { Backend } from '../backend';
import type { WebhooksCache } from './webhooks-cache';
import {
  DeletePayloadSchema,
  RegisterPayloadSchema,
  RegisterResultSchema,
  WEBHOOK_DELETE,
  WEBHOOK_REGISTER,
  type RegisterPayload,
} from './webhook-operations';

/** While the platform was unreachable this recently, a plain (non-refresh) list serves the cache at once. */
export const OFFLINE_SHORTCUT_MS = 5_000;

export interface WebhooksService {
  list(options?: { refresh?: boolean }): Promise<WebhookListView>;
  /** Saved locally and sent through the outbox; online, the platform's answer comes back at once. */
  register(input: RegisterWebhookInput): Promise<ChangeOutcome<{ id: string }>>;
  delete(id: string): Promise<ChangeOutcome<{ id: string }>>;
}

export function createWebhooksService(deps: {
  backend: () => Promise<Backend>;
  cache: WebhooksCache;
  connection: ConnectionMonitor;
  clock: Clock;
  outbox: OutboxRepository;
  operations: OperationRegistry;
  changes: ChangeSubmitter;
  secrets: SecretStore;
  vault: DataVault;
}): WebhooksService {
  const { cache, connection, clock } = deps;

  /** Webhook rows of this account still open in the outbox, in the shape the list shows. */
  function pendingFor(accountKey: string): PendingWebhookChange[] {
    const pending: PendingWebhookChange[] = [];
    for (const row of deps.outbox.openOf([WEBHOOK_REGISTER, WEBHOOK_DELETE])) {
      if (row.account !== accountKey) continue;
      const view = describeRow(row, deps.operations, clock.now());
      const stuck = view.state === 'rejected' || view.state === 'dead';
      const message = stuck ? (view.lastError ?? view.message) : view.message;
      const common = { outboxId: row.id, state: view.state, message };
      if (row.operation === WEBHOOK_REGISTER) {
        const payload = stored(RegisterPayloadSchema, row.payload);
        pending.push({
          kind: 'register',
          endpoint: payload ? queuedEndpointText(deps.vault, payload) : '(unreadable)',
          event_names: payload?.event_names ?? [],
          ...common,
        });
      } else if (row.operation === WEBHOOK_DELETE) {
        const payload = stored(DeletePayloadSchema, row.payload);
        if (payload) pending.push({ kind: 'delete', webhookId: payload.id, ...common });
      }
    }
    return pending;
  }

  function fromCache(
    accountKey: string,
    reason: { code: string; message: string },
  ): WebhookListView | undefined {
    const cached = cache.load(accountKey);
    if (!cached) return undefined;
    return {
      webhooks: cached.webhooks,
      source: 'cache',
      fetchedAt: cached.fetchedAt,
      staleReason: reason,
      pending: pendingFor(accountKey),
      ...(cached.signingKeysWithheld ? { signingKeysWithheld: true } : {}),
    };
  }

  /**
   * Without a keychain this throws KEYCHAIN_UNAVAILABLE (the address is not kept in clear); the
   * first seal may write the data key, and a locked or full database says so in its sentence.
   */
  function sealEndpoint(endpoint: string): string {
    try {
      return sealQueuedEndpoint(deps.vault, endpoint);
    } catch (error) {
      throw explainStorageError(error);
    }
  }

  return {
    async list(options = {}) {
      const backend = await deps.backend();
      const offlineSince = connection.offlineSince();
      if (
        !options.refresh &&
        offlineSince !== undefined &&
        clock.now() - offlineSince < OFFLINE_SHORTCUT_MS
      ) {
        const shortcut = fromCache(backend.accountKey, {
          code: 'OFFLINE',
          message: connection.status().detail ?? 'The platform cannot be reached.',
        });
        if (shortcut) return shortcut;
      }
      try {
        const answer = await tracked(connection, api.listWebhooks(backend.client));
        const fetchedAt = new Date(clock.now()).toISOString();
        cache.save(backend.accountKey, answer.data, answer.msg, fetchedAt);
        return {
          webhooks: answer.data,
          source: 'live',
          fetchedAt,
          pending: pendingFor(backend.accountKey),
        };
      } catch (error) {
        if (isPlatformError(error) && (error.unreachable || error.failure === 'bad-response')) {
          const cached = fromCache(backend.accountKey, {
            code: error.code,
            message: error.message,
          });
          if (cached) return cached;
        }
        throw error;
      }
    },
    async register(input) {
      const backend = await deps.backend();
      const payload: RegisterPayload = {
        endpointSealed: sealEndpoint(input.endpoint),
        event_names: input.event_names,
        protocol: input.protocol,
      };
      if (input.signing_key) {
        payload.signingKeySealed = encryptSecret(deps.secrets, input.signing_key).toString(
          'base64',
        );
      }
      return deps.changes.submit(
        {
          operation: WEBHOOK_REGISTER,
          orderingKey: `webhook:new:${randomUUID()}`,
          account: backend.accountKey,
          payload,
        },
        {
          sent: (row) => stored(RegisterResultSchema, row.result) ?? { id: '' },
          refused: (row) => {
            const message = `Registering the webhook was refused by the platform: ${row.lastError ?? 'refused'}.`;
            // The platform's duplicate-endpoint refusal belongs on the endpoint field.
            throw new CoreError('REJECTED', message, {
              ...(/endpoint/i.test(row.lastError ?? '') ? { fields: { endpoint: message } } : {}),
            });
          },
        },
      );
    },
    async delete(id) {
      const backend = await deps.backend();
      return deps.changes.submit(
        {
          operation: WEBHOOK_DELETE,
          orderingKey: `webhook:${id}`,
          account: backend.accountKey,
          payload: { id },
        },
        {
          sent: () => ({ id }),
          refused: (row) => {
            throw new CoreError(
              'REJECTED',
              `Deleting the webhook was refused by the platform: ${row.lastError ?? 'refused'}.`,
            );
          },
        },
      );
    },
  };
}

function stored<T>(schema: ZodType<T>, text: string | undefined): T | undefined {
  const read = readStored(schema, text);
  return read.ok ? read.payload : undefined;
}
