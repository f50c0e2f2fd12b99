/** Patients: searched on the platform (saved for offline), created here or there. */
export const PATIENTS_METHODS = {
  'patients:search': 'searchPatients',
  'patients:create': 'createPatient',
  'patients:get': 'getPatient',
  'patients:get-extras': 'getPatientExtras',
  'patients:save-extras': 'savePatientExtras',
  'patients:get-alerts': 'getPatientAlerts',
  'patients:save-alerts': 'savePatientAlerts',
  'patients:get-print-language': 'getPatientPrintLanguage',
  'patients:save-print-language': 'savePatientPrintLanguage',
} as const;

export const PATIENTS_EVENTS = {
  'patients:changed': 'onPatientsChanged',
} as const;
