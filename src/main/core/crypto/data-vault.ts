import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { CoreError, isCoreError } from '../errors';
import type { DataKeys, DataKeyStore } from './data-key-store';

export { DATA_KEY_SETTING } from './data-key-store';

const FORMAT_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

/**
 * Patient data at rest (DESIGN.md "Local data"): AES-256-GCM under one random data key, which is
 * itself stored only as OS-keychain ciphertext. Where the OS offers no keychain the vault refuses
 * (fails closed) instead of keeping patient data readable on disk.
 *
 * `context` is bound into each seal as associated data (for example `document:<id>:file`), so a
 * sealed value moved to another row or purpose fails its integrity check.
 */
export interface DataVault {
  seal(plaintext: Uint8Array, context: string): Buffer;
  open(sealed: Uint8Array, context: string): Buffer;
  sealText(text: string, context: string): Buffer;
  openText(sealed: Uint8Array, context: string): string;
  /**
   * Loads (or makes) the data key now: throws KEYCHAIN_UNAVAILABLE, with its sentence, where the
   * keychain cannot be used. For work that must not start unless it can be kept.
   */
  ensureKey(): void;
}

export function createDataVault(store: DataKeyStore): DataVault {
  let keys: DataKeys | undefined;

  function loadKeys(): DataKeys {
    if (keys) return keys;
    // Throws KEYCHAIN_UNAVAILABLE, with its sentence, when there is no keychain.
    keys = store.load();
    if (keys) return keys;
    const fresh = randomBytes(32);
    store.create(fresh);
    keys = { key: fresh, others: [] };
    return keys;
  }

  const dataKey = (): Buffer => loadKeys().key;

  function openWith(key: Buffer, data: Buffer, context: string): Buffer {
    const iv = data.subarray(1, 1 + IV_BYTES);
    const tag = data.subarray(1 + IV_BYTES, HEADER_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data.subarray(HEADER_BYTES)), decipher.final()]);
  }

  function seal(plaintext: Uint8Array, context: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', dataKey(), iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    // One copy of the ciphertext (a 640 KB audio chunk is sealed on its save's critical path).
    const body = cipher.update(plaintext);
    const last = cipher.final();
    return Buffer.concat([Buffer.of(FORMAT_VERSION), iv, cipher.getAuthTag(), body, last]);
  }

  function open(sealed: Uint8Array, context: string): Buffer {
    const data = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
    if (data.length < HEADER_BYTES || data[0] !== FORMAT_VERSION) {
      throw new CoreError('LOCAL_DATA_DAMAGED', 'Stored patient data is damaged (unknown format).');
    }
    const { key, others } = loadKeys();
    try {
      return openWith(key, data, context);
    } catch (error) {
      // Another key this data folder once had (see DataKeyStore); GCM's tag rejects a wrong one.
      for (const other of others) {
        try {
          return openWith(other, data, context);
        } catch {
          // not this one either
        }
      }
      throw new CoreError(
        'LOCAL_DATA_DAMAGED',
        'Stored patient data failed its integrity check: it was damaged or changed on disk.',
        { cause: error },
      );
    }
  }

  return {
    seal,
    open,
    sealText: (text, context) => seal(Buffer.from(text, 'utf8'), context),
    openText: (sealed, context) => open(sealed, context).toString('utf8'),
    ensureKey: () => {
      dataKey();
    },
  };
}

/**
 * A keychain refusal said for the patient data it stopped: `lead` says what happened ("The
 * document was not saved."), `kept` names what is kept encrypted ("Patient documents wait").
 * Any other error is returned unchanged.
 */
export function keychainRefusal(error: unknown, lead: string, kept: string): unknown {
  if (!isCoreError(error) || error.code !== 'KEYCHAIN_UNAVAILABLE') return error;
  return new CoreError(
    'KEYCHAIN_UNAVAILABLE',
    `${lead} ${kept} on this computer only encrypted with a key the operating system's keychain protects, and the keychain cannot be used: ${error.message}`,
    { cause: error },
  );
}
