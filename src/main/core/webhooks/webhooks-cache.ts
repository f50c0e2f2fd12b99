import { WebhookSchema, type Webhook } from '../../../shared/webhook';
import type { DataVault } from '../crypto/data-vault';
import type { Db } from '../db/connection';
import type { SecretStore } from '../secrets';
import { cacheContext } from './endpoint-sealing';

export interface CachedWebhookList {
  webhooks: Webhook[];
  fetchedAt: string;
  /** True when signing keys exist but could not be kept or read (no keychain on this computer). */
  signingKeysWithheld: boolean;
}

/**
 * The last webhook list per account. Signing keys are credentials: they are kept only as
 * keychain-encrypted blobs, and withheld (not faked as `null`) where there is no keychain.
 * Endpoints (their query may hold a token) are kept only sealed with the data key; where there is
 * no keychain the list is not kept at all (an empty cache, not one with its addresses in clear).
 */
export interface WebhooksCache {
  save(accountKey: string, webhooks: Webhook[], msg: string, fetchedAt: string): void;
  load(accountKey: string): CachedWebhookList | undefined;
  /** Seals endpoints an earlier version kept in clear (drops those rows without a keychain). */
  sealClearRows(): number;
}

interface Row {
  id: string;
  record: string;
  signing_key_secret: Buffer | null;
  has_signing_key: number;
  endpoint_sealed: Buffer | null;
}

export function createWebhooksCache(db: Db, secrets: SecretStore, vault: DataVault): WebhooksCache {
  const upsertList = db.prepare<[string, string, string]>(
    `INSERT INTO webhook_lists (account_key, fetched_at, msg) VALUES (?, ?, ?)
     ON CONFLICT(account_key) DO UPDATE SET fetched_at = excluded.fetched_at, msg = excluded.msg`,
  );
  const clearRows = db.prepare<[string]>('DELETE FROM webhooks_cache WHERE account_key = ?');
  const insertRow = db.prepare<[string, number, string, string, Buffer | null, number, Buffer]>(
    `INSERT INTO webhooks_cache (account_key, position, id, record, signing_key_secret, has_signing_key, endpoint_sealed)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const clearList = db.prepare<[string]>('DELETE FROM webhook_lists WHERE account_key = ?');
  const selectList = db.prepare<[string], { fetched_at: string }>(
    'SELECT fetched_at FROM webhook_lists WHERE account_key = ?',
  );
  const selectRows = db.prepare<[string], Row>(
    'SELECT id, record, signing_key_secret, has_signing_key, endpoint_sealed FROM webhooks_cache WHERE account_key = ? ORDER BY position',
  );

  const selectClear = db.prepare<[], { account_key: string; id: string; record: string }>(
    'SELECT account_key, id, record FROM webhooks_cache WHERE endpoint_sealed IS NULL',
  );
  const setSealed = db.prepare<[string, Buffer, string, string]>(
    'UPDATE webhooks_cache SET record = ?, endpoint_sealed = ? WHERE account_key = ? AND id = ?',
  );
  const dropRow = db.prepare<[string, string]>(
    'DELETE FROM webhooks_cache WHERE account_key = ? AND id = ?',
  );

  const canEncrypt = (): boolean => secrets.availability().available;

  return {
    save(accountKey, webhooks, msg, fetchedAt) {
      const keep = canEncrypt();
      let rows;
      try {
        rows = webhooks.map((webhook, position) => {
          const { signing_key, endpoint, ...rest } = webhook;
          const secret = signing_key !== null && keep ? secrets.encrypt(signing_key) : null;
          return {
            position,
            id: webhook.id,
            record: JSON.stringify(rest),
            secret,
            has: signing_key === null ? 0 : 1,
            endpoint: vault.sealText(endpoint, cacheContext(accountKey, webhook.id)),
          };
        });
      } catch {
        // No keychain for the data key: no list is kept rather than one with addresses in clear.
        db.transaction(() => {
          clearRows.run(accountKey);
          clearList.run(accountKey);
        })();
        return;
      }
      db.transaction(() => {
        upsertList.run(accountKey, fetchedAt, msg);
        clearRows.run(accountKey);
        for (const row of rows)
          insertRow.run(
            accountKey,
            row.position,
            row.id,
            row.record,
            row.secret,
            row.has,
            row.endpoint,
          );
      })();
    },
    load(accountKey) {
      const list = selectList.get(accountKey);
      if (!list) return undefined;
      let withheld = false;
      const webhooks: Webhook[] = [];
      for (const row of selectRows.all(accountKey)) {
        let signingKey: string | null = null;
        if (row.has_signing_key === 1) {
          signingKey = readSecret(secrets, row.signing_key_secret);
          if (signingKey === null) withheld = true;
        }
        // A row that no longer parses or opens is skipped rather than shown wrong; the next live
        // list replaces it.
        const endpoint = row.endpoint_sealed
          ? openEndpoint(vault, row.endpoint_sealed, cacheContext(accountKey, row.id))
          : undefined;
        const parsed = WebhookSchema.safeParse({
          ...safeJson(row.record),
          ...(endpoint === undefined ? {} : { endpoint }),
          signing_key: signingKey,
        });
        if (parsed.success) webhooks.push(parsed.data);
      }
      return { webhooks, fetchedAt: list.fetched_at, signingKeysWithheld: withheld };
    },
    sealClearRows() {
      const clear = selectClear.all();
      if (clear.length === 0) return 0;
      return db.transaction(() => {
        for (const row of clear) {
          const { endpoint, ...rest } = safeJson(row.record) as { endpoint?: unknown };
          let sealed: Buffer | undefined;
          try {
            if (typeof endpoint === 'string') {
              sealed = vault.sealText(endpoint, cacheContext(row.account_key, row.id));
            }
          } catch {
            sealed = undefined;
          }
          if (sealed) setSealed.run(JSON.stringify(rest), sealed, row.account_key, row.id);
          else dropRow.run(row.account_key, row.id);
        }
        return clear.length;
      })();
    },
  };
}

function openEndpoint(vault: DataVault, sealed: Buffer, context: string): string | undefined {
  try {
    return vault.openText(sealed, context);
  } catch {
    return undefined;
  }
}

function readSecret(secrets: SecretStore, blob: Buffer | null): string | null {
  if (!blob || !secrets.availability().available) return null;
  try {
    return secrets.decrypt(blob);
  } catch {
    return null;
  }
}

function safeJson(text: string): object {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}
