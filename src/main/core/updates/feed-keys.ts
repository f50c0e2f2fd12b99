import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/** The Linux feed's public key, pinned into the app at build time (`electron-vite build`). */
export const UPDATE_PUBLIC_KEY_VARIABLE = 'CLINIC_COMPANION_UPDATE_PUBLIC_KEY';
/** The matching private key, on the build machine only, for `npm run dist` to sign the feed. */
export const UPDATE_PRIVATE_KEY_VARIABLE = 'CLINIC_COMPANION_UPDATE_PRIVATE_KEY';

/** PEM text as an environment variable may carry it: CI secrets often turn newlines into `\n`. */
export function pemOf(text: string | undefined): string {
  return (text ?? '').replace(/\\n/g, '\n').trim();
}

/** An Ed25519 public key (SPKI PEM), or undefined when the text is empty or anything else. */
export function ed25519PublicKey(text: string | undefined): KeyObject | undefined {
  const pem = pemOf(text);
  if (pem === '') return undefined;
  try {
    const key = createPublicKey(pem);
    return key.asymmetricKeyType === 'ed25519' ? key : undefined;
  } catch {
    return undefined;
  }
}

/** An Ed25519 private key (PKCS #8 PEM), or undefined when the text is empty or anything else. */
export function ed25519PrivateKey(text: string | undefined): KeyObject | undefined {
  const pem = pemOf(text);
  if (pem === '') return undefined;
  try {
    const key = createPrivateKey(pem);
    return key.asymmetricKeyType === 'ed25519' ? key : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the private key is the one whose public half is pinned. */
export function keysMatch(publicKey: KeyObject, privateKey: KeyObject): boolean {
  const derived = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return derived.equals(publicKey.export({ format: 'der', type: 'spki' }));
}
