import { FuseV1Options, FuseVersion, flipFuses, type FuseV1Config } from '@electron/fuses';

/**
 * Electron's fuses as the packaged app ships them, flipped in the binary by the afterPack hook
 * (before signing, so the signature covers them). A test asserts this list.
 * - RunAsNode off: ELECTRON_RUN_AS_NODE cannot turn the app into a plain Node with its keychain
 *   entitlements.
 * - NODE_OPTIONS and --inspect off: no code can be injected into the main process from outside.
 * - Cookie encryption on; the asar's integrity checked (macOS, Windows) and the app loaded only
 *   from the asar, so a changed or added file in resources/ is not run.
 * - GrantFileProtocolExtraPrivileges off: a page loaded from file:// gets no more than a browser
 *   gives it (no fetch of other file:// URLs, no service workers, no universal access between
 *   file:// frames). Electron's fuse documentation (docs/tutorial/fuses.md, "grantFileProtocol-
 *   ExtraPrivileges"; the flag is FuseV1Options.GrantFileProtocolExtraPrivileges = 7 in
 *   node_modules/@electron/fuses/dist/config.d.ts, on by default) says to turn it off when no
 *   page is served from file://. None is here: the window loads app://companion/index.html
 *   (src/main/electron-main.ts), served by the app:// handler (src/main/shell/app-protocol.ts);
 *   the printout and the proxy sign-in load data: URLs; will-navigate refuses every other origin
 *   (src/main/shell/window.ts, isAppUrl).
 */
export const FUSES = {
  RunAsNode: false,
  EnableNodeOptionsEnvironmentVariable: false,
  EnableNodeCliInspectArguments: false,
  EnableCookieEncryption: true,
  EnableEmbeddedAsarIntegrityValidation: true,
  OnlyLoadAppFromAsar: true,
  GrantFileProtocolExtraPrivileges: false,
} as const satisfies Partial<Record<keyof typeof FuseV1Options, boolean>>;

export function fuseConfig(options: { resetAdHocDarwinSignature: boolean }): FuseV1Config {
  const config: FuseV1Config = {
    version: FuseVersion.V1,
    resetAdHocDarwinSignature: options.resetAdHocDarwinSignature,
  };
  for (const [name, value] of Object.entries(FUSES)) {
    config[FuseV1Options[name as keyof typeof FUSES]] = value;
  }
  return config;
}

/** The file holding the fuse wire of a packaged app, per platform. */
export function electronBinaryOf(target: {
  appOutDir: string;
  platform: string;
  productFilename: string;
  executableName: string;
}): string {
  switch (target.platform) {
    case 'darwin':
    case 'mas':
      return `${target.appOutDir}/${target.productFilename}.app`;
    case 'win32':
      return `${target.appOutDir}/${target.productFilename}.exe`;
    default:
      return `${target.appOutDir}/${target.executableName}`;
  }
}

export async function applyFuses(binary: string, arch: string, platform: string): Promise<void> {
  // An arm64 Mac refuses to run a binary whose ad-hoc signature no longer matches.
  const resetAdHocDarwinSignature = platform === 'darwin' && arch === 'arm64';
  await flipFuses(binary, fuseConfig({ resetAdHocDarwinSignature }));
}
