import type { CheckSource } from './check-types';
import { EMA_DOMPERIDONE, EMA_NIMESULIDE, dailyMed } from './check-sources';
import { YEAR } from './patient-age';

/*
 * Adult-strength tablets flagged under an age, and adults' maximum daily doses
 * (docs/prescribing-checks.md, "Age and weight"). Written without a clinician's review; each row
 * cites its public source.
 */

export interface AdultStrengthRow {
  id: string;
  generic: string;
  /** A tablet or capsule holding at least this many mg (and less than `belowMg`). */
  fromMg: number;
  belowMg?: number;
  /** Flagged for children younger than this, in days. */
  underDays: number;
  level: 'avoid' | 'caution';
  /** From when the source gives the tablet ("12 years"). */
  fromAge: string;
  source: CheckSource;
}

const CALPOL_PI: CheckSource = {
  title:
    'Calpol tablets 500/650 mg, prescribing information (GSK India): 650 mg from 12 years; 500 mg from 6 years (half a tablet)',
  url: 'https://ru.scribd.com/document/405171192/Paracetamol-use-Guide',
};

export const ADULT_STRENGTH_ROWS: readonly AdultStrengthRow[] = [
  {
    id: 'paracetamol-650-tablet',
    generic: 'paracetamol',
    fromMg: 650,
    underDays: 12 * YEAR,
    level: 'caution',
    fromAge: '12 years',
    source: CALPOL_PI,
  },
  {
    id: 'paracetamol-500-tablet',
    generic: 'paracetamol',
    fromMg: 500,
    belowMg: 650,
    underDays: 6 * YEAR,
    level: 'caution',
    fromAge: '6 years (half a tablet)',
    source: CALPOL_PI,
  },
  {
    id: 'pantoprazole-40-tablet',
    generic: 'pantoprazole',
    fromMg: 40,
    underDays: 12 * YEAR,
    level: 'caution',
    fromAge: '12 years',
    source: {
      title:
        'Pantoprazole 40 mg gastro-resistant tablets (Pansa 40, Zuventus): adults and adolescents 12 years and above',
      url: 'https://www.zuventus.com/products/pansa-40-tablets',
    },
  },
  {
    id: 'ibuprofen-400-tablet',
    generic: 'ibuprofen',
    fromMg: 400,
    underDays: 12 * YEAR,
    level: 'caution',
    fromAge: '12 years',
    source: {
      title: 'Brufen Tablets 400 mg, SmPC: adults and children over 12 years',
      url: 'https://www.drugs.com/uk/brufen-tablets-400mg-leaflet.html',
    },
  },
  {
    id: 'nimesulide-tablet',
    generic: 'nimesulide',
    fromMg: 0,
    underDays: 12 * YEAR,
    level: 'avoid',
    fromAge: '12 years (contraindicated in children under 12)',
    source: EMA_NIMESULIDE,
  },
];

export interface AdultMaxRow {
  id: string;
  generic: string;
  /** mg a day above which the line is warned. */
  maxPerDay: number;
  level: 'avoid' | 'caution';
  source: CheckSource;
}

export const ADULT_MAX_ROWS: readonly AdultMaxRow[] = [
  {
    id: 'paracetamol-4g',
    generic: 'paracetamol',
    maxPerDay: 4000,
    level: 'avoid',
    source: dailyMed('acetaminophen', 'Warnings (liver damage above 4,000 mg in 24 hours)'),
  },
  {
    id: 'ibuprofen-2400',
    generic: 'ibuprofen',
    maxPerDay: 2400,
    level: 'caution',
    source: {
      title: 'Brufen Tablets 400 mg, SmPC: total daily dose not to exceed 2,400 mg',
      url: 'https://www.drugs.com/uk/brufen-tablets-400mg-leaflet.html',
    },
  },
  {
    id: 'ibuprofen-3200',
    generic: 'ibuprofen',
    maxPerDay: 3200,
    level: 'avoid',
    source: dailyMed('ibuprofen tablets', '2 Dosage (do not exceed 3,200 mg total daily)'),
  },
  {
    id: 'diclofenac-150',
    generic: 'diclofenac',
    maxPerDay: 150,
    level: 'caution',
    source: dailyMed(
      'diclofenac sodium delayed-release',
      '2 Dosage (osteoarthritis 100-150 mg a day)',
    ),
  },
  {
    id: 'diclofenac-200',
    generic: 'diclofenac',
    maxPerDay: 200,
    level: 'avoid',
    source: dailyMed(
      'diclofenac sodium delayed-release',
      '2 Dosage (rheumatoid arthritis 150-200 mg a day)',
    ),
  },
  {
    id: 'nimesulide-200',
    generic: 'nimesulide',
    maxPerDay: 200,
    level: 'avoid',
    source: EMA_NIMESULIDE,
  },
  {
    id: 'tramadol-400',
    generic: 'tramadol',
    maxPerDay: 400,
    level: 'avoid',
    source: dailyMed('tramadol', '2 Dosage (not more than 400 mg a day)'),
  },
  {
    id: 'cetirizine-10',
    generic: 'cetirizine',
    maxPerDay: 10,
    level: 'caution',
    source: dailyMed('cetirizine', 'Directions (not more than 10 mg in 24 hours)'),
  },
  {
    id: 'levocetirizine-5',
    generic: 'levocetirizine',
    maxPerDay: 5,
    level: 'caution',
    source: dailyMed('levocetirizine', '2 Dosage (5 mg once daily)'),
  },
  {
    id: 'domperidone-30',
    generic: 'domperidone',
    maxPerDay: 30,
    level: 'caution',
    source: EMA_DOMPERIDONE,
  },
  {
    id: 'salbutamol-oral-32',
    generic: 'salbutamol',
    maxPerDay: 32,
    level: 'caution',
    source: dailyMed('albuterol sulfate syrup', 'Dosage (adults: at most 8 mg four times a day)'),
  },
  {
    id: 'metformin-2550',
    generic: 'metformin',
    maxPerDay: 2550,
    level: 'caution',
    source: dailyMed('metformin hydrochloride', '2 Dosage (maximum 2,550 mg a day)'),
  },
  {
    id: 'glimepiride-8',
    generic: 'glimepiride',
    maxPerDay: 8,
    level: 'caution',
    source: dailyMed('glimepiride', '2 Dosage (maximum 8 mg once daily)'),
  },
  {
    id: 'atorvastatin-80',
    generic: 'atorvastatin',
    maxPerDay: 80,
    level: 'caution',
    source: dailyMed('atorvastatin', '2 Dosage (10 to 80 mg once daily)'),
  },
  {
    id: 'rosuvastatin-40',
    generic: 'rosuvastatin',
    maxPerDay: 40,
    level: 'caution',
    source: dailyMed('rosuvastatin', '2 Dosage (5 to 40 mg once daily)'),
  },
  {
    id: 'simvastatin-40',
    generic: 'simvastatin',
    maxPerDay: 40,
    level: 'caution',
    source: dailyMed('simvastatin', '2 Dosage (80 mg restricted; usual 20 to 40 mg)'),
  },
  {
    id: 'amlodipine-10',
    generic: 'amlodipine',
    maxPerDay: 10,
    level: 'caution',
    source: dailyMed('amlodipine', '2 Dosage (maximum 10 mg once daily)'),
  },
  {
    id: 'telmisartan-80',
    generic: 'telmisartan',
    maxPerDay: 80,
    level: 'caution',
    source: dailyMed('telmisartan', '2 Dosage (20 to 80 mg a day)'),
  },
  {
    id: 'losartan-100',
    generic: 'losartan',
    maxPerDay: 100,
    level: 'caution',
    source: dailyMed('losartan', '2 Dosage (maximum 100 mg a day)'),
  },
];
