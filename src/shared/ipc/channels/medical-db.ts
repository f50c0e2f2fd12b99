/** The platform's drug and lab search (medicines and investigations on the pad). */
export const MEDICAL_DB_METHODS = {
  'medical-db:search': 'searchDrugsAndLabs',
} as const;

export const MEDICAL_DB_EVENTS = {} as const;
