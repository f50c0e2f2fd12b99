import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createDataKeyStore,
  DATA_KEY_SETTING,
} from '../../../../src/main/core/crypto/data-key-store';
import { createDataVault } from '../../../../src/main/core/crypto/data-vault';
import { KEY_FILE_NAME } from '../../../../src/main/core/crypto/key-file';
import { migrate } from '../../../../src/main/core/db/migrate';
import { MIGRATIONS } from '../../../../src/main/core/db/migrations';
import { keychainSteps } from '../../../../src/main/core/local-data/local-data-notices';
import { createSettingsRepository } from '../../../../src/main/core/settings/settings-repository';
import { createFakeKeychain } from '../../../helpers/fake-keychain';
import { createMemoryLogger } from '../../../helpers/memory-log';
import { makeTempDir } from '../../../helpers/temp-dir';

const temps: (() => void)[] = [];
afterEach(() => temps.splice(0).forEach((remove) => remove()));

const keychain = createFakeKeychain();

/** A data folder's key file and a database's settings, each replaceable on its own. */
function place(dir: string) {
  const db = new Database(':memory:');
  migrate(db, MIGRATIONS);
  const settings = createSettingsRepository(db, keychain, { now: () => 0 });
  const log = createMemoryLogger();
  const store = createDataKeyStore({
    file: path.join(dir, KEY_FILE_NAME),
    settings,
    secrets: keychain,
    now: () => 0,
    logger: log.logger,
  });
  return { settings, store, log };
}

function folder(): string {
  const temp = makeTempDir('keys-');
  temps.push(temp.remove);
  return temp.dir;
}

describe('data key store', () => {
  it('when the file and the database hold different keys: the file’s is used, and what either sealed still opens', () => {
    // Install A sealed a value; its database then lands beside install B's key file.
    const a = place(folder());
    const sealedByA = createDataVault(a.store).sealText('pad of A', 'pad:1');
    const dirB = folder();
    const b = place(dirB);
    const sealedByB = createDataVault(b.store).sealText('pad of B', 'pad:2');
    const keyFileB = JSON.parse(readFileSync(path.join(dirB, KEY_FILE_NAME), 'utf8')) as {
      key: string;
    };
    b.settings.writeSecretCiphertext(
      DATA_KEY_SETTING,
      a.settings.getSecretCiphertext(DATA_KEY_SETTING)!,
    );

    const vault = createDataVault(b.store);
    expect(vault.openText(sealedByB, 'pad:2')).toBe('pad of B');
    expect(vault.openText(sealedByA, 'pad:1')).toBe('pad of A');
    // New seals use the file's key; the database's key is kept (wrapped) in the file.
    expect(createDataVault(b.store).openText(vault.sealText('new', 'pad:3'), 'pad:3')).toBe('new');
    const after = JSON.parse(readFileSync(path.join(dirB, KEY_FILE_NAME), 'utf8')) as {
      key: string;
      previous: string[];
    };
    expect(after.key).toBe(keyFileB.key);
    expect(after.previous).toEqual([
      a.settings.getSecretCiphertext(DATA_KEY_SETTING)!.toString('base64'),
    ]);
    expect(b.settings.getSecretCiphertext(DATA_KEY_SETTING)!.toString('base64')).toBe(keyFileB.key);
    expect(b.log.text()).toContain("the file's key is used");
  });

  it('an unreadable key file is kept aside and rewritten from the database at start', () => {
    const dir = folder();
    const { store, settings } = place(dir);
    const sealed = createDataVault(store).sealText('x', 'c');
    writeFileSync(path.join(dir, KEY_FILE_NAME), '{"version":1,"key":');
    store.mirror();
    const wrapped = settings.getSecretCiphertext(DATA_KEY_SETTING)!.toString('base64');
    expect(readFileSync(path.join(dir, KEY_FILE_NAME), 'utf8')).toContain(wrapped);
    expect(createDataVault(store).openText(sealed, 'c')).toBe('x');
    expect(
      readdirSync(dir).filter((name) => name.startsWith(`${KEY_FILE_NAME}.damaged-`)),
    ).toHaveLength(1);
  });
});

describe('data key store without a keychain', () => {
  it('still copies the wrapped key both ways at start: it needs no keychain to keep it', () => {
    const dir = folder();
    const { store, settings } = place(dir);
    createDataVault(store).ensureKey();
    const wrapped = settings.getSecretCiphertext(DATA_KEY_SETTING)!;
    const offline = createFakeKeychain({ available: false });
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS);
    const fresh = createSettingsRepository(db, offline, { now: () => 0 });
    const restarted = createDataKeyStore({
      file: path.join(dir, KEY_FILE_NAME),
      settings: fresh,
      secrets: offline,
      now: () => 0,
      logger: createMemoryLogger().logger,
    });
    restarted.mirror();
    expect(fresh.getSecretCiphertext(DATA_KEY_SETTING)).toEqual(wrapped);
    expect(() => restarted.load()).toThrow(
      expect.objectContaining({ code: 'KEYCHAIN_UNAVAILABLE' }),
    );
  });
});

describe('keychain help', () => {
  it('names the package to install on Linux and asks for a restart', () => {
    const linux = keychainSteps('linux').join(' ');
    expect(linux).toContain('sudo apt install gnome-keyring');
    expect(linux).toContain('sudo dnf install gnome-keyring');
    expect(linux).toContain('kwalletmanager');
    expect(linux).toMatch(/restart Clinic Companion/);
    expect(keychainSteps('darwin').join(' ')).toMatch(/Keychain Access/);
    expect(keychainSteps('win32').join(' ')).toMatch(/Windows/);
  });
});
