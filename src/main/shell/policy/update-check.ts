/** How often a running app asks the feed for a newer version. */
export const UPDATE_CHECK_EVERY_MS = 6 * 60 * 60 * 1000;

export type UpdateCheckDecision = { check: true } | { check: false; reason: string };

/**
 * Whether this copy of the app looks for updates. Only a packaged build that was given a feed at
 * build time does (electron-builder writes it to `app-update.yml` beside the app); development
 * runs and builds without a feed never reach out. A clinic's IT may turn checks off.
 */
export function updateCheckDecision(context: {
  packaged: boolean;
  feedFileExists: boolean;
  env: Record<string, string | undefined>;
}): UpdateCheckDecision {
  if (!context.packaged) return { check: false, reason: 'a development run does not update' };
  if (!context.feedFileExists) {
    return { check: false, reason: 'this build was made without an update feed' };
  }
  if (context.env.CLINIC_COMPANION_NO_UPDATES === '1') {
    return { check: false, reason: 'updates are turned off (CLINIC_COMPANION_NO_UPDATES=1)' };
  }
  return { check: true };
}
