import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretStore } from '../../src/main/core/secrets';

/**
 * Stands in for the OS keychain (a true edge): real AES-256-GCM with a per-instance key, and a
 * switch to play a computer that has no keychain.
 */
export function createFakeKeychain(
  options: {
    available?: boolean;
    /** 32 bytes; a process restarted with the same key reads old secrets. */ key?: Buffer;
  } = {},
): SecretStore & { setAvailable(value: boolean): void } {
  const key = options.key ?? randomBytes(32);
  let available = options.available ?? true;
  return {
    setAvailable(value) {
      available = value;
    },
    availability: () =>
      available
        ? { available: true }
        : { available: false, reason: 'the test keychain is switched off.' },
    encrypt(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decrypt(blob) {
      const decipher = createDecipheriv('aes-256-gcm', key, blob.subarray(0, 12));
      decipher.setAuthTag(blob.subarray(12, 28));
      return Buffer.concat([decipher.update(blob.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
