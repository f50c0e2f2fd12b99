import { CoreError } from '../errors';
import type { Logger } from '../log/logger';
import { decryptSecret, encryptSecret, type SecretStore } from '../secrets';
import type { SettingsRepository } from '../settings/settings-repository';
import { moveKeyFileAside, readKeyFile, writeKeyFile, type KeyFileContent } from './key-file';

/** Where the data key waits in the database: as keychain ciphertext, like every other secret. */
export const DATA_KEY_SETTING = 'data.key';

/** The data key and any other key this data folder has had (tried when the first fails). */
export interface DataKeys {
  key: Buffer;
  others: Buffer[];
}

/**
 * The wrapped data key kept twice: in the settings table and in its own file beside the
 * database, so a damaged (or restored, or replaced) database never takes the key of the sealed
 * files with it. Both copies are keychain ciphertext; the key itself is never written.
 *
 * When both exist and unwrap to different keys, the file's key wins: the file is written once,
 * when the key is made, and only a new database (restored, copied in) can bring another. The
 * database's key is not dropped: it is kept in the file's `previous` list and tried when the
 * file's key fails a sealed value's integrity check, so whatever either key sealed still opens.
 */
export interface DataKeyStore {
  /** At start, without the keychain: copies the wrapped key to whichever place lacks it. */
  mirror(): void;
  /** Unwraps the key (throws KEYCHAIN_UNAVAILABLE with its sentence); undefined when none yet. */
  load(): DataKeys | undefined;
  /** Wraps and keeps a new key: the file first, so a crash between the two leaves it there. */
  create(key: Buffer): void;
}

export interface DataKeyStoreOptions {
  file: string;
  settings: SettingsRepository;
  secrets: SecretStore;
  now: () => number;
  logger: Logger;
}

export function createDataKeyStore(options: DataKeyStoreOptions): DataKeyStore {
  const { file, settings, secrets, logger } = options;

  const fromDatabase = (): string | undefined =>
    settings.getSecretCiphertext(DATA_KEY_SETTING)?.toString('base64');

  function unwrap(wrapped: string): Buffer {
    const bytes = Buffer.from(decryptSecret(secrets, Buffer.from(wrapped, 'base64')), 'base64');
    if (bytes.length !== 32) {
      throw new CoreError(
        'LOCAL_DATA_DAMAGED',
        'The key that protects patient data on this computer is damaged.',
      );
    }
    return bytes;
  }

  function readFile(): KeyFileContent | undefined {
    const read = readKeyFile(file);
    if (read.state === 'ok') return read.content;
    if (read.state === 'missing') return undefined;
    throw new CoreError(
      'LOCAL_DATA_DAMAGED',
      `The file that keeps the key protecting patient data (${file}) is damaged.`,
    );
  }

  return {
    mirror() {
      const inDatabase = fromDatabase();
      const read = readKeyFile(file);
      if (read.state === 'damaged' && inDatabase !== undefined) {
        const aside = moveKeyFileAside(file, options.now());
        logger.warn({ aside }, 'the data key file was unreadable; rewritten from the database');
        writeKeyFile(file, { key: inDatabase, previous: [] });
        return;
      }
      if (read.state === 'missing' && inDatabase !== undefined) {
        writeKeyFile(file, { key: inDatabase, previous: [] });
        logger.info('the data key was copied into its own file');
      } else if (read.state === 'ok' && inDatabase === undefined) {
        settings.writeSecretCiphertext(DATA_KEY_SETTING, Buffer.from(read.content.key, 'base64'));
        logger.info('the data key was put back into the database from its file');
      }
    },
    load() {
      const inFile = readFile();
      const inDatabase = fromDatabase();
      if (inFile === undefined && inDatabase === undefined) return undefined;
      if (inFile === undefined) {
        // Only before `mirror` ran (unit use): the database's copy is the key.
        return { key: unwrap(inDatabase!), others: [] };
      }
      const key = unwrap(inFile.key);
      const others = inFile.previous.map(unwrap);
      if (inDatabase !== undefined && inDatabase !== inFile.key) {
        const databaseKey = unwrap(inDatabase);
        if (!databaseKey.equals(key)) {
          if (!others.some((other) => other.equals(databaseKey))) {
            writeKeyFile(file, { key: inFile.key, previous: [...inFile.previous, inDatabase] });
            others.push(databaseKey);
          }
          settings.writeSecretCiphertext(DATA_KEY_SETTING, Buffer.from(inFile.key, 'base64'));
          logger.warn("the database's data key differed from its file's; the file's key is used");
        }
      }
      return { key, others };
    },
    create(key) {
      const wrapped = encryptSecret(secrets, key.toString('base64')).toString('base64');
      writeKeyFile(file, { key: wrapped, previous: readFile()?.previous ?? [] });
      settings.writeSecretCiphertext(DATA_KEY_SETTING, Buffer.from(wrapped, 'base64'));
    },
  };
}
