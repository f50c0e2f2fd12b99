import type { PrescribingPatient } from '../../../../src/shared/checks/check-types';
import type { Medicine } from '../../../../src/shared/pad/medicine';
import { BD, OD, QID, TDS, med, patient } from './fixtures';

/*
 * One case per row of the children's dose table: a line just within the row's limit (no warning
 * of that row) and one just beyond it (the row's warning). Numbers worked by hand from the row.
 */

type Dose = Partial<Medicine>;
export const syrup = (
  name: string,
  strength: string,
  ml: string,
  frequency: Medicine['frequency'],
  over: Dose = {},
) =>
  med({
    name,
    form: 'syrup',
    strength,
    dose: { value: ml, unit: 'ml' },
    ...(frequency ? { frequency } : {}),
    ...over,
  });
const inMg = (
  name: string,
  form: string,
  mg: string,
  frequency: Medicine['frequency'],
  over: Dose = {},
) =>
  med({
    name,
    form,
    dose: { value: mg, unit: 'mg' },
    ...(frequency ? { frequency } : {}),
    ...over,
  });
const days = (n: number) => ({ duration: { value: n, unit: 'days' as const } });
const STAT = { kind: 'stat' } as const;
const EVERY_4_HOURS = { kind: 'every', value: 4, unit: 'hours' } as const;

export interface RowCase {
  patient: PrescribingPatient;
  /** For a row that flags an age: the patient just past the band's edge. */
  withinPatient?: PrescribingPatient;
  within: () => Medicine;
  beyond: () => Medicine;
  /** The detail the beyond line's warning carries ("paracetamol-child:dose:20"). */
  expect: string;
}

export const CASES: Record<string, RowCase> = {
  'paracetamol-neonate': {
    patient: patient({ ageDays: 10, weightKg: 3 }),
    within: () =>
      med({
        name: 'Calpol drops',
        form: 'drops',
        dose: { value: '0.3', unit: 'ml' },
        frequency: QID,
      }),
    beyond: () =>
      med({
        name: 'Calpol drops',
        form: 'drops',
        dose: { value: '0.4', unit: 'ml' },
        frequency: QID,
      }),
    expect: 'paracetamol-neonate:dose:3',
  },
  'paracetamol-child': {
    patient: patient({ ageYears: 8, weightKg: 20 }),
    within: () => syrup('Calpol', '250 mg/5 ml', '6', TDS),
    beyond: () => syrup('Calpol', '250 mg/5 ml', '6.5', TDS),
    expect: 'paracetamol-child:dose:20',
  },
  'ibuprofen-under-6-months': {
    patient: patient({ ageDays: 182, weightKg: 7 }),
    withinPatient: patient({ ageDays: 183, weightKg: 7 }),
    within: () => syrup('Ibuprofen', '100 mg/5 ml', '1', TDS),
    beyond: () => syrup('Ibuprofen', '100 mg/5 ml', '1', TDS),
    expect: 'ibuprofen-under-6-months:age',
  },
  'ibuprofen-child': {
    patient: patient({ ageYears: 5, weightKg: 20 }),
    within: () => syrup('Ibuprofen', '100 mg/5 ml', '10', TDS),
    beyond: () => syrup('Ibuprofen', '100 mg/5 ml', '10.5', TDS),
    expect: 'ibuprofen-child:dose:20',
  },
  'amoxicillin-young-infant': {
    patient: patient({ ageDays: 60, weightKg: 5 }),
    within: () => syrup('Amoxicillin', '125 mg/5 ml', '3', BD),
    beyond: () => syrup('Amoxicillin', '125 mg/5 ml', '3.5', BD),
    expect: 'amoxicillin-young-infant:dose:5',
  },
  'amoxicillin-child': {
    patient: patient({ ageYears: 3, weightKg: 15 }),
    within: () => syrup('Amoxicillin', '250 mg/5 ml', '9', TDS),
    beyond: () => syrup('Amoxicillin', '250 mg/5 ml', '9.5', TDS),
    expect: 'amoxicillin-child:day:15',
  },
  'co-amoxiclav-young-infant': {
    patient: patient({ ageDays: 60, weightKg: 5 }),
    within: () => syrup('Augmentin', '156.25 mg/5 ml', '3', BD),
    beyond: () => syrup('Augmentin', '156.25 mg/5 ml', '3.5', BD),
    expect: 'co-amoxiclav-young-infant:dose:5',
  },
  'co-amoxiclav-child': {
    patient: patient({ ageYears: 2, weightKg: 10 }),
    within: () => syrup('Augmentin Duo', '228.5 mg/5 ml', '11.25', BD),
    beyond: () => syrup('Augmentin Duo', '228.5 mg/5 ml', '11.5', BD),
    expect: 'co-amoxiclav-child:dose:10',
  },
  'azithromycin-under-6-months': {
    patient: patient({ ageDays: 182, weightKg: 6 }),
    withinPatient: patient({ ageDays: 183, weightKg: 6 }),
    within: () => syrup('Azithromycin', '200 mg/5 ml', '1', OD, days(3)),
    beyond: () => syrup('Azithromycin', '200 mg/5 ml', '1', OD, days(3)),
    expect: 'azithromycin-under-6-months:age',
  },
  'azithromycin-single': {
    patient: patient({ ageYears: 2, weightKg: 10 }),
    within: () => syrup('Azithromycin', '200 mg/5 ml', '7.5', STAT),
    beyond: () => syrup('Azithromycin', '200 mg/5 ml', '8', STAT),
    expect: 'azithromycin-single:dose:10',
  },
  'azithromycin-daily': {
    patient: patient({ ageYears: 2, weightKg: 10 }),
    within: () => syrup('Azithromycin', '200 mg/5 ml', '3', OD, days(3)),
    beyond: () => syrup('Azithromycin', '200 mg/5 ml', '3.5', OD, days(3)),
    expect: 'azithromycin-daily:dose:10',
  },
  'cetirizine-under-6-months': {
    patient: patient({ ageDays: 182, weightKg: 6 }),
    withinPatient: patient({ ageDays: 183, weightKg: 6 }),
    within: () => syrup('Cetirizine', '5 mg/5 ml', '2.5', OD),
    beyond: () => syrup('Cetirizine', '5 mg/5 ml', '2.5', OD),
    expect: 'cetirizine-under-6-months:age',
  },
  'cetirizine-6-to-12-months': {
    patient: patient({ ageDays: 250, weightKg: 8 }),
    within: () => syrup('Cetirizine', '5 mg/5 ml', '2.5', OD),
    beyond: () => syrup('Cetirizine', '5 mg/5 ml', '3', OD),
    expect: 'cetirizine-6-to-12-months:dose:-',
  },
  'cetirizine-1-to-2-years': {
    patient: patient({ ageYears: 1, weightKg: 10 }),
    within: () => syrup('Cetirizine', '5 mg/5 ml', '2.5', BD),
    beyond: () => syrup('Cetirizine', '5 mg/5 ml', '2.5', TDS),
    expect: 'cetirizine-1-to-2-years:day:-',
  },
  'cetirizine-2-to-6-years': {
    patient: patient({ ageYears: 4, weightKg: 15 }),
    within: () => syrup('Cetirizine', '5 mg/5 ml', '5', OD),
    beyond: () => syrup('Cetirizine', '5 mg/5 ml', '5', BD),
    expect: 'cetirizine-2-to-6-years:day:-',
  },
  'cetirizine-6-years-up': {
    patient: patient({ ageYears: 8, weightKg: 25 }),
    within: () => med({ name: 'Cetirizine', form: 'tablet', strength: '10 mg', frequency: OD }),
    beyond: () => med({ name: 'Cetirizine', form: 'tablet', strength: '10 mg', frequency: BD }),
    expect: 'cetirizine-6-years-up:day:-',
  },
  'ondansetron-injection-under-1-month': {
    patient: patient({ ageDays: 30, weightKg: 3 }),
    withinPatient: patient({ ageDays: 31, weightKg: 3 }),
    within: () => inMg('Ondansetron', 'injection', '0.3', STAT),
    beyond: () => inMg('Ondansetron', 'injection', '0.3', STAT),
    expect: 'ondansetron-injection-under-1-month:age',
  },
  'ondansetron-injection': {
    patient: patient({ ageYears: 8, weightKg: 26 }),
    within: () => inMg('Ondansetron', 'injection', '3.9', STAT),
    beyond: () => inMg('Ondansetron', 'injection', '4', STAT),
    expect: 'ondansetron-injection:dose:26',
  },
  'ondansetron-oral-under-4-years': {
    patient: patient({ ageYears: 3, weightKg: 14 }),
    withinPatient: patient({ ageYears: 4, weightKg: 15 }),
    within: () => syrup('Ondansetron', '2 mg/5 ml', '2.5', OD),
    beyond: () => syrup('Ondansetron', '2 mg/5 ml', '2.5', OD),
    expect: 'ondansetron-oral-under-4-years:age',
  },
  'ondansetron-oral-4-to-12-years': {
    patient: patient({ ageYears: 6, weightKg: 20 }),
    within: () => med({ name: 'Ondem 4', form: 'tablet', frequency: TDS }),
    beyond: () => inMg('Ondansetron', 'tablet', '6', TDS),
    expect: 'ondansetron-oral-4-to-12-years:dose:-',
  },
  'ondansetron-oral-12-years-up': {
    patient: patient({ ageYears: 14, weightKg: 45 }),
    within: () => inMg('Ondansetron', 'tablet', '8', TDS),
    beyond: () => inMg('Ondansetron', 'tablet', '10', OD),
    expect: 'ondansetron-oral-12-years-up:dose:-',
  },
  'prednisolone-child': {
    patient: patient({ ageYears: 6, weightKg: 20 }),
    within: () =>
      med({
        name: 'Wysolone 20',
        form: 'tablet',
        frequency: { kind: 'pattern', pattern: '2-0-0' },
      }),
    beyond: () => inMg('Prednisolone', 'tablet', '45', OD),
    expect: 'prednisolone-child:dose:20',
  },
  'ors-under-2-years': {
    patient: patient({ ageYears: 1, weightKg: 9 }),
    within: () =>
      med({
        name: 'ORS',
        dose: { value: '100', unit: 'ml' },
        instructions: 'after each loose stool',
      }),
    beyond: () =>
      med({
        name: 'ORS',
        dose: { value: '110', unit: 'ml' },
        instructions: 'after each loose stool',
      }),
    expect: 'ors-under-2-years:dose:-',
  },
  'ors-2-to-10-years': {
    patient: patient({ ageYears: 5, weightKg: 18 }),
    within: () => med({ name: 'ORS', dose: { value: '200', unit: 'ml' } }),
    beyond: () => med({ name: 'ORS', dose: { value: '210', unit: 'ml' } }),
    expect: 'ors-2-to-10-years:dose:-',
  },
  'zinc-under-6-months': {
    patient: patient({ ageDays: 100, weightKg: 5 }),
    within: () => syrup('Zinconia', '20 mg/5 ml', '2.5', OD),
    beyond: () => syrup('Zinconia', '20 mg/5 ml', '3', OD),
    expect: 'zinc-under-6-months:dose:-',
  },
  'zinc-6-months-to-5-years': {
    patient: patient({ ageYears: 2, weightKg: 11 }),
    within: () => syrup('Zinconia', '20 mg/5 ml', '5', OD),
    beyond: () => syrup('Zinconia', '20 mg/5 ml', '6', OD),
    expect: 'zinc-6-months-to-5-years:dose:-',
  },
  'salbutamol-oral-under-2-years': {
    patient: patient({ ageYears: 1, weightKg: 9 }),
    withinPatient: patient({ ageYears: 2, weightKg: 12 }),
    within: () => syrup('Salbutamol', '2 mg/5 ml', '2.5', TDS),
    beyond: () => syrup('Salbutamol', '2 mg/5 ml', '2.5', TDS),
    expect: 'salbutamol-oral-under-2-years:age',
  },
  'salbutamol-oral-2-to-6-years': {
    patient: patient({ ageYears: 4, weightKg: 15 }),
    within: () => syrup('Salbutamol', '2 mg/5 ml', '7.5', TDS),
    beyond: () => syrup('Salbutamol', '2 mg/5 ml', '8', TDS),
    expect: 'salbutamol-oral-2-to-6-years:dose:15',
  },
  'salbutamol-oral-6-to-15-years': {
    patient: patient({ ageYears: 10, weightKg: 30 }),
    within: () =>
      med({
        name: 'Salbutamol',
        form: 'tablet',
        strength: '4 mg',
        frequency: { kind: 'pattern', pattern: '2-2-2' },
      }),
    beyond: () =>
      med({
        name: 'Salbutamol',
        form: 'tablet',
        strength: '4 mg',
        frequency: { kind: 'pattern', pattern: '2-2-2-2' },
      }),
    expect: 'salbutamol-oral-6-to-15-years:day:-',
  },
  'salbutamol-oral-15-years-up': {
    patient: patient({ ageYears: 16, weightKg: 55 }),
    within: () => inMg('Salbutamol', 'tablet', '8', QID),
    beyond: () => inMg('Salbutamol', 'tablet', '8', EVERY_4_HOURS),
    expect: 'salbutamol-oral-15-years-up:day:-',
  },
};
