/** Platform account settings and the doctor's EMR profile extras. */
export const SETTINGS_METHODS = {
  'settings:get': 'getSettings',
  'settings:save-platform': 'savePlatformSettings',
  'settings:use-sandbox': 'useSandbox',
  'settings:test-connection': 'testConnection',
  'profile:get-extras': 'getProfileExtras',
  'profile:save-extras': 'saveProfileExtras',
} as const;

export const SETTINGS_EVENTS = {} as const;
