// Replaced at build time by electron-vite's `define` (electron.vite.config.ts) with the PEM in
// CLINIC_COMPANION_UPDATE_PUBLIC_KEY; absent (tests, a build without it) it is ''.
declare const __CLINIC_COMPANION_UPDATE_PUBLIC_KEY__: string | undefined;

/** The Linux update feed's Ed25519 public key, pinned into the app when it was built. */
export const PINNED_UPDATE_KEY: string =
  typeof __CLINIC_COMPANION_UPDATE_PUBLIC_KEY__ === 'string'
    ? __CLINIC_COMPANION_UPDATE_PUBLIC_KEY__
    : '';
