import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { decryptSecret, encryptSecret, type SecretStore } from '../secrets';

/** Plain settings and keychain-protected secrets, one row each in `settings`. */
export interface SettingsRepository {
  get(key: string): string | undefined;
  getSecret(key: string): string | undefined;
  hasSecret(key: string): boolean;
  /** Every setting's key, its plain value, and whether it is a secret (secrets are never read). */
  list(): { key: string; value: string | undefined; secret: boolean }[];
  /** The keychain ciphertext as stored, without asking the keychain (for copying it elsewhere). */
  getSecretCiphertext(key: string): Buffer | undefined;
  /** Stores ciphertext the keychain made earlier, as it is. */
  writeSecretCiphertext(key: string, ciphertext: Buffer): void;
  /** Writes all entries in one transaction; `null` deletes. Secrets are encrypted before the write starts. */
  write(entries: {
    values?: Record<string, string | null>;
    secrets?: Record<string, string | null>;
  }): void;
}

export function createSettingsRepository(
  db: Db,
  secrets: SecretStore,
  clock: Clock,
): SettingsRepository {
  const select = db.prepare<[string], { value: string | null; secret: Buffer | null }>(
    'SELECT value, secret FROM settings WHERE key = ?',
  );
  const upsertValue = db.prepare<[string, string, string]>(
    `INSERT INTO settings (key, value, secret, updated_at) VALUES (?, ?, NULL, ?)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value, secret = NULL, updated_at = excluded.updated_at`,
  );
  const upsertSecret = db.prepare<[string, Buffer, string]>(
    `INSERT INTO settings (key, value, secret, updated_at) VALUES (?, NULL, ?, ?)
     ON CONFLICT(key) DO UPDATE SET value = NULL, secret = excluded.secret, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare<[string]>('DELETE FROM settings WHERE key = ?');
  const all = db.prepare<[], { key: string; value: string | null; secret: number }>(
    'SELECT key, value, secret IS NOT NULL AS secret FROM settings ORDER BY key',
  );

  return {
    list: () =>
      all.all().map((row) => ({
        key: row.key,
        value: row.value ?? undefined,
        secret: row.secret === 1,
      })),
    get(key) {
      return select.get(key)?.value ?? undefined;
    },
    getSecret(key) {
      const row = select.get(key);
      return row?.secret ? decryptSecret(secrets, row.secret) : undefined;
    },
    hasSecret(key) {
      return Boolean(select.get(key)?.secret);
    },
    getSecretCiphertext(key) {
      return select.get(key)?.secret ?? undefined;
    },
    writeSecretCiphertext(key, ciphertext) {
      upsertSecret.run(key, ciphertext, new Date(clock.now()).toISOString());
    },
    write({ values = {}, secrets: secretValues = {} }) {
      // Encrypt first: a keychain refusal must leave the database untouched.
      const encrypted = Object.entries(secretValues).map(
        ([key, value]) => [key, value === null ? null : encryptSecret(secrets, value)] as const,
      );
      const at = new Date(clock.now()).toISOString();
      db.transaction(() => {
        for (const [key, value] of Object.entries(values)) {
          if (value === null) remove.run(key);
          else upsertValue.run(key, value, at);
        }
        for (const [key, value] of encrypted) {
          if (value === null) remove.run(key);
          else upsertSecret.run(key, value, at);
        }
      })();
    },
  };
}
