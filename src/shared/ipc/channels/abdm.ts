/** ABHA registration. */
export const ABDM_METHODS = {
  'abdm:aadhaar-init': 'startAadhaarRegistration',
} as const;

export const ABDM_EVENTS = {} as const;
