/** The app itself: version and backend, the connection, and closing the window. */
export const APP_METHODS = {
  'app:get-info': 'getAppInfo',
  'app:ready-to-close': 'readyToClose',
  'connection:get-status': 'getConnectionStatus',
} as const;

export const APP_EVENTS = {
  'connection:status': 'onConnectionStatus',
  'app:closing': 'onAppClosing',
} as const;
