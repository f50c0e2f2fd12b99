import type { Migration } from './index';

/**
 * A cached webhook's endpoint (an address its receiver trusts, often with a token in its query)
 * is kept sealed with the data key in `endpoint_sealed`, no longer inside `record`. A migration
 * has no data key, so the rows an earlier version wrote are sealed when the app starts
 * (`WebhooksCache.sealClearRows`), or dropped there where there is no keychain (the cache is
 * filled again by the next list from the platform).
 */
export const m0025WebhookEndpointsSealed: Migration = {
  version: 25,
  name: '0025-webhook-endpoints-sealed',
  up(db) {
    db.exec('ALTER TABLE webhooks_cache ADD COLUMN endpoint_sealed BLOB;');
  },
};
