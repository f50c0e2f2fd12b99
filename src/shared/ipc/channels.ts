/**
 * Channel names and the `window.companion` method each maps to: plain data, no schemas, so the
 * sandboxed preload (which can load no npm packages) bundles only this. `contract.ts` adds the
 * argument schemas and result types on top, and a type check keeps the two in step.
 */
export const INVOKE_METHODS = {
  'app:get-info': 'getAppInfo',
  'app:ready-to-close': 'readyToClose',
  'connection:get-status': 'getConnectionStatus',
  'settings:get': 'getSettings',
  'settings:save-platform': 'savePlatformSettings',
  'settings:use-sandbox': 'useSandbox',
  'settings:test-connection': 'testConnection',
  'webhooks:list': 'listWebhooks',
  'webhooks:register': 'registerWebhook',
  'webhooks:delete': 'deleteWebhook',
  'sync:get-status': 'getSyncStatus',
  'sync:list': 'listSyncItems',
  'sync:retry': 'retrySyncItem',
  'sync:discard': 'discardSyncItem',
  'sync:run-now': 'syncNow',
  'abdm:aadhaar-init': 'startAadhaarRegistration',
  'profile:get-extras': 'getProfileExtras',
  'profile:save-extras': 'saveProfileExtras',
  'properties:lookup': 'lookupProperties',
  'properties:search': 'searchProperties',
  'documents:upload': 'uploadDocument',
  'documents:list': 'listDocuments',
  'documents:get-settings': 'getDocumentSettings',
  'documents:save-settings': 'saveDocumentSettings',
  'pad:get-current': 'getCurrentPad',
  'pad:new': 'newPad',
  'pad:save-draft': 'savePadDraft',
  'pad:finalize': 'finalizePad',
  'pad:get': 'getPad',
  'pad:reopen': 'reopenPad',
  'pad:list': 'listPads',
  'recording:get-settings': 'getRecordingSettings',
  'recording:save-settings': 'saveRecordingSettings',
  'recording:catalogue': 'getRecordingCatalogue',
  'recording:start': 'startRecording',
  'recording:save-chunk': 'saveRecordingChunk',
  'recording:stop': 'stopRecording',
  'recording:list': 'listRecordings',
  'recording:get': 'getRecording',
  'recording:platform-details': 'getRecordingPlatformDetails',
  'recording:retry': 'retryRecording',
} as const;

export const EVENT_METHODS = {
  'connection:status': 'onConnectionStatus',
  'sync:status': 'onSyncStatus',
  'documents:progress': 'onDocumentProgress',
  'documents:changed': 'onDocumentsChanged',
  'pad:changed': 'onPadChanged',
  'app:closing': 'onAppClosing',
  'recording:status': 'onRecordingStatus',
} as const;

export type InvokeChannel = keyof typeof INVOKE_METHODS;
export type EventChannel = keyof typeof EVENT_METHODS;

export const INVOKE_CHANNELS = Object.keys(INVOKE_METHODS) as InvokeChannel[];
export const EVENT_CHANNELS = Object.keys(EVENT_METHODS) as EventChannel[];

export function isInvokeChannel(value: unknown): value is InvokeChannel {
  return typeof value === 'string' && Object.hasOwn(INVOKE_METHODS, value);
}
