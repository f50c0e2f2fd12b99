import type { AfterPackContext } from 'electron-builder';
import { applyFuses, electronBinaryOf, FUSES } from './fuses';

const ARCH_NAMES = ['ia32', 'x64', 'armv7l', 'arm64', 'universal'] as const;

/**
 * electron-builder's afterPack hook: flips the fuses in the packaged Electron binary. It runs
 * after the app is copied in and before signing, so the signature covers the flipped fuses.
 */
export async function afterPack(context: AfterPackContext): Promise<void> {
  const packager = context.packager as AfterPackContext['packager'] & { executableName?: string };
  const platform = context.electronPlatformName;
  const binary = electronBinaryOf({
    appOutDir: context.appOutDir,
    platform,
    productFilename: packager.appInfo.productFilename,
    executableName: packager.executableName ?? packager.appInfo.productFilename,
  });
  const arch = ARCH_NAMES[context.arch] ?? 'x64';
  await applyFuses(binary, arch, platform);
  console.log(`  • fuses flipped in ${binary}: ${JSON.stringify(FUSES)}`);
}
