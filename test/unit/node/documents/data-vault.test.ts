import Database from 'better-sqlite3';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataKeyStore } from '../../../../src/main/core/crypto/data-key-store';
import { createDataVault, DATA_KEY_SETTING } from '../../../../src/main/core/crypto/data-vault';
import { silentLogger } from '../../../../src/main/core/log/logger';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';
import { createSettingsRepository } from '../../../../src/main/core/settings/settings-repository';
import { createFakeKeychain } from '../../../helpers/fake-keychain';
import { makeTempDir } from '../../../helpers/temp-dir';

const temps: (() => void)[] = [];
afterEach(() => temps.splice(0).forEach((remove) => remove()));

function setup(keychain = createFakeKeychain()) {
  const db = new Database(':memory:');
  migrate(db, MIGRATIONS);
  const settings = createSettingsRepository(db, keychain, { now: () => 0 });
  const temp = makeTempDir('vault-');
  temps.push(temp.remove);
  const keys = () =>
    createDataKeyStore({
      file: path.join(temp.dir, 'data-key.json'),
      settings,
      secrets: keychain,
      now: () => 0,
      logger: silentLogger,
    });
  return { db, keychain, settings, keys, vault: createDataVault(keys()) };
}

describe('data vault', () => {
  it('seals and opens; the key is kept only as keychain ciphertext and reused by a new vault', () => {
    const { db, keys, vault } = setup();
    const sealed = vault.sealText('Sunita Devi.pdf', 'document:1:name');
    expect(sealed.toString('latin1')).not.toContain('Sunita');
    expect(vault.openText(sealed, 'document:1:name')).toBe('Sunita Devi.pdf');
    const row = db
      .prepare('SELECT value, secret FROM settings WHERE key = ?')
      .get(DATA_KEY_SETTING) as {
      value: string | null;
      secret: Buffer;
    };
    expect(row.value).toBeNull();
    expect(row.secret.length).toBeGreaterThan(32);
    expect(createDataVault(keys()).openText(sealed, 'document:1:name')).toBe('Sunita Devi.pdf');
  });

  it('fails the integrity check for another context, a flipped bit or a cut value', () => {
    const { vault } = setup();
    const sealed = vault.seal(Buffer.from('bytes of a scan'), 'document:1:file');
    expect(() => vault.open(sealed, 'document:2:file')).toThrow(/integrity check/);
    const flipped = Buffer.from(sealed);
    flipped[flipped.length - 1]! ^= 1;
    expect(() => vault.open(flipped, 'document:1:file')).toThrow(/integrity check/);
    expect(() => vault.open(sealed.subarray(0, 10), 'document:1:file')).toThrow(/unknown format/);
  });

  it('fails closed without a keychain: nothing is sealed and no key is written', () => {
    const keychain = createFakeKeychain({ available: false });
    const { db, vault } = setup(keychain);
    expect(() => vault.sealText('x', 'c')).toThrow(
      expect.objectContaining({ code: 'KEYCHAIN_UNAVAILABLE' }),
    );
    expect(db.prepare('SELECT count(*) AS n FROM settings').get()).toEqual({ n: 0 });
  });
});
