/** The doctor's profile and signature image (for Settings and the printout's header and signature). */
export const DOCTOR_METHODS = {
  'doctor:get-profile': 'getDoctorProfile',
  'doctor:refresh': 'refreshDoctorProfile',
  'doctor:set-registrations': 'setDoctorRegistrations',
  'doctor:get-signature': 'getSignatureImage',
  'doctor:set-signature': 'setSignatureImage',
  'doctor:remove-signature': 'removeSignatureImage',
} as const;

export const DOCTOR_EVENTS = {} as const;
