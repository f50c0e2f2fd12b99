import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Webhook } from '../../../../src/shared/webhook';
import { openDatabase, type Db } from '../../../../src/main/core/db/connection';
import { createWebhooksCache } from '../../../../src/main/core/webhooks/webhooks-cache';
import { createFakeKeychain } from '../../../helpers/fake-keychain';

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
