/** Platform account settings and the doctor's EMR profile extras. */
export const SETTINGS_METHODS = {
  'settings:get': 'getSettings',
  'settings:save-platform': 'savePlatformSettings',
  'settings:use-sandbox': 'useSandbox',
  'settings:test-connection': 'testConnection',
  'profile:get-extras': 'getProfileExtras',
  'profile:save-extras': 'saveProfileExtras',
  'settings:get-print-language': 'getDefaultPrintLanguage',
  'settings:save-print-language': 'saveDefaultPrintLanguage',
} as const;

export const SETTINGS_EVENTS = {} as const;
