import { WHO_PERSISTING_PAIN, dailyMed } from './check-sources';
import type { ChildDoseRow } from './child-dose-types';
import { MONTH, YEAR } from './patient-age';

/** Children's doses: paracetamol and ibuprofen (how the table is read: child-dose-table.ts). */

const NEONATE = 28;
const ORAL = ['oral'] as const;
const ORAL_OR_RECTAL = ['oral', 'rectal'] as const;
const ADULT = 18 * YEAR;

export const CHILD_DOSES_PAIN: readonly ChildDoseRow[] = [
  {
    id: 'paracetamol-neonate',
    generic: 'paracetamol',
    fromDays: 0,
    toDays: NEONATE,
    routes: ORAL_OR_RECTAL,
    measure: 'mg',
    perDose: { perKg: 10 },
    perDay: { perKg: 40 },
    source: WHO_PERSISTING_PAIN,
  },
  {
    id: 'paracetamol-child',
    generic: 'paracetamol',
    fromDays: NEONATE,
    toDays: ADULT,
    routes: ORAL_OR_RECTAL,
    measure: 'mg',
    perDose: { perKg: 15, max: 1000 },
    perDay: { perKg: 60, max: 4000 },
    source: WHO_PERSISTING_PAIN,
  },
  {
    id: 'ibuprofen-under-6-months',
    generic: 'ibuprofen',
    fromDays: 0,
    toDays: 6 * MONTH,
    routes: ORAL,
    measure: 'mg',
    notForAge: 'the ibuprofen label gives no dose under 6 months',
    source: dailyMed(
      'ibuprofen oral suspension',
      '8.4 Pediatric use (below 6 months not established)',
    ),
  },
  {
    id: 'ibuprofen-child',
    generic: 'ibuprofen',
    fromDays: 6 * MONTH,
    toDays: ADULT,
    routes: ORAL,
    measure: 'mg',
    perDose: { perKg: 10, max: 800 },
    perDay: { perKg: 40, max: 2400 },
    source: dailyMed(
      'ibuprofen oral suspension',
      '2 Dosage (5-10 mg/kg a dose; maximum daily dose 40 mg/kg)',
    ),
  },
];
