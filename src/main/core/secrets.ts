import { CoreError } from './errors';

/**
 * The OS keychain, as the shell provides it (Electron safeStorage). A true edge: tests pass a
 * fake. `availability()` says whether secrets may be stored at all on this computer.
 */
export interface SecretStore {
  availability(): { available: true } | { available: false; reason: string };
  encrypt(plaintext: string): Buffer;
  decrypt(ciphertext: Buffer): string;
}

/** Encrypts, or refuses with a sentence saying why secrets cannot be kept here. */
export function encryptSecret(store: SecretStore, plaintext: string): Buffer {
  const availability = store.availability();
  if (!availability.available) {
    throw new CoreError(
      'KEYCHAIN_UNAVAILABLE',
      `Secrets were not saved: ${availability.reason} Clinic Companion stores secrets only through the operating system's keychain.`,
    );
  }
  return store.encrypt(plaintext);
}

export function decryptSecret(store: SecretStore, ciphertext: Buffer): string {
  const availability = store.availability();
  if (!availability.available) {
    throw new CoreError(
      'KEYCHAIN_UNAVAILABLE',
      `A stored secret cannot be read: ${availability.reason}`,
    );
  }
  try {
    return store.decrypt(ciphertext);
  } catch (error) {
    throw new CoreError(
      'KEYCHAIN_UNAVAILABLE',
      'A stored secret could not be decrypted by the keychain (it may belong to another user or computer). Enter it again in Clinic setup.',
      { cause: error },
    );
  }
}
