import { WebhookSchema, type Webhook } from '../../../shared/webhook';
import type { Db } from '../db/connection';
import type { SecretStore } from '../secrets';

export interface CachedWebhookList {
  webhooks: Webhook[];
  fetchedAt: string;
  /** True when signing keys exist but could not be kept or read (no keychain on this computer). */
  signingKeysWithheld: boolean;
}

/**
 * The last webhook list per account. Signing keys are credentials: they are kept only as
 * keychain-encrypted blobs, and withheld (not faked as `null`) where there is no keychain.
 */
export interface WebhooksCache {
  save(accountKey: string, webhooks: Webhook[], msg: string, fetchedAt: string): void;
  load(accountKey: string): CachedWebhookList | undefined;
}

interface Row {
  record: string;
  signing_key_secret: Buffer | null;
  has_signing_key: number;
}

export function createWebhooksCache(db: Db, secrets: SecretStore): WebhooksCache {
  const upsertList = db.prepare<[string, string, string]>(
    `INSERT INTO webhook_lists (account_key, fetched_at, msg) VALUES (?, ?, ?)
     ON CONFLICT(account_key) DO UPDATE SET fetched_at = excluded.fetched_at, msg = excluded.msg`,
  );
  const clearRows = db.prepare<[string]>('DELETE FROM webhooks_cache WHERE account_key = ?');
  const insertRow = db.prepare<[string, number, string, string, Buffer | null, number]>(
    `INSERT INTO webhooks_cache (account_key, position, id, record, signing_key_secret, has_signing_key)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const selectList = db.prepare<[string], { fetched_at: string }>(
    'SELECT fetched_at FROM webhook_lists WHERE account_key = ?',
  );
  const selectRows = db.prepare<[string], Row>(
    'SELECT record, signing_key_secret, has_signing_key FROM webhooks_cache WHERE account_key = ? ORDER BY position',
  );

  const canEncrypt = (): boolean => secrets.availability().available;

  return {
    save(accountKey, webhooks, msg, fetchedAt) {
      const keep = canEncrypt();
      const rows = webhooks.map((webhook, position) => {
        const { signing_key, ...rest } = webhook;
        const secret = signing_key !== null && keep ? secrets.encrypt(signing_key) : null;
        return {
          position,
          id: webhook.id,
          record: JSON.stringify(rest),
          secret,
          has: signing_key === null ? 0 : 1,
        };
      });
      db.transaction(() => {
        upsertList.run(accountKey, fetchedAt, msg);
        clearRows.run(accountKey);
        for (const row of rows)
          insertRow.run(accountKey, row.position, row.id, row.record, row.secret, row.has);
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
        // A row that no longer parses is skipped rather than shown wrong; the next live list replaces it.
        const parsed = WebhookSchema.safeParse({
          ...safeJson(row.record),
          signing_key: signingKey,
        });
        if (parsed.success) webhooks.push(parsed.data);
      }
      return { webhooks, fetchedAt: list.fetched_at, signingKeysWithheld: withheld };
    },
  };
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
