/** The app itself: version and backend, the connection, closing the window, diagnostics, updates. */
export const APP_METHODS = {
  'app:get-info': 'getAppInfo',
  'app:ready-to-close': 'readyToClose',
  'app:report-unsaved': 'reportUnsaved',
  'connection:get-status': 'getConnectionStatus',
  'app:save-diagnostics': 'saveDiagnostics',
  'app:save-crash-dumps': 'saveCrashDumps',
  'app:get-update': 'getUpdate',
  'app:restart-to-update': 'restartToUpdate',
} as const;

export const APP_EVENTS = {
  'connection:status': 'onConnectionStatus',
  'app:closing': 'onAppClosing',
  'app:update': 'onUpdate',
} as const;
