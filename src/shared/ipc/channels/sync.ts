/** The outbox as the user sees it: status, waiting changes, retry, discard. */
export const SYNC_METHODS = {
  'sync:get-status': 'getSyncStatus',
  'sync:list': 'listSyncItems',
  'sync:retry': 'retrySyncItem',
  'sync:discard': 'discardSyncItem',
  'sync:run-now': 'syncNow',
} as const;

export const SYNC_EVENTS = {
  'sync:status': 'onSyncStatus',
} as const;
