/** The data kept on this computer: what the first screen must say about it. */
export const LOCAL_DATA_METHODS = {
  'local-data:get-notices': 'getLocalDataNotices',
  'local-data:dismiss-notice': 'dismissLocalDataNotice',
} as const;

export const LOCAL_DATA_EVENTS = {} as const;
