import type { DataVault } from '../crypto/data-vault';
import { CoreError } from '../errors';
import { errorName, type Logger } from '../log/logger';
import type { OutboxRepository } from '../outbox/outbox-repository';

/**
 * A webhook's endpoint is an address the integrator's receiver trusts, often with a token in its
 * query: at rest it is kept only sealed with the data key, in the outbox (a registration waiting
 * to be sent) and in the cached list, and opened when sent or shown.
 */
const OUTBOX_CONTEXT = 'outbox:webhook-endpoint';
export const cacheContext = (accountKey: string, id: string): string =>
  `webhooks-cache:endpoint:${accountKey}:${id}`;

/** Base64 of the sealed endpoint, for a queued registration's payload. */
export function sealQueuedEndpoint(vault: DataVault, endpoint: string): string {
  return vault.sealText(endpoint, OUTBOX_CONTEXT).toString('base64');
}

/** The endpoint of a queued registration (sealed, or in clear from an earlier version). */
export function openQueuedEndpoint(
  vault: DataVault,
  payload: { endpoint?: string | undefined; endpointSealed?: string | undefined },
): string {
  if (payload.endpoint !== undefined) return payload.endpoint;
  try {
    return vault.openText(Buffer.from(payload.endpointSealed ?? '', 'base64'), OUTBOX_CONTEXT);
  } catch (error) {
    throw new CoreError(
      'KEYCHAIN_UNAVAILABLE',
      'the address saved with this registration cannot be read on this computer now; discard it and register the webhook again',
      { cause: error },
    );
  }
}

/** For lists: the endpoint, or a phrase saying it cannot be read now. */
export function queuedEndpointText(
  vault: DataVault,
  payload: { endpoint?: string | undefined; endpointSealed?: string | undefined },
): string {
  try {
    return openQueuedEndpoint(vault, payload);
  } catch {
    return '(an address that cannot be read on this computer now)';
  }
}

/**
 * Seals the endpoints an earlier version kept in clear in queued and sent registrations (the
 * cache seals its own rows, webhooks-cache.ts), through the outbox's own rewrite. A migration
 * cannot: it has no data key. Where there is no keychain nothing can be sealed; they stay as they
 * are until there is one.
 */
export function sealClearQueuedEndpoints(
  outbox: Pick<OutboxRepository, 'rewritePayloads'>,
  vault: DataVault,
  /** The registration operation's name (webhook-operations.ts). */
  operation: string,
  logger?: Logger,
): number {
  try {
    return outbox.rewritePayloads(operation, (payload) => {
      if (typeof payload !== 'object' || payload === null) return undefined;
      const { endpoint, ...rest } = payload as Record<string, unknown>;
      if (typeof endpoint !== 'string') return undefined;
      return { ...rest, endpointSealed: sealQueuedEndpoint(vault, endpoint) };
    });
  } catch (error) {
    logger?.info({ err: errorName(error) }, 'queued webhook endpoints were not sealed');
    return 0;
  }
}
