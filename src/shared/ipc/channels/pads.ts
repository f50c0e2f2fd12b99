/** The prescription pad. */
export const PADS_METHODS = {
  'pad:get-current': 'getCurrentPad',
  'pad:new': 'newPad',
  'pad:save-draft': 'savePadDraft',
  'pad:finalize': 'finalizePad',
  'pad:get': 'getPad',
  'pad:reopen': 'reopenPad',
  'pad:amend': 'amendPad',
  'pad:list': 'listPads',
  'pad:alerts': 'getPadAlerts',
  'pad:get-settings': 'getPadSettings',
  'pad:save-settings': 'savePadSettings',
} as const;

export const PADS_EVENTS = {
  'pad:changed': 'onPadChanged',
} as const;
