import type { Medicine } from '../../../src/shared/pad/medicine';
import type {
  PaperSize,
  PrintoutInput,
  PrintoutStatus,
} from '../../../src/shared/printout/printout-input';

const medicine = (m: Omit<Medicine, 'localId'>, n: number): Medicine => ({
  localId: `00000000-0000-4000-8000-00000000000${n}`,
  ...m,
});

/** A whole consultation's printout, with advice in Hindi and Kannada (finalized unless told). */
export function samplePrintout(
  paper: PaperSize,
  status: PrintoutStatus = 'finalized',
): PrintoutInput {
  return {
    paper,
    status,
    doctor: {
      name: 'Dr. Meera Iyer',
      degrees: ['MBBS', 'MD (General Medicine)'],
      speciality: 'General Physician',
      registrations: [{ council: 'Karnataka Medical Council', number: 'KMC-48213', year: 2009 }],
    },
    clinic: {
      name: 'Jayanagar Family Clinic',
      addressLines: ['12, 9th Main, Jayanagar 4th Block', 'Bengaluru, Karnataka 560011'],
      phone: '+91 80 2653 1234',
    },
    date: '2026-11-26',
    patient: { name: 'Ishaan Rao', sex: 'Male', ageText: '5 Years 3 Months', uhid: 'JFC-0042' },
    alerts: {
      allergies: 'Allergies: Penicillin (rash, severe)',
      severe: true,
      conditions: 'Chronic conditions: Asthma',
    },
    symptoms: [
      { name: 'Fever', since: '3 days' },
      { name: 'Dry cough', since: '1 week', note: 'worse at night' },
    ],
    diagnoses: [{ name: 'Acute upper respiratory infection' }],
    examination: [{ name: 'Throat congested' }],
    vitals: [
      { name: 'Temperature', value: '100.4', unit: '°F' },
      { name: 'Pulse', value: '104', unit: 'bpm' },
      { name: 'Weight', value: '18.5', unit: 'kg' },
    ],
    procedures: [],
    medicines: [
      medicine(
        {
          name: 'Dolo 650',
          genericName: 'Paracetamol',
          form: 'tablet',
          strength: '650 mg',
          dose: { value: '1', unit: 'tablet' },
          frequency: { kind: 'pattern', pattern: '1-0-1' },
          timing: 'after-food',
          duration: { value: 5, unit: 'days' },
          route: 'oral',
        },
        1,
      ),
      medicine(
        {
          name: 'Cetirizine',
          genericName: 'Cetirizine',
          form: 'syrup',
          strength: '5 mg/5 ml',
          dose: { value: '2.5', unit: 'ml' },
          frequency: { kind: 'pattern', pattern: '0-0-1' },
          timing: 'bedtime',
          duration: { value: 1, unit: 'weeks' },
        },
        2,
      ),
      medicine(
        {
          name: 'Saline',
          form: 'nasal drops',
          dose: { value: '2', unit: 'drop' },
          frequency: { kind: 'sos' },
          route: 'nasal',
          instructions: 'In each nostril',
        },
        3,
      ),
    ],
    investigations: [{ name: 'Complete blood count', note: 'if fever lasts beyond 3 days' }],
    advice: [
      'Plenty of fluids; rest at home for 2 days.',
      'गुनगुने पानी से गरारे करें, दिन में तीन बार।',
      'ದಿನಕ್ಕೆ ಮೂರು ಬಾರಿ ಬಿಸಿ ನೀರು ಕುಡಿಯಿರಿ.',
    ],
    followUp: { date: '2026-12-03', note: 'or earlier if breathing is fast' },
  };
}
