import type { ClinicStore } from './clinic-store';
import type { Route } from './router';

/** Where the seeded clinic is and how to call it (the profile's clinic; not in the entities list). */
const CLINIC_ADDRESS = {
  line1: '12, 9th Main Road, Jayanagar 4th Block',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  pin: '560011',
};
const CLINIC_PHONE = '+918026531234';

/**
 * `GET /dr/v1/doctor/{doctor_id}` in the published shape (`200OK4`): the seeded doctor's profile.
 * The published profile has no registration field, so none is sent (the doctor enters theirs in
 * the app). An unknown id is answered as the file publishes it: 500 `INVALID_DATA`.
 */
export function doctorRoutes(store: ClinicStore): Route[] {
  return [
    {
      service: 'platform',
      method: 'GET',
      path: '/dr/v1/doctor/:id',
      handle({ params }) {
        const doctor = store.doctor;
        if (params['id'] !== doctor.doctor_id) {
          return {
            status: 500,
            body: {
              data: {},
              error: { code: 'INVALID_DATA', message: 'Doctor id entered is incorrect' },
            },
          };
        }
        const [first, ...rest] = doctor.name.replace(/^Dr\.\s*/, '').split(' ');
        return {
          status: 200,
          body: {
            id: doctor.doctor_id,
            profile: {
              personal: {
                salutation: doctor.salutation,
                first_name: first ?? '',
                middle_name: '',
                last_name: rest.join(' '),
                dob: '',
                gender: 'F',
              },
              professional: {
                active: true,
                about: `${doctor.name} is a General Physician in Jayanagar, Bengaluru.`,
                language: [
                  { code: 'en', language: 'English' },
                  { code: 'kn', language: 'Kannada' },
                  { code: 'hi', language: 'Hindi' },
                ],
                degree: doctor.degrees.map((degree) => {
                  const match = /^(\S+)(?: \((.+)\))?$/.exec(degree);
                  return {
                    name: match?.[1] ?? degree,
                    branch_name: match?.[2] ?? '',
                    college_name: '',
                    start_year: '',
                    end_year: '',
                  };
                }),
                major_speciality: { name: 'General Physician', code: 'GP' },
                speciality: [{ name: 'Diabetologist' }],
                clinics: [
                  {
                    id: store.clinic.clinic_id,
                    name: store.clinic.name,
                    contacts: [{ name: 'Phone', number: CLINIC_PHONE }],
                    address: CLINIC_ADDRESS,
                  },
                ],
                default_clinic: store.clinic.clinic_id,
              },
            },
          },
        };
      },
    },
  ];
}
