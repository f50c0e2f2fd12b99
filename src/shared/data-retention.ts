/**
 * What the app keeps on this computer and for how long (said in Settings, applied by the core's
 * daily retention).
 */
export const HISTORY_KEPT_DAYS = 30;
