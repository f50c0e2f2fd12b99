import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../../src/main/core/db/connection';
import { isCoreError } from '../../../../src/main/core/errors';
import { createSettingsRepository } from '../../../../src/main/core/settings/settings-repository';
import { createFakeClock } from '../../../helpers/fake-clock';
import { createFakeKeychain } from '../../../helpers/fake-keychain';

let db: Db;
beforeEach(() => {
  db = openDatabase(':memory:');
});
afterEach(() => db.close());

describe('settings repository', () => {
  it('keeps plain values as text and secrets only as keychain ciphertext', () => {
    const keychain = createFakeKeychain();
    const repo = createSettingsRepository(db, keychain, createFakeClock());
    repo.write({
      values: { 'platform.client_id': 'clinic-7' },
      secrets: { 'platform.client_secret': 'hunter2-very-secret' },
    });

    expect(repo.get('platform.client_id')).toBe('clinic-7');
    expect(repo.getSecret('platform.client_secret')).toBe('hunter2-very-secret');
    expect(repo.hasSecret('platform.client_secret')).toBe(true);
    const raw = db
      .prepare("SELECT value, secret FROM settings WHERE key = 'platform.client_secret'")
      .get() as {
      value: null;
      secret: Buffer;
    };
    expect(raw.value).toBeNull();
    expect(raw.secret.toString('latin1')).not.toContain('hunter2');
  });

  it('refuses to store a secret without a keychain, says why, and writes nothing at all', () => {
    const keychain = createFakeKeychain({ available: false });
    const repo = createSettingsRepository(db, keychain, createFakeClock());
    let caught: unknown;
    try {
      repo.write({
        values: { 'platform.client_id': 'clinic-7' },
        secrets: { 'platform.client_secret': 's3cret' },
      });
    } catch (error) {
      caught = error;
    }
    expect(isCoreError(caught) && caught.code).toBe('KEYCHAIN_UNAVAILABLE');
    expect((caught as Error).message).toMatch(/not saved: the test keychain is switched off/);
    expect((caught as Error).message).not.toContain('s3cret');
    expect(db.prepare('SELECT count(*) AS n FROM settings').get()).toEqual({ n: 0 });
  });

  it('deletes entries written as null', () => {
    const repo = createSettingsRepository(db, createFakeKeychain(), createFakeClock());
    repo.write({ values: { a: '1' }, secrets: { b: 'two' } });
    repo.write({ values: { a: null }, secrets: { b: null } });
    expect(repo.get('a')).toBeUndefined();
    expect(repo.hasSecret('b')).toBe(false);
  });

  it('reports a secret the keychain cannot decrypt as a keychain error, not a crash', () => {
    const first = createFakeKeychain();
    createSettingsRepository(db, first, createFakeClock()).write({ secrets: { k: 'value' } });
    const other = createSettingsRepository(db, createFakeKeychain(), createFakeClock());
    expect(() => other.getSecret('k')).toThrow(/could not be decrypted/);
  });
});
