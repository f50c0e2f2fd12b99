import { safeStorage } from 'electron';
import type { SecretStore } from '../core/secrets';

/**
 * The OS keychain through Electron safeStorage. On Linux, `basic_text` means no keyring was found
 * and "encryption" would be a hard-coded key: that counts as no keychain, and the app fails closed.
 */
export const electronSecretStore: SecretStore = {
  availability() {
    if (!safeStorage.isEncryptionAvailable()) {
      return {
        available: false,
        reason: 'this computer offers no OS keychain to Clinic Companion.',
      };
    }
    if (process.platform === 'linux') {
      const backend = safeStorage.getSelectedStorageBackend();
      if (backend === 'basic_text' || backend === 'unknown') {
        return {
          available: false,
          reason:
            'no desktop keyring (GNOME Keyring or KWallet) is running, so secrets could only be stored with a fixed, public key.',
        };
      }
    }
    return { available: true };
  },
  encrypt: (plaintext) => safeStorage.encryptString(plaintext),
  decrypt: (ciphertext) => safeStorage.decryptString(ciphertext),
};
