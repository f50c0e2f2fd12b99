/** Consultations: one patient's visit, with its recordings, pad and documents. */
export const CONSULTATIONS_METHODS = {
  'consultation:today': 'getToday',
  'consultation:start': 'startConsultation',
  'consultation:get': 'getConsultation',
  'consultation:search': 'searchConsultations',
  'consultation:record-consent': 'recordConsent',
  'consultation:finish': 'finishConsultation',
  'consultation:discard': 'discardConsultation',
  'consultation:history': 'getConsultationHistory',
  'consultation:get-settings': 'getConsultationSettings',
  'consultation:save-settings': 'saveConsultationSettings',
} as const;

export const CONSULTATIONS_EVENTS = {
  'consultation:changed': 'onConsultationChanged',
} as const;
