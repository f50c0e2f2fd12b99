import { keychainRefusal, type DataVault } from '../crypto/data-vault';

/** A consultation's consent words and discard reason at rest: sealed, and read back leniently. */
export function consultationSealing(vault: DataVault): {
  seal: (text: string, context: string) => Buffer;
  openText: (sealed: Buffer | undefined, context: string) => string | undefined;
} {
  return {
    seal(text, context) {
      try {
        return vault.sealText(text, context);
      } catch (error) {
        throw keychainRefusal(error, 'The consultation was not changed.', 'Consultations are kept');
      }
    },
    openText(sealed, context) {
      if (!sealed) return undefined;
      try {
        return vault.openText(sealed, context);
      } catch {
        return undefined;
      }
    },
  };
}
