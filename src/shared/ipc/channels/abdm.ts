/** ABHA registration. */
export const ABDM_METHODS = {
  'abdm:aadhaar-init': 'startAadhaarRegistration',
  'abdm:registration-get': 'getAbhaRegistration',
  'abdm:registration-start': 'startAbhaRegistration',
  'abdm:registration-verify-otp': 'verifyAbhaOtp',
  'abdm:registration-verify-mobile': 'verifyAbhaMobile',
  'abdm:registration-resend': 'resendAbhaOtp',
  'abdm:registration-check-address': 'checkAbhaAddress',
  'abdm:registration-create': 'createAbhaAddress',
  'abdm:registration-cancel': 'cancelAbhaRegistration',
} as const;

export const ABDM_EVENTS = {} as const;
