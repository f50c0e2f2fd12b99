import { IDSA_CAP_CHILDREN, dailyMed } from './check-sources';
import type { ChildDoseRow } from './child-dose-types';
import { MONTH, YEAR } from './patient-age';

/** Children's doses: amoxicillin, co-amoxiclav and azithromycin (how the table is read: child-dose-table.ts). */

const ORAL = ['oral'] as const;
const ADULT = 18 * YEAR;

export const CHILD_DOSES_ANTIBIOTICS: readonly ChildDoseRow[] = [
  {
    id: 'amoxicillin-young-infant',
    generic: 'amoxicillin',
    without: 'clavulanic acid',
    fromDays: 0,
    toDays: 84,
    routes: ORAL,
    measure: 'mg',
    perDose: { perKg: 15 },
    perDay: { perKg: 30 },
    source: dailyMed(
      'amoxicillin',
      '2.3 Neonates and infants aged 12 weeks or younger (up to 30 mg/kg/day in two doses)',
    ),
  },
  {
    id: 'amoxicillin-child',
    generic: 'amoxicillin',
    without: 'clavulanic acid',
    fromDays: 84,
    toDays: ADULT,
    routes: ORAL,
    measure: 'mg',
    perDose: { perKg: 45, max: 1000 },
    perDay: { perKg: 90, max: 4000 },
    source: IDSA_CAP_CHILDREN,
  },
  {
    id: 'co-amoxiclav-young-infant',
    generic: 'amoxicillin',
    with: 'clavulanic acid',
    fromDays: 0,
    toDays: 84,
    routes: ORAL,
    measure: 'mg',
    perDose: { perKg: 15 },
    perDay: { perKg: 30 },
    source: dailyMed(
      'amoxicillin and clavulanate potassium',
      '2.3 Pediatric patients younger than 12 weeks (30 mg/kg/day of amoxicillin)',
    ),
  },
  {
    id: 'co-amoxiclav-child',
    generic: 'amoxicillin',
    with: 'clavulanic acid',
    fromDays: 84,
    toDays: ADULT,
    routes: ORAL,
    measure: 'mg',
    perDose: { perKg: 45, max: 1000 },
    perDay: { perKg: 90, max: 4000 },
    source: dailyMed(
      'amoxicillin and clavulanate potassium ES-600',
      '2 Dosage (90 mg/kg/day of amoxicillin in two doses)',
    ),
  },
  {
    id: 'azithromycin-under-6-months',
    generic: 'azithromycin',
    fromDays: 0,
    toDays: 6 * MONTH,
    routes: ORAL,
    measure: 'mg',
    notForAge: 'the azithromycin label gives no oral dose under 6 months',
    source: dailyMed('azithromycin', '8.4 Pediatric use'),
  },
  {
    id: 'azithromycin-single',
    generic: 'azithromycin',
    fromDays: 6 * MONTH,
    toDays: ADULT,
    routes: ORAL,
    course: 'single',
    measure: 'mg',
    perDose: { perKg: 30, max: 1500 },
    source: dailyMed('azithromycin', '2.2 Pediatric patients (otitis media: 30 mg/kg once)'),
  },
  {
    id: 'azithromycin-daily',
    generic: 'azithromycin',
    fromDays: 6 * MONTH,
    toDays: ADULT,
    routes: ORAL,
    course: 'repeated',
    measure: 'mg',
    perDose: { perKg: 12, max: 500 },
    perDay: { perKg: 12, max: 500 },
    source: dailyMed(
      'azithromycin',
      '2.2 Pediatric patients (pharyngitis: 12 mg/kg once daily, at most 500 mg)',
    ),
  },
];
