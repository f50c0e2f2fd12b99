import type { Medicine } from '../../../src/shared/pad/medicine';
import { readMedicineLine } from '../../../src/shared/pad/medicine-line';
import type {
  PaperSize,
  PrintoutInput,
  PrintoutStatus,
} from '../../../src/shared/printout/printout-input';
import { samplePrintout } from './printout-fixture';

/*
 * Printouts at the edges of one page: the common case that must fit one page, and a
 * longer one that flows on to a second. Medicines are typed lines read by the one model of a
 * medicine line, as the pad reads them.
 */

/** A whole typed line as the pad stores it (the test fails if the line asks a question). */
export function typed(text: string, n: number, extra: Partial<Medicine> = {}): Medicine {
  const read = readMedicineLine(text);
  if (!read.ok) throw new Error(`the test line "${text}" asks: ${read.question}`);
  return {
    localId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    ...read.line,
    ...extra,
  };
}

/** Eight one-step medicines, brands with their generics, some with instructions. */
export const EIGHT_MEDICINES: Medicine[] = [
  typed('Tab Dolo 650 1-0-1 after food x 5 days', 1, {
    name: 'Dolo 650',
    genericName: 'Paracetamol',
    strength: '650 mg',
  }),
  typed('Tab Pan 40 1-0-0 before breakfast x 14 days', 2, {
    name: 'Pan 40',
    genericName: 'Pantoprazole',
    strength: '40 mg',
  }),
  typed('Cap Amoxicillin 500 mg 1-1-1 x 5 days', 3, { genericName: 'Amoxicillin' }),
  typed('Tab Metformin 500 mg 1-0-1 after food x 1 month', 4, { genericName: 'Metformin' }),
  typed('Tab Cetirizine 10 mg 0-0-1 x 5 days', 5, {
    genericName: 'Cetirizine',
    instructions: 'May cause drowsiness; do not drive after taking it',
  }),
  typed('Inj Insulin Actrapid 8-0-6 units sc before food', 6, {
    genericName: 'Insulin regular (human)',
    instructions: 'Check blood sugar before each dose',
  }),
  typed('Syp Ambroxol 5 ml 1-1-1 x 5 days', 7, { genericName: 'Ambroxol' }),
  typed('E/D Moxifloxacin 1 drop QID right eye x 5 days', 8, { genericName: 'Moxifloxacin' }),
];

/** On A4: 8 medicines, 3 findings, 6 vitals, 3 lines of advice and a follow-up. */
export function commonA4(status: PrintoutStatus = 'finalized'): PrintoutInput {
  return {
    ...samplePrintout('A4', status),
    symptoms: [
      { name: 'Fever', since: '3 days' },
      { name: 'Dry cough', since: '1 week', note: 'worse at night' },
    ],
    diagnoses: [{ name: 'Acute upper respiratory infection' }],
    examination: [],
    vitals: [
      { name: 'Blood pressure', value: '128/84', unit: 'mmHg' },
      { name: 'Pulse', value: '96', unit: 'bpm' },
      { name: 'Temperature', value: '100.4', unit: '°F' },
      { name: 'SpO₂', value: '97', unit: '%' },
      { name: 'Weight', value: '72', unit: 'kg' },
      { name: 'Capillary blood glucose (fasting)', value: '142', unit: 'mg/dL' },
    ],
    medicines: EIGHT_MEDICINES,
    investigations: [],
    advice: [
      'Plenty of fluids; rest at home for 2 days.',
      'गुनगुने पानी से गरारे करें, दिन में तीन बार।',
      'Walk for 30 minutes every day; no sugar in tea.',
    ],
    followUp: { date: '2026-12-03', note: 'with the fasting sugar report' },
  };
}

/** On A5: 5 medicines with proportionally little else (2 findings, 3 vitals, 2 lines of advice). */
export function commonA5(status: PrintoutStatus = 'finalized'): PrintoutInput {
  const a4 = commonA4(status);
  return {
    ...a4,
    paper: 'A5',
    symptoms: a4.symptoms.slice(0, 1),
    vitals: a4.vitals.slice(0, 3),
    medicines: EIGHT_MEDICINES.slice(0, 5),
    advice: a4.advice.slice(0, 2),
  };
}

/** Clearly longer: twice the medicines, investigations and advice of the common case. */
export function longPrescription(paper: PaperSize, status: PrintoutStatus): PrintoutInput {
  const a4 = commonA4(status);
  const more = EIGHT_MEDICINES.map((m, i) => ({
    ...m,
    localId: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
  }));
  return {
    ...a4,
    paper,
    medicines: [...EIGHT_MEDICINES, ...more],
    investigations: [
      { name: 'Complete blood count' },
      { name: 'HbA1c' },
      { name: 'Chest X-ray PA view', note: 'if the cough lasts beyond a week' },
    ],
    advice: [...a4.advice, ...a4.advice],
  };
}
