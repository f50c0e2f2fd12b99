import { load } from 'js-yaml';
import { ed25519PublicKey } from '../../core/updates/feed-keys';

/** How often a running app asks the feed for a newer version. */
export const UPDATE_CHECK_EVERY_MS = 6 * 60 * 60 * 1000;

/** What checks an update before it installs (see updateCheckDecision). */
export type UpdateVerification = 'windows-publisher' | 'macos-code-signature' | 'linux-feed-key';

export type UpdateCheckDecision =
  | { check: true; verification: UpdateVerification; linuxPackage?: 'deb' | 'AppImage' }
  | { check: false; reason: string };

export interface UpdateCheckContext {
  packaged: boolean;
  platform: NodeJS.Platform;
  /** `app-update.yml` beside the app as text (electron-builder writes it for a build with a feed). */
  feed: string | undefined;
  /** Linux: `package-type` beside the app ("deb"; electron-builder writes none for an AppImage). */
  packageType: string | undefined;
  /** The feed's Ed25519 public key pinned into the app at build time ('' when none). */
  pinnedKey: string;
  env: Record<string, string | undefined>;
}

/**
 * Whether this copy of the app looks for updates: only when it can verify what it would install.
 * Development runs and builds without a feed never reach out, and a clinic's IT may turn checks
 * off. Then, per system:
 * - Windows: electron-updater's NsisUpdater checks the installer's Authenticode signature against
 *   `publisherName` in app-update.yml, and skips the check when there is none
 *   (node_modules/electron-updater/out/NsisUpdater.js, `verifySignature`): no name, no updates.
 * - macOS: Squirrel.Mac (Electron's autoUpdater, used by MacUpdater) refuses an update whose code
 *   signature does not satisfy the running app's designated requirement; the build writes a feed
 *   only for a signed app (build/publish.ts), so a feed here means a signed app.
 * - Linux: electron-updater checks a deb or AppImage only against a hash from the same server; the
 *   app verifies the feed's Ed25519 signature itself (core/updates/feed-signature.ts), so it needs
 *   the key pinned at build time. Only the packages this project builds (deb, AppImage).
 */
export function updateCheckDecision(context: UpdateCheckContext): UpdateCheckDecision {
  if (!context.packaged) return { check: false, reason: 'a development run does not update' };
  if (context.feed === undefined) {
    return { check: false, reason: 'this build was made without an update feed' };
  }
  if (context.env.CLINIC_COMPANION_NO_UPDATES === '1') {
    return { check: false, reason: 'updates are turned off (CLINIC_COMPANION_NO_UPDATES=1)' };
  }
  const feed = feedOf(context.feed);
  if (!feed) return { check: false, reason: 'the update feed file cannot be read' };
  if (context.platform === 'win32') {
    return publisherNames(feed.publisherName).length > 0
      ? { check: true, verification: 'windows-publisher' }
      : {
          check: false,
          reason: 'this build names no code-signing publisher, so an update could not be verified',
        };
  }
  if (context.platform === 'darwin') return { check: true, verification: 'macos-code-signature' };
  if (context.platform !== 'linux') {
    return { check: false, reason: `no verified update path on ${context.platform}` };
  }
  if (!ed25519PublicKey(context.pinnedKey)) {
    return {
      check: false,
      reason: 'this build holds no update key, so an update could not be verified',
    };
  }
  const type = (context.packageType ?? '').trim();
  if (type !== '' && type !== 'deb') {
    return { check: false, reason: `a ${type} package is not updated by the app` };
  }
  return {
    check: true,
    verification: 'linux-feed-key',
    linuxPackage: type === 'deb' ? 'deb' : 'AppImage',
  };
}

function feedOf(text: string): Record<string, unknown> | undefined {
  try {
    const parsed = load(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** electron-builder writes one name or a list (builder-util-runtime's `publisherName`). */
export function publisherNames(value: unknown): string[] {
  const names = Array.isArray(value) ? (value as unknown[]) : [value];
  return names.filter((name): name is string => typeof name === 'string' && name.trim() !== '');
}
