/**
 * `npm run dist` ends a failed build with one sentence: the cause, when electron-builder's
 * output shows a known one (no network for its downloads, missing deb tools, signing).
 * Undefined when the cause is not known.
 */
export function explainFailure(output: string): string | undefined {
  if (/ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ECONNRESET|getaddrinfo/.test(output)) {
    const host = /ENOTFOUND ([\w.-]+)/.exec(output)?.[1] ?? 'the download server';
    return `electron-builder downloads Electron and its packaging tools (NSIS, AppImage, fpm) from GitHub, and ${host} cannot be reached from this machine; build on a machine that can (only \`npm run dist -- --dir -c.electronDist=PATH\`, with an unpacked Electron 45, needs no download).`;
  }
  if (/\bfakeroot\b|\bdpkg\b|\bar\b.*not found/i.test(output)) {
    return 'the deb package needs fakeroot and dpkg (apt-get install fakeroot dpkg).';
  }
  if (/Cannot find.*identity|codesign/i.test(output)) {
    return 'signing failed: check CSC_LINK/CSC_KEY_PASSWORD (or CSC_NAME) and the keychain.';
  }
  return undefined;
}
