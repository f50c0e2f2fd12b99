import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Webhook } from '../../../../src/shared/webhook';
import { createDataVault, type DataVault } from '../../../../src/main/core/crypto/data-vault';
import { openDatabase, type Db } from '../../../../src/main/core/db/connection';
import { CoreError } from '../../../../src/main/core/errors';
import { createWebhooksCache as makeCache } from '../../../../src/main/core/webhooks/webhooks-cache';
import type { SecretStore } from '../../../../src/main/core/secrets';
import { createFakeKeychain } from '../../../helpers/fake-keychain';

/** A vault over a key held in memory, or one whose keychain is missing (the edge replaced here). */
function memoryVault(available = true): DataVault {
  const key = randomBytes(32);
  return createDataVault({
    load: () => {
      if (!available) throw new CoreError('KEYCHAIN_UNAVAILABLE', 'No keychain here.');
      return { key, others: [] };
    },
    create: () => undefined,
  } as unknown as Parameters<typeof createDataVault>[0]);
}
const createWebhooksCache = (database: Db, secrets: SecretStore, vault = memoryVault()) =>
  makeCache(database, secrets, vault);

const hook = (id: string, signing_key: string | null): Webhook => ({
  id,
  event_names: ['appointment.created'],
  endpoint: `https://hooks.example.org/${id}`,
  signing_key,
  client_id: 'c1',
  protocol: 'https',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-02T10:00:00Z',
  created_by: 'c1',
  updated_by: 'c1',
});

let db: Db;
beforeEach(() => {
  db = openDatabase(':memory:');
});
afterEach(() => db.close());

describe('webhooks cache', () => {
  it('returns the saved list in order with its fetch time, signing keys restored', () => {
    const cache = createWebhooksCache(db, createFakeKeychain());
    cache.save(
      'acct',
      [hook('b', 'key-bbbbbbbbbbbbbbbb'), hook('a', null)],
      'ok',
      '2026-11-21T09:00:00.000Z',
    );
    expect(cache.load('acct')).toEqual({
      webhooks: [hook('b', 'key-bbbbbbbbbbbbbbbb'), hook('a', null)],
      fetchedAt: '2026-11-21T09:00:00.000Z',
      signingKeysWithheld: false,
    });
    expect(cache.load('other-account')).toBeUndefined();
  });

  it('never writes a signing key as text', () => {
    const cache = createWebhooksCache(db, createFakeKeychain());
    cache.save('acct', [hook('a', 'super-secret-signing-key')], 'ok', 'now');
    const dump = JSON.stringify(
      db.prepare('SELECT record, signing_key_secret FROM webhooks_cache').all(),
    );
    expect(dump).not.toContain('super-secret-signing-key');
  });

  it('never writes an endpoint (or its query token) as text, and still lists it', () => {
    const vault = memoryVault();
    const cache = createWebhooksCache(db, createFakeKeychain(), vault);
    const tokened = { ...hook('a', null), endpoint: 'https://hooks.example.org/in?token=tok-4417' };
    cache.save('acct', [tokened], 'ok', 'now');
    const dump = JSON.stringify(db.prepare('SELECT * FROM webhooks_cache').all());
    expect(dump).not.toContain('tok-4417');
    expect(dump).not.toContain('hooks.example.org');
    expect(cache.load('acct')?.webhooks).toEqual([tokened]);
  });

  it('keeps no list where there is no keychain, rather than its endpoints in clear', () => {
    const cache = createWebhooksCache(db, createFakeKeychain(), memoryVault());
    cache.save('acct', [hook('a', null)], 'ok', 't1');
    const bare = createWebhooksCache(db, createFakeKeychain(), memoryVault(false));
    bare.save('acct', [hook('b', null)], 'ok', 't2');
    expect(bare.load('acct')).toBeUndefined();
    expect(JSON.stringify(db.prepare('SELECT * FROM webhooks_cache').all())).toBe('[]');
  });

  it('seals the endpoints an earlier version kept in clear, or drops them without a keychain', () => {
    const vault = memoryVault();
    const legacy = (id: string) => {
      db.prepare(
        "INSERT OR IGNORE INTO webhook_lists (account_key, fetched_at, msg) VALUES ('acct', 't', 'ok')",
      ).run();
      const { signing_key: _key, ...record } = hook(id, null);
      db.prepare(
        `INSERT INTO webhooks_cache (account_key, position, id, record, signing_key_secret, has_signing_key)
         VALUES ('acct', ?, ?, ?, NULL, 0)`,
      ).run(id.charCodeAt(0), id, JSON.stringify(record));
    };
    legacy('a');
    const cache = createWebhooksCache(db, createFakeKeychain(), vault);
    expect(cache.sealClearRows()).toBe(1);
    expect(JSON.stringify(db.prepare('SELECT * FROM webhooks_cache').all())).not.toContain(
      'hooks.example.org',
    );
    expect(cache.load('acct')?.webhooks).toEqual([hook('a', null)]);
    expect(cache.sealClearRows()).toBe(0);
    legacy('b');
    expect(createWebhooksCache(db, createFakeKeychain(), memoryVault(false)).sealClearRows()).toBe(
      1,
    );
    expect(db.prepare('SELECT id FROM webhooks_cache').all()).toEqual([{ id: 'a' }]);
  });

  it('replaces the previous list entirely', () => {
    const cache = createWebhooksCache(db, createFakeKeychain());
    cache.save('acct', [hook('a', null), hook('b', null)], 'ok', 't1');
    cache.save('acct', [hook('c', null)], 'ok', 't2');
    expect(cache.load('acct')?.webhooks.map((w) => w.id)).toEqual(['c']);
  });

  it('withholds signing keys when there is no keychain, instead of showing them as absent', () => {
    const keychain = createFakeKeychain({ available: false });
    const cache = createWebhooksCache(db, keychain);
    cache.save('acct', [hook('a', 'secret-signing-key-1'), hook('b', null)], 'ok', 't');
    const loaded = cache.load('acct');
    expect(loaded?.signingKeysWithheld).toBe(true);
    expect(loaded?.webhooks.map((w) => w.signing_key)).toEqual([null, null]);
  });

  it('skips a corrupt row rather than failing the whole list', () => {
    const cache = createWebhooksCache(db, createFakeKeychain());
    cache.save('acct', [hook('a', null), hook('b', null)], 'ok', 't');
    db.prepare("UPDATE webhooks_cache SET record = '{not json' WHERE id = 'a'").run();
    expect(cache.load('acct')?.webhooks.map((w) => w.id)).toEqual(['b']);
  });
});
