/** The doctor's profile (for Settings and the printout's header). */
export const DOCTOR_METHODS = {
  'doctor:get-profile': 'getDoctorProfile',
  'doctor:refresh': 'refreshDoctorProfile',
  'doctor:set-registrations': 'setDoctorRegistrations',
} as const;

export const DOCTOR_EVENTS = {} as const;
